import type * as PenpalModule from 'penpal'
import { expect, test, type Frame, type Page } from '@playwright/test'
import { Contract, Interface, Wallet, parseEther, parseUnits, verifyMessage, verifyTypedData } from 'ethers'
import {
  deployArtifact,
  deployDemoTokens,
  freshAccount,
  provider as chain,
  signer,
  tokenBalance,
} from '../../harness/chain'
import { PERMIT2, permit2Single } from '../fixtures/permit2'
import { TestWallet } from '../../harness/testWallet'
import {
  builtReview,
  clickConfirm,
  mountConnected,
  PENPAL_SOURCE,
  recordHostEvents,
  sendEvents,
  settled,
  startSend,
} from './support/hostPage'
import { HOST_ORIGIN, WIDGET_ORIGIN, WIDGET_URL } from './support/origins'

/**
 * The review tells the truth: attacks of a hostile host page through `handle.provider`, each run
 * from a real host page against the real widget on anvil, with the chain read back through ethers.
 * Every test signs with a fresh account, so balances are exact.
 */

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ERC20 = new Interface([
  'function transfer(address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
])
const DECEPTIVE = new Interface([
  'function transfer(address, uint256)',
  'function claim(address token)',
  'function claimUnlessSimulated(address token)',
])
const ERC721 = new Interface([
  'function transferFrom(address from, address to, uint256 id)',
  'function ownerOf(uint256 id) view returns (address)',
])

test.beforeEach(async ({ context }) => {
  await recordHostEvents(context)
})

/** Starts `handle.provider.request` as the host page's dapp would, without waiting for it. */
async function providerCall(page: Page, key: string, method: string, params: unknown): Promise<void> {
  await page.evaluate(
    ([k, m, p]) => {
      const w = window as unknown as { calls: Record<string, unknown> }
      w.calls ??= {}
      w.calls[k] = { pending: true }
      window.handle.provider.request({ method: m, params: p }).then(
        (value) => (w.calls[k] = { value }),
        (error: { code: number; name: string; message: string }) =>
          (w.calls[k] = { error: { code: error.code, name: error.name, message: error.message } }),
      )
    },
    [key, method, params] as const,
  )
}

/** Waits out the confirm delay and clicks the review's own Confirm. */
async function confirm(frame: Frame): Promise<void> {
  await builtReview(frame).scrollIntoViewIfNeeded()
  await clickConfirm(frame.getByTestId('confirm-approval'))
}

test('a hidden native value beside a decoded token transfer is shown, and the preview shows the real loss', async ({
  context,
  page,
}) => {
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const deceptive = await deployArtifact('DeceptiveAirdrop', signer(account.privateKey))
  const target = await deceptive.getAddress()
  const frame = await mountConnected(page, wallet)

  // The attack of the issue: calldata that reads "transfer 1 token", and 5 ETH in `value`.
  const data = DECEPTIVE.encodeFunctionData('transfer', [RECIPIENT, 1n])
  await providerCall(page, 'tx', 'eth_sendTransaction', [
    { from: wallet.address, to: target, value: '0x4563918244F40000', data },
  ])
  await expect(frame.getByTestId('review-value')).toHaveText('5 ETH')
  await expect(frame.getByTestId('review-action')).toContainText(`Send 1 base units to ${RECIPIENT}`)
  await expect(frame.getByTestId('review-contract')).toHaveText(target)
  const changes = frame.getByTestId('balance-change')
  await expect(changes).toHaveCount(1)
  await expect(changes.first()).toHaveText('−5 ETH')
  await expect(changes.first()).toHaveClass(/loss/)

  const before = await chain.getBalance(account.address)
  await confirm(frame)
  const { value: hash } = await settled(page, 'tx')
  const receipt = (await chain.waitForTransaction(hash as string))!
  // What was shown is what was sent: the contract kept exactly 5 ETH, the account paid it plus gas.
  expect(await chain.getBalance(target)).toBe(parseEther('5'))
  expect(before - (await chain.getBalance(account.address))).toBe(parseEther('5') + receipt.gasUsed * receipt.gasPrice)
})

