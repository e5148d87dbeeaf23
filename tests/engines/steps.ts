import { Interface, Wallet, formatEther, parseEther, parseUnits, verifyMessage } from 'ethers'
import { DOMAIN_FIELDS } from '../../protocol/parseTypedData'
import { recoverTypedDataAddress } from 'viem'
import { devAccount } from '../../devchain/accounts'
import {
  FOREIGN_ORIGIN,
  HOST_ORIGIN,
  PASSKEY_HOST_ORIGIN,
  WIDGET_NAMED_ORIGIN,
  WIDGET_ORIGIN,
} from '../../devchain/ports'
import { devchainToken } from '../../devchain/tokens'
import { deployArtifact, freshAccount, provider as chain, signer, tokenBalance } from '../../harness/chain'
import { ar } from '../../widget/src/i18n/ar'
import { walletAr } from '../../widget/src/i18n/wallet/ar'
import { axeClean } from './support/axe'
import { type Engine, waitFor } from './support/Engine'

/**
 * The visitor's flows, written once and run in every engine (tests/engines/engines.spec.ts): the
 * demo host as QA opens it, the dev wallet, the secure window where the engine cannot report
 * visibility, and every outcome read back from the chain with ethers or from the host's server.
 */
export type EngineStep = {
  name: string
  run: (engine: Engine) => Promise<void>
  /** The engines it runs in, where not every one. */
  only?: Engine['name'][]
}

const DEV_ADDRESS = devAccount(0).address
const DUSD = devchainToken('dUSD')

/** The demo page's handle once its module has run (WebKit's driver may return from a load before it has), and ready. */
const DEMO_READY =
  'while (!window.handle) await new Promise((resolve) => setTimeout(resolve, 50)); await window.handle.ready'

const testId = (id: string) => `//*[@data-testid='${id}']`
const button = (name: string) => `//button[normalize-space()='${name}']`

/** A check run on each screen a flow reaches (axe, support/axe.ts), named by the screen; most flows run none. */
type ScreenCheck = (screen: string) => Promise<void>
const NO_CHECK: ScreenCheck = async () => {}

function expectEqual<T>(actual: T, expected: T, what: string): void {
  if (actual !== expected) throw new Error(`${what}: expected ${String(expected)}, got ${String(actual)}`)
}

/**
 * The connect screen, where a first visit opens; where the home shows first instead (an engine that
 * denies the widget's frame its storage, so a session may be kept in the host's), the visitor opens it.
 */
async function openConnectScreen(engine: Engine): Promise<void> {
  const first = await waitFor('the connect screen, or the home', async () => {
    if ((await engine.count(`//button[contains(@class, 'wallet-choice')]`)) > 0) return 'connect'
    if ((await engine.count(button('Connect a wallet'))) > 0) return 'home'
    return undefined
  })
  if (first === 'home') await engine.click(button('Connect a wallet'))
}

/** The connect screen by keys alone: where the home shows first, Tab to "Connect a wallet" and Enter. */
async function openConnectScreenWithKeys(engine: Engine): Promise<void> {
  const first = await waitFor('the connect screen, or the home', async () => {
    if ((await engine.count(`//button[contains(@class, 'wallet-choice')]`)) > 0) return 'connect'
    if ((await engine.count(button('Connect a wallet'))) > 0) return 'home'
    return undefined
  })
  if (first === 'connect') return
  await tabTo(engine, /Connect a wallet/)
  await engine.press('Enter')
}

/** The demo host (as QA opens it) with the dev wallet connected from the widget's connect screen. */
async function connectDevWallet(engine: Engine, check = NO_CHECK): Promise<void> {
  await engine.open(`${HOST_ORIGIN}/`)
  await engine.host(DEMO_READY)
  await engine.use('widget')
  await openConnectScreen(engine)
  await check('the connect screen')
  await chooseDevWallet(engine, check)
  expectEqual(await engine.text(testId('account-address')), DEV_ADDRESS, 'the widget shows the connected address')
  await check('the home screen')
}

/**
 * The visitor picks the dev wallet on the connect screen. It answers at once, so the click opens the secure
 * window, which says the site will see the address; the visitor confirms there, and acts in the widget again.
 */
