import { PERMISSION_TYPES } from '../../protocol/parsePermissionRequest'
import { expect, test, type BrowserContext, type Frame, type Page } from '@playwright/test'
import { DOMAIN_FIELDS } from '../../protocol/parseTypedData'
import { Contract, Interface, parseEther, parseUnits, Wallet } from 'ethers'
import { createPublicClient, encodeFunctionData, http, parseAbi } from 'viem'
import { foundry } from 'viem/chains'
import { PASSKEY_STACK } from '../../devchain/passkeyStack'
import { TOKEN_PAYMASTER } from '../../devchain/tokenPaymaster'
import { devchainToken } from '../../devchain/tokens'
import { deployArtifact, freshAccount, provider as chain, signer, tokenBalance } from '../../harness/chain'
import { verifySignIn } from '../../server/verifySignIn'
import { payDusd } from './support/chainActions'
import {
  balanceAmount,
  chooseWallet,
  clickAndExpectClose,
  confirmSecureWindow,
  clickConfirm,
  settled,
  startCall,
  startSend,
} from './support/hostPage'
import {
  ANVIL_RPC_URL,
  BUNDLER_DOWN_WIDGET_URL,
  TOKEN_GAS_WIDGET_URL,
  PASSKEY_HOST_ORIGIN,
  UNANSWERED_BUNDLER_ORIGIN,
  WIDGET_NAMED_URL,
} from './support/origins'
import { seriousViolations } from './support/look'
import { addVirtualAuthenticator, connectPasskey, mountPasskeyHost } from './support/passkeys'

/**
 * The passkey wallet, end to end on the real parts: a virtual platform authenticator in Chromium,
 * the widget on its named origin (wallet.localhost) inside a host on another site (127.0.0.1), the
 * ERC-4337 account on anvil, Alto as the bundler and the dev paymaster. What landed is read back
 * through ethers, never taken from the widget's word.
 */

const DUSD = devchainToken('dUSD').address
/** EntryPoint v0.8's handleOps, to read the operations a bundle carried. */
const HANDLE_OPS = new Interface([
  'function handleOps((address sender, uint256 nonce, bytes initCode, bytes callData, bytes32 accountGasLimits, uint256 preVerificationGas, bytes32 gasFees, bytes paymasterAndData, bytes signature)[] ops, address beneficiary)',
])

/** A fresh host page with an authenticator, and a new passkey wallet created in it, funded from outside. */
async function newPasskeyWallet(page: Page, { ether = '1', dusd = '0' } = {}) {
  const authenticator = await addVirtualAuthenticator(page)
  const frame = await mountPasskeyHost(page)
  const address = await connectPasskey(frame, 'Create a passkey wallet')
  const funder = signer((await freshAccount()).privateKey)
  if (ether !== '0') await (await funder.sendTransaction({ to: address, value: parseEther(ether) })).wait()
  if (dusd !== '0') await payDusd(address, dusd)
  // The visitor sees the funds arrive before sending any.
  await expect(balanceAmount(frame)).toHaveAttribute('title', `${ether} ETH`)
  if (dusd !== '0') await expect(balanceAmount(frame, DUSD)).toHaveAttribute('title', `${dusd} dUSD`)
  return { authenticator, frame, address }
}

/** The host page strips the iframe's allow= (as an old loader, or a page embedding the widget by hand, would): no WebAuthn in the iframe. */
async function withoutWebAuthnDelegation(context: BrowserContext): Promise<void> {
  await context.addInitScript((hostOrigin) => {
    if (location.origin !== hostOrigin) return
    Object.defineProperty(HTMLIFrameElement.prototype, 'allow', { configurable: true, get: () => '', set: () => {} })
  }, PASSKEY_HOST_ORIGIN)
}

/** The visitor reads a host send's review (`read`: what the test checks in it), then confirms; resolves with the host's outcome of `send`. */
async function confirmSend(
  page: Page,
  frame: Frame,
  request: Record<string, unknown>,
  read: () => Promise<void> = async () => {},
) {
  await startSend(page, 'send', request)
  // A send refused before its review (the widget could not prepare it) says why at once.
  const refused = settled(page, 'send').then(
    (outcome) => outcome.error && `the send was refused before its review: ${JSON.stringify(outcome)}`,
  )
  const reviewed = expect(frame.getByTestId('review-amount'))
    .toContainText(String(request.amount), { timeout: 20_000 })
    .then(() => undefined)
  expect(await Promise.race([reviewed, refused])).toBeUndefined()
  await read()
  await clickConfirm(frame.getByTestId('confirm-send'))
  return settled(page, 'send')
}

