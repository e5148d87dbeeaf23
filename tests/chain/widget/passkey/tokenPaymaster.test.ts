import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  concat,
  createClient,
  createPublicClient,
  createWalletClient,
  custom,
  encodeAbiParameters,
  encodeFunctionData,
  keccak256,
  erc20Abi,
  http,
  maxUint256,
  numberToHex,
  parseAbiParameters,
  parseUnits,
  type Address,
} from 'viem'
import { createBundlerClient, type UserOperation } from 'viem/account-abstraction'
import { Contract, JsonRpcProvider } from 'ethers'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { devPrivateKey } from '../../../../devchain/accounts'
import { readArtifact } from '../../../../devchain/deploy'
import { devchainFeed } from '../../../../devchain/feeds'
import { PASSKEY_STACK } from '../../../../devchain/passkeyStack'
import { TOKEN_PAYMASTER } from '../../../../devchain/tokenPaymaster'
import { devchainToken } from '../../../../devchain/tokens'
import type { PasskeyWalletConfig } from '../../../../protocol/config'
import { payInToken, TOKEN_PAYMASTER_POST_OP_GAS } from '../../../../widget/src/passkey/payInToken'
import { quoteUserOperation, sendAsUserOperation } from '../../../../widget/src/passkey/sendAsUserOperation'
import { toPasskeyAccount } from '../../../../widget/src/passkey/toPasskeyAccount'
import { startPasskeyNode, type PasskeyNode } from '../../support/passkeyNode'
import { softwarePasskey } from '../../support/softwarePasskey'

/*
 * The ERC-20 paymaster on the chain (devchain/contracts/TokenPaymaster.sol): anvil, Alto, the devchain's feeds.
 * A passkey account that holds only dUSD sends dUSD and pays its gas in dUSD, the approval in the same operation;
 * the visitor's price guard and a stale feed stop an operation before anything is charged. Read back with viem.
 * Twenty operations of one account in a row as the widget sends them (the second failed in postOp before, out of the
 * bundler's gas estimate), read back with ethers: each charges at most the fee shown and leaves no allowance. The
 * postOp gas the widget gives is checked against the paymaster's costliest postOp path, measured here.
 */

let node: PasskeyNode
const dUSD = devchainToken('dUSD').address
const abi = readArtifact('TokenPaymaster').abi

beforeAll(async () => {
  node = await startPasskeyNode()
}, 60_000)

afterAll(() => node?.stop())

