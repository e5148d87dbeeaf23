import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Frame, type Page } from '@playwright/test'
import { Contract, Interface, parseEther, parseUnits, toBeHex, Wallet } from 'ethers'
import { TOKEN_PAYMASTER } from '../../devchain/tokenPaymaster'
import { devchainToken } from '../../devchain/tokens'
import { deployArtifact, freshAccount, provider as chain, signer, tokenBalance } from '../../harness/chain'
import { payDusd } from './support/chainActions'
import { balanceAmount, clickConfirm } from './support/hostPage'
import { TOKEN_GAS_WIDGET_URL } from './support/origins'
import { addVirtualAuthenticator, connectPasskey, mountPasskeyHost } from './support/passkeys'

/**
 * The passkey wallet's preview is the execution: a hostile host page's requests, previewed as the bundler runs the
 * UserOperation (the EntryPoint's handleOps from an EOA, the paymaster's validation and postOp included), and a
 * paymaster the site names called a sponsor only when it charges nothing. What landed is read back with ethers.
 */

const DUSD = devchainToken('dUSD').address
const ERC20 = new Interface([
  'function transfer(address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
])

/** A fresh host page with an authenticator and a new passkey wallet, funded from outside. */
async function newPasskeyWallet(page: Page, { ether, dusd = '0' }: { ether: string; dusd?: string }) {
  await addVirtualAuthenticator(page)
  const frame = await mountPasskeyHost(page)
  const address = await connectPasskey(frame, 'Create a passkey wallet')
  const funder = signer((await freshAccount()).privateKey)
  await (await funder.sendTransaction({ to: address, value: parseEther(ether) })).wait()
  if (dusd !== '0') await payDusd(address, dusd)
  await expect(balanceAmount(frame)).toHaveAttribute('title', `${ether} ETH`)
  if (dusd !== '0') await expect(balanceAmount(frame, DUSD)).toHaveAttribute('title', `${dusd} dUSD`)
  return { frame, address }
}

/** The host page's `handle.provider.request`, started and kept as `window.calls[key]` to await. */
async function providerCall(page: Page, key: string, method: string, params: unknown[]): Promise<void> {
  await page.evaluate(
    ([k, m, p]) => {
      const w = window as unknown as { calls: Record<string, Promise<unknown>> }
      w.calls ??= {}
      w.calls[k] = window.handle.provider.request({ method: m, params: p }).then(
        (value) => ({ value }),
        (error: { code: number; message: string }) => ({ code: error.code, message: error.message }),
      )
    },
    [key, method, params] as const,
  )
}
const outcome = (page: Page, key: string) =>
  page.evaluate(
    (k) => (window as unknown as { calls: Record<string, Promise<{ value?: unknown; code?: number }>> }).calls[k]!,
    key,
  )

/** The bundle transaction that carried a `wallet_sendCalls` batch, from its status. */
async function batchTransaction(page: Page, id: string): Promise<string> {
  const status = (await page.evaluate(
    (id) => window.handle.provider.request({ method: 'wallet_getCallsStatus', params: [id] }),
    id,
  )) as { status: number; receipts: { transactionHash: string }[] }
  expect(status.status).toBe(200)
  return status.receipts[0]!.transactionHash
}

/** The review's balance change rows, as the visitor reads them. */
const shownChanges = (frame: Frame) => frame.getByTestId('balance-change').allTextContents()

