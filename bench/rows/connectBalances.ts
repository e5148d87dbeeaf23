import { devPrivateKey } from '../../devchain/accounts'
import { devchainToken } from '../../devchain/tokens'
import { TestWallet } from '../../harness/testWallet'
import { chooseWalletAsVisitor, mountProxied } from '../harness/pages'
import { timedRow, type Measured } from '../harness/rows'
import type { Stack } from '../harness/stack'

/** The injected test wallet answers eth_requestAccounts → every balance shown, and the RPC requests it took. */
export async function measureConnectBalances(stack: Stack): Promise<Measured> {
  const tokens = [devchainToken('dUSD').address, devchainToken('DEMO').address]
  const ms: number[] = []
  let requests = 0
  for (let i = 0; i < 3; i++) {
    const context = await stack.browser.newContext()
    const wallet = await TestWallet.install(context, { frames: 'all', privateKey: devPrivateKey(4) })
    const page = await context.newPage()
    const frame = await mountProxied(page, tokens)
    const answered = new Promise<number>((r, reject) => {
      const deadline = Date.now() + 30_000
      const check = setInterval(() => {
        if (wallet.requested('eth_requestAccounts').length > 0 || Date.now() > deadline) {
          clearInterval(check)
          if (Date.now() > deadline) reject(new Error('the test wallet was never asked for accounts'))
          else r(Date.now())
        }
      }, 2)
    })
    const before = stack.proxy.calls.length + stack.proxy2.calls.length
    await chooseWalletAsVisitor(frame)
    const start = await answered
    await frame
      .locator('[data-testid="balance-amount"]')
      .nth(tokens.length + 1)
      .waitFor()
    ms.push(Date.now() - start)
    requests = stack.proxy.calls.length + stack.proxy2.calls.length - before
    await context.close()
  }
  return {
    rows: [
      timedRow('wallet answers eth_requestAccounts → all balances shown (ms)', ms),
      { metric: 'RPC requests it took (2 chains, 2 tokens on the first)', walletport: String(requests), baseline: '' },
    ],
    results: { connect: { ms, requests } },
  }
}