test('value sent to a token that cannot take it: shown, and the simulated revert needs an acknowledgement', async ({
  context,
  page,
}) => {
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const [token] = await deployDemoTokens(signer(account.privateKey), 1, [account.address], parseUnits('100', 6))
  const frame = await mountConnected(page, wallet)

  await providerCall(page, 'tx', 'eth_sendTransaction', [
    { to: token, value: '0x4563918244F40000', data: ERC20.encodeFunctionData('transfer', [RECIPIENT, 1_000_000n]) },
  ])
  await expect(frame.getByTestId('review-value')).toHaveText('5 ETH')
  // Symbol and decimals of a token the widget does not list, read from the chain.
  await expect(frame.getByTestId('review-action')).toContainText(`Send 1 TT0 to ${RECIPIENT}`)
  await expect(frame.getByTestId('simulation-reverted')).toBeVisible()
  // The guard is satisfied (the review has been seen whole for the delay): only the acknowledgement is missing.
  await expect(frame.getByTestId('confirm-approval')).toHaveAttribute('data-guard', 'ready')
  await expect(frame.getByTestId('confirm-approval')).toBeDisabled()
  await frame.getByLabel('I understand, send anyway').check()
  await expect(frame.getByTestId('confirm-approval')).toBeEnabled()
  await frame.getByRole('button', { name: 'Reject' }).click()
  expect((await settled(page, 'tx')).error?.code).toBe(4001)
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(0)
})

test('"send anyway" after an acknowledged simulated revert sends, with an explicit gas limit, and the chain records what the review said', async ({
  context,
  page,
}) => {
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const [token] = await deployDemoTokens(signer(account.privateKey), 1, [account.address], parseUnits('100', 6))
  const frame = await mountConnected(page, wallet)

  // A transfer of more than the account holds (and, as a popular dapp would send it, `data: ""` on a plain payment is no data).
  await providerCall(page, 'tx', 'eth_sendTransaction', [
    { to: token, data: ERC20.encodeFunctionData('transfer', [RECIPIENT, parseUnits('500', 6)]) },
  ])
  await expect(frame.getByTestId('simulation-reverted')).toBeVisible()
  await frame.getByLabel('I understand, send anyway').check()
  await confirm(frame)
  const { value: hash, error } = await settled(page, 'tx')
  expect(error, 'the wallet was handed the transaction, not refused by its own estimate').toBeUndefined()
  const sent = wallet.requested('eth_sendTransaction')
  expect(sent).toHaveLength(1)
  expect((sent[0]!.params as [{ gas?: string }])[0].gas).toBe('0x1e8480')
  // It reverted on chain, as the review said it would; nothing moved.
  const receipt = (await chain.waitForTransaction(hash as string))!
  expect(receipt.status).toBe(0)
  expect(await tokenBalance(token!, account.address)).toBe(parseUnits('100', 6))

  await providerCall(page, 'plain', 'eth_sendTransaction', [{ to: RECIPIENT, value: '0x1', data: '' }])
  await expect(frame.getByTestId('review-value')).toBeVisible()
  await frame.getByRole('button', { name: 'Reject' }).click()
  expect((await settled(page, 'plain')).error?.code).toBe(4001)
})

/**
 * Contracts that pay a 1 ETH "reward" for a 0.01 ETH entry fee only when they think they are watched
 * (devchain/contracts/WatchedReward.sol). The preview runs as the transaction will (the next base fee,
 * the wallet's tip, the chain's fee recipient) and again under other conditions: each tell is either
 * previewed as it runs on chain or flagged in red, and the chain, read back, says which.
 */
/**
 * Confirms until the host's call settles: the preview runs again at Confirm, and a contract that moves with
 * the clock (a timestamp's parity) can do something else a second later; the review then shows that and asks
 * again, its acknowledgement unticked.
 */
