import { describe, expect, it, vi } from 'vitest'
import { WalletportError } from '../../../../protocol/errors'
import { ProviderRpcError } from '../../../../widget/src/wallets/eip1193'
import type { RecoveryStatus } from '../../../../widget/src/passkey/accountRecovery'
import { RecoveryWatch } from '../../../../widget/src/passkey/RecoveryWatch'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const PENDING: RecoveryStatus = {
  recoverer: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  delaySeconds: 172_800,
  pending: { signer: '0x1234', readyAt: 1_800_000_000 },
}

describe('RecoveryWatch', () => {
  it('reads once for overlapping refreshes, and names the account each answer is for', async () => {
    const read = vi.fn(async () => ({ account: ACCOUNT, recovery: PENDING }))
    const watch = new RecoveryWatch(read)
    await Promise.all([watch.refresh(), watch.refresh()])
    expect(read).toHaveBeenCalledTimes(1)
    expect(watch.getSnapshot()).toEqual({ read: { status: 'read', account: ACCOUNT, recovery: PENDING } })
    watch.forget()
    expect(watch.getSnapshot()).toEqual({ read: { status: 'unread' } })
  })

  it('a read that fails says why, and the next one tries again', async () => {
    const read = vi
      .fn()
      .mockRejectedValueOnce(new Error('rpc down'))
      .mockResolvedValue({ account: ACCOUNT, recovery: PENDING })
    const watch = new RecoveryWatch(read)
    await watch.refresh()
    expect(watch.getSnapshot().read).toEqual({ status: 'failed', reason: 'rpc down' })
    await watch.refresh()
    expect(watch.getSnapshot().read.status).toBe('read')
  })

  it.each([
    ['sent', async () => HASH, { kind: 'cancel', result: 'done' }],
    [
      'rejected in the review',
      async () => Promise.reject(new WalletportError('USER_REJECTED', 'the visitor rejected the request')),
      { kind: 'cancel', result: 'rejected' },
    ],
    [
      'refused in the passkey prompt',
      async () => Promise.reject(new ProviderRpcError(4001, 'User rejected the request.')),
      { kind: 'cancel', result: 'rejected' },
    ],
    [
      'failed at the bundler',
      async () => Promise.reject(new WalletportError('WALLET_ERROR', 'PasskeyRecoveryNotPending()')),
      { kind: 'cancel', result: 'failed', reason: 'PasskeyRecoveryNotPending()' },
    ],
  ] as const)('a request %s ends with its outcome, after the chain is read again', async (_, send, outcome) => {
    const read = vi.fn(async () => ({ account: ACCOUNT, recovery: { delaySeconds: 172_800 } }))
    const watch = new RecoveryWatch(read)
    const asked = watch.ask('cancel', send)
    expect(watch.getSnapshot().asking).toBe('cancel')
    // One at a time: a second request while one is out is not run.
    const second = vi.fn(async () => HASH)
    await watch.ask('name', second)
    expect(second).not.toHaveBeenCalled()
    await asked
    expect(read).toHaveBeenCalledTimes(1)
    expect(watch.getSnapshot()).toEqual({
      read: { status: 'read', account: ACCOUNT, recovery: { delaySeconds: 172_800 } },
      outcome,
    })
  })

  it('tells the host a fixed message naming no signer or address, and keeps the detail on screen (F8)', async () => {
    const read = vi.fn(async () => ({ account: ACCOUNT, recovery: { delaySeconds: 172_800 } }))
    const watch = new RecoveryWatch(read)
    const report = vi.fn()
    const detail = `removeSigner(0x${'ab'.repeat(84)}) of ${ACCOUNT} reverted`
    await watch.ask('removeOwner', async () => Promise.reject(new WalletportError('WALLET_ERROR', detail)), report)
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'WALLET_ERROR', message: 'removeOwner: the request failed' }),
    )
    expect(watch.getSnapshot().outcome).toMatchObject({
      result: 'failed',
      reason: expect.stringContaining('removeSigner('),
    })
  })
})

const HASH = `0x${'a1'.repeat(32)}`