describe('gas paid in dUSD through the token paymaster', () => {
  const setup = async () => {
    const client = createClient({ chain: node.devnet, transport: http(node.rpcUrl), pollingInterval: 100 })
    const reader = createPublicClient({ chain: node.devnet, transport: http(node.rpcUrl) })
    const stack = {
      factory: PASSKEY_STACK.factory,
      entryPoint: PASSKEY_STACK.entryPoint,
      webAuthnVerifier: PASSKEY_STACK.webAuthnVerifier,
    }
    const account = await toPasskeyAccount({ client, owner: softwarePasskey().owner, stack })
    const funder = createWalletClient({
      chain: node.devnet,
      account: privateKeyToAccount(devPrivateKey(3)),
      transport: http(node.rpcUrl),
    })
    const fund = await funder.writeContract({
      address: dUSD,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account.address, parseUnits('20', 6)],
    })
    await reader.waitForTransactionReceipt({ hash: fund })
    const bundler = createBundlerClient({ client, account, transport: http(node.bundlerUrl) })
    const dusdOf = (address: Address) =>
      reader.readContract({ address: dUSD, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
    const [price] = (await reader.readContract({
      address: TOKEN_PAYMASTER.address,
      abi,
      functionName: 'tokenPerNative',
      args: [dUSD],
    })) as [bigint, number]
    return { client, reader, account, bundler, dusdOf, price }
  }
  const transferTo = (recipient: Address, amount: bigint) => ({
    to: dUSD,
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] }),
  })
  const approve = {
    to: dUSD,
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [TOKEN_PAYMASTER.address, maxUint256] }),
  }
  /** The token paymaster as the widget's parsed config has it. */
  const feeConfig = { address: TOKEN_PAYMASTER.address, token: dUSD, symbol: 'dUSD', decimals: 6 }
  /**
   * The most the paymaster can charge for `operation` at `maxTokenPerNative`, worked out here as OpenZeppelin's
   * PaymasterERC20 does: the EntryPoint's prefund, its postOp overhead (30,000 gas) and the penalty on unused postOp
   * gas, at the max fee per gas, in token units rounded up.
   */
  const mostAt = (operation: UserOperation, maxTokenPerNative: bigint) => {
    const postOp = operation.paymasterPostOpGasLimit!
    const gas =
      operation.preVerificationGas +
      operation.verificationGasLimit +
      operation.callGasLimit +
      operation.paymasterVerificationGasLimit! +
      postOp +
      30_000n +
      (postOp > 40_000n ? postOp / 10n : 0n)
    const wei = gas * operation.maxFeePerGas
    return (wei * maxTokenPerNative + 10n ** 18n - 1n) / 10n ** 18n
  }
  /** paymasterData: the token, and the highest price (token units per 1e18 wei) the visitor signs for. */
  const guard = (maxTokenPerNative: bigint) => concat([dUSD, numberToHex(maxTokenPerNative, { size: 32 })])

  it(
    'an account holding no ETH sends dUSD and pays its gas in dUSD, approving in the same operation, then without',
    { timeout: 120_000 },
    async () => {
      const { reader, account, bundler, dusdOf, price } = await setup()
      // ETH at $3,000 and dUSD at $1 in the devchain's feeds: 3,000 dUSD per ETH.
      expect(price).toBe(parseUnits('3000', 6))
      const recipient = privateKeyToAccount(generatePrivateKey()).address
      const paymasterBefore = await dusdOf(TOKEN_PAYMASTER.address)
      for (const [round, calls] of [
        [1, [approve, transferTo(recipient, parseUnits('5', 6))]],
        [2, [transferTo(recipient, parseUnits('1', 6))]],
      ] as const) {
        const before = await dusdOf(account.address)
        const hash = await bundler.sendUserOperation({
          calls,
          paymaster: TOKEN_PAYMASTER.address,
          paymasterData: guard((price * 102n) / 100n),
        })
        const { success, receipt } = await bundler.waitForUserOperationReceipt({ hash })
        expect(success, `operation ${round}`).toBe(true)
        expect(receipt.status).toBe('success')
        const sent = round === 1 ? parseUnits('5', 6) : parseUnits('1', 6)
        const fee = before - (await dusdOf(account.address)) - sent
        // A real fee, at most a few dUSD on the local chain's gas price.
        expect(fee, `operation ${round}'s fee`).toBeGreaterThan(0n)
        expect(fee).toBeLessThan(parseUnits('50', 6))
      }
      expect(await reader.getBalance({ address: account.address })).toBe(0n)
      expect(await dusdOf(recipient)).toBe(parseUnits('6', 6))
      expect(await dusdOf(TOKEN_PAYMASTER.address)).toBe(
        paymasterBefore + parseUnits('20', 6) - parseUnits('6', 6) - (await dusdOf(account.address)),
      )
    },
  )

  it(
    'twenty dUSD-fee operations of one account in a row, reviewed and sent as the widget does, each land; each charges at most the fee shown and leaves no allowance',
    { timeout: 300_000 },
    async () => {
      const { client, account, price } = await setup()
      const config: PasskeyWalletConfig = {
        factory: PASSKEY_STACK.factory,
        entryPoint: PASSKEY_STACK.entryPoint,
        bundlerUrl: node.bundlerUrl,
        tokenPaymaster: feeConfig,
      }
      // Read back through ethers, apart from the viem the widget runs on.
      const provider = new JsonRpcProvider(node.rpcUrl, undefined, { staticNetwork: true, polling: true })
      const token = new Contract(
        dUSD,
        [
          'function balanceOf(address) view returns (uint256)',
          'function allowance(address,address) view returns (uint256)',
        ],
        provider,
      )
      const funder = createWalletClient({
        chain: node.devnet,
        account: privateKeyToAccount(devPrivateKey(3)),
        transport: http(node.rpcUrl),
      })
      const reader = createPublicClient({ chain: node.devnet, transport: http(node.rpcUrl) })
      await reader.waitForTransactionReceipt({
        hash: await funder.writeContract({
          address: dUSD,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [account.address, parseUnits('180', 6)],
        }),
      })
      const recipient = privateKeyToAccount(generatePrivateKey()).address
      const sent = parseUnits('0.1', 6)
      const rows: string[] = []
      for (let i = 1; i <= 20; i++) {
        const calls = [transferTo(recipient, sent)]
        const before = (await token.balanceOf!(account.address)) as bigint
        const { quote, prepared } = await quoteUserOperation({ account, client, config, calls })
        expect(quote.feeToken, `operation ${i}: paid in dUSD`).toBeDefined()
        // The approval the operation makes is the fee shown, the most the signed price guard allows, and no more.
        const { operation } = prepared
        expect(quote.feeToken!.approval, `operation ${i}: the approval`).toBe(quote.feeToken!.amount)
        expect(operation.paymasterPostOpGasLimit, `operation ${i}: postOp gas`).toBe(TOKEN_PAYMASTER_POST_OP_GAS)
        expect(operation.paymasterData).toBe(guard((price * 102n) / 100n))
        expect(quote.feeToken!.amount, `operation ${i}: the fee shown`).toBe(mostAt(operation, (price * 102n) / 100n))
        const { transactionHash } = await sendAsUserOperation({
          account,
          client,
          config,
          calls,
          prepared,
          sponsored: false,
          maxFee: quote.fee,
          feeToken: quote.feeToken!,
        }).catch((error: unknown) => {
          throw new Error(`operation ${i} failed: ${(error as Error).message}`)
        })
        expect((await provider.getTransactionReceipt(transactionHash))?.status, `operation ${i}'s bundle`).toBe(1)
        expect(await token.balanceOf!(recipient), `operation ${i}: the transfer landed`).toBe(sent * BigInt(i))
        const charged = before - ((await token.balanceOf!(account.address)) as bigint) - sent
        rows.push(`${i}: shown ${quote.feeToken!.amount}, approved ${quote.feeToken!.approval}, charged ${charged}`)
        expect(charged, `operation ${i}: a fee was charged`).toBeGreaterThan(0n)
        expect(charged, `operation ${i}: charged at most the fee shown`).toBeLessThanOrEqual(quote.feeToken!.amount)
        expect(await token.allowance!(account.address, TOKEN_PAYMASTER.address), `operation ${i}: allowance left`).toBe(
          0n,
        )
      }
      console.log(`dUSD fees, in units:\n${rows.join('\n')}`)
      expect(await provider.getBalance(account.address)).toBe(0n)
      provider.destroy()
    },
  )

  it(
    'an operation prepared again at Confirm whose most is above the fee shown is not sent, not even a twentieth above',
    { timeout: 120_000 },
    async () => {
      const { client, account, dusdOf } = await setup()
      const config: PasskeyWalletConfig = {
        factory: PASSKEY_STACK.factory,
        entryPoint: PASSKEY_STACK.entryPoint,
        bundlerUrl: node.bundlerUrl,
        tokenPaymaster: feeConfig,
      }
      const calls = [transferTo(privateKeyToAccount(generatePrivateKey()).address, 1n)]
      const { quote, prepared } = await quoteUserOperation({ account, client, config, calls })
      // The review is older than a minute (prepared again at Confirm), and showed a most a twentieth below today's.
      const shown = { ...quote.feeToken!, amount: (quote.feeToken!.amount * 20n) / 21n }
      await expect(
        sendAsUserOperation({
          account,
          client,
          config,
          calls,
          prepared: { ...prepared, preparedAt: Date.now() - 61_000 },
          sponsored: false,
          maxFee: shown.amount,
          feeToken: shown,
        }),
      ).rejects.toThrow('the network fee in dUSD is now higher than the one you reviewed: nothing was sent')
      expect(await dusdOf(account.address)).toBe(parseUnits('20', 6))
    },
  )

  it(
    "the postOp gas the wallet gives covers the paymaster's costliest postOp path, measured on the chain",
    { timeout: 60_000 },
    async () => {
      const { reader, price } = await setup()
      // OpenZeppelin's ERC-20 keeps balances in slot 0 and allowances in slot 1: checked against balanceOf first.
      const balanceSlot = (holder: Address) =>
        keccak256(encodeAbiParameters(parseAbiParameters('address, uint256'), [holder, 0n]))
      const allowanceSlot = (owner: Address, spender: Address) =>
        keccak256(
          encodeAbiParameters(parseAbiParameters('address, bytes32'), [
            spender,
            keccak256(encodeAbiParameters(parseAbiParameters('address, uint256'), [owner, 1n])),
          ]),
        )
      const held = await reader.readContract({
        address: dUSD,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [TOKEN_PAYMASTER.address],
      })
      expect(BigInt((await reader.getStorageAt({ address: dUSD, slot: balanceSlot(TOKEN_PAYMASTER.address) }))!)).toBe(
        held,
      )
      // The costliest path: every slot cold, a paymaster that holds none of the token (its balance written from zero),
      // the whole allowance taken, the rest returned. The charge itself: 200,000 gas at 10 gwei.
      const prefunder = privateKeyToAccount(generatePrivateKey()).address
      const approved = parseUnits('50', 6)
      const word = (value: bigint) => numberToHex(value, { size: 32 })
      const stateOverride = [
        {
          address: dUSD,
          stateDiff: [
            { slot: balanceSlot(TOKEN_PAYMASTER.address), value: word(0n) },
            { slot: balanceSlot(prefunder), value: word(approved) },
            { slot: allowanceSlot(prefunder, TOKEN_PAYMASTER.address), value: word(approved) },
          ],
        },
      ]
      const postOp = (gas?: bigint) => ({
        account: PASSKEY_STACK.entryPoint,
        to: TOKEN_PAYMASTER.address,
        data: encodeFunctionData({
          abi,
          functionName: 'postOp',
          args: [
            0,
            concat([
              keccak256('0x01'),
              dUSD,
              word(price),
              word(0n),
              prefunder,
              word(TOKEN_PAYMASTER_POST_OP_GAS / 10n),
            ]),
            200_000n * 10n ** 10n,
            10n ** 10n,
          ],
        }),
        stateOverride,
        ...(gas === undefined ? {} : { gas }),
      })
      const measured = await reader.estimateGas(postOp())
      console.log(`postOp's costliest path: ${measured} gas as a transaction of its own`)
      expect(measured).toBeLessThanOrEqual(TOKEN_PAYMASTER_POST_OP_GAS)
    },
  )

  it(
    'a price above the one the visitor signed for is refused before anything is charged',
    { timeout: 120_000 },
    async () => {
      const { account, bundler, dusdOf, price } = await setup()
      await expect(
        bundler.sendUserOperation({
          calls: [approve, transferTo(account.address, 1n)],
          paymaster: TOKEN_PAYMASTER.address,
          paymasterData: guard(price - 1n),
        }),
      ).rejects.toThrow(/AA34|signature|paymaster/i)
      expect(await dusdOf(account.address)).toBe(parseUnits('20', 6))
    },
  )

  it(
    'a stale feed, or one with no price, is refused by the wallet before signing and by the paymaster (valid until the older update plus maxAge), nothing charged',
    { timeout: 120_000 },
    async () => {
      const { client, reader, account, bundler, dusdOf, price } = await setup()
      const feed = devchainFeed('native')
      const owner = createWalletClient({
        chain: node.devnet,
        account: privateKeyToAccount(devPrivateKey(3)),
        transport: http(node.rpcUrl),
      })
      const feedAbi = readArtifact('DemoPriceFeed').abi
      const now = (await reader.getBlock()).timestamp
      const restore = async (updatedAt: bigint, answer = feed.answer) =>
        reader.waitForTransactionReceipt({
          hash: await owner.writeContract({
            address: feed.address,
            abi: feedAbi,
            functionName: 'setAnswer',
            args: [answer, updatedAt],
          }),
        })
      await restore(now - BigInt(TOKEN_PAYMASTER.maxAgeSeconds) - 60n)
      try {
        // The wallet says so before anything is signed: the visitor reads why the fee cannot be paid in dUSD.
        await expect(
          payInToken({ account, client, bundler, calls: [transferTo(account.address, 1n)], paymaster: feeConfig }),
        ).rejects.toThrow(
          "the price of dUSD is out of date, so the network fee cannot be paid in dUSD until the operator's price feed updates",
        )
        // A price that would expire while the visitor reads the review is refused the same way.
        await restore(now - BigInt(TOKEN_PAYMASTER.maxAgeSeconds) + 60n)
        await expect(
          payInToken({ account, client, bundler, calls: [transferTo(account.address, 1n)], paymaster: feeConfig }),
        ).rejects.toThrow('the price of dUSD is out of date')
        // A feed that answers no price (0): said too.
        await restore(now, 0n)
        await expect(
          payInToken({ account, client, bundler, calls: [transferTo(account.address, 1n)], paymaster: feeConfig }),
        ).rejects.toThrow('the price feed of dUSD gives no price now, so the network fee cannot be paid in it')
        await restore(now - BigInt(TOKEN_PAYMASTER.maxAgeSeconds) - 60n)
        await expect(
          bundler.sendUserOperation({
            calls: [approve, transferTo(account.address, 1n)],
            paymaster: TOKEN_PAYMASTER.address,
            paymasterData: guard(price * 2n),
          }),
        ).rejects.toThrow(/AA32|expired|paymaster/i)
        expect(await dusdOf(account.address)).toBe(parseUnits('20', 6))
      } finally {
        await restore((await reader.getBlock()).timestamp)
      }
    },
  )
  it(
    'a price feed that reverts is said as no price now, and only a token the paymaster does not know as one it does not take',
    { timeout: 120_000 },
    async () => {
      const { client, reader, account, bundler } = await setup()
      const feed = devchainFeed('native')
      const owner = createWalletClient({
        chain: node.devnet,
        account: privateKeyToAccount(devPrivateKey(3)),
        transport: http(node.rpcUrl),
      })
      const setBroken = async (broken: boolean) =>
        reader.waitForTransactionReceipt({
          hash: await owner.writeContract({
            address: feed.address,
            abi: readArtifact('DemoPriceFeed').abi,
            functionName: 'setBroken',
            args: [broken],
          }),
        })
      const quote = (paymaster: typeof feeConfig) =>
        payInToken({ account, client, bundler, calls: [transferTo(account.address, 1n)], paymaster })
      await setBroken(true)
      try {
        // The paymaster takes dUSD: its feed failing is not a refusal of the token, and the visitor is told so.
        await expect(quote(feeConfig)).rejects.toThrow(
          'the price feed of dUSD gives no price now, so the network fee cannot be paid in it',
        )
      } finally {
        await setBroken(false)
      }
      // A chain that does not answer the paymaster's read: neither a refusal nor a missing price, and worth a retry.
      const unanswered = createClient({
        chain: node.devnet,
        transport: custom({
          request: async ({ method, params }: { method: string; params: [{ to?: string }] }) => {
            if (method === 'eth_call' && params[0].to?.toLowerCase() === TOKEN_PAYMASTER.address.toLowerCase())
              throw new Error('socket hang up')
            return reader.request({ method, params } as never)
          },
        }),
      })
      await expect(
        payInToken({
          account,
          client: unanswered,
          bundler,
          calls: [transferTo(account.address, 1n)],
          paymaster: feeConfig,
        }),
      ).rejects.toThrow('the price of dUSD could not be read from the chain now; try again in a moment')
      // A token the paymaster has no feed for (TokenPaymasterUnknownToken): the only refusal said as "does not take".
      const demo = devchainToken('DEMO').address
      await expect(quote({ ...feeConfig, token: demo, symbol: 'DEMO', decimals: 18 })).rejects.toThrow(
        "the operator's token paymaster does not take DEMO on this chain",
      )
    },
  )
})
