import { describe, expect, it } from 'vitest'
import { parseSendCallsRequest } from '../../../protocol/parseSendCallsRequest'

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const batch = (patch: Record<string, unknown> = {}) => [
  { version: '2.0.0', chainId: '0x7a69', atomicRequired: false, calls: [{ to: TO, value: '0x1' }], ...patch },
]
const outcome = (params: unknown) => {
  try {
    return parseSendCallsRequest(params)
  } catch (error) {
    return { code: (error as { rpcCode?: number }).rpcCode, message: (error as Error).message }
  }
}

describe('parseSendCallsRequest (EIP-5792 wallet_sendCalls)', () => {
  it('reads a version 2 batch: chain, calls, the dapp id', () => {
    expect(
      parseSendCallsRequest(
        batch({
          id: 'order-42',
          from: TO,
          calls: [
            { to: TO, value: '0x1' },
            { to: TO, data: '0xa9059cbb' },
          ],
        }),
      ),
    ).toEqual({
      id: 'order-42',
      from: TO,
      chainId: 31337,
      atomicRequired: false,
      calls: [
        { to: TO, value: 1n, data: '0x' },
        { to: TO, value: 0n, data: '0xa9059cbb' },
      ],
    })
  })

  it.each([
    ['an atomicRequired that is not a boolean', batch({ atomicRequired: 'yes' }), -32602],
    ['a batch over 10 calls', batch({ calls: Array.from({ length: 11 }, () => ({ to: TO })) }), 5740],
    ['a required capability', batch({ capabilities: { auxiliaryFunds: { supported: true } } }), 5700],
    [
      'a required capability beside a paymasterService',
      batch({ capabilities: { paymasterService: { url: 'https://pay.example' }, permissions: {} } }),
      5700,
    ],
    ['a required capability on a call', batch({ calls: [{ to: TO, capabilities: { permissions: {} } }] }), 5700],
    ['an authorizationList in a call (EIP-7702)', batch({ calls: [{ to: TO, authorizationList: [] }] }), -32602],
    ['a from inside a call', batch({ calls: [{ to: TO, from: TO }] }), -32602],
    ['no calls', batch({ calls: [] }), -32602],
    ['an unknown version', batch({ version: '3.0.0' }), -32602],
    ['a decimal chain id', batch({ chainId: 31337 }), -32602],
  ])('refuses %s with code %s', (_, params, code) => {
    expect(outcome(params)).toMatchObject({ code })
  })

  it('keeps atomicRequired for the widget to judge against the connected wallet (5760 unless it is atomic)', () => {
    expect(parseSendCallsRequest(batch({ atomicRequired: true })).atomicRequired).toBe(true)
    expect(parseSendCallsRequest(batch()).atomicRequired).toBe(false)
  })

  it('accepts capabilities asked for as optional', () => {
    expect(
      parseSendCallsRequest(batch({ capabilities: { auxiliaryFunds: { supported: true, optional: true } } })).calls,
    ).toHaveLength(1)
  })

  it('keeps the paymasterService (ERC-7677) for the widget to judge against the connected wallet', () => {
    expect(
      parseSendCallsRequest(
        batch({
          capabilities: { paymasterService: { url: 'https://pay.example/v1?key=k', context: { policy: 'p1' } } },
        }),
      ).paymasterService,
    ).toEqual({ url: 'https://pay.example/v1?key=k', context: { policy: 'p1' }, optional: false })
    expect(
      parseSendCallsRequest(
        batch({ capabilities: { paymasterService: { url: 'http://127.0.0.1:4341', optional: true } } }),
      ).paymasterService,
    ).toEqual({ url: 'http://127.0.0.1:4341/', optional: true })
  })

  const paymaster = (service: unknown) => batch({ capabilities: { paymasterService: service } })
  const deep = (depth: number): unknown => (depth === 0 ? 1 : { a: deep(depth - 1) })
  it.each([
    ['a javascript: URL', paymaster({ url: 'javascript:alert(1)' })],
    ['a file: URL', paymaster({ url: 'file:///etc/passwd' })],
    ['a javascript: URL asked as optional', paymaster({ url: 'javascript:alert(1)', optional: true })],
    ['a data: URL', paymaster({ url: 'data:text/plain,hi' })],
    ['a ws: URL', paymaster({ url: 'ws://pay.example' })],
    ['no URL', paymaster({ context: {} })],
    ['a URL that is not one', paymaster({ url: 'pay.example' })],
    ['a URL with credentials', paymaster({ url: 'https://user:secret@pay.example' })],
    ['a URL of 3000 characters', paymaster({ url: `https://pay.example/${'a'.repeat(3000)}` })],
    ['a URL that is a number', paymaster({ url: 42 })],
    ['an optional that is not a boolean', paymaster({ url: 'https://pay.example', optional: 'yes' })],
    ['a context that is an array', paymaster({ url: 'https://pay.example', context: [1] })],
    ['a context that is a string', paymaster({ url: 'https://pay.example', context: 'policy' })],
    ['a context of 5000 bytes', paymaster({ url: 'https://pay.example', context: { blob: 'x'.repeat(5000) } })],
    ['a context nested too deep', paymaster({ url: 'https://pay.example', context: { a: deep(12) } })],
    ['a context holding a non-finite number', paymaster({ url: 'https://pay.example', context: { n: Infinity } })],
    ['a paymasterService that is a string', paymaster('https://pay.example')],
  ])('refuses a paymasterService with %s: -32602, even when optional', (_, params) => {
    expect(outcome(params)).toMatchObject({ code: -32602 })
  })
})

