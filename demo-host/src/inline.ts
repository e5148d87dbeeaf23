import type { WalletportHandle } from '../../loader/mount'
import type { MountOptions } from '../../protocol/types'
import { attachEventLog } from './eventLog'
import { attachProviderPanel } from './providerPanel'
import { attachSignInPanel } from './signInPanel'
import { attachSubscriptionPanel } from './subscriptionPanel'
import { walletport } from './walletportGlobal'

const log = attachEventLog(document.querySelector<HTMLOListElement>('#log')!)
let handle: WalletportHandle | undefined

/**
 * Brings the widget into view for a call that opens a screen there: the widget never scrolls the
 * host page itself, and its Confirm waits until the whole review is visible.
 */
const showWallet = () => document.querySelector('#wallet')!.scrollIntoView({ block: 'start' })

/** Runs one API call and logs what it resolved or rejected with. */
async function run(label: string, call: () => Promise<unknown> | unknown) {
  try {
    const value = await call()
    log(`${label} →`, value === undefined ? 'ok' : value)
  } catch (error) {
    const { code, message } = error as { code?: string | number; message?: string }
    log(`${label} ✗`, { code, message: message?.slice(0, 160) })
  }
}

/**
 * The page's own query for QA: `?theme=dark&locale=de&currency=JPY` mounts the widget so (mount options; the widget
 * checks them, so a wrong value shows its error as a host's would). The currency switch on the page overrides the
 * query's.
 */
function queryOptions(): Pick<MountOptions, 'theme' | 'locale' | 'currency'> {
  const query = new URLSearchParams(location.search)
  const [theme, locale] = [query.get('theme'), query.get('locale')]
  const currency = currencySwitch.value || query.get('currency')
  return {
    ...(theme ? { theme: theme as NonNullable<MountOptions['theme']> } : {}),
    ...(locale ? { locale } : {}),
    ...(currency ? { currency } : {}),
  }
}

/** The demo's currency switch: the widget mounted again with the currency chosen. */
const currencySwitch = document.querySelector<HTMLSelectElement>('#currency')!
currencySwitch.addEventListener('change', () => mount())

function mount() {
  handle?.destroy()
  handle = walletport().mount({ target: '#wallet', ...queryOptions() })
  // For the browser console (and the e2e suite): the handle this page mounted.
  ;(window as unknown as { handle: WalletportHandle }).handle = handle
  void run('ready', () => handle!.ready)
}

const actions: Record<string, () => Promise<unknown> | unknown> = {
  mount,
  getState: () => handle?.getState(),
  getBalances: () => handle?.getBalances(),
  connect: () => (showWallet(), handle?.connect()),
  disconnect: () => handle?.disconnect(),
  destroy: () => handle?.destroy(),
}
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-action]')) {
  const action = button.dataset.action!
  button.addEventListener('click', () => void run(action, actions[action]!))
}
document.querySelector<HTMLFormElement>('#send-form')!.addEventListener('submit', (event) => {
  event.preventDefault()
  const form = new FormData(event.target as HTMLFormElement)
  const chainId = String(form.get('chainId') ?? '').trim()
  const request = {
    token: String(form.get('token')) as 'native' | `0x${string}`,
    to: String(form.get('to')),
    amount: String(form.get('amount')),
    ...(chainId ? { chainId: Number(chainId) } : {}),
  }
  showWallet()
  void run('send', () => handle?.send(request))
})

attachSignInPanel(
  {
    signIn: document.querySelector<HTMLButtonElement>('#sign-in')!,
    walletConnect: document.querySelector<HTMLButtonElement>('#connect-sign-in')!,
  },
  document.querySelector<HTMLElement>('#sign-in-status')!,
  () => (showWallet(), handle),
)
attachSubscriptionPanel(
  {
    subscribe: document.querySelector<HTMLButtonElement>('#subscribe')!,
    charge: document.querySelector<HTMLButtonElement>('#charge')!,
  },
  document.querySelector<HTMLOListElement>('#subscription-log')!,
  () => (showWallet(), handle),
)
attachProviderPanel(
  document.querySelector<HTMLElement>('#provider-panel')!,
  () => handle,
  (label, call) => (showWallet(), run(label, call)),
)

mount()