async function chooseDevWallet(engine: Engine, check = NO_CHECK): Promise<void> {
  const choice = `//button[contains(., 'Dev wallet')]`
  // A click that came too early (before React took the prerendered screen, or before the list was armed) is
  // told to choose again, and opens nothing: the visitor reads that and does, a moment later.
  const toldAgain = `//p[@id='page-note' and not(@hidden)] | ${testId('confirm-wait')}`
  // Taken: the widget says the secure window asks (the click is not waited on for a note that will not come).
  const taken = testId('connect-in-window')
  for (let tries = 1; ; tries++) {
    await engine.click(choice)
    const told = await waitFor(
      'a note to choose again, or the choice taken',
      async () => {
        if ((await engine.count(toldAgain)) > 0) return true
        return (await engine.count(taken)) > 0 ? false : undefined
      },
      1500,
    ).catch(() => false)
    if (!told || tries === 3) break
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  await confirmConnectInWindow(engine, check)
}

/** The secure window a connect opened (a wallet that answers at once): the visitor reads it and confirms, then acts in the widget again. */
async function confirmConnectInWindow(engine: Engine, check = NO_CHECK, says = 'will see the address'): Promise<void> {
  await openedSecureWindow(engine)
  const shown = await engine.text(testId('secure-connect-discloses'))
  if (!shown.includes(says)) throw new Error(`the secure window did not say what connecting discloses: ${shown}`)
  await check('the secure window asking to connect')
  await engine.click(testId('secure-confirm'))
  await engine.popupClosed()
  await engine.use('widget')
}

/** Starts a host call kept as `window.calls[key]`, read later with `outcome`. */
async function start(engine: Engine, key: string, call: string): Promise<void> {
  await engine.host(
    `window.calls ??= {}; window.calls[args.key] = { pending: true }
    ;(${call}).then((value) => (window.calls[args.key] = { value }), (error) => (window.calls[args.key] = { error: { code: error.code, message: error.message } }))`,
    { key },
  )
}

type Outcome = { value?: unknown; error?: { code: string | number; message: string } }
function outcome(engine: Engine, key: string): Promise<Outcome> {
  return waitFor(`the host call ${key} to settle`, async () => {
    const settled = await engine.host<Outcome & { pending?: boolean }>('return window.calls[args.key]', { key })
    return settled.pending ? undefined : settled
  })
}

/**
 * Confirms the review on screen as these engines must: Confirm opens the secure window (they cannot
 * report whether the embedded review is covered), the visitor reads the review there and confirms.
 * Returns the secure window's text, for the step to check what it showed.
 */
async function confirmInSecureWindow(
  engine: Engine,
  confirmTestId: 'confirm-send' | 'confirm-approval',
  check = NO_CHECK,
): Promise<string> {
  await engine.use('widget')
  expectEqual(
    await engine.text(testId(confirmTestId)),
    'Confirm in a secure window',
    'the widget offers only the secure window',
  )
  await engine.click(testId(confirmTestId))
  await openedSecureWindow(engine)
  const shown = await engine.text(testId('secure-review'))
  await check('the secure window with the review')
  await engine.click(testId('secure-confirm'))
  await engine.popupClosed()
  return shown
}

/** Acts in the secure window the widget just opened; when none opens, fails with what the widget says instead (a blocked popup says so). */
async function openedSecureWindow(engine: Engine): Promise<void> {
  try {
    await engine.use('popup')
  } catch (error) {
    const widget = await engine.text('//body', 1000).catch(() => '(unreadable)')
    throw new Error(`${(error as Error).message}; the widget shows: ${widget.replace(/\s+/g, ' ').slice(-300)}`)
  }
}

async function waitForBalance(address: string, expected: bigint, token: 'native' | string = 'native'): Promise<void> {
  await waitFor(`${address} to hold ${expected} of ${token} on chain`, async () =>
    (token === 'native' ? await chain.getBalance(address) : await tokenBalance(token, address)) === expected
      ? true
      : undefined,
  )
}

/** The widget holds no review that could still be confirmed: no Confirm of any kind. */
async function expectNothingConfirmable(engine: Engine): Promise<void> {
  await engine.use('widget')
  await waitFor(
    'no Confirm left in the widget',
    async () =>
      (await engine.count(`${testId('confirm-send')} | ${testId('confirm-approval')}`)) === 0 ? true : undefined,
    5000,
  )
}

async function sendFromSendScreen(
  engine: Engine,
  token: 'native' | string,
  amount: string,
  symbol: string,
  decimals: number,
  check = NO_CHECK,
): Promise<void> {
  const recipient = Wallet.createRandom().address
  await engine.use('widget')
  await engine.click(button('Send'))
  await engine.select(testId('send-token'), token)
  await engine.type(testId('send-to'), recipient)
  await engine.type(testId('send-amount'), amount)
  await check('the send form')
  await engine.click(button('Review'))
  expectEqual(await engine.text(testId('review-amount')), `${amount} ${symbol}`, 'the review shows the amount')
  await check('the send review')
  const shown = await confirmInSecureWindow(engine, 'confirm-send', check)
  if (!shown.includes(recipient)) throw new Error(`the secure window did not show the recipient ${recipient}: ${shown}`)
  await engine.use('widget')
  await engine.text(`${testId('send-status')}[@data-step='confirmed']`, 30_000)
  await check('the send status')
  await waitForBalance(recipient, parseUnits(amount, decimals), token === 'native' ? 'native' : token)
  await engine.click(button('Done'))
}

/**
 * What holds the focus in the current context, as `aria-label text test-id`: empty off a control, and while the
 * document does not hold the focus. A Tab past the page's last control takes the focus to the browser's own UI, where
 * the page still names its last control as active; Firefox under WebDriver then gives keys to that control but an
 * Enter there clicks nothing (keydown and keypress, no click). That was the send form's "lost window focus".
 */
const FOCUSED = `const el = document.activeElement
  if (!document.hasFocus() || !el || !el.matches('button, a, input, select')) return ''
  return (el.getAttribute('aria-label') ?? '') + ' ' + el.textContent + ' ' + (el.getAttribute('data-testid') ?? '')`

/** Presses Tab until what holds the focus in the current context matches `name`, as a keyboard visitor does. */
async function tabTo(engine: Engine, name: RegExp): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (name.test(await engine.evaluate<string>(FOCUSED))) return
    await engine.press('Tab')
  }
  throw new Error(`Tab never reached ${name}`)
}

/**
 * The keyboard visitor in the secure window a key of theirs opened: Tab to its Confirm, held in focus for the
 * delay (a key sooner is told to wait), then Enter; the window closes on it, and they are back in the widget.
 */
async function confirmInWindowWithKeys(engine: Engine): Promise<string> {
  await openedSecureWindow(engine)
  const shown = await engine.text(testId('secure-review'))
  await tabTo(engine, / secure-confirm$/)
  await new Promise((resolve) => setTimeout(resolve, 600))
  await engine.press('Enter')
  await engine.popupClosed()
  await engine.use('widget')
  return shown
}

/** What the secure window says in Arabic when a site asks to connect: the sentence after the site's name. */
const AR_CONNECT_SAYS = walletAr['secure.connectDiscloses'].split('{site}')[1]!.trim().slice(0, 20)

