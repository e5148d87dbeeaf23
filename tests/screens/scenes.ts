import { devAccount } from '../../devchain/accounts'
import { FOREIGN_ORIGIN, HOST_ORIGIN, PASSKEY_HOST_ORIGIN } from '../../devchain/ports'
import { devchainToken } from '../../devchain/tokens'
import { type Engine, waitFor } from '../engines/support/Engine'
import type { WidgetLanguage } from '../../protocol/widgetLanguages'
import type { Labels } from './labels'

/**
 * Every screen QA pages through, reached as a visitor reaches it, with the same moves in every engine (the Engine of
 * tests/engines). A scene leaves the widget where the next one starts from; a scene that fails is recorded and the
 * walk starts again from the demo page (screens.spec.ts).
 */
export type Look = { theme: 'light' | 'dark'; size: 'desktop' | 'phone'; locale: WidgetLanguage; labels: Labels }
export type Scene = {
  name: string
  /** What the picture shows, for the index. */
  caption: string
  /** Brings the screen up; returns false when this engine has no such screen (said in the index). */
  show(engine: Engine, look: Look): Promise<boolean | void>
  /** Where the picture is taken: the host tab (with the widget in it) or the window the widget opened. */
  in?: 'tab' | 'popup'
  /** Leaves the screen, back to where the next scene starts. */
  leave?(engine: Engine, look: Look): Promise<void>
}

const DEV_ADDRESS = devAccount(0).address
const DUSD = devchainToken('dUSD')
const RECIPIENT = '0x000000000000000000000000000000000000dEaD'

const testId = (id: string) => `//*[@data-testid='${id}']`
/** XPath's string literal for `text`, whatever quotes it holds (a French or Italian label may hold an apostrophe). */
const literal = (text: string) =>
  !text.includes("'")
    ? `'${text}'`
    : `concat(${text
        .split("'")
        .map((part) => `'${part}'`)
        .join(`, "'", `)})`
const button = (name: string) => `//button[normalize-space()=${literal(name)}]`
const DEV_WALLET = `//button[contains(., 'Dev wallet')]`

/** The demo host as QA opens it, in the look and language asked for (its `?theme=&locale=` query mounts the widget so). */
export async function openDemo(engine: Engine, { theme, locale }: Look, origin = HOST_ORIGIN): Promise<void> {
  await engine.open(`${origin}/?theme=${theme}&locale=${locale}`)
  await engine.host(
    'while (!window.handle) await new Promise((resolve) => setTimeout(resolve, 50)); await window.handle.ready',
  )
  await engine.use('widget')
}

/**
 * Connected with the dev wallet, on the widget's home screen, however the widget starts (a session it restores, the
 * offer to continue as the last account, or the connect screen).
 */
export async function connectDevWallet(engine: Engine, { labels }: Look): Promise<void> {
  await engine.use('widget')
  const shown = await waitFor('the widget to show an account or a way to connect', async () => {
    if ((await engine.count(testId('account-address'))) > 0) return 'account'
    if ((await engine.count(testId('continue-as'))) > 0) return 'continue'
    if ((await engine.count(button(labels.connect))) > 0) return 'home'
    if ((await engine.count(DEV_WALLET)) > 0) return 'wallets'
    return undefined
  })
  if (shown === 'continue') await confirmInWindow(engine, testId('continue-as'))
  if (shown === 'home') await engine.click(button(labels.connect))
  if (shown === 'home' || shown === 'wallets') await chooseDevWallet(engine)
  await engine.text(testId('account-address'))
}

/** The dev wallet answers at once: its choice opens the secure window, where the visitor confirms that the site may see the address. */
async function chooseDevWallet(engine: Engine): Promise<void> {
  await confirmInWindow(engine, DEV_WALLET)
}

/** A click on `choice` that opens the secure window to connect; the visitor confirms there. */
async function confirmInWindow(engine: Engine, choice: string): Promise<void> {
  await engine.click(choice)
  await engine.use('popup')
  await engine.click(testId('secure-confirm'))
  await engine.popupClosed()
  await engine.use('widget')
}

/** A host call left running (a review waits for the visitor); its outcome does not matter here. */
async function request(engine: Engine, call: string): Promise<void> {
  await engine.host(`void (${call}).catch(() => {})`)
  await engine.use('widget')
}

const reject = async (engine: Engine, { labels }: Look) => {
  await engine.click(button(labels.reject))
}

/** A review the host asks for with `call`, shown until the visitor rejects it. */
function review(name: string, caption: string, call: string): Scene {
  return {
    name,
    caption,
    show: async (engine) => {
      await request(engine, call)
      await engine.text(testId('confirm-approval'))
    },
    leave: reject,
  }
}

