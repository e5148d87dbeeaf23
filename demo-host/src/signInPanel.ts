import type { WalletportHandle } from '../../loader/mount'

/**
 * Sign-In with Ethereum as a site does it: a nonce from its server, `handle.signIn()` in the
 * widget, the signed message back to its server, which verifies it (`walletport/server`, see
 * scripts/signInEndpoints.ts). The page says "signed in" only once the server has said so.
 */
export function attachSignInPanel(
  button: HTMLButtonElement,
  status: HTMLElement,
  handle: () => WalletportHandle | undefined,
) {
  const show = (text: string, state: string) => {
    status.textContent = text
    status.dataset.state = state
  }
  button.addEventListener('click', async () => {
    try {
      show('Asking the server for a nonce…', 'pending')
      const { nonce } = (await post('/api/nonce', {})) as { nonce: string }
      show('Confirm the sign-in in the wallet widget…', 'pending')
      const { message, signature } = await handle()!.signIn({
        nonce,
        statement: 'Sign in to the Walletport demo shop.',
      })
      show('Checking the signature on the server…', 'pending')
      const verified = (await post('/api/verify', { message, signature })) as { address: string }
      show(`Signed in as ${verified.address}`, 'signed-in')
    } catch (error) {
      const { code, message } = error as { code?: string; message?: string }
      show(`Not signed in: ${code ? `${code}: ` : ''}${message ?? String(error)}`, 'refused')
    }
  })
}

async function post(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as { error?: string }
  if (!response.ok) throw new Error(answer.error ?? `HTTP ${response.status}`)
  return answer
}
