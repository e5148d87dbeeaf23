import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createClient,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
} from 'viem'
import { createBundlerClient, entryPoint08Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { devPrivateKey } from '../../../../devchain/accounts'
import { PASSKEY_STACK, SITE_PAYMASTER } from '../../../../devchain/passkeyStack'
import { devchainToken } from '../../../../devchain/tokens'
import { createHostPaymaster } from '../../../../loader/hostPaymaster'
import type { PasskeyWalletConfig } from '../../../../protocol/config'
import { parsePaymasterService } from '../../../../protocol/parsePaymasterService'
import type { SitePaymaster } from '../../../../widget/src/wallets/atomicBatches'
import { quoteUserOperation, sendAsUserOperation } from '../../../../widget/src/passkey/sendAsUserOperation'
import { toPasskeyAccount } from '../../../../widget/src/passkey/toPasskeyAccount'
import { startPasskeyNode, type PasskeyNode } from '../../support/passkeyNode'
import { softwarePasskey } from '../../support/softwarePasskey'

/*
 * The paymaster a dapp names (`paymasterService`, ERC-7677) on the chain: anvil, Alto, the operator's dev paymaster
 * and a second one of "the dapp's own" (SITE_PAYMASTER). The requests go through the host page's code
 * (loader/hostPaymaster.ts, with Node's fetch), as in the browser; the widget's quote and send do the rest.
 */

let node: PasskeyNode

beforeAll(async () => {
  node = await startPasskeyNode()
}, 60_000)

afterAll(() => node?.stop())

describe('a UserOperation sponsored by the paymaster the site named', () => {
  /** The site's paymaster as the widget meets it: parsed from the request, reached through the host page. */
  const sitePaymaster = (optional = false): SitePaymaster => {
    const service = parsePaymasterService({ url: node.sitePaymasterUrl, context: { policy: 'demo' }, optional })
    const host = createHostPaymaster()
    host.noteRequest('wallet_sendCalls', [{ capabilities: { paymasterService: service } }])
    return {
      ...service,
      request: async (method, params) => {
        const answer = await host.fetch(service.url, method, params)
        if (!answer.ok) throw new Error(answer.error.message)
        return answer.value
      },
    }
  }

  it(
    'is included; the account’s ETH is unchanged, the site paymaster’s deposit pays, the operator’s does not',
    { timeout: 120_000 },
    async () => {
      const client = createClient({ chain: node.devnet, transport: http(node.rpcUrl), pollingInterval: 100 })
      const reader = createPublicClient({ chain: node.devnet, transport: http(node.rpcUrl) })
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
        account: privateKeyToAccount(devPrivateKey(2)),
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
      const deposit = (paymaster: `0x${string}`) =>
        reader.readContract({
          address: PASSKEY_STACK.entryPoint,
          abi: entryPoint08Abi,
          functionName: 'balanceOf',
          args: [paymaster],
        })
      const recipient = privateKeyToAccount(generatePrivateKey()).address
      const calls = [
        {
          to: dUSD,
          value: 0n,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 1_000n] }),
        },
      ]
      const [ethBefore, siteBefore, operatorBefore] = await Promise.all([
        reader.getBalance({ address: account.address }),
        deposit(SITE_PAYMASTER.address),
        deposit(PASSKEY_STACK.paymaster),
      ])

      const paymaster = sitePaymaster()
      const { quote, prepared } = await quoteUserOperation({ account, client, config, calls, sitePaymaster: paymaster })
      expect(quote).toEqual({ fee: 0n, sponsor: SITE_PAYMASTER.sponsorName, namedBySite: true })
      expect(prepared.operation.paymaster).toBe(SITE_PAYMASTER.address)
      const sent = await sendAsUserOperation({
        account,
        client,
        config,
        calls,
        prepared,
        sponsored: true,
        sitePaymaster: paymaster,
      })
      expect(sent.sponsor).toBe(SITE_PAYMASTER.sponsorName)

      const receipt = await reader.getTransactionReceipt({ hash: sent.transactionHash })
      expect(receipt.status).toBe('success')
      const { userOperation } = await createBundlerClient({
        client: reader,
        transport: http(node.bundlerUrl),
      }).getUserOperation({
        hash: sent.userOperationHash,
      })
      expect(userOperation.paymaster).toBe(SITE_PAYMASTER.address)
      expect(
        await reader.readContract({ address: dUSD, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] }),
      ).toBe(1_000n)
      expect(await reader.getBalance({ address: account.address })).toBe(ethBefore)
      expect(await deposit(SITE_PAYMASTER.address)).toBeLessThan(siteBefore)
      expect(await deposit(PASSKEY_STACK.paymaster)).toBe(operatorBefore)

      // Reviewed as paid by the site's paymaster, which then declines (the review's operation gone stale): nothing is sent.
      const again = await quoteUserOperation({ account, client, config, calls, sitePaymaster: sitePaymaster() })
      expect(again.quote.namedBySite).toBe(true)
      const declining: SitePaymaster = {
        ...sitePaymaster(),
        request: async () => Promise.reject(new Error('budget spent')),
      }
      const siteDeposit = await deposit(SITE_PAYMASTER.address)
      await expect(
        sendAsUserOperation({ account, client, config, calls, sponsored: true, sitePaymaster: declining }),
      ).rejects.toThrow(
        /^The paymaster this site named \(127\.0\.0\.1:\d+\) would not pay the fee for this: nothing was sent/,
      )
      expect(await deposit(SITE_PAYMASTER.address)).toBe(siteDeposit)
      expect(
        await reader.readContract({ address: dUSD, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] }),
      ).toBe(1_000n)
      expect(await reader.getBalance({ address: account.address })).toBe(ethBefore)

      // Its "no" (it sponsors nothing that moves ETH): a required paymaster fails the quote, naming it; nothing is sent.
      const ethCall = [{ to: recipient, value: 1n, data: '0x' as const }]
      await expect(
        quoteUserOperation({ account, client, config, calls: ethCall, sitePaymaster: sitePaymaster() }),
      ).rejects.toThrow(/paymaster this site named \(127\.0\.0\.1:\d+\) would not pay the fee for this/)
      // Optional: the wallet pays as usual (the operator's paymaster declines ETH moves too: the account pays).
      vi.spyOn(console, 'info').mockImplementation(() => {})
      const optional = await quoteUserOperation({
        account,
        client,
        config,
        calls: ethCall,
        sitePaymaster: sitePaymaster(true),
      })
      expect(optional.quote.sponsor).toBeUndefined()
      expect(optional.quote.fee).toBeGreaterThan(0n)
    },
  )
})