async function confirmUntilSettled(page: Page, frame: Frame, key: string): Promise<void> {
  // Asked again is an acknowledgement unticked: the notice of an earlier round stays on screen, so waiting for it
  // would answer at once while the send is under way (where the box stays ticked and locked).
  const askedAgain = frame.getByRole('checkbox', { name: 'I understand, send anyway', checked: false })
  for (let tries = 0; tries < 8; tries++) {
    await confirm(frame)
    const next = await Promise.race([
      settled(page, key).then(() => 'settled' as const),
      askedAgain.waitFor().then(() => 'asked again' as const),
    ])
    if (next === 'settled') return
    await askedAgain.check()
  }
}

const TRUTHFUL = 'previewed as it runs on chain'
const FLAGGED = 'flagged in red, and Confirm needs the acknowledgement'
for (const [tell, name, expected] of [
  [0, 'a zero base fee', TRUTHFUL],
  [1, 'a zero tip', TRUTHFUL],
  [2, 'another fee recipient', FLAGGED],
  [3, 'an even timestamp', FLAGGED],
] as const) {
  test(`a contract that pays only when watched (${name}) is ${expected}`, async ({ context, page }) => {
    const account = await freshAccount()
    const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
    const deployer = signer(account.privateKey)
    const realCoinbase = (await chain.getBlock('latest'))!.miner
    const reward = await deployArtifact('WatchedReward', deployer, [tell, realCoinbase])
    const rewardAddress = await reward.getAddress()
    await (await deployer.sendTransaction({ to: rewardAddress, value: parseEther('2') })).wait()
    const frame = await mountConnected(page, wallet)

    await providerCall(page, 'claim', 'eth_sendTransaction', [
      { to: rewardAddress, value: '0x2386f26fc10000', data: '0x4e71d92d' },
    ])
    await expect(frame.getByTestId('simulation')).toHaveAttribute('data-status', /success|reverted/)
    const shown = await frame.getByTestId('balance-change').allTextContents()
    const flagged = await frame.getByTestId('behaves-differently').isVisible()
    if (expected === TRUTHFUL) {
      expect(flagged).toBe(false)
      expect(shown).toEqual(['−0.01 ETH'])
    } else {
      expect(flagged).toBe(true)
      await expect(frame.getByTestId('confirm-approval')).toBeDisabled()
      await frame.getByLabel('I understand, send anyway').check()
    }
    await confirmUntilSettled(page, frame, 'claim')
    const { value: hash } = await settled(page, 'claim')
    await chain.waitForTransaction(hash as string)
    const paid = (await chain.getBalance(rewardAddress)) < parseEther('2.01')
    // What the review showed unflagged is what the chain did: the entry fee kept, no reward. (Where it
    // was flagged, the visitor was told the preview could not be trusted; a timestamp's parity on chain
    // is the chain's to decide.)
    if (expected === TRUTHFUL) expect(paid).toBe(false)
  })
}

test('input is reviewed and forwarded as data; conflicting data, authorizationList and type 4 are refused', async ({
  context,
  page,
}) => {
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const [token] = await deployDemoTokens(signer(account.privateKey), 1, [account.address], parseUnits('100', 6))
  const frame = await mountConnected(page, wallet)
  const transfer = ERC20.encodeFunctionData('transfer', [RECIPIENT, 2_000_000n])

  for (const [key, tx] of [
    ['conflict', { to: token, data: transfer, input: ERC20.encodeFunctionData('transfer', [RECIPIENT, 1n]) }],
    ['7702', { to: token, data: transfer, authorizationList: [] }],
    ['type4', { to: token, data: transfer, type: '0x4' }],
    ['objectData', { to: token, data: { toString: 'x' } }],
  ] as const) {
    await providerCall(page, key, 'eth_sendTransaction', [tx])
    expect((await settled(page, key)).error?.code, key).toBe(-32602)
  }
  await expect(frame.getByTestId('approval')).toHaveCount(0)

  // `input` alone, with gas and nonce the review does not show: the wallet gets what was shown.
  await providerCall(page, 'tx', 'eth_sendTransaction', [
    { from: wallet.address, to: token, input: transfer, gas: '0x1', nonce: '0x99' },
  ])
  await expect(frame.getByTestId('review-action')).toContainText(`Send 2 TT0 to ${RECIPIENT}`)
  await expect(frame.getByTestId('review-value')).toHaveText('0 ETH')
  await confirm(frame)
  const { value: hash } = await settled(page, 'tx')
  expect((await chain.waitForTransaction(hash as string))!.status).toBe(1)
  expect(await tokenBalance(token!, RECIPIENT)).toBe(2_000_000n)
  const forwarded = wallet.requested('eth_sendTransaction')[0]!.params as Record<string, string>[]
  expect(Object.keys(forwarded[0]!).sort()).toEqual(['chainId', 'data', 'from', 'to', 'value'])
  expect(forwarded[0]!.data).toBe(transfer.toLowerCase())
})

