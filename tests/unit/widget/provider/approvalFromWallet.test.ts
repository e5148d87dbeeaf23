import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { WalletportError } from '../../../../protocol/errors'
import { decodeCall } from '../../../../widget/src/review/decodeCall'
import {
  cancelRecoveryData,
  clearRecoveryData,
  executeRecoveryData,
  proposeRecoveryData,
  setRecoveryData,
} from '../../../../widget/src/passkey/accountRecovery'
import { addSignerData, removeSignerData } from '../../../../widget/src/passkey/accountOwners'
import { atomicWallet } from '../../support/atomicWallet'
import { ACCOUNT, RECIPIENT } from '../../../support/sendFixtures'
import { stubReviewNode } from '../../support/stubReviewNode'
import { passkeyChainApprovals } from '../../support/passkeyChainApprovals'
import { warmLazyModules } from '../../support/warmLazyModules'

/**
 * The wallet's own requests (a passkey account's recovery settings): reviewed and confirmed like a site's, marked as
 * the wallet's, and only a call of the account to itself; the same call from the site stays refused.
 */
const { client } = stubReviewNode()
const HASH = `0x${'a1'.repeat(32)}`
/** The passkey wallet's own request: what decodeCall names account settings and recovery calls for. */
const OWN = { byWallet: true, passkeyAccount: true }

function setup() {
  const wallet = atomicWallet()
  // The passkey wallet takes a reviewed transaction as eth_sendTransaction (one call, one operation).
  const request = wallet.request
  const provider = {
    ...wallet,
    request: vi.fn(async (args: { method: string; params?: unknown }) =>
      args.method === 'eth_sendTransaction' ? HASH : request(args),
    ),
  }
  const { controller, shown } = passkeyChainApprovals(provider, 'Passkey wallet', client)
  return { controller, provider, shown }
}
const settled = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ value }),
    (error: WalletportError) => ({ error }),
  )

beforeAll(warmLazyModules)

describe('ApprovalController.requestFromWallet', () => {
  it('reviews naming a recovery address as the wallet’s own request, and Confirm sends exactly that self-call', async () => {
    const { controller, provider, shown } = setup()
    const data = setRecoveryData(RECIPIENT, 172_800)
    const outcome = settled(controller.requestFromWallet(data))
    const view = await shown()
    expect(view.byWallet).toBe(true)
    expect(view.review).toMatchObject({
      kind: 'transaction',
      to: ACCOUNT,
      value: 0n,
      call: { kind: 'setRecovery', recoverer: RECIPIENT, delaySeconds: 172_800 },
    })
    await controller.confirm({ id: view.id, acknowledged: true })
    expect(await outcome).toEqual({ value: HASH })
    const sent = provider.request.mock.calls.find(([args]) => args.method === 'eth_sendTransaction')
    expect(sent?.[0].params).toEqual([expect.objectContaining({ from: ACCOUNT, to: ACCOUNT, data, value: '0x0' })])
  })

  it('the same call from the site is refused before any review', async () => {
    const { controller } = setup()
    const fromSite = await settled(
      controller.request('eth_sendTransaction', [{ from: ACCOUNT, to: ACCOUNT, data: cancelRecoveryData() }]),
    )
    expect(fromSite).toMatchObject({ error: { code: 'INVALID_REQUEST', message: expect.stringContaining('itself') } })
    expect(controller.getSnapshot().step).toBe('idle')
  })

  it('one request at a time: a site’s request waits out the wallet’s (BUSY), and a rejected one leaves nothing busy', async () => {
    const { controller, provider, shown } = setup()
    const own = settled(controller.requestFromWallet(cancelRecoveryData()))
    await shown()
    expect(() => controller.request('personal_sign', ['0x68690a', ACCOUNT])).toThrow(/another request/)
    controller.cancel()
    expect(await own).toMatchObject({ error: { code: 'USER_REJECTED' } })
    expect(provider.request.mock.calls.some(([args]) => args.method === 'eth_sendTransaction')).toBe(false)
    const next = settled(controller.request('personal_sign', ['0x68690a', ACCOUNT]))
    const view = await shown()
    expect(view.byWallet).toBeUndefined()
    controller.cancel()
    expect(await next).toMatchObject({ error: { code: 'USER_REJECTED' } })
  })
})

