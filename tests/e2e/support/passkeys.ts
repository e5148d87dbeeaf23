import { expect, type Frame, type Page } from '@playwright/test'
import { addPlatformAuthenticator } from '../../../harness/virtualAuthenticator'
import { mountInline, chooseWallet, openConnectScreen } from './hostPage'
import { PASSKEY_HOST_ORIGIN, WIDGET_NAMED_URL } from './origins'

/** A passkey as the DevTools protocol's virtual authenticator holds it (WebAuthn.Credential), private key included. */
type VirtualCredential = {
  credentialId: string
  isResidentCredential: boolean
  rpId?: string
  privateKey: string
  userHandle?: string
  signCount: number
}

/**
 * The platform authenticator of harness/virtualAuthenticator.ts for the page, holding `holding`.
 * `refuse()` makes the next prompts fail as a cancelled one does.
 */
export async function addVirtualAuthenticator(page: Page, { holding = [] }: { holding?: VirtualCredential[] } = {}) {
  const cdp = await page.context().newCDPSession(page)
  const authenticatorId = await addPlatformAuthenticator(cdp)
  for (const credential of holding) await cdp.send('WebAuthn.addCredential', { authenticatorId, credential })
  /** Every passkey created in it, private key included: a window that closes takes its authenticator along. */
  const created: VirtualCredential[] = []
  cdp.on('WebAuthn.credentialAdded', ({ credential }) => created.push(credential))
  return {
    created,
    /** The passkeys it holds: one per wallet created, each with its signature counter. */
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    /** The device with this passkey is lost: the authenticator no longer holds it. */
    lose: (credentialId: string) => cdp.send('WebAuthn.removeCredential', { authenticatorId, credentialId }),
    /** The visitor cancels the prompts from now on (the authenticator cannot verify them). */
    refuse: () => cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false }),
    accept: () => cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true }),
  }
}

/** The blank host page on the passkey demo origin, the widget mounted from its named origin. */
export function mountPasskeyHost(
  page: Page,
  widgetUrl = WIDGET_NAMED_URL,
  options: Record<string, unknown> = {},
): Promise<Frame> {
  return mountInline(page, { widgetUrl, ...options }, PASSKEY_HOST_ORIGIN)
}

/** The visitor picks "Create a passkey wallet" (or "Use my passkey"); resolves with the address the widget shows. */
export async function connectPasskey(
  frame: Frame,
  choice: 'Create a passkey wallet' | 'Use my passkey',
): Promise<string> {
  await openConnectScreen(frame)
  // The wallet's own list replaces the first screen's once its code is there, and a choice made just then is refused
  // ("choose again"): on a loaded machine that can outlast chooseWallet's one retry. The visitor chooses once the
  // wallet's list is watched (Chromium reports visibility, so it gets there; if not, the choice is made as before).
  await expect(frame.getByRole('button', { name: choice }))
    .toHaveAttribute('data-guard', 'ready', { timeout: 20_000 })
    .catch(() => undefined)
  await chooseWallet(frame, choice)
  const address = frame.getByTestId('account-address')
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  return (await address.textContent())!
}
