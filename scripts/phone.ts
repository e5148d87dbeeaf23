/**
 * A WalletConnect "phone" for QA: pairs with the URI the widget shows (its Copy link button),
 * approves the session with anvil's dev account #9, and signs what the widget sends.
 *
 *   npm run phone -- "wc:…"        (with npm start running)
 */
import { devPrivateKey } from '../devchain/accounts'
import { WALLETCONNECT_RELAY_URL } from '../devchain/ports'
import { PhoneWallet } from '../harness/walletConnectWallet'

const uri = process.argv[2]
if (!uri?.startsWith('wc:')) {
  console.error('usage: npm run phone -- "wc:…" (the link the widget copies)')
  process.exit(2)
}
const phone = await PhoneWallet.start({ relayUrl: WALLETCONNECT_RELAY_URL, privateKey: devPrivateKey(9) })
await phone.pair(uri)
console.log(`Paired as ${phone.address}. Requests are signed automatically; Ctrl-C to stop.`)
phone.client.on('session_request', ({ params }) => console.log(`request: ${params.request.method}`))
phone.client.on('session_delete', () => console.log('session ended by the widget'))