test('create a passkey wallet: a counterfactual account that receives ETH and tokens sent from outside, and says its passkey is the only key', async ({
  page,
}) => {
  const { authenticator, frame, address } = await newPasskeyWallet(page, { ether: '0.5', dusd: '12.5' })
  expect(await authenticator.credentials()).toHaveLength(1)
  // Not deployed yet: its address is known before its first UserOperation.
  expect(await chain.getCode(address)).toBe('0x')
  await expect(balanceAmount(frame)).toHaveAttribute('title', '0.5 ETH')
  await expect(balanceAmount(frame, DUSD)).toHaveAttribute('title', '12.5 dUSD')
  await expect(frame.getByTestId('passkey-only-key')).toContainText('Your passkey is the only key to this wallet')
  // The last passkey is never offered for removal, and the panel says why.
  await expect(frame.getByTestId('passkey-remove')).toHaveCount(0)
  await expect(frame.getByTestId('passkey-remove-note')).toHaveText(
    "This is the wallet's only passkey: it cannot be removed, or no one could use the wallet.",
  )
  await expect(frame.getByTestId('passkey-sync')).toBeVisible()
  await expect(frame.getByTestId('account')).toContainText('Passkey wallet')
})

test('a token send is paid for by the paymaster (the account keeps its ETH), an ETH send pays its own gas', async ({
  page,
}) => {
  const { frame, address } = await newPasskeyWallet(page, { ether: '1', dusd: '50' })
  const recipient = Wallet.createRandom().address
  const ethBefore = await chain.getBalance(address)

  // The review says who pays: the operator's paymaster for a token send.
  const token = await confirmSend(page, frame, { token: DUSD, to: recipient, amount: '7.25' }, async () => {
    await expect(frame.getByTestId('review-fee')).toHaveText('paid by Walletport dev paymaster')
  })
  expect(token.error).toBeUndefined()
  expect(await tokenBalance(DUSD, recipient)).toBe(parseUnits('7.25', 6))
  // Deployed by this first operation, and the paymaster paid: not one wei of the account's ETH went.
  expect(await chain.getCode(address)).not.toBe('0x')
  expect(await chain.getBalance(address)).toBe(ethBefore)
  const tokenTx = await chain.getTransactionReceipt((token.value as { hash: string }).hash)
  expect(tokenTx?.status).toBe(1)

  // An ETH send is not sponsored: the review shows the account's own fee.
  const eth = await confirmSend(page, frame, { token: 'native', to: recipient, amount: '0.2' }, async () => {
    await expect(frame.getByTestId('review-fee')).toHaveText(/^≈ 0\.0\d+ ETH$/)
  })
  expect(eth.error).toBeUndefined()
  expect(await chain.getBalance(recipient)).toBe(parseEther('0.2'))
  const spent = ethBefore - (await chain.getBalance(address))
  // The account paid its own gas on top of the 0.2 ETH it sent.
  expect(spent).toBeGreaterThan(parseEther('0.2'))
  expect(spent).toBeLessThan(parseEther('0.21'))
})

test("Max of ETH leaves what the account's own fee needs: the review takes it, the send lands, the fee is paid from what was left", async ({
  page,
}) => {
  const { frame, address } = await newPasskeyWallet(page)
  const recipient = Wallet.createRandom().address
  await frame.getByRole('button', { name: 'Send', exact: true }).click()
  await frame.getByTestId('send-to').fill(recipient)
  const amount = frame.getByRole('textbox', { name: 'Amount', exact: true })
  await frame.getByRole('button', { name: 'Max' }).click()
  await expect(amount).not.toHaveValue('')
  const max = parseEther(await amount.inputValue())
  // Less than the balance by the operation's fee (twice over, as it may rise), far more than a plain transfer's gas.
  expect(max).toBeLessThan(parseEther('1') - 100_000n * 1_000_000_000n)
  expect(max).toBeGreaterThan(parseEther('0.8'))
  await frame.getByRole('button', { name: 'Review' }).click()
  await expect(frame.getByTestId('review-fee')).toHaveText(/^≈ 0\.\d+ ETH$/)
  await clickConfirm(frame.getByTestId('confirm-send'))
  await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'confirmed', { timeout: 30_000 })
  expect(await chain.getBalance(recipient)).toBe(max)
  const left = await chain.getBalance(address)
  expect(left).toBeGreaterThan(0n)
  expect(left).toBeLessThan(parseEther('1') - max)
})

