import { describe, expect, it, vi } from 'vitest'
import type { Address } from 'viem'
import { WalletportError } from '../../../../../protocol/errors'
import type { ChainClient } from '../../../../../widget/src/chain/chainClient'
import { RecoverAccountFlow } from '../../../../../widget/src/passkey/recovery/RecoverAccountFlow'
import * as readRecoverable from '../../../../../widget/src/passkey/recovery/readRecoverable'
import { executeRecoveryData, proposeRecoveryData } from '../../../../../widget/src/passkey/accountRecovery'
import { CHAIN, PASSKEY_CHAIN } from '../../../../support/sendFixtures'

/**
 * The recovery address's side (recovery/RecoverAccountFlow.ts) with the chain reads faked: what is refused before
 * anything is sent (a stranger, a look-alike, a replayed or early execute), what is sent and kept once confirmed, and
 * that every failure is told to the host page while the visitor's own no is not.
 */
vi.mock('../../../../../widget/src/passkey/recovery/readRecoverable', () => ({
  readRecoverable: vi.fn(),
  findRecoverableAccounts: vi.fn(),
  chainTime: vi.fn(),
}))
const read = vi.mocked(readRecoverable.readRecoverable)
const find = vi.mocked(readRecoverable.findRecoverableAccounts)
const clock = vi.mocked(readRecoverable.chainTime)

const RECOVERER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SIGNER = `0x${'ab'.repeat(20)}${'cd'.repeat(64)}` as const

function setup({ request = vi.fn(async () => '0xhash') } = {}) {
  let connected: { address: Address; chainId: number } | undefined = { address: RECOVERER, chainId: CHAIN.id }
  const remember = vi.fn()
  const newPasskey = vi.fn(async () => ({ signer: SIGNER as `0x${string}`, remember }))
  const report = vi.fn()
  const flow = new RecoverAccountFlow({
    recoverer: () => connected,
    chain: (id) => (id === CHAIN.id ? PASSKEY_CHAIN : undefined),
    client: () => ({}) as ChainClient,
    request,
    newPasskey,
    report,
  })
  return { flow, request, newPasskey, remember, report, switchTo: (next: typeof connected) => (connected = next) }
}

