import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import {
  createClient,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  parseEventLogs,
  type Address,
  type Hex,
} from 'viem'
import { createBundlerClient, entryPoint08Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { devPrivateKey } from '../../../../devchain/accounts'
import { PASSKEY_STACK } from '../../../../devchain/passkeyStack'
import { devchainToken } from '../../../../devchain/tokens'
import type { PasskeyWalletConfig } from '../../../../protocol/config'
import { startPasskeyNode, type PasskeyNode } from '../../support/passkeyNode'
import { softwarePasskey } from '../../support/softwarePasskey'
import { toPasskeyAccount } from '../../../../widget/src/passkey/toPasskeyAccount'
import { quoteUserOperation, sendAsUserOperation } from '../../../../widget/src/passkey/sendAsUserOperation'

/*
 * The passkey wallet's fees over many sends (issue 32): twenty UserOperations in a row from one
 * account, each reviewed and sent as the widget does (quoteUserOperation, then sendAsUserOperation
 * with the reviewed operation), against anvil, Alto and the dev paymaster. Each must bid the
 * priority fee the chain suggests at that time, within a quarter, and land. Before the fix viem's
 * default doubled the suggestion; Alto paid each bundle at what the operation paid, anvil suggested
 * that next, and the bid doubled with every send (1, 2, 3.6, 7.7, … 25,600 gwei by the 14th) until
 * the account could not prefund one.
 */

/** How far an operation's priority fee may stray from the chain's suggestion: a quarter either way. */
const BOUND = 4n
const SENDS = 20

let node: PasskeyNode

beforeAll(async () => {
  node = await startPasskeyNode()
}, 60_000)

afterAll(() => node?.stop())

it(
  `${SENDS} UserOperations in a row each bid the chain's suggested priority fee, and all land`,
  { timeout: 180_000 },
  async () => {
    // The widget's own clients: a bare chain client (as createChainClient makes) and the operator's config.
    const client = createClient({ chain: node.devnet, transport: http(node.rpcUrl), pollingInterval: 100 })
    const reader = createPublicClient({ chain: node.devnet, transport: http(node.rpcUrl) })
    const bundlerReader = createBundlerClient({ client: reader, transport: http(node.bundlerUrl) })
    const config: PasskeyWalletConfig = {
      factory: PASSKEY_STACK.factory,
      entryPoint: PASSKEY_STACK.entryPoint,
      bundlerUrl: node.bundlerUrl,
      paymasterUrl: node.paymasterUrl,
    }
    const stack = {
      factory: PASSKEY_STACK.factory,
      entryPoint: PASSKEY_STACK.entryPoint,
      webAuthnVerifier: PASSKEY_STACK.webAuthnVerifier,
    }
    const account = await toPasskeyAccount({ client, owner: softwarePasskey().owner, stack })
    const dUSD = devchainToken('dUSD').address
    const funder = createWalletClient({
      chain: node.devnet,
      account: privateKeyToAccount(devPrivateKey(1)),
      transport: http(node.rpcUrl),
    })
    for (const hash of [
      await funder.sendTransaction({ to: account.address, value: parseEther('1') }),
      await funder.writeContract({
        address: dUSD,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [account.address, 10n ** 8n],
      }),
    ])
      await reader.waitForTransactionReceipt({ hash })

    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const tokensOf = (holder: Address) =>
      reader.readContract({ address: dUSD, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
    // Every other send moves ETH (the paymaster declines that: the account pays), the rest dUSD (sponsored).
    const callsOf = (i: number): { to: Hex; value: bigint; data: Hex }[] =>
      i % 2 === 0
        ? [{ to: recipient, value: 1_000_000_000n, data: '0x' }]
        : [
            {
              to: dUSD,
              value: 0n,
              data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 1_000n] }),
            },
          ]

    // The widget notes each paymaster refusal (every ETH send) on the console: not wanted in this output.
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const rows: string[] = []
    for (let i = 0; i < SENDS; i++) {
      const suggested = BigInt(await reader.request({ method: 'eth_maxPriorityFeePerGas' }))
      const calls = callsOf(i)
      const { quote, prepared } = await quoteUserOperation({ account, client, config, calls })
      const sent = await sendAsUserOperation({
        account,
        client,
        config,
        calls,
        prepared,
        sponsored: quote.sponsor !== undefined,
        maxFee: quote.fee,
      })
      expect(sent.sponsor, `send ${i}: who paid`).toBe(i % 2 === 0 ? undefined : 'Walletport dev paymaster')

      // What landed, read back from the chain: the bundle's receipt and the EntryPoint's event for this operation.
      const receipt = await reader.getTransactionReceipt({ hash: sent.transactionHash })
      expect(receipt.status, `send ${i}: the bundle transaction`).toBe('success')
      const [event] = parseEventLogs({
        abi: entryPoint08Abi,
        eventName: 'UserOperationEvent',
        logs: receipt.logs,
      }).filter((log) => log.args.userOpHash === sent.userOperationHash)
      expect(event?.args.success, `send ${i}: the operation ran`).toBe(true)
      const { userOperation } = await bundlerReader.getUserOperation({ hash: sent.userOperationHash })
      const tip = userOperation.maxPriorityFeePerGas
      rows.push(`${i}: suggested ${suggested}, bid ${tip}, max fee ${userOperation.maxFeePerGas}`)
      expect(tip, `send ${i}: its priority fee against the suggested ${suggested}`).toBeLessThanOrEqual(
        suggested + suggested / BOUND,
      )
      expect(tip, `send ${i}: its priority fee against the suggested ${suggested}`).toBeGreaterThanOrEqual(
        suggested - suggested / BOUND,
      )
    }
    console.log(`priority fees, in wei:\n${rows.join('\n')}`)

    expect(await reader.getBalance({ address: recipient })).toBe((BigInt(SENDS) / 2n) * 1_000_000_000n)
    expect(await tokensOf(recipient)).toBe((BigInt(SENDS) / 2n) * 1_000n)
  },
)
