import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { encodeAbiParameters, encodeFunctionResult, parseAbi, type Address, type Hex } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChainConfig } from '../../../../protocol/config'
import { BalanceTracker } from '../../../../widget/src/balances/BalanceTracker'
import { Multicall3MissingError } from '../../../../widget/src/balances/missingMulticall3'
import type { ChainClient } from '../../../../widget/src/chain/chainClient'
import { WIDGET_LANGUAGES } from '../../../../protocol/widgetLanguages'
import { en } from '../../../../widget/src/i18n/en'
import { loadCatalogue } from '../../../../widget/src/i18n/translate'
import { walletEn } from '../../../../widget/src/i18n/wallet/en'
import { I18nContext, makeT } from '../../../../widget/src/i18n/useT'
import { chainReadNotice } from '../../../../widget/src/screens/chainReadNotice'
import { SendForm } from '../../../../widget/src/screens/SendForm'

/**
 * A chain whose RPC answers but that has no Multicall3 at the configured address (issue 47.3): the widget says so,
 * in every language, instead of "Could not reach …", and the send form says why Review is off. The eth_getCode
 * that tells the two apart is asked only after a read came back empty, never on a read that worked.
 */
const MULTICALL3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'
const chain: ChainConfig = {
  id: 41_031,
  name: 'My Chain',
  rpcUrls: ['http://127.0.0.1:1'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  multicall3: MULTICALL3,
  pollIntervalMs: 600_000,
}
const ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const aggregate3 = parseAbi([
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns (Result[] returnData)',
])

/** A node: `call` answers the multicall (or throws), `code` is what sits at Multicall3. */
function node({ call, code }: { call: () => Hex; code: Hex }) {
  const methods: string[] = []
  const request = vi.fn(async ({ method, params }: { method: string; params?: unknown[] }) => {
    methods.push(method)
    if (method === 'eth_blockNumber') return '0x10'
    if (method === 'eth_call') return call()
    if (method === 'eth_getCode') {
      expect(params).toEqual([MULTICALL3, '0x10'])
      return code
    }
    throw new Error(`unexpected ${method}`)
  })
  return { methods, client: { request } as unknown as ChainClient }
}

const working = () =>
  encodeFunctionResult({
    abi: aggregate3,
    functionName: 'aggregate3',
    result: [{ success: true, returnData: encodeAbiParameters([{ type: 'uint256' }], [10n ** 18n]) }],
  })

let tracker: BalanceTracker | undefined
afterEach(() => {
  tracker?.dispose()
  tracker = undefined
  vi.restoreAllMocks()
})

async function read(stub: ReturnType<typeof node>) {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  tracker = new BalanceTracker(() => stub.client)
  tracker.setTokens([chain], new Map())
  tracker.track(ACCOUNT)
  await tracker.whenLoaded()
  return tracker.getSnapshot().chains[0]!
}

describe('a chain without Multicall3', () => {
  it('is named as such when the RPC answers but no code is at the address, with one eth_getCode', async () => {
    const stub = node({ call: () => '0x', code: '0x' })
    const state = await read(stub)
    expect(state.status).toBe('error')
    expect(state.missingMulticall3).toBe(MULTICALL3)
    expect(state.error).toBe(`My Chain has no Multicall3 contract at ${MULTICALL3}`)
    expect(stub.methods.filter((m) => m === 'eth_getCode')).toHaveLength(1)
    expect(console.warn).toHaveBeenCalledWith(
      `walletport: My Chain has no Multicall3 contract at ${MULTICALL3}; retrying`,
      expect.any(Multicall3MissingError),
    )
  })

  it('a read that works asks for no code; an RPC that fails is unreachable, not a missing contract', async () => {
    const ok = node({ call: working, code: '0x' })
    expect((await read(ok)).status).toBe('ready')
    expect(ok.methods).not.toContain('eth_getCode')
    tracker!.dispose()

    const down = node({
      call: () => {
        throw new Error('fetch failed')
      },
      code: '0x',
    })
    const state = await read(down)
    expect(state.status).toBe('error')
    expect(state.missingMulticall3).toBeUndefined()
    expect(down.methods).not.toContain('eth_getCode')
  })

  it('an empty answer with code at the address stays a failed read, not a missing contract', async () => {
    const state = await read(node({ call: () => '0x', code: '0x6080' }))
    expect(state.status).toBe('error')
    expect(state.missingMulticall3).toBeUndefined()
    expect(state.error).toBe('the Multicall3 call returned nothing')
  })
})

describe('the notice, in every language', () => {
  it.each(WIDGET_LANGUAGES)('%s: names the chain, the address and the operator’s command', async (lang) => {
    const t = makeT(await loadCatalogue(lang), lang).with(walletEn)
    const missing = chainReadNotice(t, { chain, missingMulticall3: MULTICALL3 })
    const unreachable = chainReadNotice(t, { chain })
    expect(missing).toContain('My Chain')
    expect(missing).toContain(MULTICALL3)
    expect(missing).toContain('npm run deploy:passkey')
    expect(missing).not.toBe(unreachable)
    expect(unreachable).toBe(t('balances.unreachable', { chain: 'My Chain' }))
  })

  it('the send form says why Review is off, and ties the reason to the button', async () => {
    await read(node({ call: () => '0x', code: '0x' }))
    const t = makeT(en, 'en').with(walletEn)
    const html = renderToStaticMarkup(
      createElement(
        I18nContext.Provider,
        { value: t },
        createElement(SendForm, { send: {} as never, balances: tracker!, chainId: chain.id, busy: false }),
      ),
    )
    expect(html).toContain(
      `Review needs your balances on My Chain, which cannot be read now. My Chain has no Multicall3 contract at ${MULTICALL3}`,
    )
    expect(html).not.toContain('Could not reach')
    const button = html.match(/<button type="submit"[^>]*>/)![0]
    expect(button).toContain('disabled=""')
    const described = button.match(/aria-describedby="([^"]+)"/)![1]
    expect(html).toContain(`id="${described}" data-testid="send-unreadable"`)
  })
})
