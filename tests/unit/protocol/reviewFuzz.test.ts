import { describe, expect, it } from 'vitest'
import { WalletportError } from '../../../protocol/errors'
import { parseApprovalRequest, type ApprovalMethod } from '../../../protocol/parseApprovalRequest'
import { parseHostWalletAnnouncements } from '../../../protocol/parseWalletInfo'
import { decodeCall } from '../../../widget/src/review/decodeCall'
import { describeMessage } from '../../../widget/src/review/describeMessage'
import { recognisePermit } from '../../../widget/src/review/recognisePermit'
import { typedDataFields } from '../../../widget/src/review/typedDataFields'
import { permit2Single } from '../../fixtures/permit2'

/**
 * Fuzz of the provider and host-agent paths, below the bridge envelope: valid requests with one
 * value at a time replaced by a wrong type, and random junk. Every input must end in a parsed
 * request whose review can be built, or in INVALID_REQUEST (-32602): never another exception,
 * which in the widget would be a review that cannot render.
 */

/** A small deterministic PRNG (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

const JUNK: unknown[] = [
  null,
  undefined,
  0,
  -1,
  1.5,
  NaN,
  2 ** 60,
  '',
  '0x',
  '0xabc',
  '0xzz',
  'x'.repeat(300),
  '\u202Eevil',
  true,
  [],
  [1, 2],
  {},
  { toString: 'x' },
  { $$typeof: Symbol.for('react.element') },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  `0x${'f'.repeat(64)}`,
  ACCOUNT,
  '115792089237316195423570985008687907853269984665640564039457584007913129639935',
]

const TEMPLATES: Record<ApprovalMethod, () => unknown[]> = {
  eth_sendTransaction: () => [
    { from: ACCOUNT, to: TOKEN, value: '0x1', data: '0xa9059cbb' + '00'.repeat(64), chainId: '0x7a69' },
  ],
  personal_sign: () => ['0x68656c6c6f', ACCOUNT],
  eth_signTypedData_v4: () => [ACCOUNT, permit2Single({ token: TOKEN, spender: ACCOUNT, amount: 1n, chainId: 31337 })],
  wallet_sendCalls: () => [
    {
      version: '2.0.0',
      from: ACCOUNT,
      chainId: '0x7a69',
      atomicRequired: false,
      calls: [
        { to: TOKEN, data: '0xa9059cbb' + '00'.repeat(64) },
        { to: ACCOUNT, value: '0x1' },
      ],
    },
  ],
}

/** Every path to a leaf or branch of `value`, for replacing one of them. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return [
    prefix,
    ...Object.keys(value).flatMap((key) =>
      paths((value as Record<string, unknown>)[key], [...prefix, Array.isArray(value) ? Number(key) : key]),
    ),
  ]
}

function replaced(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>
  copy[path[0]!] = replaced(copy[path[0]!], path.slice(1), replacement)
  return copy
}

/** A value for a failure message; some junk cannot even be turned into a string. */
function show(value: unknown): string {
  try {
    return JSON.stringify(value) ?? typeof value
  } catch {
    return typeof value
  }
}

/** Builds what the review builders build, minus the chain: nothing here may throw for a parsed request. */
function reviewOffline(method: ApprovalMethod, params: unknown): void {
  const request = parseApprovalRequest(method, params)
  if (request.method === 'eth_sendTransaction' && request.tx.to) decodeCall(request.tx.to, request.tx.data)
  if (request.method === 'personal_sign')
    describeMessage({ message: request.message, hostOrigin: 'http://localhost:4310', chainId: 31337 })
  if (request.method === 'eth_signTypedData_v4') {
    typedDataFields(request.data)
    recognisePermit(request.data)
  }
}

describe('fuzz: provider requests with wrong types', () => {
  for (const method of Object.keys(TEMPLATES) as ApprovalMethod[]) {
    it(`${method}: every one-value mutation and as JSON text either parses or is INVALID_REQUEST (-32602)`, () => {
      const next = random(method.length * 7919)
      const template = TEMPLATES[method]()
      expect(() => reviewOffline(method, template)).not.toThrow()
      const all = paths(template)
      let refused = 0
      for (let i = 0; i < 1500; i++) {
        const path = all[Math.floor(next() * all.length)]!
        const junk = JUNK[Math.floor(next() * JUNK.length)]
        let params = replaced(template, path, junk)
        // Typed data also arrives as JSON text, where duplicate keys and numbers behave differently.
        if (
          method === 'eth_signTypedData_v4' &&
          next() < 0.3 &&
          Array.isArray(params) &&
          typeof params[1] === 'object'
        ) {
          params = [params[0], JSON.stringify(params[1])]
        }
        try {
          reviewOffline(method, params)
        } catch (error) {
          refused++
          expect(error, `${method} ${JSON.stringify(path)} = ${show(junk)}`).toBeInstanceOf(WalletportError)
          expect((error as WalletportError).code).toBe('INVALID_REQUEST')
          // wallet_sendCalls has EIP-5792's own codes: 5760 (atomicRequired: true), 5740, 5700.
          expect(method === 'wallet_sendCalls' ? [-32602, 5700, 5740, 5760] : [-32602]).toContain(
            (error as WalletportError).rpcCode,
          )
        }
      }
      expect(refused).toBeGreaterThan(100)
      expect({}).not.toHaveProperty('polluted')
    })
  }

  it('random junk as params of each method is INVALID_REQUEST, never another error', () => {
    const next = random(42)
    for (let i = 0; i < 2000; i++) {
      const method = (Object.keys(TEMPLATES) as ApprovalMethod[])[i % 3]!
      const params = Array.from({ length: Math.floor(next() * 4) }, () => JUNK[Math.floor(next() * JUNK.length)])
      try {
        reviewOffline(method, next() < 0.1 ? JUNK[Math.floor(next() * JUNK.length)] : params)
      } catch (error) {
        expect(error).toBeInstanceOf(WalletportError)
        expect((error as WalletportError).rpcCode).toBe(-32602)
      }
    }
  })
})

describe('fuzz: the host agent discover answer', () => {
  it('any answer yields only well-formed wallets with string names, never an exception', () => {
    const next = random(7)
    const pick = () => JUNK[Math.floor(next() * JUNK.length)]
    for (let i = 0; i < 2000; i++) {
      const answer =
        next() < 0.2
          ? pick()
          : Array.from({ length: Math.floor(next() * 5) }, () =>
              next() < 0.5
                ? pick()
                : {
                    id: next() < 0.5 ? `w${i}` : pick(),
                    info:
                      next() < 0.3 ? pick() : { name: next() < 0.5 ? 'Wallet' : pick(), icon: pick(), rdns: pick() },
                  },
            )
      const wallets = parseHostWalletAnnouncements(answer)
      for (const wallet of wallets) {
        expect(typeof wallet.id).toBe('string')
        expect(typeof wallet.info.name).toBe('string')
        if (wallet.info.icon !== undefined) expect(wallet.info.icon.startsWith('data:image/')).toBe(true)
      }
    }
  })
})