describe('RecoverAccountFlow', () => {
  it('a stranger (not the recovery address) is refused before any passkey or request, on screen and to the host', async () => {
    read.mockResolvedValue('notRecoverer')
    clock.mockResolvedValue(1_000)
    const { flow, request, newPasskey, report } = setup()
    await flow.propose(ACCOUNT)
    expect(newPasskey).not.toHaveBeenCalled()
    expect(request).not.toHaveBeenCalled()
    expect(flow.getSnapshot()).toMatchObject({
      outcome: {
        action: 'propose',
        result: 'failed',
        text: { key: 'recover.notRecoverer', params: { account: ACCOUNT } },
      },
    })
    expect(flow.getSnapshot().asking).toBeUndefined()
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ code: 'INVALID_REQUEST' }))
    // The host's message names no account: the host learns that a recovery failed, not whose.
    expect(report.mock.calls[0]![0].message).not.toContain(ACCOUNT)
    read.mockResolvedValue('notPasskeyAccount')
    await flow.check(ACCOUNT)
    expect(flow.getSnapshot().outcome?.text.key).toBe('recover.notPasskeyAccount')
    await flow.check('0x1234')
    expect(flow.getSnapshot().outcome?.text.key).toBe('recover.invalid')
  })

  it('the recovery address proposes the new passkey in a request to the account, and keeps it only once confirmed', async () => {
    read.mockResolvedValue({ account: ACCOUNT, delaySeconds: 172_800, owners: 1 })
    clock.mockResolvedValue(1_000)
    const { flow, request, remember, report } = setup()
    await flow.propose(ACCOUNT)
    expect(request).toHaveBeenCalledWith(ACCOUNT, proposeRecoveryData(SIGNER))
    expect(remember).toHaveBeenCalledOnce()
    expect(flow.getSnapshot()).toMatchObject({ outcome: { result: 'done', text: { key: 'recover.proposeDone' } } })
    expect(report).not.toHaveBeenCalled()

    const rejecting = setup({
      request: vi.fn(async () => {
        throw new WalletportError('USER_REJECTED', 'the visitor rejected the request')
      }),
    })
    await rejecting.flow.propose(ACCOUNT)
    expect(rejecting.remember).not.toHaveBeenCalled()
    expect(rejecting.flow.getSnapshot().outcome).toMatchObject({ result: 'rejected', passkeyLeft: true })
    expect(rejecting.report).not.toHaveBeenCalled()
    // A cancelled ceremony made no passkey: nothing is said to be left.
    rejecting.newPasskey.mockRejectedValueOnce(new WalletportError('USER_REJECTED', 'the visitor closed the prompt'))
    await rejecting.flow.propose(ACCOUNT)
    expect(rejecting.flow.getSnapshot().outcome).toMatchObject({ result: 'rejected' })
    expect(rejecting.flow.getSnapshot().outcome?.passkeyLeft).toBeUndefined()
  })

  it('execute: refused when nothing is pending (a replay) or before readyAt by the chain’s clock; sent after', async () => {
    const { flow, request, report } = setup()
    read.mockResolvedValue({ account: ACCOUNT, delaySeconds: 3600, owners: 1 })
    clock.mockResolvedValue(5_000)
    await flow.execute(ACCOUNT)
    expect(flow.getSnapshot().outcome?.text.key).toBe('recover.nothingPending')
    read.mockResolvedValue({
      account: ACCOUNT,
      delaySeconds: 3600,
      pending: { signer: SIGNER, readyAt: 6_000 },
      owners: 1,
    })
    await flow.execute(ACCOUNT)
    expect(flow.getSnapshot().outcome?.text.key).toBe('recover.notReady')
    expect(request).not.toHaveBeenCalled()
    expect(report).toHaveBeenCalledTimes(2)
    clock.mockResolvedValue(6_000)
    await flow.execute(ACCOUNT)
    expect(request).toHaveBeenCalledWith(ACCOUNT, executeRecoveryData())
    expect(flow.getSnapshot().outcome).toMatchObject({ result: 'done', text: { key: 'recover.executeDone' } })
  })

  it('what was found belongs to one wallet on one chain: another wallet starts over', async () => {
    find.mockResolvedValue([{ account: ACCOUNT, delaySeconds: 3600, owners: 1 }])
    clock.mockResolvedValue(1_000)
    const { flow, switchTo } = setup()
    await flow.find()
    expect(flow.getSnapshot()).toMatchObject({ search: 'done', accounts: [{ account: ACCOUNT }], chainTime: 1_000 })
    switchTo({ address: ACCOUNT, chainId: CHAIN.id })
    await flow.find()
    expect(find).toHaveBeenLastCalledWith(expect.anything(), PASSKEY_CHAIN, ACCOUNT)
    switchTo(undefined)
    await flow.find()
    expect(flow.getSnapshot()).toEqual({ search: 'idle', accounts: [], chainTime: 0 })
  })

  it('tells the host a fixed message per case that names no address, no signer and nothing typed (F8)', async () => {
    read.mockResolvedValue({ account: ACCOUNT, delaySeconds: 3600, owners: 1 })
    clock.mockResolvedValue(1_000)
    const failing = setup({
      request: vi.fn(async () => {
        throw new WalletportError('WALLET_ERROR', `bundler: AA24 for ${ACCOUNT} signer ${SIGNER}`)
      }),
    })
    await failing.flow.propose(ACCOUNT)
    expect(failing.report).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'WALLET_ERROR', message: 'recovery: the request failed' }),
    )
    // On screen, the detail stays.
    expect(failing.flow.getSnapshot().outcome?.text.params?.reason).toContain('AA24')
    const { flow, report } = setup()
    read.mockResolvedValue('notRecoverer')
    await flow.propose(ACCOUNT)
    await flow.check('0xmy-secret-typed-text')
    read.mockResolvedValue({
      account: ACCOUNT,
      delaySeconds: 3600,
      pending: { signer: SIGNER, readyAt: 6_000 },
      owners: 1,
    })
    await flow.execute(ACCOUNT)
    expect(report.mock.calls.map(([error]) => error.message)).toEqual([
      'recovery: the connected wallet is not this account’s recovery address',
      'recovery: the address entered is not an account address',
      'recovery: the recovery is not ready yet',
    ])
  })

  it('once the recovery completes, says how many other owners the wallet still has (F1)', async () => {
    read.mockResolvedValue({
      account: ACCOUNT,
      delaySeconds: 3600,
      pending: { signer: SIGNER, readyAt: 1_000 },
      owners: 3,
    })
    clock.mockResolvedValue(2_000)
    const { flow } = setup()
    await flow.execute(ACCOUNT)
    expect(flow.getSnapshot().outcome).toMatchObject({
      result: 'done',
      text: { key: 'recover.executeDone', params: { account: ACCOUNT, others: 2 } },
    })
  })
})