test('a visitor holding only dUSD sends dUSD twice, each network fee paid in dUSD: the review shows its most and the approval for exactly that, nothing is charged above it, no allowance is left, ETH untouched', async ({
  page,
}) => {
  await addVirtualAuthenticator(page)
  const frame = await mountPasskeyHost(page, TOKEN_GAS_WIDGET_URL)
  const address = await connectPasskey(frame, 'Create a passkey wallet')
  await payDusd(address, '50')
  await expect(balanceAmount(frame, DUSD)).toHaveAttribute('title', '50 dUSD')
  const dusd = new Contract(DUSD, ['function allowance(address, address) view returns (uint256)'], chain)
  const recipient = Wallet.createRandom().address
  let held = parseUnits('50', 6)
  // The second operation is the one that failed before (postOp out of gas after the first left an allowance).
  for (const [round, amount] of [
    [1, '10'],
    [2, '5'],
  ] as const) {
    if (round > 1) await frame.getByRole('button', { name: 'Done' }).click()
    await frame.getByRole('button', { name: 'Send', exact: true }).click()
    await frame.getByTestId('send-token').selectOption(DUSD)
    await frame.getByTestId('send-to').fill(recipient)
    await frame.getByRole('textbox', { name: 'Amount', exact: true }).fill(amount)
    await frame.getByRole('button', { name: 'Review' }).click()
    const fee = frame.getByTestId('review-fee')
    await expect(fee).toHaveText(/^at most [\d.]+ dUSD, paid in dUSD$/, { timeout: 20_000 })
    const shown = /at most ([\d.]+) dUSD/.exec((await fee.textContent())!)![1]!
    // The operation first approves the paymaster for exactly that most, and says so.
    await expect(frame.getByTestId('review-fee-approval')).toContainText(
      `lets the fee paymaster ${TOKEN_PAYMASTER.address} take at most ${shown} dUSD, for this fee only`,
    )
    await clickConfirm(frame.getByTestId('confirm-send'))
    await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'confirmed', { timeout: 30_000 })
    const left = await tokenBalance(DUSD, address)
    const paid = held - parseUnits(amount, 6) - left
    held = left
    // Read back on the chain: a fee was taken in dUSD, never above the most shown, and no allowance outlives it.
    expect(paid, `send ${round}: the fee taken`).toBeGreaterThan(0n)
    expect(paid, `send ${round}: the fee taken`).toBeLessThanOrEqual(parseUnits(shown, 6))
    expect(await dusd.getFunction('allowance')(address, TOKEN_PAYMASTER.address), `send ${round}`).toBe(0n)
  }
  expect(await tokenBalance(DUSD, recipient)).toBe(parseUnits('15', 6))
  expect(await chain.getBalance(address)).toBe(0n)
})

test('a host signIn, and wallet_connect with signInWithEthereum, are verified by walletport/server with a client, before and after the account is deployed', async ({
  page,
}) => {
  const { frame, address } = await newPasskeyWallet(page)
  const client = createPublicClient({ chain: foundry, transport: http(ANVIL_RPC_URL) })
  const signIn = async () => {
    await startCall(page, 'signIn', 'signIn', {
      nonce: `n${Date.now()}abcdef`,
      statement: 'Sign in to the passkey test.',
    })
    await expect(frame.getByTestId('approval')).toContainText('Sign in to the passkey test.')
    await clickConfirm(frame.getByTestId('confirm-approval'))
    const { value, error } = await settled(page, 'signIn')
    expect(error).toBeUndefined()
    return value as { message: string; signature: `0x${string}` }
  }
  // ERC-7846 as a dapp sends it: the widget writes the message, as signIn does, and answers the account with it.
  const connectAndSignIn = async () => {
    await page.evaluate((nonce) => {
      const w = window as unknown as {
        handle: { provider: { request: (args: unknown) => Promise<unknown> } }
        calls: Record<string, unknown>
      }
      w.calls ??= {}
      w.calls.connect = { pending: true }
      w.handle.provider
        .request({
          method: 'wallet_connect',
          params: [{ version: '1', capabilities: { signInWithEthereum: { nonce, chainId: '0x7a69' } } }],
        })
        .then(
          (value) => (w.calls.connect = { value }),
          (error: { code: string }) => (w.calls.connect = { error: { code: error.code } }),
        )
    }, `n${Date.now()}abcdef`)
    await expect(frame.getByTestId('approval')).toContainText(`Signs you in to${new URL(PASSKEY_HOST_ORIGIN).host}`)
    await clickConfirm(frame.getByTestId('confirm-approval'))
    const { value, error } = await settled(page, 'connect')
    expect(error).toBeUndefined()
    type SignedIn = { signInWithEthereum: { message: string; signature: `0x${string}` } }
    const [account] = (value as { accounts: { address: string; capabilities: SignedIn }[] }).accounts
    expect(account!.address).toBe(address)
    return account!.capabilities.signInWithEthereum
  }
  const domain = new URL(PASSKEY_HOST_ORIGIN).host
  // Undeployed: an ERC-6492 signature, which viem's verification deploys in a simulation.
  const connected = await connectAndSignIn()
  expect(
    await verifySignIn({ ...connected, domain, nonce: /\nNonce: (\S+)\n/.exec(connected.message)![1]!, client }),
  ).toEqual({ address, chainId: 31337 })
  const before = await signIn()
  expect(await chain.getCode(address)).toBe('0x')
  const nonceOf = (message: string) => /\nNonce: (\S+)\n/.exec(message)![1]!
  await expect(
    verifySignIn({ message: before.message, signature: before.signature, domain, nonce: nonceOf(before.message) }),
  ).rejects.toThrow(/signature/)
  expect(
    await verifySignIn({
      message: before.message,
      signature: before.signature,
      domain,
      nonce: nonceOf(before.message),
      client,
    }),
  ).toEqual({ address, chainId: 31337 })

  // Deployed (a first send), then signed again: a plain ERC-1271 signature.
  await confirmSend(page, frame, { token: 'native', to: Wallet.createRandom().address, amount: '0.01' })
  expect(await chain.getCode(address)).not.toBe('0x')
  for (const after of [await signIn(), await connectAndSignIn()])
    expect(
      await verifySignIn({
        message: after.message,
        signature: after.signature,
        domain,
        nonce: nonceOf(after.message),
        client,
      }),
    ).toEqual({ address, chainId: 31337 })
})

