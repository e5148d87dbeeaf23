import { testWallet } from '../../support/testWallet'
import { encodeFunctionData, erc20Abi, numberToHex, type Address } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import type { WalletportError } from '../../../../protocol/errors'
import type { BalanceRow } from '../../../../widget/src/balances/BalanceTracker'
import type { ChainClient } from '../../../../widget/src/chain/chainClient'
import { CounterpartyHistory } from '../../../../widget/src/send/CounterpartyHistory'
import { prepareDraft, type DraftContext } from '../../../../widget/src/send/prepareDraft'
import type { FeeQuote } from '../../../../widget/src/wallets/atomicBatches'
import type { Eip1193Provider } from '../../../../widget/src/wallets/eip1193'
import { atomicWallet } from '../../support/atomicWallet'
import { ACCOUNT, CHAIN, RECIPIENT } from '../../../support/sendFixtures'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address
const ETH = 10n ** 18n
const GWEI = 10n ** 9n

/** An RPC that prices a transfer at 21,000 gas × 1 gwei and cannot simulate (the review then says "preview unavailable"). */
const client = {
  request: vi.fn(async ({ method }: { method: string }) => {
    if (method === 'eth_estimateGas') return '0x5208'
    if (method === 'eth_gasPrice') return numberToHex(GWEI)
    if (method === 'eth_getBalance') return '0x0'
    if (method === 'eth_call') return '0x'
    throw Object.assign(new Error('the method eth_simulateV1 does not exist'), { code: -32601 })
  }),
} as unknown as ChainClient

/** What the send form checks a draft against: the account with `provider` as its wallet, holding `balance` ETH and 5 USDC. */
function contextWith(provider: Eip1193Provider, balance = ETH): DraftContext {
  const rows: BalanceRow[] = [
    { chainId: 31337, token: 'native', symbol: 'ETH', decimals: 18, value: balance, stale: false },
    { chainId: 31337, token: TOKEN, symbol: 'USDC', decimals: 6, value: 5_000_000n, stale: false },
  ]
  return {
    account: () => ({ address: ACCOUNT, chainId: 31337, walletName: 'Passkey wallet', ...testWallet(provider) }),
    chains: () => [CHAIN],
    balanceRow: async (_, token) => rows.find((row) => row.token === token),
    client: () => client,
    history: new CounterpartyHistory(async () => [RECIPIENT]),
  }
}

const draft = (amount: string, token: 'native' | Address = 'native') => ({
  chainId: 31337,
  token,
  to: RECIPIENT,
  amount,
})
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: WalletportError) => ({ code: error.code, message: error.message }),
  )

describe('prepareDraft: a send through a wallet that prices its own operation (the passkey wallet)', () => {
  it('the paymaster sponsors it: the review names the sponsor and shows no fee; the quote was for exactly the transfer', async () => {
    const wallet = atomicWallet({ quote: { fee: 0n, sponsor: 'Shop Example' } })
    const prepared = await prepareDraft(contextWith(wallet), draft('0.5'), true)
    expect(prepared.sponsor).toBe('Shop Example')
    expect('fee' in prepared).toBe(false)
    expect(wallet.quoteCalls).toHaveBeenCalledWith([{ to: RECIPIENT, value: ETH / 2n, data: '0x' }], {})
  })

  it('a sponsored token transfer is quoted as the token call', async () => {
    const wallet = atomicWallet({ quote: { fee: 0n, sponsor: 'Shop Example' } })
    const prepared = await prepareDraft(contextWith(wallet, 0n), draft('1', TOKEN), true)
    expect(prepared).toMatchObject({ sponsor: 'Shop Example', amount: 1_000_000n, token: TOKEN })
    expect(wallet.quoteCalls).toHaveBeenCalledWith(
      [
        {
          to: TOKEN,
          value: 0n,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 1_000_000n] }),
        },
      ],
      {},
    )
  })

  it('the account pays: the review’s fee is the quote’s, not the transaction estimate', async () => {
    const prepared = await prepareDraft(contextWith(atomicWallet({ quote: { fee: 777n * GWEI } })), draft('0.5'), true)
    expect(prepared.fee).toBe(777n * GWEI)
    expect('sponsor' in prepared).toBe(false)
  })

  it('a self-paid native send whose amount and quoted fee exceed the balance is refused INSUFFICIENT_FUNDS', async () => {
    // 0.999 ETH of 1 ETH: a plain transfer's 21,000 gwei would fit, the operation's 0.002 ETH does not.
    const selfPaid = atomicWallet({ quote: { fee: 2n * 10n ** 15n } })
    expect(await refusal(prepareDraft(contextWith(selfPaid), draft('0.999'), true))).toEqual({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Not enough ETH left for the network fee.',
    })
    // Exactly the balance with the fee is fine.
    expect((await prepareDraft(contextWith(selfPaid), draft('0.998'), true)).fee).toBe(2n * 10n ** 15n)
  })

  it('the same send is allowed when the paymaster pays the fee', async () => {
    const sponsored = atomicWallet({ quote: { fee: 0n, sponsor: 'Shop Example' } })
    expect((await prepareDraft(contextWith(sponsored), draft('1'), true)).amount).toBe(ETH)
  })

  it('a quote that fails is a WALLET_ERROR naming the wallet and the reason', async () => {
    const failing = atomicWallet({
      quote: async (): Promise<FeeQuote> => Promise.reject(new Error('the bundler cannot be reached')),
    })
    expect(await refusal(prepareDraft(contextWith(failing), draft('0.5'), true))).toEqual({
      code: 'WALLET_ERROR',
      message: 'Passkey wallet cannot price this send: the bundler cannot be reached',
    })
  })
})

describe('prepareDraft: a wallet that sends plain transactions', () => {
  it('keeps the transaction estimate as the fee, and is never asked for a quote', async () => {
    const plain = { request: vi.fn(async () => null) }
    const prepared = await prepareDraft(contextWith(plain), draft('0.5'), true)
    // 21,000 gas and a fifth more for state that moves, at 1 gwei.
    expect(prepared.fee).toBe(25_200n * GWEI)
    expect(plain.request).not.toHaveBeenCalled()
  })

  it('refuses a send of the whole balance, which leaves nothing for the fee the account pays', async () => {
    expect(await refusal(prepareDraft(contextWith({ request: async () => null }), draft('1'), true))).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    })
  })
})
