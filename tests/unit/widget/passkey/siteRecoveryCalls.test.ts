import { beforeAll, describe, expect, it, vi } from 'vitest'
import { encodeFunctionData, parseAbi, type Hex } from 'viem'
import type { WalletportError } from '../../../../protocol/errors'
import { decodeCall } from '../../../../widget/src/review/decodeCall'
import { executeRecoveryData, proposeRecoveryData } from '../../../../widget/src/passkey/accountRecovery'
import { addSignerData, removeSignerData } from '../../../../widget/src/passkey/accountOwners'
import { atomicWallet } from '../../support/atomicWallet'
import { ACCOUNT, RECIPIENT as VICTIM } from '../../../support/sendFixtures'
import { stubReviewNode } from '../../support/stubReviewNode'
import { passkeyChainApprovals } from '../../support/passkeyChainApprovals'
import { warmLazyModules } from '../../support/warmLazyModules'

/**
 * A site's requests that carry a recovery call inside another call (a smart account's or a 7702-delegated EOA's
 * `execute`, a SafeTx, a UserOperation) are refused, and the labels of a passkey account's own settings and of a
 * recovery address's calls are never put on a site's call (findings F2 and F5 of the recovery review).
 */
const { client } = stubReviewNode()
const SIGNER = `0x${'ab'.repeat(20)}${'cd'.repeat(64)}` as const
const PROPOSE = proposeRecoveryData(SIGNER)
const EXECUTE_ABI = parseAbi(['function execute(address target, uint256 value, bytes data)'])
const executeProposal = encodeFunctionData({ abi: EXECUTE_ABI, functionName: 'execute', args: [VICTIM, 0n, PROPOSE] })

/** An injected wallet (the widget sees it as 'eoa', whatever code its address runs), or the passkey wallet. */
function setup(kind: 'eoa' | 'passkey' = 'eoa') {
  const provider =
    kind === 'passkey'
      ? atomicWallet()
      : {
          request: vi.fn(async ({ method }: { method: string; params?: unknown }): Promise<unknown> => {
            if (method === 'eth_chainId') return '0x7a69'
            if (method === 'eth_accounts') return [ACCOUNT]
            throw new Error(`the test wallet was asked ${method}`)
          }),
        }
  const { controller, shown } = passkeyChainApprovals(provider, 'Test wallet', client)
  return { controller, shown }
}
const settled = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ value }),
    (error: WalletportError) => ({ error }),
  )
const refused = { error: { code: 'INVALID_REQUEST', message: expect.stringContaining('propose a recovery') } }

const userOperation = (callData: Hex) => ({
  domain: { name: 'ERC4337', version: '1', chainId: 31337, verifyingContract: VICTIM },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    PackedUserOperation: [
      { name: 'sender', type: 'address' },
      { name: 'nonce', type: 'uint256' },
      { name: 'callData', type: 'bytes' },
    ],
  },
  primaryType: 'PackedUserOperation',
  message: { sender: ACCOUNT, nonce: '0', callData },
})

beforeAll(warmLazyModules)

describe('F2: a site cannot propose a recovery, however deep the call is', () => {
  it('refuses execute(victim, 0, proposeRecovery(…)) sent to the account itself by a 7702 / smart recovery wallet', async () => {
    const { controller } = setup()
    const sent = await settled(
      controller.request('eth_sendTransaction', [{ from: ACCOUNT, to: ACCOUNT, data: executeProposal }]),
    )
    expect(sent).toMatchObject(refused)
    expect(controller.getSnapshot().step).toBe('idle')
  })

  it('refuses it in any call of a batch, and in upper-case hex', async () => {
    const { controller } = setup()
    const upper = `0x${executeProposal.slice(2).toUpperCase()}`
    const batch = await settled(
      controller.request('wallet_sendCalls', [
        {
          version: '2.0.0',
          from: ACCOUNT,
          chainId: '0x7a69',
          atomicRequired: false,
          calls: [
            { to: VICTIM, value: '0x0' },
            { to: ACCOUNT, data: upper },
          ],
        },
      ]),
    )
    expect(batch).toMatchObject(refused)
  })

  it('refuses typed data (a UserOperation, a SafeTx) and a message whose bytes hold the call', async () => {
    const { controller } = setup()
    const typed = await settled(
      controller.request('eth_signTypedData_v4', [ACCOUNT, JSON.stringify(userOperation(executeProposal))]),
    )
    expect(typed).toMatchObject(refused)
    // At an odd offset too: the scan does not assume where the bytes start.
    const shifted = `0x0${executeProposal.slice(2)}0` as Hex
    const message = await settled(controller.request('personal_sign', [shifted, ACCOUNT]))
    expect(message).toMatchObject(refused)
  })

  it('still reviews typed data and calls that hold no proposal', async () => {
    const { controller, shown } = setup()
    const other = encodeFunctionData({ abi: EXECUTE_ABI, functionName: 'execute', args: [VICTIM, 0n, '0x1234'] })
    void settled(controller.request('eth_signTypedData_v4', [ACCOUNT, JSON.stringify(userOperation(other))]))
    expect((await shown()).review.kind).toBe('typedData')
    controller.cancel()
  })

  it('an injected wallet’s call to itself with addSigner data is shown undecoded, not as adding a passkey', async () => {
    const { controller, shown } = setup()
    void settled(
      controller.request('eth_sendTransaction', [{ from: ACCOUNT, to: ACCOUNT, data: addSignerData(SIGNER) }]),
    )
    const view = await shown()
    expect(view.review).toMatchObject({ kind: 'transaction', call: { kind: 'unknown' } })
    controller.cancel()
  })

  it('decodeCall names an account setting only for the passkey wallet’s own request', () => {
    const data = removeSignerData(SIGNER)
    const unknown = { kind: 'unknown', selector: data.slice(0, 10) }
    expect(decodeCall(ACCOUNT, data, ACCOUNT)).toEqual(unknown)
    expect(decodeCall(ACCOUNT, data, ACCOUNT, { byWallet: true, passkeyAccount: false })).toEqual(unknown)
    expect(decodeCall(ACCOUNT, data, ACCOUNT, { byWallet: false, passkeyAccount: true })).toEqual(unknown)
    expect(decodeCall(ACCOUNT, data, ACCOUNT, { byWallet: true, passkeyAccount: true })).toEqual({
      kind: 'removeSigner',
      signer: SIGNER,
    })
  })
})

describe('F5: a site’s executeRecovery() is an undecoded call', () => {
  it('is reviewed as an unknown call, not as completing a recovery', async () => {
    const { controller, shown } = setup('passkey')
    void settled(
      controller.request('eth_sendTransaction', [{ from: ACCOUNT, to: VICTIM, data: executeRecoveryData() }]),
    )
    const view = await shown()
    expect(view.byWallet).toBeUndefined()
    expect(view.review).toMatchObject({ kind: 'transaction', call: { kind: 'unknown', selector: '0x20c5a3e1' } })
    controller.cancel()
  })

  it('decodeCall names recovery calls only for the wallet’s own request', () => {
    expect(decodeCall(VICTIM, executeRecoveryData(), ACCOUNT)).toEqual({ kind: 'unknown', selector: '0x20c5a3e1' })
    expect(decodeCall(VICTIM, executeRecoveryData(), ACCOUNT, { byWallet: true, passkeyAccount: false })).toEqual({
      kind: 'executeRecovery',
      account: VICTIM,
    })
  })
})