test('typed data signed by the passkey wallet, its declared domain field included, verifies as the account (ERC-6492 before deployment) and for no other', async ({
  page,
}) => {
  const { frame, address } = await newPasskeyWallet(page)
  const client = createPublicClient({ chain: foundry, transport: http(ANVIL_RPC_URL) })
  // The shop's domain has a field of its own, declared: the review shows it, and it must be signed too.
  const typed = {
    types: {
      EIP712Domain: [...DOMAIN_FIELDS.slice(0, 3), { name: 'branch', type: 'string' }],
      Order: [
        { name: 'item', type: 'string' },
        { name: 'price', type: 'uint256' },
      ],
    },
    primaryType: 'Order' as const,
    domain: { name: 'Passkey shop', version: '1', chainId: 31337, branch: 'Lisbon' },
    message: { item: 'coffee', price: 3n },
  }
  const standardOnly = {
    ...typed,
    types: { Order: typed.types.Order },
    domain: { name: 'Passkey shop', version: '1', chainId: 31337 },
  }
  await page.evaluate(
    ([from, data]) => {
      const w = window as unknown as { typed: Promise<unknown> }
      w.typed = window.handle.provider.request({ method: 'eth_signTypedData_v4', params: [from, data] })
    },
    [address, JSON.stringify({ ...typed, message: { item: 'coffee', price: '3' } })] as const,
  )
  await expect(frame.getByTestId('typed-message')).toContainText('coffee')
  await clickConfirm(frame.getByTestId('confirm-approval'))
  const signature = (await page.evaluate(
    () => (window as unknown as { typed: Promise<string> }).typed,
  )) as `0x${string}`
  expect(await chain.getCode(address)).toBe('0x')
  expect(
    await client.verifyTypedData({
      address: address as `0x${string}`,
      signature,
      ...(typed as never as typeof standardOnly),
    }),
  ).toBe(true)
  expect(await client.verifyTypedData({ address: address as `0x${string}`, signature, ...standardOnly })).toBe(false)
  expect(
    await client.verifyTypedData({
      address: address as `0x${string}`,
      signature,
      ...(typed as never as typeof standardOnly),
      message: { item: 'coffee', price: 4n },
    }),
  ).toBe(false)
  expect(
    await client.verifyTypedData({
      address: Wallet.createRandom().address as `0x${string}`,
      signature,
      ...(typed as never as typeof standardOnly),
    }),
  ).toBe(false)
})

test('a wallet_sendCalls batch lands atomically in one UserOperation carrying its builder codes, and capabilities say so', async ({
  page,
}) => {
  const { frame, address } = await newPasskeyWallet(page, { ether: '1', dusd: '20' })
  const recipient = Wallet.createRandom().address
  const transfer = `0xa9059cbb${recipient.slice(2).toLowerCase().padStart(64, '0')}${(3n * 10n ** 6n).toString(16).padStart(64, '0')}`
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
  // ERC-8021 schema 0 of the code "shopapp": for an ERC-4337 account, at the end of the operation's callData.
  const suffix = `0x${Buffer.from('shopapp').toString('hex')}0700${'8021'.repeat(8)}`
  await page.evaluate(
    ([to, token, data, dataSuffix]) => {
      const w = window as unknown as { batch: Promise<unknown> }
      w.batch = window.handle.provider.request({
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: '0x7a69',
            atomicRequired: true,
            calls: [
              { to, value: '0x2386f26fc10000' },
              { to: token, data },
            ],
            capabilities: { dataSuffix: { value: dataSuffix } },
          },
        ],
      })
    },
    [recipient, DUSD, transfer, suffix] as const,
  )
  await expect(frame.getByTestId('batch-call')).toHaveCount(2)
  await expect(frame.getByTestId('batch-count')).toContainText('all or nothing')
  await expect(frame.getByTestId('batch-builder-codes')).toHaveText('shopapp')
  await clickConfirm(frame.getByTestId('confirm-approval'))
  const { id } = await page.evaluate(() => (window as unknown as { batch: Promise<{ id: string }> }).batch)
  const status = (await page.evaluate(
    (batch) => window.handle.provider.request({ method: 'wallet_getCallsStatus', params: [batch] }),
    id,
  )) as {
    status: number
    atomic: boolean
    receipts: { transactionHash: string }[]
  }
  expect(status).toMatchObject({ status: 200, atomic: true })
  expect(status.receipts).toHaveLength(1)
  // The bundle, read by ethers: the one operation's callData (the account's execute of both calls) ends with the codes.
  const bundle = (await chain.getTransaction(status.receipts[0]!.transactionHash))!
  const [operations] = HANDLE_OPS.decodeFunctionData('handleOps', bundle.data)
  expect((operations as { callData: string }[]).map((op) => op.callData.endsWith(suffix.slice(2)))).toEqual([true])
  expect(await chain.getBalance(recipient)).toBe(parseEther('0.01'))
  expect(await tokenBalance(DUSD, recipient)).toBe(parseUnits('3', 6))
})