test('a claim that pulls approved tokens shows the loss in its preview, and the chain agrees', async ({
  context,
  page,
}) => {
  const account = await freshAccount()
  const owner = signer(account.privateKey)
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const [token] = await deployDemoTokens(owner, 1, [account.address], parseUnits('250', 6))
  const attacker = await freshAccount()
  const deceptive = await deployArtifact('DeceptiveAirdrop', signer(attacker.privateKey))
  const drainer = await deceptive.getAddress()
  // An approval given earlier, somewhere else: the "claim" will use it.
  await (
    await owner.sendTransaction({ to: token!, data: ERC20.encodeFunctionData('approve', [drainer, 2n ** 256n - 1n]) })
  ).wait()
  const frame = await mountConnected(page, wallet)

  await providerCall(page, 'claim', 'eth_sendTransaction', [
    { to: drainer, data: DECEPTIVE.encodeFunctionData('claim', [token]) },
  ])
  await expect(frame.getByTestId('review-action')).toContainText('Contract call (function 0x1e83409a)')
  const change = frame.getByTestId('balance-change')
  await expect(change).toHaveCount(1)
  await expect(change.first()).toContainText('−250 TT0')
  await expect(change.first()).toContainText(token!)
  await confirm(frame)
  const { value: hash } = await settled(page, 'claim')
  expect((await chain.waitForTransaction(hash as string))!.status).toBe(1)
  expect(await tokenBalance(token!, account.address)).toBe(0n)
  expect(await tokenBalance(token!, attacker.address)).toBe(parseUnits('250', 6))
})

test('a contract that behaves only where the block has no base fee is previewed as it will run on chain', async ({
  context,
  page,
}) => {
  const account = await freshAccount()
  const owner = signer(account.privateKey)
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const [token] = await deployDemoTokens(owner, 1, [account.address], parseUnits('40', 6))
  const attacker = await freshAccount()
  const drainer = await (await deployArtifact('DeceptiveAirdrop', signer(attacker.privateKey))).getAddress()
  await (
    await owner.sendTransaction({ to: token!, data: ERC20.encodeFunctionData('approve', [drainer, 2n ** 256n - 1n]) })
  ).wait()
  const frame = await mountConnected(page, wallet)

  // A simulation with a zero base fee (what an unvalidated eth_simulateV1 runs) would see nothing move.
  await providerCall(page, 'claim', 'eth_sendTransaction', [
    { to: drainer, data: DECEPTIVE.encodeFunctionData('claimUnlessSimulated', [token]) },
  ])
  await expect(frame.getByTestId('balance-change')).toHaveCount(1)
  await expect(frame.getByTestId('balance-change').first()).toContainText('−40 TT0')
  await frame.getByRole('button', { name: 'Reject' }).click()
  expect((await settled(page, 'claim')).error?.code).toBe(4001)
  expect(await tokenBalance(token!, account.address)).toBe(parseUnits('40', 6))
})

