import type { CDPSession } from '@playwright/test'

/**
 * A platform authenticator for a page, through the DevTools protocol (CDP `WebAuthn`): it holds
 * discoverable P-256 passkeys, verifies the user, and answers at once, as Touch ID or Windows Hello
 * does after the visitor's touch. The e2e suite's passkeys and the bench's passkey rows use it.
 * Returns the authenticator's id, for adding credentials to it or taking them out.
 */
export async function addPlatformAuthenticator(cdp: CDPSession): Promise<string> {
  await cdp.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return authenticatorId
}