test('after a reload, "Use my passkey" restores the same account', async ({ page }) => {
  const { frame, address } = await newPasskeyWallet(page)
  await frame.getByRole('button', { name: 'Disconnect' }).click()
  await page.reload()
  const again = await mountPasskeyHost(page)
  expect(await connectPasskey(again, 'Use my passkey')).toBe(address)
})

test('a cancelled passkey prompt ends as USER_REJECTED with nothing sent', async ({ page }) => {
  const { authenticator, frame, address } = await newPasskeyWallet(page)
  const recipient = Wallet.createRandom().address
  await authenticator.refuse()
  const outcome = await confirmSend(page, frame, { token: 'native', to: recipient, amount: '0.1' })
  expect(outcome.error?.code).toBe('USER_REJECTED')
  expect(await chain.getBalance(recipient)).toBe(0n)
  expect(await chain.getCode(address)).toBe('0x')
  // The host was told: the review ends on a final screen that says so, nothing of it left confirmable.
  await expect(frame.getByTestId('send-status')).toContainText('rejected')
  await expect(frame.getByTestId('confirm-send')).toHaveCount(0)
})

test('the bundler down: the send is refused with a clear error before anything is signed, and nothing is sent', async ({
  page,
}) => {
  const authenticator = await addVirtualAuthenticator(page)
  const frame = await mountPasskeyHost(page, BUNDLER_DOWN_WIDGET_URL)
  const address = await connectPasskey(frame, 'Create a passkey wallet')
  await (
    await signer((await freshAccount()).privateKey).sendTransaction({ to: address, value: parseEther('1') })
  ).wait()
  await expect(balanceAmount(frame)).toHaveAttribute('title', '1 ETH')
  const recipient = Wallet.createRandom().address
  // The review needs the bundler's gas estimate: without it, the host hears why at once.
  await startSend(page, 'send', { token: 'native', to: recipient, amount: '0.1' })
  const { error, errorMessage } = await settled(page, 'send')
  expect(error?.code).toBe('WALLET_ERROR')
  // The bundler's address can carry the operator's API key: the host is told which service failed, not its URL.
  const bundlerHost = new URL(UNANSWERED_BUNDLER_ORIGIN).host
  const sentence = `The passkey wallet's bundler (${bundlerHost}) did not answer: nothing was sent. Try again in a moment.`
  expect(errorMessage).toBe(sentence)
  expect(errorMessage).not.toContain(UNANSWERED_BUNDLER_ORIGIN)
  await expect(frame.getByTestId('confirm-send')).toHaveCount(0)
  // The visitor's own send: the form says which service failed and what to do, in a sentence, no raw answer.
  await frame.getByRole('button', { name: 'Send', exact: true }).click()
  await frame.getByTestId('send-to').fill(recipient)
  await frame.getByRole('textbox', { name: 'Amount', exact: true }).fill('0.1')
  await frame.getByRole('button', { name: 'Review' }).click()
  await expect(frame.getByTestId('send-notice')).toHaveText(sentence)
  await expect(frame.locator('body')).not.toContainText(/HTTP request failed|fetch failed|Details:|URL:|viem@/)
  await expect(frame.getByTestId('confirm-send')).toHaveCount(0)
  expect(await authenticator.credentials()).toHaveLength(1)
  expect(await chain.getBalance(recipient)).toBe(0n)
})

test('a wallet holding only tokens sends them, the paymaster paying: the preview shows the transfer, no failure for want of ETH', async ({
  page,
}) => {
  const { frame, address } = await newPasskeyWallet(page, { ether: '0', dusd: '10' })
  const recipient = Wallet.createRandom().address
  const sent = await confirmSend(page, frame, { token: DUSD, to: recipient, amount: '4' }, async () => {
    await expect(frame.getByTestId('review-fee')).toHaveText('paid by Walletport dev paymaster')
    await expect(frame.getByTestId('simulation')).toHaveAttribute('data-status', 'success')
    await expect(frame.getByTestId('balance-change')).toHaveText(/−4 dUSD|-4 dUSD/)
    await expect(frame.getByTestId('review-warnings')).toHaveCount(0)
  })
  expect(sent.error).toBeUndefined()
  expect(await tokenBalance(DUSD, recipient)).toBe(parseUnits('4', 6))
  expect(await chain.getBalance(address)).toBe(0n)
})

test('the passkey is asked only after the guarded Confirm: a review the host opens signs nothing', async ({ page }) => {
  const { authenticator, frame } = await newPasskeyWallet(page)
  const signCount = async () => (await authenticator.credentials())[0]!.signCount
  const before = await signCount()
  await startSend(page, 'send', { token: 'native', to: Wallet.createRandom().address, amount: '0.05' })
  await expect(frame.getByTestId('review-fee')).toBeVisible()
  // The host page, as a hostile one would, tries the passkey itself: the relying party is the widget's, so the browser refuses.
  const hostTry = await page.evaluate(async (rpId) => {
    try {
      await navigator.credentials.get({
        publicKey: { rpId, challenge: new Uint8Array(32), userVerification: 'required' },
      })
      return 'signed'
    } catch (error) {
      return (error as Error).name
    }
  }, new URL(WIDGET_NAMED_URL).hostname)
  expect(hostTry).toBe('SecurityError')
  expect(await signCount()).toBe(before)
  await clickConfirm(frame.getByTestId('confirm-send'))
  expect((await settled(page, 'send')).error).toBeUndefined()
  expect(await signCount()).toBe(before + 1)
})

