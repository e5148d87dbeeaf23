import { DOMAIN_FIELDS } from '../../../../protocol/parseTypedData'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  parseErc6492Signature,
  type Address,
  type Hex,
} from 'viem'
import { createBundlerClient, createPaymasterClient, type SmartAccount } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { devPrivateKey } from '../../../../devchain/accounts'
import { computePasskeyStack } from '../../../../devchain/deployPasskeyStack'
import { PASSKEY_STACK } from '../../../../devchain/passkeyStack'
import { devchainToken } from '../../../../devchain/tokens'
import { startPasskeyNode, type PasskeyNode } from '../../support/passkeyNode'
import { softwarePasskey } from '../../support/softwarePasskey'
import { passkeyAccountAbi, passkeySigner, toPasskeyAccount } from '../../../../widget/src/passkey/toPasskeyAccount'

/**
 * The passkey wallet's chain side for real: anvil (Osaka, for the P-256 precompile) with the passkey stack, Alto,
 * the dev paymaster, and viem's bundler client driving toPasskeyAccount. The passkey is software: a P-256 key whose
 * `navigator.credentials.get` stand-in returns a genuine assertion (authenticator data, clientDataJSON, DER
 * signature over both), which the account's WebAuthn verifier checks on chain.
 */
let node: PasskeyNode
const started = Date.now()
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`)

beforeAll(async () => {
  node = await startPasskeyNode()
}, 60_000)

afterAll(() => node?.stop())

describe('passkey wallet on anvil + Alto + the dev paymaster', { timeout: 60_000 }, () => {
  const dUSD = () => devchainToken('dUSD').address
  const client = () => createPublicClient({ chain: node.devnet, transport: http(node.rpcUrl), pollingInterval: 50 })
  const funder = () =>
    createWalletClient({
      chain: node.devnet,
      account: privateKeyToAccount(devPrivateKey(1)),
      transport: http(node.rpcUrl),
    })
  const bundlerFor = (account: SmartAccount, sponsored: boolean) =>
    createBundlerClient({
      account,
      client: client(),
      transport: http(node.bundlerUrl),
      pollingInterval: 100,
      ...(sponsored ? { paymaster: createPaymasterClient({ transport: http(node.paymasterUrl) }) } : {}),
    })
  const stack = {
    factory: PASSKEY_STACK.factory,
    entryPoint: PASSKEY_STACK.entryPoint,
    webAuthnVerifier: PASSKEY_STACK.webAuthnVerifier,
  }
  const send = async (
    account: SmartAccount,
    sponsored: boolean,
    calls: { to: Address; value?: bigint; data?: Hex }[],
  ) => {
    const bundlerClient = bundlerFor(account, sponsored)
    const hash = await bundlerClient.sendUserOperation({ calls })
    return bundlerClient.waitForUserOperationReceipt({ hash, timeout: 20_000 })
  }
  const balanceOf = (token: Address, holder: Address) =>
    client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
  const transfer = (to: Address, amount: bigint) => ({
    to: dUSD(),
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
  })

  const first = softwarePasskey()
  let account: SmartAccount

  it('the deployed stack is at the addresses passkeyStack.ts names', async () => {
    expect(computePasskeyStack()).toEqual(PASSKEY_STACK)
    for (const address of Object.values(PASSKEY_STACK)) expect(await client().getCode({ address })).not.toBe(undefined)
  })

  it('(a) the counterfactual address is the factory’s, and the first UserOperation deploys it while sending ETH', async () => {
    account = await toPasskeyAccount({ client: client(), owner: first.owner, stack })
    const signer = passkeySigner(PASSKEY_STACK.webAuthnVerifier, first.credential.publicKey)
    const predicted = await client().readContract({
      address: PASSKEY_STACK.factory,
      abi: FACTORY_ABI,
      functionName: 'getAddress',
      args: [signer],
    })
    expect(account.address).toBe(predicted)
    expect(await account.isDeployed()).toBe(false)

    await funder().sendTransaction({ to: account.address, value: parseEther('1') })
    const recipient = privateKeyToAccount(devPrivateKey(2)).address
    const before = await client().getBalance({ address: recipient })
    const receipt = await send(account, false, [{ to: recipient, value: parseEther('0.01') }])
    log(
      `first UserOperation (deploy + 0.01 ETH, own gas): ${receipt.actualGasUsed} gas charged, bundle tx ${receipt.receipt.gasUsed}`,
    )
    expect(receipt.success).toBe(true)
    expect(await account.isDeployed()).toBe(true)
    expect(await client().getBalance({ address: recipient })).toBe(before + parseEther('0.01'))
    expect(
      await client().readContract({
        address: account.address,
        abi: passkeyAccountAbi,
        functionName: 'isSigner',
        args: [signer],
      }),
    ).toBe(true)
  })

  it('(b) a token transfer sponsored by the paymaster leaves the account’s ETH unchanged', async () => {
    await funder().writeContract({
      address: dUSD(),
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account.address, 100_000_000n],
    })
    const recipient = privateKeyToAccount(devPrivateKey(3)).address
    const [eth, tokens] = await Promise.all([
      client().getBalance({ address: account.address }),
      balanceOf(dUSD(), recipient),
    ])
    const receipt = await send(account, true, [transfer(recipient, 5_000_000n)])
    log(`sponsored ERC-20 transfer: ${receipt.actualGasUsed} gas charged, bundle tx ${receipt.receipt.gasUsed}`)
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster).toBe(PASSKEY_STACK.paymaster)
    expect(await balanceOf(dUSD(), recipient)).toBe(tokens + 5_000_000n)
    expect(await client().getBalance({ address: account.address })).toBe(eth)
  })

  it('(c) a two-call batch lands atomically in one UserOperation; one whose second call reverts changes nothing', async () => {
    const [one, two] = [privateKeyToAccount(devPrivateKey(4)).address, privateKeyToAccount(devPrivateKey(5)).address]
    const [oneBefore, twoBefore] = await Promise.all([balanceOf(dUSD(), one), balanceOf(dUSD(), two)])
    const receipt = await send(account, true, [transfer(one, 1_000_000n), transfer(two, 2_000_000n)])
    log(`sponsored two-transfer batch: ${receipt.actualGasUsed} gas`)
    expect(receipt.success).toBe(true)
    expect(receipt.receipt.transactionHash).toBeTruthy()
    expect([await balanceOf(dUSD(), one), await balanceOf(dUSD(), two)]).toEqual([
      oneBefore + 1_000_000n,
      twoBefore + 2_000_000n,
    ])

    const held = await balanceOf(dUSD(), account.address)
    const failing = [transfer(one, 1_000_000n), transfer(two, held + 1n)]
    const bundlerClient = bundlerFor(account, false)
    // The bundler's estimate refuses a reverting batch up front; with gas given, it lands and reverts as a whole.
    await expect(bundlerClient.estimateUserOperationGas({ calls: failing })).rejects.toThrow()
    const hash = await bundlerClient.sendUserOperation({
      calls: failing,
      callGasLimit: 300_000n,
      verificationGasLimit: 400_000n,
      preVerificationGas: 100_000n,
    })
    const reverted = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 20_000 })
    expect(reverted.success).toBe(false)
    expect(await balanceOf(dUSD(), one)).toBe(oneBefore + 1_000_000n)
    expect(await balanceOf(dUSD(), account.address)).toBe(held)
  })

  it('(d) signMessage and signTypedData verify before deployment (ERC-6492) and after (ERC-1271), for that account only', async () => {
    const undeployed = await toPasskeyAccount({ client: client(), owner: softwarePasskey().owner, stack })
    expect(await undeployed.isDeployed()).toBe(false)
    const message = 'Sign in to example.org\nNonce: 42'
    const early = await undeployed.signMessage({ message })
    expect(parseErc6492Signature(early).address).toBe(PASSKEY_STACK.factory)
    expect(await client().verifyMessage({ address: undeployed.address, message, signature: early })).toBe(true)
    expect(await client().verifyMessage({ address: account.address, message, signature: early })).toBe(false)
    expect(
      await client().verifyMessage({ address: undeployed.address, message: 'another message', signature: early }),
    ).toBe(false)

    const late = await account.signMessage({ message })
    expect(parseErc6492Signature(late).address).toBeUndefined()
    expect(await client().verifyMessage({ address: account.address, message, signature: late })).toBe(true)
    expect(await client().verifyMessage({ address: undeployed.address, message, signature: late })).toBe(false)

    const typedData = {
      domain: { name: 'Example', version: '1', chainId: 31337, verifyingContract: dUSD() },
      types: {
        Order: [
          { name: 'buyer', type: 'address' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Order',
      message: { buyer: account.address, amount: 7n },
    } as const
    for (const signerAccount of [undeployed, account]) {
      const signature = await signerAccount.signTypedData(typedData)
      expect(await client().verifyTypedData({ ...typedData, address: signerAccount.address, signature })).toBe(true)
      expect(
        await client().verifyTypedData({
          ...typedData,
          message: { ...typedData.message, amount: 8n },
          address: signerAccount.address,
          signature,
        }),
      ).toBe(false)
    }

    // A domain with a field of its own, declared in EIP712Domain (as the parsed request always declares
    // it): the passkey signs the domain with that field, and the signature verifies for it, not for the
    // standard fields alone.
    const withTier = {
      ...typedData,
      domain: { ...typedData.domain, tier: 'gold' },
      types: {
        EIP712Domain: [...DOMAIN_FIELDS.slice(0, 4), { name: 'tier', type: 'string' }],
        ...typedData.types,
      },
    } as const
    for (const signerAccount of [undeployed, account]) {
      const signature = await signerAccount.signTypedData(withTier as never)
      expect(
        await client().verifyTypedData({
          ...(withTier as never as typeof typedData),
          address: signerAccount.address,
          signature,
        }),
      ).toBe(true)
      expect(await client().verifyTypedData({ ...typedData, address: signerAccount.address, signature })).toBe(false)
    }
  })

  it('(e) the paymaster refuses an operation that moves ETH, with a clear error', async () => {
    const recipient = privateKeyToAccount(devPrivateKey(2)).address
    await expect(send(account, true, [{ to: recipient, value: 1n }])).rejects.toThrow(
      /declines to sponsor: the operation moves native value/,
    )
  })

  it('(f) a second passkey added as owner signs a UserOperation of the same account', async () => {
    const second = softwarePasskey()
    const signer = passkeySigner(PASSKEY_STACK.webAuthnVerifier, second.credential.publicKey)
    const added = await send(account, true, [
      {
        to: account.address,
        data: encodeFunctionData({ abi: passkeyAccountAbi, functionName: 'addSigner', args: [signer] }),
      },
    ])
    expect(added.success).toBe(true)
    expect(
      await client().readContract({ address: account.address, abi: passkeyAccountAbi, functionName: 'getSignerCount' }),
    ).toBe(2n)

    const coOwner = await toPasskeyAccount({ client: client(), owner: second.owner, stack, address: account.address })
    const recipient = privateKeyToAccount(devPrivateKey(6)).address
    const before = await balanceOf(dUSD(), recipient)
    const receipt = await send(coOwner, true, [transfer(recipient, 3_000_000n)])
    log(`transfer signed by the second passkey: ${receipt.actualGasUsed} gas`)
    expect(receipt.success).toBe(true)
    expect(await balanceOf(dUSD(), recipient)).toBe(before + 3_000_000n)
    const message = 'second owner'
    expect(
      await client().verifyMessage({
        address: account.address,
        message,
        signature: await coOwner.signMessage({ message }),
      }),
    ).toBe(true)
  })
})

const FACTORY_ABI = [
  {
    type: 'function',
    name: 'getAddress',
    stateMutability: 'view',
    inputs: [{ name: 'signer', type: 'bytes' }],
    outputs: [{ type: 'address' }],
  },
] as const