test('an NFT leaving through transferFrom is named as an item in the action and in the preview', async ({
  context,
  page,
}) => {
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const collection = await deployArtifact('DemoCollectible', signer(account.privateKey), [account.address, 3])
  const address = await collection.getAddress()
  const attacker = await freshAccount(0n)
  const frame = await mountConnected(page, wallet)

  await providerCall(page, 'nft', 'eth_sendTransaction', [
    { to: address, data: ERC721.encodeFunctionData('transferFrom', [account.address, attacker.address, 2n]) },
  ])
  await expect(frame.getByTestId('review-action')).toContainText('item #2')
  await expect(frame.getByTestId('balance-change')).toHaveCount(1)
  await expect(frame.getByTestId('balance-change').first()).toContainText('−1 × item #2 DCOL')
  await expect(frame.getByTestId('balance-change').first()).toContainText(address)
  await confirm(frame)
  const { value: hash } = await settled(page, 'nft')
  expect((await chain.waitForTransaction(hash as string))!.status).toBe(1)
  expect(await new Contract(address, ERC721, chain).getFunction('ownerOf')(2n)).toBe(attacker.address)
})

test('a provider request the wallet never answers can be cancelled, and the next request is not BUSY', async ({
  context,
  page,
}) => {
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey, send: 'hang' })
  const frame = await mountConnected(page, wallet)
  await providerCall(page, 'stuck', 'eth_sendTransaction', [{ to: RECIPIENT, value: '0x1' }])
  await confirm(frame)
  await expect(frame.getByTestId('confirm-approval')).toHaveText('Confirm in your wallet…')
  await frame.getByRole('button', { name: 'Cancel' }).click()
  expect((await settled(page, 'stuck')).error?.code).toBe(4001)
  await providerCall(page, 'next', 'personal_sign', ['0x6869', wallet.address])
  await expect(frame.getByTestId('message-text')).toHaveText('hi')
  await frame.getByRole('button', { name: 'Reject' }).click()
  expect((await settled(page, 'next')).error?.code).toBe(4001)
})

test('a Permit2 PermitSingle padded with a long field still shows its spender, token and unlimited amount', async ({
  context,
  page,
}) => {
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const [token] = await deployDemoTokens(signer(account.privateKey), 1, [account.address], parseUnits('1', 6))
  const frame = await mountConnected(page, wallet)
  const spender = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
  const padding = 'lorem ipsum '.repeat(500)
  const typed = permit2Single({
    token: token!,
    spender,
    amount: 2n ** 160n - 1n,
    chainId: 31337,
    extra: { note: padding },
  })
  await providerCall(page, 'permit', 'eth_signTypedData_v4', [wallet.address, JSON.stringify(typed)])
  await expect(frame.getByTestId('permit')).toContainText('Permit2 allowance')
  await expect(frame.getByTestId('permit-spender')).toHaveText(spender)
  await expect(frame.getByTestId('permit-grant')).toContainText(`an unlimited amountTT0 ${token}`)
  await expect(frame.getByTestId('unlimited-approval')).toBeVisible()
  await expect(frame.getByTestId('typed-domain')).toContainText('31337')
  await expect(frame.getByTestId('typed-domain')).toContainText(PERMIT2)
  // Nothing cut: the padding is there in full, and so is the spender after it.
  expect(await frame.getByTestId('typed-message').textContent()).toContain(padding.trim())
  expect(await frame.getByTestId('typed-message').textContent()).toContain(spender)
  await confirm(frame)
  const { value: signature } = await settled(page, 'permit')
  expect(verifyTypedData(typed.domain, typed.types, typed.message, signature as string)).toBe(wallet.address)
})

test('typed data for another chain is refused before any review', async ({ context, page }) => {
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const frame = await mountConnected(page, wallet)
  const typed = {
    types: { Mail: [{ name: 'text', type: 'string' }] },
    primaryType: 'Mail',
    domain: { name: 'Mailer', chainId: 1 },
    message: { text: 'hi' },
  }
  await providerCall(page, 'mail', 'eth_signTypedData_v4', [wallet.address, typed])
  expect((await settled(page, 'mail')).error?.code).toBe(-32602)
  await expect(frame.getByTestId('approval')).toHaveCount(0)
  expect(wallet.requested('eth_signTypedData_v4')).toHaveLength(0)
})