test('a second passkey owns the wallet too: with the first one lost and this browser forgetting both, "Use my passkey" finds the account and sends', async ({
  page,
}) => {
  const { authenticator, frame, address } = await newPasskeyWallet(page, { ether: '0', dusd: '10' })
  const [first] = await authenticator.credentials()
  await expect(frame.getByTestId('passkey-only-key')).toContainText('only key')
  await frame.getByTestId('passkey-add').click()
  // Adding an owner is a reviewed request of the wallet's own, which says what it does.
  await expect(frame.getByTestId('review-add-signer')).toHaveText(
    'Adds a new passkey as an owner of this wallet: it can use the wallet as fully as yours',
  )
  await clickConfirm(frame.getByTestId('confirm-approval'))
  await expect(frame.getByTestId('passkey-add-status')).toHaveText(
    'Done: the second passkey is now an owner of this wallet.',
    { timeout: 20_000 },
  )
  await expect(frame.getByTestId('passkey-only-key')).toContainText('2 passkeys own this wallet')
  expect(await authenticator.credentials()).toHaveLength(2)
  // Two owners: the other one can be removed, the one in use cannot (the panel says why).
  await expect(frame.getByTestId('passkey-owner')).toHaveCount(2)
  await expect(frame.getByTestId('passkey-remove')).toHaveCount(1)
  await expect(frame.getByTestId('passkey-remove-note')).toHaveText(
    'To remove the passkey you are using, open the wallet with another one.',
  )

  // The first device is lost, and this browser's record of both passkeys is gone.
  await authenticator.lose(first!.credentialId)
  await frame.evaluate(() => localStorage.clear())
  await page.reload()
  const again = await mountPasskeyHost(page)
  expect(await connectPasskey(again, 'Use my passkey')).toBe(address)
  const recipient = Wallet.createRandom().address
  // The account holds no ETH: the paymaster pays, and the preview shows the transfer, not a failure for want of gas money.
  const sent = await confirmSend(page, again, { token: DUSD, to: recipient, amount: '4' }, async () => {
    await expect(again.getByTestId('review-fee')).toHaveText('paid by Walletport dev paymaster')
    await expect(again.getByTestId('simulation')).toHaveAttribute('data-status', 'success')
    await expect(again.getByTestId('balance-change')).toHaveText(/−4 dUSD|-4 dUSD/)
    await expect(again.getByTestId('review-warnings')).toHaveCount(0)
  })
  expect(sent.error).toBeUndefined()
  expect(await tokenBalance(DUSD, recipient)).toBe(parseUnits('4', 6))
})

test('a host that does not delegate WebAuthn to the iframe: the passkey window creates the wallet, the secure window asks for the passkey under the review, and the wallet works', async ({
  context,
  page,
}) => {
  await withoutWebAuthnDelegation(context)
  const frame = await mountPasskeyHost(page)
  expect(
    await frame.evaluate(() =>
      (document as unknown as { featurePolicy: { allowsFeature(f: string): boolean } }).featurePolicy.allowsFeature(
        'publickey-credentials-create',
      ),
    ),
  ).toBe(false)

  const opened = context.waitForEvent('page')
  await chooseWallet(frame, 'Create a passkey wallet')
  const createWindow = await opened
  await expect(createWindow).toHaveURL(`${WIDGET_NAMED_URL}window.html#passkey-ceremony`)
  const platform = await addVirtualAuthenticator(createWindow)
  await expect(createWindow.getByTestId('passkey-window')).toContainText('Create your passkey wallet')
  await expect(createWindow.getByTestId('passkey-window')).toContainText(
    `The wallet cannot ask for your passkey inside the page of ${PASSKEY_HOST_ORIGIN}`,
  )
  // The passkey window is axe clean, in the light theme here and the dark one below (docs/accessibility.md).
  expect(await seriousViolations(createWindow)).toEqual([])
  await clickAndExpectClose(createWindow.getByTestId('passkey-window-continue'))
  const address = frame.getByTestId('account-address')
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  expect(platform.created).toHaveLength(1)

  await payDusd((await address.textContent())!, '10')
  await expect(balanceAmount(frame, DUSD)).toHaveAttribute('title', '10 dUSD')
  const recipient = Wallet.createRandom().address
  await startSend(page, 'send', { token: DUSD, to: recipient, amount: '2' })
  await expect(frame.getByTestId('review-amount')).toContainText('2')
  // The review's button opens the secure window; the passkey is asked there (the same platform authenticator).
  const [signWindow] = await Promise.all([
    context.waitForEvent('page'),
    clickConfirm(frame.getByTestId('confirm-send')),
  ])
  await addVirtualAuthenticator(signWindow, { holding: platform.created })
  // The secure window, showing the whole review; the passkey is asked there, after its Confirm.
  await expect(signWindow).toHaveURL(`${WIDGET_NAMED_URL}window.html#secure-confirm`)
  await expect(signWindow.getByTestId('secure-review')).toContainText(recipient)
  await confirmSecureWindow(signWindow)
  expect((await settled(page, 'send')).error).toBeUndefined()
  expect(await tokenBalance(DUSD, recipient)).toBe(parseUnits('2', 6))
})

