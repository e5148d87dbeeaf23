import { describe, expect, it, vi } from 'vitest'
import { parseEther } from 'viem'
import { maxSendAmount } from '../../../../widget/src/send/maxSendAmount'
import type { AtomicBatchWallet, BatchCall, FeeQuote } from '../../../../widget/src/wallets/atomicBatches'

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const
const GWEI = 1_000_000_000n

/** A passkey wallet as the form sees it: only its quote matters here. */
function quotingWallet(quote: FeeQuote): AtomicBatchWallet & { quoted: BatchCall[][] } {
  const quoted: BatchCall[][] = []
  return {
    quoted,
    quoteCalls: async (calls: readonly BatchCall[]) => (quoted.push([...calls]), quote),
  } as unknown as AtomicBatchWallet & { quoted: BatchCall[][] }
}

describe('maxSendAmount (the send form’s Max)', () => {
  it('a token: the whole balance when the fee is paid in the native currency or by a paymaster', async () => {
    const gasPrice = vi.fn(async () => GWEI)
    expect(await maxSendAmount({ balance: 123n, token: TOKEN, to: TO, gasPrice })).toBe(123n)
    const wallet = quotingWallet({ fee: parseEther('0.01') })
    expect(await maxSendAmount({ balance: 124n, token: TOKEN, to: TO, gasPrice, batches: wallet })).toBe(124n)
    expect(gasPrice).not.toHaveBeenCalled()
    // Priced as a transfer of that token, as the send will be.
    expect(wallet.quoted[0]![0]!.to).toBe(TOKEN)
  })

  it('the passkey wallet paying its fee in the token it sends: less twice the fee in that token', async () => {
    const feeToken = { token: TOKEN, symbol: 'dUSD', decimals: 6, amount: 420_000n }
    const wallet = quotingWallet({ fee: 420_000n, feeToken })
    const balance = 10_000_000n
    expect(await maxSendAmount({ balance, token: TOKEN, to: TO, gasPrice: async () => GWEI, batches: wallet })).toBe(
      balance - 840_000n,
    )
    // Its ETH, then, is all the visitor's to send.
    expect(
      await maxSendAmount({
        balance: parseEther('1'),
        token: 'native',
        to: TO,
        gasPrice: async () => GWEI,
        batches: wallet,
      }),
    ).toBe(parseEther('1'))
  })

  it('the native currency from a wallet of plain transactions: less twice a transfer’s gas at today’s price', async () => {
    expect(await maxSendAmount({ balance: parseEther('1'), token: 'native', to: TO, gasPrice: async () => GWEI })).toBe(
      parseEther('1') - 2n * 21_000n * GWEI,
    )
  })

  it('the passkey wallet paying its own fee: less twice the operation’s quoted most, priced as a send of ETH to the recipient', async () => {
    const wallet = quotingWallet({ fee: parseEther('0.0004') })
    const max = await maxSendAmount({
      balance: parseEther('1'),
      token: 'native',
      to: TO,
      gasPrice: async () => GWEI,
      batches: wallet,
    })
    expect(max).toBe(parseEther('1') - parseEther('0.0008'))
    // The quote moves ETH, as the send will (a paymaster may sponsor only operations that move none).
    expect(wallet.quoted).toEqual([[{ to: TO, value: parseEther('0.5'), data: '0x' }]])
  })

  it('the passkey wallet with a paymaster that pays: the whole balance', async () => {
    const wallet = quotingWallet({ fee: 0n, sponsor: 'Walletport dev paymaster' })
    expect(
      await maxSendAmount({
        balance: parseEther('1'),
        token: 'native',
        to: TO,
        gasPrice: async () => GWEI,
        batches: wallet,
      }),
    ).toBe(parseEther('1'))
  })

  it('a balance below the fee leaves nothing to send, never a negative amount', async () => {
    const wallet = quotingWallet({ fee: parseEther('0.001') })
    expect(
      await maxSendAmount({
        balance: parseEther('0.0015'),
        token: 'native',
        to: TO,
        gasPrice: async () => GWEI,
        batches: wallet,
      }),
    ).toBe(0n)
  })

  it('a quote that fails is the caller’s to show: the error goes through', async () => {
    const wallet = { quoteCalls: async () => Promise.reject(new Error('bundler down')) } as unknown as AtomicBatchWallet
    await expect(
      maxSendAmount({ balance: 1n, token: 'native', to: TO, gasPrice: async () => GWEI, batches: wallet }),
    ).rejects.toThrow('bundler down')
  })
})