test('personal_sign: a sign-in for another site warns in red, bytes that are not UTF-8 show as hex, a 32-byte hash warns', async ({
  context,
  page,
}) => {
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const frame = await mountConnected(page, wallet)

  const siwe = [
    'bank.example wants you to sign in with your Ethereum account:',
    wallet.address,
    '',
    'Sign in to your bank.',
    '',
    'URI: https://bank.example',
    'Version: 1',
    'Chain ID: 31337',
    'Nonce: abcdef123456',
    'Issued At: 2026-11-22T10:00:00.000Z',
  ].join('\n')
  await providerCall(page, 'siwe', 'personal_sign', [siwe, wallet.address])
  await expect(frame.getByTestId('message-warning-siweDomain')).toContainText('bank.example')
  await expect(frame.getByTestId('message-warning-siweDomain')).toContainText(new URL(HOST_ORIGIN).host)
  // Read field by field: the site it signs in to is the other one, in plain sight.
  await expect(frame.getByTestId('signin-site')).toHaveText('bank.example')
  await expect(frame.getByTestId('signin-statement')).toHaveText('Sign in to your bank.')
  await expect(frame.getByTestId('message-text')).toContainText('URI: https://bank.example')
  await frame.getByRole('button', { name: 'Reject' }).click()
  expect((await settled(page, 'siwe')).error?.code).toBe(4001)

  await providerCall(page, 'bytes', 'personal_sign', ['0xfffe414243', wallet.address])
  await expect(frame.getByTestId('message-hex')).toHaveText('0xfffe414243')
  await expect(frame.getByTestId('message-text')).toHaveCount(0)
  await frame.getByRole('button', { name: 'Reject' }).click()
  expect((await settled(page, 'bytes')).error?.code).toBe(4001)

  const spoof = `0x${Buffer.from('pay invoice_\u202Efdp.exe').toString('hex')}`
  await providerCall(page, 'bidi', 'personal_sign', [spoof, wallet.address])
  await expect(frame.getByTestId('message-text')).toHaveText('pay invoice_⟨U+202E⟩fdp.exe')
  await expect(frame.getByTestId('message-warning-invisibleCharacters')).toBeVisible()
  await confirm(frame)
  const { value: signature } = await settled(page, 'bidi')
  expect(verifyMessage(Buffer.from(spoof.slice(2), 'hex'), signature as string)).toBe(wallet.address)

  await providerCall(page, 'hash', 'personal_sign', [`0x${'ab'.repeat(32)}`, wallet.address])
  await expect(frame.getByTestId('message-warning-blindHash')).toBeVisible()
  await frame.getByRole('button', { name: 'Reject' }).click()
  expect((await settled(page, 'hash')).error?.code).toBe(4001)
})

test('objects where strings are expected get -32602 and leave the widget working', async ({ context, page }) => {
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const frame = await mountConnected(page, wallet)
  const mail = (patch: Record<string, unknown>) => ({
    types: { Mail: [{ name: 'text', type: 'string' }] },
    primaryType: 'Mail',
    domain: { name: 'Mailer', chainId: 31337 },
    message: { text: 'hi' },
    ...patch,
  })
  const hostile: [string, string, unknown][] = [
    ['txTo', 'eth_sendTransaction', [{ to: { length: 1 } }]],
    ['txValue', 'eth_sendTransaction', [{ to: RECIPIENT, value: { $$typeof: 1 } }]],
    ['txNotObject', 'eth_sendTransaction', ['0x1234']],
    ['msgObject', 'personal_sign', [{ text: 'hi' }, wallet.address]],
    ['msgOdd', 'personal_sign', ['0xabc', wallet.address]],
    ['domainName', 'eth_signTypedData_v4', [wallet.address, mail({ domain: { name: { a: 1 }, chainId: 31337 } })]],
    ['primaryType', 'eth_signTypedData_v4', [wallet.address, mail({ primaryType: { toString: 1 } })]],
    ['messageField', 'eth_signTypedData_v4', [wallet.address, mail({ message: { text: { nested: true } } })]],
    ['extraField', 'eth_signTypedData_v4', [wallet.address, mail({ message: { text: 'hi', spender: RECIPIENT } })]],
    ['notJson', 'eth_signTypedData_v4', [wallet.address, '{"types":']],
    ['params', 'eth_signTypedData_v4', { 0: wallet.address }],
  ]
  for (const [key, method, params] of hostile) {
    await providerCall(page, key, method, params)
    expect((await settled(page, key)).error?.code, key).toBe(-32602)
  }
  // The widget is alive and answers: a real request still gets its review.
  await providerCall(page, 'ok', 'personal_sign', ['0x68656c6c6f', wallet.address])
  await expect(frame.getByTestId('message-text')).toHaveText('hello')
  await frame.getByRole('button', { name: 'Reject' }).click()
  expect((await settled(page, 'ok')).error?.code).toBe(4001)
  await expect(frame.getByTestId('account-address')).toHaveText(wallet.address)
})