export const SCENES: Scene[] = [
  {
    name: 'wallets',
    caption: 'A first visit: the wallets offered',
    show: async (engine, { labels }) => {
      // After a walk that connected, the widget remembers the wallet and opens on the home (with "Continue as"):
      // its Connect a wallet leads to the list a first visit shows.
      const shown = await waitFor('the wallets or the home', async () =>
        (await engine.count(DEV_WALLET)) > 0
          ? 'wallets'
          : (await engine.count(button(labels.connect))) > 0
            ? 'home'
            : undefined,
      )
      if (shown === 'home') await engine.click(button(labels.connect))
      await engine.text(DEV_WALLET)
    },
  },
  {
    name: 'home',
    caption: 'The home before a wallet is connected (Back from the wallets)',
    show: async (engine, { labels }) => {
      await engine.click(button(labels.back))
      await engine.text(button(labels.connect))
    },
    leave: (engine, { labels }) => engine.click(button(labels.connect)),
  },
  {
    name: 'balances',
    caption: 'Connected: the account and its balances',
    show: async (engine) => {
      await chooseDevWallet(engine)
      await engine.text(testId('account-address'))
    },
  },
  {
    name: 'receive',
    caption: 'Receive: the address and its QR code',
    show: (engine, { labels }) => engine.click(button(labels.receive)),
    leave: (engine, { labels }) => engine.click(button(labels.back)),
  },
  {
    name: 'activity',
    caption: 'Activity: recent transfers',
    show: (engine, { labels }) => engine.click(button(labels.activity)),
    leave: (engine, { labels }) => engine.click(button(labels.back)),
  },
  {
    name: 'send-form',
    caption: 'Send: the form, filled in',
    show: async (engine, { labels }) => {
      await engine.click(button(labels.send))
      await engine.select(testId('send-token'), DUSD.address)
      await engine.type(testId('send-to'), RECIPIENT)
      await engine.type(testId('send-amount'), '1.5')
    },
  },
  {
    name: 'send-error',
    caption: 'Send: an amount over the balance, refused with the reason',
    show: (engine) => engine.type(testId('send-amount'), '999999999'),
    leave: (engine) => engine.type(testId('send-amount'), '1.5'),
  },
  {
    name: 'send-review',
    caption: 'Review of a send, with its preview',
    show: async (engine, { labels }) => {
      await engine.click(button(labels.review))
      await engine.text(testId('review-amount'))
    },
  },
  {
    name: 'secure-window',
    caption: 'The secure window, where an engine cannot report whether the widget is covered',
    in: 'popup',
    show: async (engine, { labels }) => {
      await engine.use('widget')
      if ((await engine.text(testId('confirm-send'))) !== labels.secureConfirm) {
        // This engine confirms in the widget itself: no window to show; the send is put away as a visitor would.
        await engine.click(button(labels.cancel))
        return false
      }
      await engine.click(testId('confirm-send'))
      await engine.use('popup')
      await engine.text(testId('secure-review'))
    },
    leave: async (engine, { labels }) => {
      await engine.click(button(labels.cancel))
      await engine.popupClosed()
      await engine.use('widget')
    },
  },
  review(
    'review-message',
    'Review: sign a message',
    `window.handle.provider.request({ method: 'personal_sign', params: ['0x48656c6c6f2066726f6d207468652064656d6f', '${DEV_ADDRESS}'] })`,
  ),
  review(
    'review-approval',
    'Review: a token approval (unlimited)',
    `window.handle.provider.request({ method: 'eth_sendTransaction', params: [{ from: '${DEV_ADDRESS}', to: '${DUSD.address}', data: '0x095ea7b3' + '${RECIPIENT.slice(2).toLowerCase().padStart(64, '0')}' + 'f'.repeat(64) }] })`,
  ),
  review(
    'review-batch',
    'Review: a batch of calls (EIP-5792)',
    `window.handle.provider.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x7a69', from: '${DEV_ADDRESS}', atomicRequired: false, calls: [{ to: '${RECIPIENT}', value: '0x38d7ea4c68000' }, { to: '${RECIPIENT}', value: '0x71afd498d0000' }] }] })`,
  ),
  review(
    'review-typed-data',
    'Review: typed data (an ERC-2612 permit)',
    `window.handle.provider.request({ method: 'eth_signTypedData_v4', params: ['${DEV_ADDRESS}', JSON.stringify({
      types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }],
        Permit: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }] },
      primaryType: 'Permit', domain: { name: 'Demo Dollar', version: '1', chainId: 31337, verifyingContract: '${DUSD.address}' },
      message: { owner: '${DEV_ADDRESS}', spender: '${RECIPIENT}', value: '5000000', nonce: 0, deadline: 4102444800 } })] })`,
  ),
  review(
    'review-sign-in',
    'Review: sign in with Ethereum',
    `window.handle.signIn({ nonce: 'screens12345', statement: 'Sign in to the demo shop.' })`,
  ),
  {
    name: 'passkey-option',
    caption:
      'The wallets on a host with the passkey wallet (the widget on its named origin); "Create a passkey wallet" shows where the browser has an authenticator',
    show: async (engine, look) => {
      await openDemo(engine, look, PASSKEY_HOST_ORIGIN)
      await engine.text(DEV_WALLET)
    },
  },
  {
    name: 'not-allowed',
    caption: 'A site not on the allowlist: the widget refuses, and says how to fix it',
    show: async (engine) => {
      await engine.open(`${FOREIGN_ORIGIN}/not-allowed.html`)
      await engine.host('await new Promise((resolve) => setTimeout(resolve, 2500))')
    },
  },
]