/**
 * One pass, in the host's dark theme and Arabic, over the screens of a connected visitor (each checked by `check`):
 * the home, Receive, Activity, the home after a network switch (which the dev wallet refuses), a sign-in's review and the secure window confirming it,
 * then, disconnected, the home and the connect screen. Buttons are found by their Arabic names, as a visitor reads them.
 */
async function darkArabicPass(engine: Engine, check: ScreenCheck): Promise<void> {
  const back = button(ar['common.back'])
  expectEqual(
    await engine.evaluate<string>('return document.documentElement.dir + " " + document.documentElement.dataset.theme'),
    'rtl dark',
    "the widget's direction and theme",
  )
  await check('the home screen')
  await engine.click(button(walletAr['home.receive']))
  await engine.text(testId('receive-qr'))
  await check('Receive')
  await engine.click(back)
  await engine.click(button(walletAr['home.activity']))
  await engine.text(`${testId('activity')}[@data-status='ready' or @data-status='empty']`)
  await check('Activity')
  await engine.click(back)
  await engine.select(`//label[contains(@class, 'network-select')]//select`, '31338')
  // The dev wallet knows only its own chain: it refuses the switch, and the home says so, on the network it stays on.
  await engine.text(testId('home-notice'))
  expectEqual(await engine.text(testId('account-chain')), 'Anvil (local)', 'the network after a refused switch')
  await check('the home screen after a network switch the wallet refused')
  await start(engine, 'signIn', `window.handle.signIn({ nonce: 'darkarabic1234' })`)
  await engine.use('widget')
  await engine.text(`${testId('confirm-approval')}`)
  await check('the sign-in review')
  await engine.click(testId('confirm-approval'))
  await openedSecureWindow(engine)
  await engine.text(testId('secure-review'))
  await check('the secure window with the sign-in review')
  await engine.click(testId('secure-confirm'))
  await engine.popupClosed()
  if ((await outcome(engine, 'signIn')).error) throw new Error('the sign-in confirmed in Arabic failed')
  await engine.use('widget')
  await engine.click(button(walletAr['home.disconnect']))
  // Disconnected: the home offers to connect again (or, where it goes straight there, the connect screen shows).
  const first = await waitFor('the home, or the connect screen', async () => {
    if ((await engine.count(`//button[contains(@class, 'wallet-choice')]`)) > 0) return 'connect'
    return (await engine.count(button(ar['home.connect']))) > 0 ? 'home' : undefined
  })
  if (first === 'home') {
    await check('the home screen, disconnected')
    await engine.click(button(ar['home.connect']))
    await engine.text(`//button[contains(@class, 'wallet-choice')]`)
  }
  await check('the connect screen')
}

/**
 * Tab to the control named `name` in the current window, then Enter on it, as a keyboard visitor does. Where the key
 * brings another screen, the visitor waits to see it (`shows`) and its heading to take the focus before the next key.
 */
async function enterOn(engine: Engine, name: RegExp, shows?: string): Promise<void> {
  await tabTo(engine, name)
  await engine.press('Enter')
  if (!shows) return
  await engine.text(shows)
  await waitFor('the new screen to take the focus', async () =>
    (await engine.evaluate<boolean>('return document.activeElement !== document.body')) ? true : undefined,
  )
}

const HOME = button('Send')

/**
 * The send form by keys alone: Send, Tab to the recipient and the amount and type them, Review, then Enter on
 * "Confirm in a secure window" and the visitor confirms there by keys; Done once the chain has it.
 */
async function sendFormWithKeys(engine: Engine): Promise<void> {
  const recipient = Wallet.createRandom().address
  await enterOn(engine, /^ Send $/, testId('send-to'))
  await tabTo(engine, / send-to$/)
  await engine.typeKeys(recipient)
  await tabTo(engine, / send-amount$/)
  await engine.typeKeys('0.03')
  await enterOn(engine, /^ Review $/, testId('review-amount'))
  expectEqual(await engine.text(testId('review-amount')), '0.03 ETH', 'the review shows the amount typed')
  await enterOn(engine, / confirm-send$/)
  const shown = await confirmInWindowWithKeys(engine)
  if (!shown.includes(recipient)) throw new Error(`the secure window did not show the recipient: ${shown}`)
  await engine.text(`${testId('send-status')}[@data-step='confirmed']`, 30_000)
  await waitForBalance(recipient, parseEther('0.03'))
  await enterOn(engine, /^ Done $/, HOME)
}

/**
 * The rest of the wallet by keys alone: Receive and Copy (its live region says what happened), Back, Activity, Back,
 * the network select (an arrow key asks the wallet to switch; the dev wallet knows one chain, so it refuses and the
 * home says so), a site's personal_sign confirmed in the secure window, and one rejected.
 */
async function restOfTheWalletWithKeys(engine: Engine): Promise<void> {
  await enterOn(engine, /^ Receive $/, testId('receive-qr'))
  await enterOn(engine, /^ Copy address $/)
  const copied = await engine.text(`${testId('receive-copied')}[normalize-space()!='']`)
  if (!/Address copied|did not allow copying/.test(copied)) throw new Error(`Copy by keys said: ${copied}`)
  await enterOn(engine, /^ Back $/, HOME)
  await enterOn(engine, /^ Activity $/, `${testId('activity')}[@data-status='ready' or @data-status='empty']`)
  await enterOn(engine, /^ Back $/, HOME)
  await tabTo(engine, /Anvil \(local\)Anvil 2/)
  await engine.press('ArrowDown')
  await engine.text(testId('home-notice'))
  const message = 'Signed by keys in Firefox'
  const hex = `0x${Buffer.from(message).toString('hex')}`
  // The site asks for the same signature twice: confirmed the first time, rejected the second.
  const personalSign = `window.handle.provider.request({ method: 'personal_sign', params: ['${hex}', '${DEV_ADDRESS}'] })`
  await start(engine, 'sign', personalSign)
  await engine.use('widget')
  await engine.text(testId('confirm-approval'))
  await enterOn(engine, / confirm-approval$/)
  const shown = await confirmInWindowWithKeys(engine)
  if (!shown.includes(message)) throw new Error(`the secure window did not show the message: ${shown}`)
  expectEqual(
    verifyMessage(message, (await outcome(engine, 'sign')).value as string),
    DEV_ADDRESS,
    'the signature by keys recovers to',
  )
  await start(engine, 'rejected', personalSign)
  await engine.use('widget')
  await engine.text(testId('confirm-approval'))
  await enterOn(engine, /^ Reject $/)
  expectEqual((await outcome(engine, 'rejected')).error?.code, 4001, 'personal_sign after Reject by keys')
}