test('a contract that pays only when the origin is its caller or has code is previewed as the bundler runs the operation, before and after deployment: −0.5 ETH shown, −0.5 ETH on chain', async ({
  page,
}) => {
  const { frame, address } = await newPasskeyWallet(page, { ether: '3' })
  const deployer = signer((await freshAccount()).privateKey)
  const reward = await deployArtifact('OriginReward', deployer)
  const rewardAddress = await reward.getAddress()
  await (await deployer.sendTransaction({ to: rewardAddress, value: parseEther('3') })).wait()
  const claim = { from: address, to: rewardAddress, value: toBeHex(parseEther('0.5')), data: '0x4e71d92d' }

  // Not deployed: its first operation deploys it (the factory's initCode runs in the preview too).
  expect(await chain.getCode(address)).toBe('0x')
  for (const [key, heldAfter] of [
    ['first', parseEther('3.5')],
    ['deployed', parseEther('4')],
  ] as const) {
    await providerCall(page, key, 'eth_sendTransaction', [claim])
    await expect(frame.getByTestId('simulation')).toHaveAttribute('data-status', 'success', { timeout: 20_000 })
    // As the account's own transaction (origin == caller), or from the EntryPoint (an origin with code), the
    // preview would show the 1 ETH reward: +0.5 ETH. The bundler's run pays none.
    expect(await shownChanges(frame)).toEqual(['−0.5 ETH'])
    await expect(frame.getByTestId('behaves-differently')).toHaveCount(0)
    await clickConfirm(frame.getByTestId('confirm-approval'))
    const { value: hash, code } = await outcome(page, key)
    expect(code).toBeUndefined()
    expect((await chain.waitForTransaction(hash as string))?.status).toBe(1)
    expect(await chain.getBalance(rewardAddress)).toBe(heldAfter)
    expect(await chain.getCode(address)).not.toBe('0x')
  }
})

