import { createWalletClient, custom } from 'viem'
import { foundry } from 'viem/chains'
import { connect } from 'viem/experimental/erc7846'
import type { WalletportHandle } from '../../loader/mount'

type SignedIn = { message: string; signature: string }
const STATEMENT = 'Sign in to the Walletport demo shop.'

/**
 * Sign-In with Ethereum as a site does it: a nonce from its server, the widget writes the message and the visitor
 * confirms it, the signed message goes back to the server, which verifies it (`walletport/server`, see
 * scripts/signInEndpoints.ts). Two ways in: `handle.signIn()`, or viem's `connect` (ERC-7846 `wallet_connect` with
 * the signInWithEthereum capability), which connects and signs in with one review. The page says "signed in" only
 * once the server has said so.
 */
export function attachSignInPanel(
  buttons: { signIn: HTMLButtonElement; walletConnect: HTMLButtonElement },
  status: HTMLElement,
  handle: () => WalletportHandle | undefined,
) {
  const show = (text: string, state: string) => {
    status.textContent = text
    status.dataset.state = state
  }
  const signInWith = (sign: (nonce: string) => Promise<SignedIn>) => async () => {
    try {
      show('Asking the server for a nonce…', 'pending')
      const { nonce } = (await post('/api/nonce', {})) as { nonce: string }
      show('Confirm the sign-in in the wallet widget…', 'pending')
      const { message, signature } = await sign(nonce)
      show('Checking the signature on the server…', 'pending')
      const verified = (await post('/api/verify', { message, signature })) as { address: string }
      show(`Signed in as ${verified.address}`, 'signed-in')
    } catch (error) {
      const { code, message } = error as { code?: string; message?: string }
      show(`Not signed in: ${code ? `${code}: ` : ''}${message ?? String(error)}`, 'refused')
    }
  }
  buttons.signIn.addEventListener(
    'click',
    signInWith((nonce) => handle()!.signIn({ nonce, statement: STATEMENT })),
  )
  buttons.walletConnect.addEventListener(
    'click',
    signInWith(async (nonce) => {
      const client = createWalletClient({ chain: foundry, transport: custom(handle()!.provider) })
      const { accounts } = await connect(client, {
        capabilities: { unstable_signInWithEthereum: { chainId: foundry.id, nonce, statement: STATEMENT } },
      })
      const signedIn = accounts[0]?.capabilities?.unstable_signInWithEthereum
      if (!signedIn) throw new Error('the wallet connected without signing in')
      return signedIn
    }),
  )
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