export const ENGINE_STEPS: EngineStep[] = [
  {
    name: 'the demo host loads, the dev wallet connects, and the balances, wallet_getAssets and the capabilities match the chain and the wallet (WebKit under LANG=C)',
    async run(engine) {
      await connectDevWallet(engine)
      // WebKit runs under LANG=C.UTF-8 (support/webkit.ts): the browser's locale is one Intl refuses, and the widget lives on in English.
      if (engine.name === 'webkit')
        expectEqual(await engine.host('return navigator.language'), 'C', "WebKit's browser locale")
      const state = await engine.host<{ status: string; address: string }>('return window.handle.getState()')
      expectEqual(`${state.status} ${state.address}`, `connected ${DEV_ADDRESS}`, 'the host state')
      const row = `//*[@data-testid='chain-balances'][@data-chain='31337']//*[@data-testid='balance-row'][@data-token='native']//*[@data-testid='balance-amount']`
      await engine.text(row)
      // The host's figure is the chain's, read side by side as often as it takes: the Chromium lane sends from the
      // same dev account (anvil's #0) meanwhile, and its block between the two reads is not the widget's error. The
      // last pair read is what a figure that never agrees fails with.
      let last = { shown: '', held: '' }
      await waitFor('getBalances() to agree with the chain', async () => {
        const balances = await engine.host<{ chainId: number; token: string; value: string }[]>(
          'return window.handle.getBalances()',
        )
        const shown = balances.find((b) => b.chainId === 31337 && b.token === 'native')?.value ?? ''
        last = { shown, held: (await chain.getBalance(DEV_ADDRESS)).toString() }
        return last.shown === last.held ? true : undefined
      }).catch(() =>
        expectEqual(last.shown, last.held, `getBalances() native value (${formatEther(BigInt(last.shown || 0))} ETH)`),
      )
      // ERC-7811 from the same balances read: what the chain holds, the chain filter kept.
      type Asset = { address: string; balance: string; type: string }
      const assets = await engine.host<Record<string, Asset[]>>(
        `return window.handle.provider.request({ method: 'wallet_getAssets', params: [{ account: args.account, chainFilter: ['0x7a69'] }] })`,
        { account: DEV_ADDRESS },
      )
      expectEqual(Object.keys(assets).join(), '0x7a69', 'wallet_getAssets: the chains listed')
      const listed = (address: string) =>
        assets['0x7a69']!.find((asset) => asset.address.toLowerCase() === address.toLowerCase())?.balance
      expectEqual(BigInt(listed('native') ?? -1), await chain.getBalance(DEV_ADDRESS), 'wallet_getAssets: ETH')
      expectEqual(
        BigInt(listed(DUSD.address) ?? -1),
        await tokenBalance(DUSD.address, DEV_ADDRESS),
        'wallet_getAssets: dUSD',
      )
      // EIP-5792 capabilities, truthfully for this wallet: the dev wallet takes no paymaster a site names, and
      // a batch that requires one is refused (5700) before any review, nothing sent.
      type Supported = { supported: boolean }
      const capabilities = await engine.host<
        Record<string, { paymasterService?: Supported; dataSuffix?: Supported; permissions?: Supported }>
      >(`return window.handle.provider.request({ method: 'wallet_getCapabilities', params: [args.account] })`, {
        account: DEV_ADDRESS,
      })
      expectEqual(capabilities['0x7a69']?.paymasterService?.supported, false, 'paymasterService for the dev wallet')
      // Builder codes (ERC-8021) for every wallet; permissions for apps (ERC-7715) only where a wallet enforces them.
      expectEqual(capabilities['0x7a69']?.dataSuffix?.supported, true, 'dataSuffix for the dev wallet')
      expectEqual(capabilities['0x7a69']?.permissions?.supported, false, 'permissions for the dev wallet')
      const permission = await engine.host<{ code?: number }>(
        `return window.handle.provider.request({ method: 'wallet_requestExecutionPermissions', params: [[{ chainId: '0x7a69', signer: { type: 'account', data: { address: args.account } }, permission: { type: 'erc20-token-periodic', data: { tokenAddress: args.token, periodAmount: '0x1', periodDuration: 86400 } }, rules: [{ type: 'expiry', data: { timestamp: 4102444800 } }] }]] }).then(() => ({}), (error) => ({ code: error.code }))`,
        { account: DEV_ADDRESS, token: DUSD.address },
      )
      expectEqual(permission.code, 4200, 'a permission asked of the dev wallet')
      // Every other method of the grant flow, the older names and a hostile request included: 4200, before any review.
      const others = await engine.host<number[]>(
        `return Promise.all([['wallet_grantPermissions', [{ chainId: '0x7a69', expiry: 4102444800, signer: { type: 'account', data: { address: args.account } }, permission: { type: 'native-token-periodic', data: {} } }]], ['wallet_requestExecutionPermissions', [{ permission: { type: 'no-such-type' } }]], ['wallet_revokeExecutionPermission', [{ permissionContext: '0x' + '0'.repeat(128) }]], ['wallet_revokePermissions', [{}]], ['wallet_getSupportedExecutionPermissions', []], ['wallet_getGrantedExecutionPermissions', []], ['wallet_getPermissions', []]].map(([method, params]) => window.handle.provider.request({ method, params }).then(() => 0, (error) => error.code)))`,
        { account: DEV_ADDRESS },
      )
      expectEqual(others.join(), '4200,4200,4200,4200,4200,4200,4200', 'the other permission methods of the dev wallet')
      const refused = await engine.host<{ code?: number }>(
        `return window.handle.provider.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x7a69', from: args.account, atomicRequired: false, calls: [{ to: args.account, value: '0x1' }], capabilities: { paymasterService: { url: 'https://paymaster.example/rpc' } } }] }).then(() => ({}), (error) => ({ code: error.code }))`,
        { account: DEV_ADDRESS },
      )
      expectEqual(refused.code, 5700, 'a required paymasterService with the dev wallet')
      await expectNothingConfirmable(engine)
    },
  },
  {
    name: 'a send of ETH and one of dUSD from the send screen land on chain through the secure window; axe finds no WCAG A or AA violation on any screen of the first (the widget and the secure window)',
    async run(engine) {
      const axe = axeClean(engine)
      await connectDevWallet(engine, axe)
      await sendFromSendScreen(engine, 'native', '0.01', 'ETH', 18, axe)
      await sendFromSendScreen(engine, DUSD.address, '1.5', 'dUSD', 6)
    },
  },
  {
    name: "a host send() is confirmed in the secure window and resolves with the chain's transaction",
    async run(engine) {
      await connectDevWallet(engine)
      const recipient = Wallet.createRandom().address
      await start(engine, 'send', `window.handle.send({ token: 'native', to: '${recipient}', amount: '0.02' })`)
      await confirmInSecureWindow(engine, 'confirm-send')
      const { value } = await outcome(engine, 'send')
      const receipt = await chain.waitForTransaction((value as { hash: string }).hash)
      expectEqual(receipt?.status, 1, 'the send receipt status')
      expectEqual(await chain.getBalance(recipient), parseEther('0.02'), 'the recipient balance')
    },
  },
  {
    name: 'handle.provider personal_sign, eth_signTypedData_v4 and eth_sendTransaction are confirmed in the secure window',
    async run(engine) {
      await connectDevWallet(engine)
      await start(
        engine,
        'sign',
        `window.handle.provider.request({ method: 'personal_sign', params: ['0x' + [...new TextEncoder().encode('Hello from ${engine.name}')].map((b) => b.toString(16).padStart(2, '0')).join(''), '${DEV_ADDRESS}'] })`,
      )
      await confirmInSecureWindow(engine, 'confirm-approval')
      const signature = (await outcome(engine, 'sign')).value as string
      expectEqual(verifyMessage(`Hello from ${engine.name}`, signature), DEV_ADDRESS, 'personal_sign recovers to')

      // The domain declares a field of its own ("branch"): the review shows it and the digest, recomputed by viem from what was shown, covers it.
      const typed = {
        domain: {
          name: 'Engines',
          version: '1',
          chainId: 31337,
          verifyingContract: '0x000000000000000000000000000000000000dEaD' as const,
          branch: 'north',
        },
        types: {
          EIP712Domain: [...DOMAIN_FIELDS.slice(0, 4), { name: 'branch', type: 'string' }],
          Note: [
            { name: 'text', type: 'string' },
            { name: 'amount', type: 'uint256' },
          ],
        },
        primaryType: 'Note' as const,
        message: { text: engine.name, amount: 42n },
      }
      const typedForRpc = { ...typed, message: { text: engine.name, amount: '42' } }
      await start(
        engine,
        'typed',
        `window.handle.provider.request({ method: 'eth_signTypedData_v4', params: ['${DEV_ADDRESS}', ${JSON.stringify(JSON.stringify(typedForRpc))}] })`,
      )
      const shown = await confirmInSecureWindow(engine, 'confirm-approval')
      if (!shown.includes(engine.name) || !shown.includes('north'))
        throw new Error(`the secure window did not show the typed data's fields and domain: ${shown}`)
      const typedSignature = (await outcome(engine, 'typed')).value as `0x${string}`
      expectEqual(
        await recoverTypedDataAddress({
          ...(typed as never as Parameters<typeof recoverTypedDataAddress>[0]),
          signature: typedSignature,
        }),
        DEV_ADDRESS,
        'eth_signTypedData_v4 over the domain shown recovers to',
      )

      const recipient = Wallet.createRandom().address
      await start(
        engine,
        'tx',
        `window.handle.provider.request({ method: 'eth_sendTransaction', params: [{ from: '${DEV_ADDRESS}', to: '${recipient}', value: '0x${parseEther('0.03').toString(16)}' }] })`,
      )
      await confirmInSecureWindow(engine, 'confirm-approval')
      const hash = (await outcome(engine, 'tx')).value as string
      expectEqual((await chain.waitForTransaction(hash))?.status, 1, 'the transaction receipt status')
      expectEqual(await chain.getBalance(recipient), parseEther('0.03'), 'the recipient balance')
    },
  },
  {
    name: 'a contract that pays a reward only when the tip is zero (a preview tell) is previewed as it runs: no reward shown, none paid',
    async run(engine) {
      await connectDevWallet(engine)
      const deployer = signer((await freshAccount()).privateKey)
      const reward = await deployArtifact('WatchedReward', deployer, [1, (await chain.getBlock('latest'))!.miner])
      const rewardAddress = await reward.getAddress()
      await (await deployer.sendTransaction({ to: rewardAddress, value: parseEther('2') })).wait()
      await start(
        engine,
        'claim',
        `window.handle.provider.request({ method: 'eth_sendTransaction', params: [{ from: '${DEV_ADDRESS}', to: '${rewardAddress}', value: '0x2386f26fc10000', data: '0x4e71d92d' }] })`,
      )
      const shown = await confirmInSecureWindow(engine, 'confirm-approval')
      if (!shown.includes('−0.01 ETH') || shown.includes('+0.99'))
        throw new Error(`the preview did not show the claim as it runs: ${shown}`)
      const hash = (await outcome(engine, 'claim')).value as string
      expectEqual((await chain.waitForTransaction(hash))?.status, 1, 'the claim receipt status')
      expectEqual(
        await chain.getBalance(rewardAddress),
        parseEther('2.01'),
        'the reward contract kept the fee and paid nothing',
      )
    },
  },
  {
    name: 'a contract that pays only in the next few blocks is flagged in red, and Confirm waits for the acknowledgement',
    async run(engine) {
      await connectDevWallet(engine)
      const owner = signer((await freshAccount()).privateKey)
      const reward = await (await deployArtifact('WindowedReward', owner, [0])).getAddress()
      await (await owner.sendTransaction({ to: reward, value: parseEther('2') })).wait()
      const open = new Interface(['function open(uint256 span)']).encodeFunctionData('open', [5])
      await (await owner.sendTransaction({ to: reward, data: open })).wait()
      await start(
        engine,
        'claim',
        `window.handle.provider.request({ method: 'eth_sendTransaction', params: [{ from: '${DEV_ADDRESS}', to: '${reward}', value: '0x6f05b59d3b20000', data: '0x4e71d92d' }] })`,
      )
      await engine.use('widget')
      await engine.text(testId('behaves-differently'))
      expectEqual(await engine.text(testId('balance-change')), '+0.5 ETH', 'the preview of the next block')
      expectEqual(await engine.count(`${testId('confirm-approval')}[@disabled]`), 1, 'Confirm waits for the tick')
      await engine.click(button('Reject'))
      expectEqual((await outcome(engine, 'claim')).error?.code, 4001, 'the claim after Reject')
      expectEqual(await chain.getBalance(reward), parseEther('2'), 'nothing was sent')
    },
  },
  {
    name: "a contract that stops paying between the review and Confirm: the secure window's Confirm brings back the new loss and sends nothing; the next Confirm sends what it shows",
    async run(engine) {
      await connectDevWallet(engine)
      const owner = signer((await freshAccount()).privateKey)
      const reward = await (await deployArtifact('WindowedReward', owner, [0])).getAddress()
      const windowed = new Interface(['function open(uint256 span)', 'function close()'])
      await (await owner.sendTransaction({ to: reward, value: parseEther('2') })).wait()
      await (await owner.sendTransaction({ to: reward, data: windowed.encodeFunctionData('open', [1_000_000]) })).wait()
      await start(
        engine,
        'claim',
        `window.handle.provider.request({ method: 'eth_sendTransaction', params: [{ from: '${DEV_ADDRESS}', to: '${reward}', value: '0x6f05b59d3b20000', data: '0x4e71d92d' }] })`,
      )
      await engine.use('widget')
      expectEqual(await engine.text(testId('balance-change')), '+0.5 ETH', 'the review shows the reward')
      // The host's own contract stops paying while the review is on screen.
      await (await owner.sendTransaction({ to: reward, data: windowed.encodeFunctionData('close', []) })).wait()
      const shown = await confirmInSecureWindow(engine, 'confirm-approval')
      if (!shown.includes('+0.5 ETH')) throw new Error(`the secure window did not show the reviewed reward: ${shown}`)
      await engine.use('widget')
      await engine.text(testId('review-notice'))
      expectEqual(await engine.text(testId('balance-change')), '−0.5 ETH', 'the review shows the new loss')
      expectEqual(await chain.getBalance(reward), parseEther('2'), 'nothing was sent on that click')
      expectEqual(
        await engine.host<boolean>('return window.calls.claim.pending === true'),
        true,
        'the host is still waiting',
      )
      await confirmInSecureWindow(engine, 'confirm-approval')
      const hash = (await outcome(engine, 'claim')).value as string
      expectEqual((await chain.waitForTransaction(hash))?.status, 1, 'the claim receipt status')
      expectEqual(await chain.getBalance(reward), parseEther('2.5'), 'the chain did what the second review showed')
    },
  },
  {
    name: "the demo's sign-in, and viem's wallet_connect with sign-in, are confirmed in the secure window and verified by the host's server",
    async run(engine) {
      await connectDevWallet(engine)
      await engine.use('host')
      await engine.click(`//button[@id='sign-in']`)
      const shown = await confirmInSecureWindow(engine, 'confirm-approval')
      if (!shown.includes('localhost:4310')) throw new Error(`the secure window did not name the site: ${shown}`)
      // The sign-in's fields, in place of its raw text (which stays in a disclosure).
      for (const field of [
        'Signs you in to',
        'Sign in to the Walletport demo shop.',
        'Anvil (local)',
        'Sign-in expires',
      ])
        if (!shown.includes(field)) throw new Error(`the secure window did not show "${field}": ${shown}`)
      await engine.use('host')
      await waitFor('the server to verify the sign-in', async () =>
        (await engine.text(`//*[@id='sign-in-status']`)).includes(`Signed in as ${DEV_ADDRESS}`) ? true : undefined,
      )
      // The same through viem's connect (ERC-7846 wallet_connect, signInWithEthereum): one review, verified again.
      await engine.host(`document.getElementById('sign-in-status').textContent = 'Not signed in'`)
      await engine.click(`//button[@id='connect-sign-in']`)
      const again = await confirmInSecureWindow(engine, 'confirm-approval')
      if (!again.includes('Sign in to the Walletport demo shop.'))
        throw new Error(`the secure window did not show the wallet_connect sign-in: ${again}`)
      await engine.use('host')
      await waitFor('the server to verify the wallet_connect sign-in', async () =>
        (await engine.text(`//*[@id='sign-in-status']`)).includes(`Signed in as ${DEV_ADDRESS}`) ? true : undefined,
      )
    },
  },
  {
    name: 'the secure window takes Enter only on a Confirm that has held the focus for the delay: at once it confirms nothing, after the delay it sends',
    async run(engine) {
      await connectDevWallet(engine)
      const recipient = Wallet.createRandom().address
      await start(engine, 'send', `window.handle.send({ token: 'native', to: '${recipient}', amount: '0.05' })`)
      await engine.use('widget')
      await engine.click(testId('confirm-send'))
      await openedSecureWindow(engine)
      // The window settled (a mouse click would count now); focus comes to Confirm and Enter follows at once.
      await waitFor('the secure window to settle', async () =>
        (await engine.count(`//*[@data-testid='secure-confirm' and @data-guard='ready']`)) > 0 ? true : undefined,
      )
      await engine.pressEnter(testId('secure-confirm'))
      const note = await engine.text(testId('confirm-wait'))
      if (!note.includes('Confirm takes a key after a moment in focus'))
        throw new Error(`a key at once on Confirm was not told to wait: ${note}`)
      expectEqual(await chain.getBalance(recipient), 0n, 'the recipient balance after Enter at once')
      // The same key on the Confirm that has held the focus since: the visitor's.
      await new Promise((resolve) => setTimeout(resolve, 600))
      await engine.pressEnter(testId('secure-confirm'))
      await engine.popupClosed()
      await waitForBalance(recipient, parseEther('0.05'))
    },
  },
  {
    name: 'keyboard alone, no pointer at all (WebDriver key actions): Tab from the host page, connect the dev wallet; the send form typed, reviewed and confirmed in the secure window; Receive and Copy, Activity, the network select, and a personal_sign confirmed in the secure window and one rejected',
    only: ['firefox'],
    async run(engine) {
      await engine.open(`${HOST_ORIGIN}/blank.html`)
      await engine.host(
        `const script = document.createElement('script')
        script.src = args.origin + '/walletport.js'
        await new Promise((resolve, reject) => { script.onload = resolve; script.onerror = reject; document.head.append(script) })
        window.handle = window.Walletport.mount({ target: '#wallet' })
        await window.handle.ready`,
        { origin: WIDGET_ORIGIN },
      )
      await engine.use('widget')
      await openConnectScreenWithKeys(engine)
      // The dev wallet answers at once: Enter on it opens the secure window, which asks whether the site may see it.
      for (let tries = 1; ; tries++) {
        await tabTo(engine, /Dev wallet/)
        await engine.press('Enter')
        // Too early (the page not yet the wallet's, or the window's code still on its way): told to choose again.
        const told = await waitFor(
          'a note to choose again, or the choice taken',
          async () =>
            (await engine.count(`${testId('confirm-wait')} | //p[@id='page-note' and not(@hidden)]`)) > 0
              ? true
              : undefined,
          1500,
        ).catch(() => false)
        // Under load the page may still be the prerendered one, then the window's code on its way: up to six tries.
        if (!told || tries === 6) break
        await new Promise((resolve) => setTimeout(resolve, 1000))
      }
      const asked = await confirmInWindowWithKeys(engine)
      if (!asked.includes('will see the address')) throw new Error(`the secure window did not ask to connect: ${asked}`)
      expectEqual(await engine.text(testId('account-address')), DEV_ADDRESS, 'the widget shows the connected address')
      await sendFormWithKeys(engine)
      await restOfTheWalletWithKeys(engine)
    },
  },
  {
    name: 'rejections (the secure window cancelled, closed, or Reject in the widget) leave nothing confirmable and send nothing',
    async run(engine) {
      await connectDevWallet(engine)
      const recipient = Wallet.createRandom().address
      // The secure window's own Cancel.
      await start(engine, 'send', `window.handle.send({ token: 'native', to: '${recipient}', amount: '0.04' })`)
      await engine.use('widget')
      await engine.click(testId('confirm-send'))
      await openedSecureWindow(engine)
      await engine.click(button('Cancel'))
      await engine.popupClosed()
      expectEqual(
        (await outcome(engine, 'send')).error?.code,
        'USER_REJECTED',
        'send() after Cancel in the secure window',
      )
      await expectNothingConfirmable(engine)
      // The secure window closed by the visitor.
      await start(
        engine,
        'sign',
        `window.handle.provider.request({ method: 'personal_sign', params: ['0x6869', '${DEV_ADDRESS}'] })`,
      )
      await engine.use('widget')
      await engine.click(testId('confirm-approval'))
      await openedSecureWindow(engine)
      await engine.text(testId('secure-confirm'))
      await engine.closePopup()
      expectEqual((await outcome(engine, 'sign')).error?.code, 4001, 'personal_sign after the secure window was closed')
      await expectNothingConfirmable(engine)
      // Reject in the widget, then a later request is not BUSY.
      await start(engine, 'signIn', `window.handle.signIn({ nonce: 'abcdefgh1234' })`)
      await engine.use('widget')
      await engine.click(button('Reject'))
      expectEqual((await outcome(engine, 'signIn')).error?.code, 'USER_REJECTED', 'signIn() after Reject')
      await expectNothingConfirmable(engine)
      await start(engine, 'again', `window.handle.send({ token: 'native', to: '${recipient}', amount: '0.04' })`)
      await engine.use('widget')
      await engine.text(testId('confirm-send'))
      expectEqual(await chain.getBalance(recipient), 0n, 'the recipient balance after the rejections')
    },
  },
  {
    name: 'the session is restored after a reload; the host asks for the dark theme in Arabic, and axe finds no WCAG A or AA violation on the home, Receive, Activity, a network switch refused, a sign-in review, the secure window with it, and the connect screen',
    async run(engine) {
      await connectDevWallet(engine)
      // The host's theme and locale (the demo's ?theme=&locale= are its mount options): dark covers both themes'
      // colours (they are language-blind), Arabic the right-to-left layout.
      await engine.open(`${HOST_ORIGIN}/?theme=dark&locale=ar`)
      await engine.host(DEMO_READY)
      await engine.use('widget')
      const axe = axeClean(engine)
      const check = (screen: string) => axe(`${screen} (dark, Arabic)`)
      // Partitioned iframe storage restores at once; where the engine blocks it, the host's hint offers "Continue as" (a click).
      const shown = await waitFor('the account or "Continue as"', async () => {
        if ((await engine.count(testId('account-address'))) > 0) return 'account'
        if ((await engine.count(testId('continue-as'))) > 0) return 'continue'
        return undefined
      })
      if (shown === 'continue') {
        await engine.click(testId('continue-as'))
        await confirmConnectInWindow(engine, check, AR_CONNECT_SAYS)
      }
      expectEqual(await engine.text(testId('account-address')), DEV_ADDRESS, 'the restored account')
      await darkArabicPass(engine, check)
    },
  },
  {
    name: 'a wagmi React app (walletport/wagmi, one connector line) mounts the widget on connect, connects the dev wallet and signs a message',
    async run(engine) {
      const message = 'Hello from a wagmi React app'
      await engine.open(`${HOST_ORIGIN}/wagmi-react.html`)
      await engine.text(button('Connect with Walletport'))
      expectEqual(await engine.count('//iframe'), 0, 'iframes before the first connect')
      await engine.click(button('Connect with Walletport'))
      await engine.use('widget')
      await chooseDevWallet(engine)
      await engine.use('host')
      await waitFor('the app to show the connected account', async () =>
        (await engine.text(`//output[@id='address']`, 1000)) === DEV_ADDRESS ? true : undefined,
      )
      await engine.click(`//button[normalize-space()='Sign “${message}”']`)
      const shown = await confirmInSecureWindow(engine, 'confirm-approval')
      if (!shown.includes(message)) throw new Error(`the secure window did not show the message: ${shown}`)
      await engine.use('host')
      const signed = await waitFor('the signature in the app', async () => {
        const text = await engine.text(`//output[@id='signature']`, 1000)
        return /^[→✗]/.test(text) ? text : undefined
      })
      expectEqual(verifyMessage(message, signed.replace(/^→ /, '')), DEV_ADDRESS, 'the signature recovers to')
    },
  },
  {
    name: 'a page on a non-allowed origin is refused: no widget, ORIGIN_NOT_ALLOWED',
    async run(engine) {
      await engine.open(`${FOREIGN_ORIGIN}/not-allowed.html`)
      await waitFor('the refusal on the page', async () =>
        (await engine.text(`//*[@id='outcome']`)).startsWith('Refused as expected: ORIGIN_NOT_ALLOWED')
          ? true
          : undefined,
      )
      expectEqual(await engine.count(`//iframe`), 0, 'iframes left on the refused page')
    },
  },
  {
    name: 'the passkey wallet where the host does not delegate WebAuthn: Firefox refuses the frame, says to press again (never a cancel) and the next press opens the passkey window; WebKitGTK says it cannot hold one',
    async run(engine) {
      // The widget from its named origin (WebAuthn refuses IP origins) in a page that strips the loader's
      // allow=, as a page embedding the widget by hand would: Firefox has no policy API, so the frame tries.
      await engine.open(`${PASSKEY_HOST_ORIGIN}/blank.html`)
      await engine.host(
        `Object.defineProperty(HTMLIFrameElement.prototype, 'allow', { configurable: true, get: () => '', set: () => {} })
        const script = document.createElement('script')
        script.src = args.origin + '/walletport.js'
        await new Promise((resolve, reject) => { script.onload = resolve; script.onerror = reject; document.head.append(script) })
        window.handle = window.Walletport.mount({ target: '#wallet', widgetUrl: args.origin + '/widget/' })
        await window.handle.ready`,
        { origin: WIDGET_NAMED_ORIGIN },
      )
      await engine.use('widget')
      await openConnectScreen(engine)
      await engine.click(`//button[contains(., 'Create a passkey wallet')]`)
      if (engine.name === 'webkit') {
        // WebKitGTK 2.50 has no navigator.credentials, top level or framed: no window could help.
        const said = await engine.text('//*[@role="alert"]')
        if (!said.includes('This browser cannot hold a passkey wallet'))
          throw new Error(`WebKitGTK: expected the no-passkeys message, the widget says: ${said}`)
        return
      }
      // Firefox refused the frame's create() ("CredentialsContainer request is not allowed.") and then its
      // popup blocker the window the same click asked for (blocked in each of three runs; Firefox may spend the
      // activation on the refused call):
      // the widget says to press again, in words that are no cancel, and the next press opens the window.
      const said = await engine.text('//*[@role="alert"]')
      if (
        !said.includes('This browser asks for passkeys in a window of its own') ||
        /declined|rejected|cancel/i.test(said)
      )
        throw new Error(`Firefox: expected "press again", the widget says: ${said}`)
      await engine.click(`//button[contains(., 'Create a passkey wallet')]`)
      await engine.use('popup')
      const shown = await engine.text(testId('passkey-window'))
      if (!shown.includes('Create your passkey wallet')) throw new Error(`the passkey window shows: ${shown}`)
      // This Firefox has no authenticator to create one with: the visitor closes the window, which is their cancel.
      await engine.closePopup()
      await engine.use('widget')
      await engine.text('//*[@role="alert"][contains(., "declined")]')
    },
  },
]