/** An ERC-7677 service on a port of its own that answers with `paymaster` and `paymasterData`, under a name it chose. */
async function hostilePaymasterService(paymaster: string, paymasterData: string, name: string) {
  const server: Server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type')
    if (request.method === 'OPTIONS') return void response.end()
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      const result = {
        paymaster,
        paymasterData,
        paymasterPostOpGasLimit: toBeHex(120_000),
        ...(method === 'pm_getPaymasterStubData' ? { sponsor: { name }, isFinal: false } : {}),
      }
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ jsonrpc: '2.0', id, result }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/free-gas`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

test("a site's paymasterService that answers with the operator's token paymaster is not shown as a sponsor: what it takes is a fee row and a balance change, in both reviews, and the chain takes a fee of that size", async ({
  page,
}) => {
  const { frame, address } = await newPasskeyWallet(page, { ether: '1', dusd: '50' })
  // A standing allowance to the token paymaster, as an earlier dUSD-fee operation could have left.
  await providerCall(page, 'approve', 'wallet_sendCalls', [
    {
      version: '2.0.0',
      chainId: '0x7a69',
      calls: [{ to: DUSD, data: ERC20.encodeFunctionData('approve', [TOKEN_PAYMASTER.address, parseUnits('20', 6)]) }],
    },
  ])
  await expect(frame.getByTestId('batch-call')).toHaveCount(1, { timeout: 20_000 })
  await clickConfirm(frame.getByTestId('confirm-approval'))
  await batchTransaction(page, ((await outcome(page, 'approve')).value as { id: string }).id)
  const dusd = new Contract(DUSD, ['function allowance(address,address) view returns (uint256)'], chain)
  expect(await dusd.getFunction('allowance')(address, TOKEN_PAYMASTER.address)).toBe(parseUnits('20', 6))

  // The site's "Free Gas by Shop" is the operator's token paymaster, with a price guard of its choosing.
  const paymaster = new Contract(
    TOKEN_PAYMASTER.address,
    ['function tokenPerNative(address) view returns (uint256, uint48)'],
    chain,
  )
  const [price] = (await paymaster.getFunction('tokenPerNative')(DUSD)) as [bigint, bigint]
  const service = await hostilePaymasterService(
    TOKEN_PAYMASTER.address,
    `${DUSD}${toBeHex(price * 2n, 32).slice(2)}`,
    'Free Gas by Shop',
  )
  try {
    const recipient = Wallet.createRandom().address
    const before = await tokenBalance(DUSD, address)
    await providerCall(page, 'batch', 'wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        calls: [{ to: DUSD, data: ERC20.encodeFunctionData('transfer', [recipient, parseUnits('3', 6)]) }],
        capabilities: { paymasterService: { url: service.url } },
      },
    ])
    const fee = frame.getByTestId('review-fee')
    await expect(fee).toHaveAttribute('data-site-charge', '', { timeout: 20_000 })
    await expect(fee).not.toHaveAttribute('data-sponsor')
    await expect(fee).toHaveText(/^≈ [\d.]+ dUSD, taken by the paymaster this site named$/)
    const shownFee = parseUnits(/≈ ([\d.]+) dUSD/.exec((await fee.textContent())!)![1]!, 6)
    expect(shownFee).toBeGreaterThan(0n)
    // The balance change is the whole of it: the 3 dUSD sent and the paymaster's charge.
    const dusdChange = await frame
      .getByTestId('balance-change')
      .filter({ hasText: DUSD })
      .locator('.amount')
      .textContent()
    const shownLoss = parseUnits(/^−([\d.]+) dUSD$/.exec(dusdChange!)![1]!, 6)
    expect(shownLoss).toBe(parseUnits('3', 6) + shownFee)
    // The secure window says the same.
    const secure = page
      .context()
      .waitForEvent('page')
      .then(async (popup) => {
        await expect(popup.getByTestId('review-fee')).toHaveAttribute('data-site-charge', '')
        await expect(popup.getByTestId('review-fee')).not.toHaveText(/paid by/)
      })
    await clickConfirm(frame.getByTestId('confirm-approval'))
    await secure
    const result = await outcome(page, 'batch')
    expect(result.code).toBeUndefined()
    const hash = await batchTransaction(page, (result.value as { id: string }).id)
    expect((await chain.getTransactionReceipt(hash))?.status).toBe(1)
    expect(await tokenBalance(DUSD, recipient)).toBe(parseUnits('3', 6))
    const charged = before - parseUnits('3', 6) - (await tokenBalance(DUSD, address))
    // The paymaster took a fee, as the review said it would; the chain's gas price is not the preview's to the wei.
    expect(charged).toBeGreaterThan(0n)
    expect(charged).toBeLessThanOrEqual(shownFee * 2n)
  } finally {
    await service.close()
  }
})

test("the token paymaster's charge on a send from the form is a balance change of the review: the dUSD sent and the fee it takes, as the chain takes them", async ({
  page,
}) => {
  await addVirtualAuthenticator(page)
  const frame = await mountPasskeyHost(page, TOKEN_GAS_WIDGET_URL)
  const address = await connectPasskey(frame, 'Create a passkey wallet')
  await payDusd(address, '50')
  await expect(balanceAmount(frame, DUSD)).toHaveAttribute('title', '50 dUSD')
  await frame.getByRole('button', { name: 'Send', exact: true }).click()
  await frame.getByTestId('send-token').selectOption(DUSD)
  await frame.getByTestId('send-to').fill(Wallet.createRandom().address)
  await frame.getByRole('textbox', { name: 'Amount', exact: true }).fill('10')
  await frame.getByRole('button', { name: 'Review' }).click()
  const fee = frame.getByTestId('review-fee')
  // The most the paymaster may take under the price guard the visitor signs.
  await expect(fee).toHaveText(/^at most [\d.]+ dUSD, paid in dUSD$/, { timeout: 20_000 })
  const shownFee = parseUnits(/at most ([\d.]+) dUSD/.exec((await fee.textContent())!)![1]!, 6)
  // The preview ran the operation with its paymaster: 10 dUSD sent, and what the paymaster takes for the gas.
  const change = await frame.getByTestId('balance-change').filter({ hasText: DUSD }).locator('.amount').textContent()
  const shownLoss = parseUnits(/^−([\d.]+) dUSD$/.exec(change!)![1]!, 6)
  expect(shownLoss).toBeGreaterThan(parseUnits('10', 6))
  expect(shownLoss - parseUnits('10', 6)).toBeLessThanOrEqual(shownFee)
  await clickConfirm(frame.getByTestId('confirm-send'))
  await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'confirmed', { timeout: 30_000 })
  const paid = parseUnits('50', 6) - (await tokenBalance(DUSD, address))
  expect(paid).toBeGreaterThan(parseUnits('10', 6))
  expect(paid).toBeLessThanOrEqual(parseUnits('10', 6) + shownFee + 1n)
})