test('a forged host agent answer with objects for wallet names crashes nothing', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/blank.html`)
  const state = await page.evaluate(
    async ({ penpal, widgetUrl, widgetOrigin }) => {
      const widget = document.createElement('iframe')
      widget.src = widgetUrl
      document.body.append(widget)
      // The attacker's page runs penpal's own browser build: its source, evaluated in the page.
      // oxlint-disable-next-line no-eval
      ;(0, eval)(penpal)
      const Penpal = (window as unknown as { Penpal: typeof PenpalModule }).Penpal
      let discovered = 0
      // A hostile host answers the agent channel itself, with values where strings belong.
      const remote = (await Penpal.connect({
        messenger: new Penpal.WindowMessenger({ remoteWindow: widget.contentWindow!, allowedOrigins: [widgetOrigin] }),
        channel: 'walletport/1',
        methods: {
          notify() {},
          agent(request: { op: string }) {
            if (request.op !== 'discover') return { ok: true, value: null }
            discovered++
            return {
              ok: true,
              value: [
                { id: 'a', info: { name: { $$typeof: 1, props: {} } } },
                { id: { x: 1 }, info: { name: 'Twin' } },
                { id: 'b', info: { name: 'Real\u202Etnuocca', icon: { src: 1 } } },
                { id: 'c', info: { name: 'Host Wallet', rdns: ['x'], icon: 'javascript:alert(1)' } },
                'junk',
              ],
            }
          },
        },
        timeout: 10_000,
      }).promise) as unknown as { call(request: unknown): Promise<{ ok: boolean; value?: unknown }> }
      await remote.call({ method: 'configure', params: {} })
      // The widget asks the host agent once its wallet code has loaded: wait for that ask (bounded), not a fixed time.
      for (let waited = 0; discovered === 0 && waited < 10_000; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100))
      return { discovered, state: await remote.call({ method: 'getState' }) }
    },
    { penpal: PENPAL_SOURCE, widgetUrl: WIDGET_URL, widgetOrigin: WIDGET_ORIGIN },
  )
  expect(state.discovered).toBeGreaterThan(0)
  expect(state.state).toEqual({ ok: true, value: { status: 'disconnected' } })
  const frame = page.frames().find((f) => f.url().startsWith(WIDGET_URL))!
  // Only the well-formed entry is offered, labelled as the host's; the hidden-character name is dropped.
  await expect(frame.getByRole('button', { name: /Host Wallet/ })).toBeVisible()
  await expect(frame.getByRole('button', { name: /Twin|Real/ })).toHaveCount(0)
})

test('a provider review is rebuilt when the wallet changes network, and typed data for the old chain is voided', async ({
  context,
  page,
}) => {
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const frame = await mountConnected(page, wallet)

  await providerCall(page, 'tx', 'eth_sendTransaction', [{ to: RECIPIENT, value: '0x1' }])
  await expect(frame.getByTestId('review-network')).toHaveText('Anvil (local)')
  wallet.chainId = 31338
  await wallet.emit(page, 'chainChanged', '0x7a6a')
  await expect(frame.getByTestId('review-notice')).toContainText('made again')
  await expect(frame.getByTestId('review-network')).toHaveText('Anvil 2 (local)')
  await frame.getByRole('button', { name: 'Reject' }).click()
  expect((await settled(page, 'tx')).error?.code).toBe(4001)

  const typed = {
    types: { Mail: [{ name: 'text', type: 'string' }] },
    primaryType: 'Mail',
    domain: { name: 'Mailer', chainId: 31338 },
    message: { text: 'hi' },
  }
  await providerCall(page, 'mail', 'eth_signTypedData_v4', [wallet.address, typed])
  await expect(frame.getByTestId('typed-message')).toContainText('hi')
  wallet.chainId = 31337
  await wallet.emit(page, 'chainChanged', '0x7a69')
  expect((await settled(page, 'mail')).error?.code).toBe(-32602)
  await expect(frame.getByTestId('approval')).toHaveCount(0)
  expect(wallet.requested('eth_signTypedData_v4')).toHaveLength(0)
})

test('a host send() rejected in the wallet cannot be confirmed afterwards, and the next send() is not BUSY', async ({
  context,
  page,
}) => {
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey, send: 'reject' })
  const frame = await mountConnected(page, wallet)
  const send = (key: string) => startSend(page, key, { token: 'native', to: RECIPIENT, amount: '0.5' })

  await send('first')
  await expect(frame.getByTestId('confirm-send')).toBeEnabled()
  await clickConfirm(frame.getByTestId('confirm-send'))
  expect((await settled(page, 'first')).error?.code).toBe('USER_REJECTED')
  // The host was told "rejected": no Confirm of that send is left on screen.
  await expect(frame.getByTestId('confirm-send')).toHaveCount(0)

  wallet.send = 'approve'
  await send('second')
  await expect(frame.getByTestId('review-amount')).toContainText('0.5')
  await expect(frame.getByTestId('confirm-send')).toBeEnabled()
  await clickConfirm(frame.getByTestId('confirm-send'))
  const { value } = await settled(page, 'second')
  const { hash } = value as { hash: string }
  expect((await chain.waitForTransaction(hash))!.status).toBe(1)
  // The transaction itself, read by ethers: the recipient's balance would count other files' payments to it too.
  const sent = (await chain.getTransaction(hash))!
  expect([sent.from, sent.to, sent.value]).toEqual([wallet.address, RECIPIENT, parseEther('0.5')])
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(2)
})

test('a host-relayed wallet that sends another transfer than the one reviewed ends as failed, the difference named', async ({
  context,
  page,
}) => {
  const account = await freshAccount()
  // The wallet lives in the host page (relayed into the widget), and the host rewrites what it sends.
  const wallet = await TestWallet.install(context, {
    frames: 'top',
    privateKey: account.privateKey,
    name: 'Host Wallet',
    rdns: 'dev.walletport.hostwallet',
  })
  const thief = Wallet.createRandom().address
  wallet.redirectTo = thief as `0x${string}`
  const frame = await mountConnected(page, wallet, {}, { walletName: /Host Wallet/ })
  const recipient = Wallet.createRandom().address
  await startSend(page, 'send', { token: 'native', to: recipient, amount: '0.3' })
  await expect(frame.getByTestId('review-to')).toHaveText(recipient)
  // The review says the wallet is reached through the site.
  await expect(frame.getByTestId('relayed-wallet')).toHaveText(
    `Host Wallet is reached through ${HOST_ORIGIN}, which passes this request to it.`,
  )
  await clickConfirm(frame.getByTestId('confirm-send'))
  // The wallet answered with a hash: send() resolves with it, and the tracking finds out the rest.
  const { hash } = (await settled(page, 'send')).value as { hash: string }
  await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'failed')
  await expect(frame.getByTestId('send-status')).toContainText(
    'a different transaction than the one you reviewed (the recipient differs)',
  )
  await expect.poll(async () => (await sendEvents(page)).map((e) => e.status)).toEqual(['submitted', 'failed'])
  expect((await sendEvents(page))[1]).toMatchObject({ status: 'failed', hash })
  // The chain agrees: the funds went to the address the review never showed.
  expect(await chain.getBalance(thief)).toBe(parseEther('0.3'))
  expect(await chain.getBalance(recipient)).toBe(0n)
})