describe('the dataSuffix capability (ERC-8021 builder codes)', () => {
  const MARKER = '80218021802180218021802180218021'
  /** A schema 0 attribution of `codes`, as ox's Attribution.toDataSuffix writes one. */
  const attribution = (codes: string) =>
    `0x${Buffer.from(codes, 'ascii').toString('hex')}${codes.length.toString(16).padStart(2, '0')}00${MARKER}`
  const suffixed = (dataSuffix: unknown) => batch({ capabilities: { dataSuffix } })

  it('keeps one schema 0 attribution and the codes it names, in the object form and the bare hex form', () => {
    expect(parseSendCallsRequest(suffixed({ value: attribution('baseapp,bc_k3p9da') })).dataSuffix).toEqual({
      value: attribution('baseapp,bc_k3p9da'),
      codes: ['baseapp', 'bc_k3p9da'],
    })
    expect(parseSendCallsRequest(suffixed(attribution('shop'))).dataSuffix?.codes).toEqual(['shop'])
    // Beside a paymaster the site names: both are kept.
    const both = parseSendCallsRequest(
      batch({ capabilities: { paymasterService: { url: 'https://pay.example' }, dataSuffix: attribution('x') } }),
    )
    expect([both.paymasterService?.url, both.dataSuffix?.codes]).toEqual(['https://pay.example/', ['x']])
  })

  it.each([
    ['calldata before the attribution (a call in disguise)', `0xa9059cbb${attribution('shop').slice(2)}`],
    ['no marker', `0x${Buffer.from('shop').toString('hex')}0400`],
    ['another schema', attribution('shop').replace(`00${MARKER}`, `01${MARKER}`)],
    ['a length that does not match', attribution('shop').replace(`0400${MARKER}`, `0300${MARKER}`)],
    ['an empty code', attribution('a,,b')],
    ['a code with a control character', attribution('sh\u0001p')],
    ['no codes at all', `0x0000${MARKER}`],
    ['odd hex', `0x0${MARKER}`],
    ['a number', 42],
  ])('refuses %s: -32602, or drops it where the site marked it optional', (_, value) => {
    expect(outcome(suffixed({ value }))).toMatchObject({ code: -32602 })
    expect(parseSendCallsRequest(suffixed({ value, optional: true })).dataSuffix).toBeUndefined()
  })
})