test("closing the passkey window is a cancelled prompt: nothing is created; the window wears the widget's theme", async ({
  context,
  page,
}) => {
  await withoutWebAuthnDelegation(context)
  const frame = await mountPasskeyHost(page, WIDGET_NAMED_URL, { theme: 'dark' })
  const opened = context.waitForEvent('page')
  await chooseWallet(frame, 'Create a passkey wallet')
  const createWindow = await opened
  await expect(createWindow.getByTestId('passkey-window')).toBeVisible()
  await expect(createWindow.locator('.frame')).toHaveCSS('background-color', 'rgb(20, 23, 31)')
  expect(await seriousViolations(createWindow)).toEqual([])
  await createWindow.close()
  await expect(frame.getByRole('alert')).toContainText(/declined|rejected|cancel/i)
  await expect(frame.getByTestId('account-address')).toHaveCount(0)
})

test('a host page that opens the passkey window itself can neither start a ceremony in it nor hear from it', async ({
  context,
  page,
}) => {
  await page.goto(`${PASSKEY_HOST_ORIGIN}/blank.html`)
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate((url) => {
      const w = window as unknown as { heard: number; passkeyWindow: Window | null }
      w.heard = 0
      addEventListener('message', () => w.heard++)
      w.passkeyWindow = window.open(url, '_blank', 'popup')
    }, `${WIDGET_NAMED_URL}#passkey-ceremony`),
  ])
  const authenticator = await addVirtualAuthenticator(popup)
  await expect(popup.getByText('Waiting for the wallet…')).toBeVisible()
  // The host posts a ceremony of its choosing, to every origin: the window listens to its widget-origin opener only.
  await page.evaluate(() => {
    const w = window as unknown as { passkeyWindow: Window }
    const request = {
      kind: 'create',
      purpose: 'create',
      hostOrigin: 'https://trusted.example',
      locale: 'en',
      options: { publicKey: {} },
    }
    w.passkeyWindow.postMessage({ type: 'ceremony', request }, '*')
  })
  await page.waitForTimeout(1000) // time for a message the window would act on; there is no event to wait for when it rightly does nothing
  await expect(popup.getByTestId('passkey-window')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { heard: number }).heard)).toBe(0)
  expect(authenticator.created).toHaveLength(0)
})

test("a host cannot make the passkey wallet call itself: an addSigner of the attacker's key, alone or in a batch, is refused before any review", async ({
  page,
}) => {
  const { frame, address } = await newPasskeyWallet(page, { ether: '0.1' })
  const attacker = Wallet.createRandom().address
  // The attacker as an ERC-7913 signer: a plain address is one (its ECDSA signatures would then own the account).
  const addSigner = encodeFunctionData({
    abi: parseAbi(['function addSigner(bytes signer)']),
    functionName: 'addSigner',
    args: [attacker as `0x${string}`],
  })
  const outcomes = await page.evaluate(
    async ([account, data]) => {
      const p = window.handle.provider
      const code = (promise: Promise<unknown>) =>
        promise.then(
          () => 'sent',
          (e: { code: number }) => e.code,
        )
      return {
        single: await code(
          p.request({ method: 'eth_sendTransaction', params: [{ from: account, to: account, data }] }),
        ),
        batch: await code(
          p.request({
            method: 'wallet_sendCalls',
            params: [
              {
                version: '2.0.0',
                chainId: '0x7a69',
                atomicRequired: true,
                calls: [
                  { to: '0x000000000000000000000000000000000000dEaD', value: '0x1' },
                  { to: account, data },
                ],
              },
            ],
          }),
        ),
      }
    },
    [address, addSigner] as const,
  )
  expect(outcomes).toEqual({ single: -32602, batch: -32602 })
  await expect(frame.getByTestId('confirm-approval')).toHaveCount(0)
  const isSigner = parseAbi(['function isSigner(bytes signer) view returns (bool)'])
  const client = createPublicClient({ chain: foundry, transport: http(ANVIL_RPC_URL) })
  // Not deployed, and so certainly not owned by the attacker.
  expect(await chain.getCode(address)).toBe('0x')
  await expect(
    client.readContract({
      address: address as `0x${string}`,
      abi: isSigner,
      functionName: 'isSigner',
      args: [attacker as `0x${string}`],
    }),
  ).rejects.toThrow()
})

