import { PERMISSION_TYPES } from '../../protocol/parsePermissionRequest'
import { expect, test, type Page } from '@playwright/test'
import { Contract, parseEther, parseUnits, Wallet } from 'ethers'
import { PASSKEY_STACK, SITE_PAYMASTER } from '../../devchain/passkeyStack'
import { SITE_PAYMASTER_URL } from '../../devchain/ports'
import { devchainToken } from '../../devchain/tokens'
import { freshAccount, provider as chain, signer, tokenBalance } from '../../harness/chain'
import { payDusd } from './support/chainActions'
import { balanceAmount, clickConfirm, connectWallet, mountInline } from './support/hostPage'
import { addVirtualAuthenticator, connectPasskey, mountPasskeyHost } from './support/passkeys'

/**
 * EIP-5792 `paymasterService` (ERC-7677) from the demo host page against the real widget: the site names its own
 * paymaster (harness/devPaymaster.ts as SITE_PAYMASTER, on SITE_PAYMASTER_PORT); the host page makes the ERC-7677
 * requests (the widget's connect-src does not list it); the passkey wallet's operation is paid from that paymaster's
 * deposit. What landed is read back with ethers.
 */

const DUSD = devchainToken('dUSD').address
const DEV_WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const entryPoint = new Contract(PASSKEY_STACK.entryPoint, ['function balanceOf(address) view returns (uint256)'], chain)
const depositOf = (paymaster: string) => entryPoint.getFunction('balanceOf')(paymaster) as Promise<bigint>

/** The dapp's request: `calls` with its paymaster named; kept as `window.batch` for the test to await. */
function requestBatch(page: Page, calls: unknown[], paymasterService: Record<string, unknown>): Promise<void> {
  return page.evaluate(
    ([calls, paymasterService]) => {
      const w = window as unknown as { batch: Promise<unknown> }
      w.batch = window.handle.provider
        .request({
          method: 'wallet_sendCalls',
          params: [{ version: '2.0.0', chainId: '0x7a69', calls, capabilities: { paymasterService } }],
        })
        .then(
          (value) => ({ value }),
          (error: { code: number; message: string }) => ({ code: error.code, message: error.message }),
        )
    },
    [calls, paymasterService] as const,
  )
}
const batchOutcome = (page: Page) =>
  page.evaluate(() => (window as unknown as { batch: Promise<{ value?: { id: string }; code?: number }> }).batch)

test('a passkey wallet batch sponsored by the paymaster the site named: the review names it, the account keeps its ETH', async ({
  page,
}) => {
  await addVirtualAuthenticator(page)
  const frame = await mountPasskeyHost(page)
  const address = await connectPasskey(frame, 'Create a passkey wallet')
  const funder = signer((await freshAccount()).privateKey)
  await (await funder.sendTransaction({ to: address, value: parseEther('1') })).wait()
  await payDusd(address, '20')
  await expect(balanceAmount(frame, DUSD)).toHaveAttribute('title', '20 dUSD')

  expect(
    await page.evaluate(
      (from) => window.handle.provider.request({ method: 'wallet_getCapabilities', params: [from, ['0x7a69']] }),
      address,
    ),
  ).toEqual({
    '0x7a69': {
      atomic: { status: 'supported' },
      paymasterService: { supported: true },
      assetDiscovery: { supported: true },
      dataSuffix: { supported: true },
      permissions: { supported: true, signerTypes: ['account'], permissionTypes: [...PERMISSION_TYPES] },
    },
  })

  const recipient = Wallet.createRandom().address
  const transfer = `0xa9059cbb${recipient.slice(2).toLowerCase().padStart(64, '0')}${(3n * 10n ** 6n).toString(16).padStart(64, '0')}`
  const [ethBefore, siteBefore, operatorBefore] = await Promise.all([
    chain.getBalance(address),
    depositOf(SITE_PAYMASTER.address),
    depositOf(PASSKEY_STACK.paymaster),
  ])
  // Who asks the paymaster: the host page, which named it (the widget's connect-src does not list it).
  const askedFrom: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(SITE_PAYMASTER_URL))
      askedFrom.push(request.frame() === page.mainFrame() ? 'host page' : 'widget')
  })
  await requestBatch(page, [{ to: DUSD, data: transfer }], { url: SITE_PAYMASTER_URL, context: { policy: 'demo' } })
  const fee = frame.getByTestId('review-fee')
  await expect(fee).toHaveText(`paid by ${SITE_PAYMASTER.sponsorName}, named by this site`, { timeout: 20_000 })
  await expect(fee).toHaveAttribute('data-named-by-site', '')
  // The batch is confirmed in the secure window: it says the same about who pays.
  const secureFee = page
    .context()
    .waitForEvent('page')
    .then((popup) =>
      expect(popup.getByTestId('review-fee')).toHaveText(`paid by ${SITE_PAYMASTER.sponsorName}, named by this site`),
    )
  await clickConfirm(frame.getByTestId('confirm-approval'))
  await secureFee
  const outcome = await batchOutcome(page)
  expect(outcome.code).toBeUndefined()
  const status = (await page.evaluate(
    (id) => window.handle.provider.request({ method: 'wallet_getCallsStatus', params: [id] }),
    outcome.value!.id,
  )) as { status: number; receipts: { transactionHash: string }[] }
  expect(status.status).toBe(200)
  expect((await chain.getTransactionReceipt(status.receipts[0]!.transactionHash))?.status).toBe(1)
  expect(await tokenBalance(DUSD, recipient)).toBe(parseUnits('3', 6))
  // The site's paymaster paid from its deposit: not one wei of the account's ETH, nothing of the operator's.
  expect(await chain.getBalance(address)).toBe(ethBefore)
  expect(await depositOf(SITE_PAYMASTER.address)).toBeLessThan(siteBefore)
  expect(await depositOf(PASSKEY_STACK.paymaster)).toBe(operatorBefore)
  expect(askedFrom.length).toBeGreaterThanOrEqual(2) // pm_getPaymasterStubData, then pm_getPaymasterData
  expect(new Set(askedFrom)).toEqual(new Set(['host page']))

  // The same paymaster refuses what moves ETH (its policy): the visitor reads a sentence in place of the review, with
  // no code, hex or raw answer in it; the host hears at once; nothing is sent, and the account's ETH is untouched.
  const ethNow = await chain.getBalance(address)
  const payee = Wallet.createRandom().address
  await requestBatch(page, [{ to: payee, value: '0x2386f26fc10000' }], { url: SITE_PAYMASTER_URL })
  await expect(frame.getByTestId('approval-failed')).toHaveText(
    `The paymaster this site named (${new URL(SITE_PAYMASTER_URL).host}) would not pay the fee for this: nothing was sent. Ask the site, or try again later.`,
  )
  await expect(frame.getByTestId('approval')).not.toContainText(/0x|\bAA\d\d|declines|Details/)
  await expect(frame.getByTestId('confirm-approval')).toHaveCount(0)
  expect((await batchOutcome(page)).code).toBe(-32603)
  await frame.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(frame.getByTestId('approval')).toHaveCount(0)
  expect(await chain.getBalance(address)).toBe(ethNow)
  expect(await chain.getBalance(payee)).toBe(0n)
})

