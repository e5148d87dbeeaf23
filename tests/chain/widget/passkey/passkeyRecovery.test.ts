import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEventLogs,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import { createBundlerClient, createPaymasterClient, type SmartAccount } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { devPrivateKey } from '../../../../devchain/accounts'
import { readArtifact } from '../../../../devchain/deploy'
import { PASSKEY_STACK } from '../../../../devchain/passkeyStack'
import { devchainToken } from '../../../../devchain/tokens'
import { startPasskeyNode, type PasskeyNode } from '../../support/passkeyNode'
import { softwarePasskey } from '../../support/softwarePasskey'
import { passkeySigner, toPasskeyAccount } from '../../../../widget/src/passkey/toPasskeyAccount'
import type { ChainConfig } from '../../../../protocol/config'
import { createChainClient } from '../../../../widget/src/chain/chainClient'
import {
  chainTime,
  findRecoverableAccounts,
  readRecoverable,
} from '../../../../widget/src/passkey/recovery/readRecoverable'
import { CHAIN } from '../../../support/sendFixtures'

/**
 * Recovery on chain: anvil (its clock advanced with evm_increaseTime), Alto, the dev paymaster, the software passkey.
 * The owners name a recovery address through a UserOperation; that address (a plain EOA here) proposes a new passkey;
 * after the delay anyone executes it, and the new passkey then signs for the account. Strangers, early and replayed
 * executions, too-short delays and the last owner's removal revert with their named errors.
 */
let node: PasskeyNode
beforeAll(async () => {
  node = await startPasskeyNode()
}, 60_000)
afterAll(() => node?.stop())

/** The whole ABI, errors and events included (the widget's ABI names only what it calls). */
const ACCOUNT_ABI = readArtifact('PasskeyAccount').abi as Abi
const DELAY = 172_800