test("a host cannot move the passkey account's EntryPoint deposit: withdrawTo the attacker, alone or in a batch, is refused and the deposit stays", async ({
  page,
}) => {
  const { frame, address } = await newPasskeyWallet(page, { ether: '0.1' })
  const attacker = Wallet.createRandom().address
  const entryPoint = new Contract(
    PASSKEY_STACK.entryPoint,
    ['function depositTo(address) payable', 'function balanceOf(address) view returns (uint256)'],
    chain,
  )
  // Someone (here a friend, by ethers) tops up the account's deposit, which pays its fees.
  const friend = signer((await freshAccount()).privateKey)
  await (
    await (entryPoint.connect(friend) as Contract).getFunction('depositTo')(address, { value: parseEther('0.05') })
  ).wait()
  const deposit: bigint = await entryPoint.getFunction('balanceOf')(address)
  expect(deposit).toBe(parseEther('0.05'))
  const withdrawTo = encodeFunctionData({
    abi: parseAbi(['function withdrawTo(address,uint256)']),
    functionName: 'withdrawTo',
    args: [attacker as `0x${string}`, deposit],
  })
  const outcomes = await page.evaluate(
    async ([account, entry, data]) => {
      const p = window.handle.provider
      const code = (promise: Promise<unknown>) =>
        promise.then(
          () => 'sent',
          (e: { code: number; message: string }) => `${e.code}: ${e.message}`,
        )
      return {
        single: await code(p.request({ method: 'eth_sendTransaction', params: [{ from: account, to: entry, data }] })),
        batch: await code(
          p.request({
            method: 'wallet_sendCalls',
            params: [
              {
                version: '2.0.0',
                chainId: '0x7a69',
                atomicRequired: true,
                calls: [
                  { to: '0x000000000000000000000000000000000000dEaD', value: '0x1' },
                  { to: entry, data },
                ],
              },
            ],
          }),
        ),
      }
    },
    [address, PASSKEY_STACK.entryPoint, withdrawTo] as const,
  )
  expect(outcomes.single).toMatch(/^-32602: a site cannot make .* call the EntryPoint/)
  expect(outcomes.batch).toMatch(/^-32602: /)
  await expect(frame.getByTestId('confirm-approval')).toHaveCount(0)
  expect(await entryPoint.getFunction('balanceOf')(address)).toBe(deposit)
  expect(await chain.getBalance(attacker)).toBe(0n)
})

test("Activity lists the passkey wallet's sends (UserOperations in bundles) and a transfer from outside", async ({
  page,
}) => {
  const { frame, address } = await newPasskeyWallet(page, { ether: '1' })
  const friend = Wallet.createRandom().address
  const sent = await confirmSend(page, frame, { token: 'native', to: friend, amount: '0.2' })
  const sentHash = (sent.value as { hash: string }).hash
  await frame.getByRole('button', { name: 'Done' }).click()
  const receivedHash = await payDusd(address, '3')
  await frame.getByRole('button', { name: 'Activity' }).click()
  const row = frame.locator(`[data-testid="activity-row"][data-hash="${sentHash}"]`)
  await expect(row).toHaveAttribute('data-direction', 'out')
  await expect(row).toHaveAttribute('data-status', 'confirmed')
  await expect(row).toContainText('Sent 0.2 ETH to')
  await expect(row.getByTestId('activity-counterparty')).toHaveAttribute('title', friend)
  await expect(frame.locator(`[data-testid="activity-row"][data-hash="${receivedHash}"]`)).toContainText(
    'Received 3 dUSD from',
  )
})

test('a contract that pays only when its caller is the transaction origin is previewed as the bundler will run the operation: no reward shown, none paid', async ({
  page,
}) => {
  // Last in this file, with 5 ETH: each UserOperation of the file raises the chain's suggested tip (the
  // compounding fees of issue 32), and a later 1 ETH account cannot prefund its operation any more.
  const { frame, address } = await newPasskeyWallet(page, { ether: '5' })
  // A first send deploys the account: from then on the preview runs the EntryPoint's call into it.
  await confirmSend(page, frame, { token: 'native', to: Wallet.createRandom().address, amount: '0.01' })
  await frame.getByRole('button', { name: 'Done' }).click()
  const deployer = signer((await freshAccount()).privateKey)
  const reward = await deployArtifact('WatchedReward', deployer, [4, (await chain.getBlock('latest'))!.miner])
  const rewardAddress = await reward.getAddress()
  await (await deployer.sendTransaction({ to: rewardAddress, value: parseEther('2') })).wait()

  await page.evaluate(
    ([from, to]) => {
      const w = window as unknown as { claim: Promise<unknown> }
      w.claim = window.handle.provider.request({
        method: 'eth_sendTransaction',
        params: [{ from, to, value: '0x2386f26fc10000', data: '0x4e71d92d' }],
      })
    },
    [address, rewardAddress] as const,
  )
  await expect(frame.getByTestId('simulation')).toHaveAttribute('data-status', 'success')
  // Run as the account's own transaction, the preview would show the 1 ETH reward (origin == caller); as the operation runs, there is none.
  expect(await frame.getByTestId('balance-change').allTextContents()).toEqual(['−0.01 ETH'])
  await clickConfirm(frame.getByTestId('confirm-approval'))
  const hash = (await page.evaluate(() => (window as unknown as { claim: Promise<string> }).claim)) as string
  await chain.waitForTransaction(hash)
  expect(await chain.getBalance(rewardAddress)).toBe(parseEther('2.01'))
})