describe('decodeCall: the account’s recovery settings', () => {
  it('names setRecovery, cancelRecovery and clearRecovery only on a call of the account to itself', () => {
    expect(decodeCall(ACCOUNT, setRecoveryData(RECIPIENT, 3600), ACCOUNT, OWN)).toEqual({
      kind: 'setRecovery',
      recoverer: RECIPIENT,
      delaySeconds: 3600,
    })
    expect(decodeCall(ACCOUNT, cancelRecoveryData(), ACCOUNT, OWN)).toEqual({ kind: 'cancelRecovery' })
    // To another contract the same bytes are a call the review cannot name, not this wallet's setting.
    expect(decodeCall(RECIPIENT, setRecoveryData(RECIPIENT, 3600), ACCOUNT, OWN)).toEqual({
      kind: 'unknown',
      selector: setRecoveryData(RECIPIENT, 3600).slice(0, 10),
    })
    // An ERC-20 transfer the account makes to itself is still not a token transfer named as such.
    expect(decodeCall(ACCOUNT, '0xa9059cbb', ACCOUNT, OWN)).toEqual({ kind: 'unknown', selector: '0xa9059cbb' })
  })
})

describe('the recovery address’s requests and the owners’ (issue 32)', () => {
  const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const SIGNER = `0x${'ab'.repeat(20)}${'cd'.repeat(64)}` as const

  it('proposeRecovery to another account is reviewed as the wallet’s own, named, and sent to that account', async () => {
    const { controller, provider, shown } = setup()
    const data = proposeRecoveryData(SIGNER)
    const outcome = settled(controller.requestFromWallet(data, OTHER))
    const view = await shown()
    expect(view.byWallet).toBe(true)
    expect(view.review).toMatchObject({
      kind: 'transaction',
      to: OTHER,
      call: { kind: 'proposeRecovery', account: OTHER, signer: SIGNER },
    })
    await controller.confirm({ id: view.id, acknowledged: true })
    expect(await outcome).toEqual({ value: HASH })
    const sent = provider.request.mock.calls.find(([args]) => args.method === 'eth_sendTransaction')
    expect(sent?.[0].params).toEqual([expect.objectContaining({ from: ACCOUNT, to: OTHER, data, value: '0x0' })])
  })

  it('the wallet’s own screens can send nothing else to another address', async () => {
    const { controller } = setup()
    const transfer = settled(controller.requestFromWallet('0xa9059cbb', OTHER))
    expect(await transfer).toMatchObject({
      error: { code: 'INVALID_REQUEST', message: expect.stringContaining('no such setting') },
    })
  })

  it('a site cannot propose a recovery, alone or in a batch', async () => {
    const { controller } = setup()
    const single = await settled(
      controller.request('eth_sendTransaction', [{ from: ACCOUNT, to: OTHER, data: proposeRecoveryData(SIGNER) }]),
    )
    expect(single).toMatchObject({
      error: { code: 'INVALID_REQUEST', message: expect.stringContaining('propose a recovery') },
    })
    const batch = await settled(
      controller.request('wallet_sendCalls', [
        {
          version: '2.0.0',
          from: ACCOUNT,
          chainId: '0x7a69',
          atomicRequired: false,
          calls: [{ to: OTHER, data: proposeRecoveryData(SIGNER) }],
        },
      ]),
    )
    expect(batch).toMatchObject({ error: { code: 'INVALID_REQUEST' } })
    expect(controller.getSnapshot().step).toBe('idle')
  })

  it('decodeCall names adding and removing an owner on a self-call, and a recovery address’s calls to an account', () => {
    expect(decodeCall(ACCOUNT, addSignerData(SIGNER), ACCOUNT, OWN)).toEqual({ kind: 'addSigner', signer: SIGNER })
    expect(decodeCall(ACCOUNT, removeSignerData(SIGNER), ACCOUNT, OWN)).toEqual({
      kind: 'removeSigner',
      signer: SIGNER,
    })
    expect(decodeCall(OTHER, proposeRecoveryData(SIGNER), ACCOUNT, OWN)).toEqual({
      kind: 'proposeRecovery',
      account: OTHER,
      signer: SIGNER,
    })
    expect(decodeCall(OTHER, executeRecoveryData(), ACCOUNT, OWN)).toEqual({ kind: 'executeRecovery', account: OTHER })
    expect(decodeCall(ACCOUNT, clearRecoveryData(), ACCOUNT, OWN)).toEqual({ kind: 'clearRecovery' })
  })
})