test('paymasterService with a wallet that pays its own fees, and URLs that are not http(s): 5700, -32602, and no review', async ({
  page,
}) => {
  const frame = await mountInline(page)
  await connectWallet(frame, { address: DEV_WALLET }, { walletName: /Dev wallet/ })
  const results = await page.evaluate(
    async ([to, from, sitePaymaster]) => {
      const p = window.handle.provider
      const code = (service: Record<string, unknown>) =>
        p
          .request({
            method: 'wallet_sendCalls',
            params: [
              {
                version: '2.0.0',
                chainId: '0x7a69',
                calls: [{ to, value: '0x1' }],
                capabilities: { paymasterService: service },
              },
            ],
          })
          .then(
            () => 'sent',
            (e: { code: number }) => e.code,
          )
      return {
        capabilities: await p.request({ method: 'wallet_getCapabilities', params: [from, ['0x7a69']] }),
        required: await code({ url: sitePaymaster }),
        javascript: await code({ url: 'javascript:alert(document.domain)' }),
        file: await code({ url: 'file:///etc/passwd', optional: true }),
        credentials: await code({ url: 'https://user:pass@pay.example' }),
      }
    },
    [Wallet.createRandom().address, DEV_WALLET, SITE_PAYMASTER_URL] as const,
  )
  expect(results).toEqual({
    capabilities: {
      '0x7a69': {
        atomic: { status: 'unsupported' },
        paymasterService: { supported: false },
        assetDiscovery: { supported: true },
        dataSuffix: { supported: true },
        permissions: { supported: false, signerTypes: [], permissionTypes: [] },
      },
    },
    required: 5700,
    javascript: -32602,
    file: -32602,
    credentials: -32602,
  })
  await expect(frame.getByTestId('batch-call')).toHaveCount(0)
})

test('an optional paymasterService with the dev wallet is ignored: the review shows the account’s fee, and the account pays', async ({
  page,
}) => {
  const frame = await mountInline(page)
  await connectWallet(frame, { address: DEV_WALLET }, { walletName: /Dev wallet/ })
  const recipient = Wallet.createRandom().address
  const siteBefore = await depositOf(SITE_PAYMASTER.address)
  await requestBatch(page, [{ to: recipient, value: '0x2386f26fc10000' }], { url: SITE_PAYMASTER_URL, optional: true })
  await expect(frame.getByTestId('review-fee')).toHaveText(/^≈ 0\.0\d+ ETH$/)
  await expect(frame.getByTestId('review-fee')).not.toHaveAttribute('data-sponsor')
  await clickConfirm(frame.getByTestId('confirm-approval'))
  expect((await batchOutcome(page)).code).toBeUndefined()
  await expect.poll(() => chain.getBalance(recipient)).toBe(parseEther('0.01'))
  expect(await depositOf(SITE_PAYMASTER.address)).toBe(siteBefore)
})