describe('passkey account recovery on anvil + Alto', { timeout: 60_000 }, () => {
  const client = () => createPublicClient({ chain: node.devnet, transport: http(node.rpcUrl), pollingInterval: 50 })
  const eoa = (index: number) =>
    createWalletClient({
      chain: node.devnet,
      account: privateKeyToAccount(devPrivateKey(index)),
      transport: http(node.rpcUrl),
    })
  const recoverer = () => eoa(7)
  const stranger = () => eoa(8)
  const keeper = () => eoa(9)
  const stack = {
    factory: PASSKEY_STACK.factory,
    entryPoint: PASSKEY_STACK.entryPoint,
    webAuthnVerifier: PASSKEY_STACK.webAuthnVerifier,
  }
  // Lower case, as the chain returns bytes (passkeySigner keeps the verifier's checksum).
  const signerOf = (passkey: ReturnType<typeof softwarePasskey>) =>
    passkeySigner(PASSKEY_STACK.webAuthnVerifier, passkey.credential.publicKey).toLowerCase() as Hex
  const selfCall = (functionName: string, args: unknown[] = []) => ({
    to: account.address,
    data: encodeFunctionData({ abi: ACCOUNT_ABI, functionName, args } as never) as Hex,
  })
  const bundlerFor = (smartAccount: SmartAccount) =>
    createBundlerClient({
      account: smartAccount,
      client: client(),
      transport: http(node.bundlerUrl),
      pollingInterval: 100,
      paymaster: createPaymasterClient({ transport: http(node.paymasterUrl) }),
    })
  const operate = async (smartAccount: SmartAccount, calls: { to: Address; data: Hex }[]) => {
    const bundler = bundlerFor(smartAccount)
    const hash = await bundler.sendUserOperation({ calls })
    return bundler.waitForUserOperationReceipt({ hash, timeout: 20_000 })
  }
  const read = <T>(functionName: string, args: unknown[] = []) =>
    client().readContract({ address: account.address, abi: ACCOUNT_ABI, functionName, args } as never) as Promise<T>
  const recovery = async () => {
    const [who, delay, pendingSigner, readyAt] = await read<[Address, number, Hex, number]>('recovery')
    return { recoverer: who, delay, pendingSigner, readyAt }
  }
  /** The named error a call reverts with, simulated from `from` (the account itself for its owner-only functions). */
  const revertOf = async (from: Address, functionName: string, args: unknown[] = []) => {
    try {
      await client().simulateContract({
        account: from,
        address: account.address,
        abi: ACCOUNT_ABI,
        functionName,
        args,
      } as never)
    } catch (error) {
      const reverted = error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null
      if (reverted instanceof ContractFunctionRevertedError) return reverted.data?.errorName ?? reverted.shortMessage
      throw error
    }
    return 'no revert'
  }
  const transact = async (wallet: ReturnType<typeof eoa>, functionName: string, args: unknown[] = []) => {
    const hash = await wallet.writeContract({ address: account.address, abi: ACCOUNT_ABI, functionName, args } as never)
    const receipt = await client().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    return parseEventLogs({ abi: ACCOUNT_ABI, logs: receipt.logs })
  }
  const advanceClock = async (seconds: number) => {
    const test = createTestClient({ mode: 'anvil', transport: http(node.rpcUrl) })
    await test.increaseTime({ seconds })
    await test.mine({ blocks: 1 })
  }
  const now = async () => Number((await client().getBlock()).timestamp)

  const first = softwarePasskey()
  const replacement = softwarePasskey()
  let account: SmartAccount

  it('the owners name a recovery address through a UserOperation (it deploys the account); a delay under an hour reverts', async () => {
    account = await toPasskeyAccount({ client: client(), owner: first.owner, stack })
    expect(await recovery().catch(() => 'not deployed')).toBe('not deployed')
    const receipt = await operate(account, [selfCall('setRecovery', [recoverer().account.address, DELAY])])
    expect(receipt.success).toBe(true)
    expect(await recovery()).toEqual({
      recoverer: recoverer().account.address,
      delay: DELAY,
      pendingSigner: '0x',
      readyAt: 0,
    })
    expect(parseEventLogs({ abi: ACCOUNT_ABI, logs: receipt.logs, eventName: 'RecoverySet' as never })).toHaveLength(1)

    expect(await revertOf(account.address, 'setRecovery', [recoverer().account.address, 3599])).toBe(
      'PasskeyRecoveryDelayTooShort',
    )
    expect(await revertOf(account.address, 'setRecovery', [account.address, DELAY])).toBe(
      'PasskeyRecoveryInvalidRecoverer',
    )
    // Only the account (through the EntryPoint) configures it: not the recovery address, not a stranger.
    expect(await revertOf(recoverer().account.address, 'setRecovery', [stranger().account.address, DELAY])).toBe(
      'AccountUnauthorized',
    )
    expect(await revertOf(stranger().account.address, 'cancelRecovery')).toBe('AccountUnauthorized')
  })

  it('the recovery wallet’s side (widget/src/passkey/recovery) finds the account from its RecoverySet log and checks it on chain; a stranger and a plain address are not recoverable', async () => {
    const chain = {
      ...CHAIN,
      rpcUrls: [node.rpcUrl],
      passkeyWallet: { factory: stack.factory, entryPoint: stack.entryPoint, bundlerUrl: node.bundlerUrl },
    } as ChainConfig
    const widgetClient = createChainClient(chain)
    const found = await findRecoverableAccounts(widgetClient, chain, recoverer().account.address)
    expect(found).toEqual([{ account: account.address, delaySeconds: DELAY, owners: 1, namedAt: expect.any(Number) }])
    expect(await findRecoverableAccounts(widgetClient, chain, stranger().account.address)).toEqual([])
    expect(await readRecoverable(widgetClient, chain, account.address, stranger().account.address)).toBe('notRecoverer')
    // An EOA (or any contract but the deployment's account clone) is never offered a proposal.
    expect(await readRecoverable(widgetClient, chain, keeper().account.address, recoverer().account.address)).toBe(
      'notPasskeyAccount',
    )
    expect(await chainTime(widgetClient)).toBe(await now())
  })

  it('a stranger’s proposal reverts; the recovery address proposes a new passkey; executing it early reverts', async () => {
    expect(await revertOf(stranger().account.address, 'proposeRecovery', [signerOf(replacement)])).toBe(
      'PasskeyRecoveryUnauthorized',
    )
    await expect(
      stranger().writeContract({
        address: account.address,
        abi: ACCOUNT_ABI,
        functionName: 'proposeRecovery',
        args: [signerOf(replacement)],
      } as never),
    ).rejects.toThrow(/PasskeyRecoveryUnauthorized/)
    // Nothing a proposal could not add: an owner already, or no signer at all.
    expect(await revertOf(recoverer().account.address, 'proposeRecovery', [signerOf(first)])).toBe(
      'MultiSignerERC7913AlreadyExists',
    )
    expect(await revertOf(recoverer().account.address, 'proposeRecovery', ['0x1234'])).toBe(
      'MultiSignerERC7913InvalidSigner',
    )
    expect(await revertOf(keeper().account.address, 'executeRecovery')).toBe('PasskeyRecoveryNotPending')

    const events = await transact(recoverer(), 'proposeRecovery', [signerOf(replacement)])
    const proposedAt = await now()
    expect(events.map((e) => e.eventName)).toEqual(['RecoveryProposed'])
    expect(await recovery()).toMatchObject({ pendingSigner: signerOf(replacement), readyAt: proposedAt + DELAY })
    expect(await revertOf(keeper().account.address, 'executeRecovery')).toBe('PasskeyRecoveryNotReady')
  })

  it('a current passkey cancels the pending recovery: executing it after the delay then reverts', async () => {
    const receipt = await operate(account, [selfCall('cancelRecovery')])
    expect(receipt.success).toBe(true)
    expect(await recovery()).toMatchObject({ recoverer: recoverer().account.address, pendingSigner: '0x', readyAt: 0 })
    await advanceClock(DELAY + 1)
    expect(await revertOf(keeper().account.address, 'executeRecovery')).toBe('PasskeyRecoveryNotPending')
    expect(await read<boolean>('isSigner', [signerOf(replacement)])).toBe(false)
  })

  it('after the delay anyone executes the proposal: the new passkey is an owner and signs an included UserOperation; a replay reverts', async () => {
    await transact(recoverer(), 'proposeRecovery', [signerOf(replacement)])
    await advanceClock(DELAY - 60)
    expect(await revertOf(keeper().account.address, 'executeRecovery')).toBe('PasskeyRecoveryNotReady')
    await advanceClock(61)
    const events = await transact(keeper(), 'executeRecovery')
    expect(events.map((e) => e.eventName)).toEqual(['ERC7913SignerAdded', 'RecoveryExecuted'])
    expect(await read<boolean>('isSigner', [signerOf(replacement)])).toBe(true)
    expect(await read<bigint>('getSignerCount')).toBe(2n)
    expect(await recovery()).toMatchObject({ pendingSigner: '0x', readyAt: 0 })
    expect(await revertOf(keeper().account.address, 'executeRecovery')).toBe('PasskeyRecoveryNotPending')
    await expect(
      keeper().writeContract({ address: account.address, abi: ACCOUNT_ABI, functionName: 'executeRecovery' } as never),
    ).rejects.toThrow(/PasskeyRecoveryNotPending/)

    // The recovered passkey signs for the account: a token transfer, read back on chain.
    const dUSD = devchainToken('dUSD').address
    await eoa(1).writeContract({
      address: dUSD,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account.address, 10_000_000n],
    })
    const recovered = await toPasskeyAccount({
      client: client(),
      owner: replacement.owner,
      stack,
      address: account.address,
    })
    const to = privateKeyToAccount(devPrivateKey(6)).address
    const before = await client().readContract({ address: dUSD, abi: erc20Abi, functionName: 'balanceOf', args: [to] })
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 4_000_000n] })
    const receipt = await operate(recovered, [{ to: dUSD, data: transfer }])
    expect(receipt.success).toBe(true)
    expect(await client().readContract({ address: dUSD, abi: erc20Abi, functionName: 'balanceOf', args: [to] })).toBe(
      before + 4_000_000n,
    )

    // It removes the lost passkey; the last owner then cannot go.
    account = recovered
    expect((await operate(recovered, [selfCall('removeSigner', [signerOf(first)])])).success).toBe(true)
    expect(await read<bigint>('getSignerCount')).toBe(1n)
    expect(await revertOf(account.address, 'removeSigner', [signerOf(replacement)])).toBe('PasskeyAccountLastSigner')
    await expect(
      bundlerFor(recovered).estimateUserOperationGas({ calls: [selfCall('removeSigner', [signerOf(replacement)])] }),
    ).rejects.toThrow()
  })

  it('a new recovery address drops the old one’s pending proposal; clearing it leaves no one to propose', async () => {
    const another = softwarePasskey()
    await transact(recoverer(), 'proposeRecovery', [signerOf(another)])
    expect((await recovery()).pendingSigner).toBe(signerOf(another))
    expect((await operate(account, [selfCall('setRecovery', [stranger().account.address, 7200])])).success).toBe(true)
    expect(await recovery()).toEqual({
      recoverer: stranger().account.address,
      delay: 7200,
      pendingSigner: '0x',
      readyAt: 0,
    })
    expect(await revertOf(recoverer().account.address, 'proposeRecovery', [signerOf(another)])).toBe(
      'PasskeyRecoveryUnauthorized',
    )
    expect((await operate(account, [selfCall('clearRecovery')])).success).toBe(true)
    expect(await recovery()).toEqual({
      recoverer: '0x0000000000000000000000000000000000000000',
      delay: 0,
      pendingSigner: '0x',
      readyAt: 0,
    })
    expect(await revertOf(stranger().account.address, 'proposeRecovery', [signerOf(another)])).toBe(
      'PasskeyRecoveryUnauthorized',
    )
  })
})
