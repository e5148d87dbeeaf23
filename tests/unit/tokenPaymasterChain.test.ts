import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  concat,
  createClient,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  maxUint256,
  numberToHex,
  parseUnits,
  type Address,
} from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { devPrivateKey } from '../../devchain/accounts'
import { readArtifact } from '../../devchain/deploy'
import { devchainFeed } from '../../devchain/feeds'
import { PASSKEY_STACK } from '../../devchain/passkeyStack'
import { TOKEN_PAYMASTER } from '../../devchain/tokenPaymaster'
import { devchainToken } from '../../devchain/tokens'
import { payInToken } from '../../widget/src/wallets/passkey/payInToken'
import { toPasskeyAccount } from '../../widget/src/wallets/passkey/toPasskeyAccount'
import { startPasskeyNode, type PasskeyNode } from './support/passkeyNode'
import { softwarePasskey } from './support/softwarePasskey'

/*
 * The ERC-20 paymaster on the chain (devchain/contracts/TokenPaymaster.sol): anvil, Alto, the devchain's feeds.
 * A passkey account that holds only dUSD sends dUSD and pays its gas in dUSD, the approval in the same operation;
 * the visitor's price guard and a stale feed stop an operation before anything is charged. Read back with viem.
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
})
