import type { WalletportHandle } from '../../loader/mount'

type Offer = { redeemer: string; token: string; periodAmount: string; periodDuration: number }
type Charge = { outcome: 'paid'; amount: string; hash: string } | { outcome: 'refused'; reason: string }
const YEAR = 365 * 86_400

/**
 * "Subscribe: 5 dUSD every 30 days" as a shop does it with ERC-7715: the page asks the wallet for the shop's offer
 * (from its server, scripts/subscriptionMerchant.ts) as a periodic permission ending in a year of the chain's time,
 * the visitor reviews and confirms it in the widget, and the page hands the grant's context to the server, which
 * redeems the first payment at once; "Charge now" asks it to redeem again. Each outcome is shown as the server
 * says it: paid with the transaction, or refused with the error the chain named.
 */
export function attachSubscriptionPanel(
  buttons: { subscribe: HTMLButtonElement; charge: HTMLButtonElement },
  log: HTMLOListElement,
  handle: () => WalletportHandle | undefined,
) {
  let context: string | undefined
  const show = (outcome: string, text: string) => {
    const line = document.createElement('li')
    line.dataset.outcome = outcome
    line.textContent = text
    log.append(line)
  }
  const showCharge = (charge: Charge) =>
    charge.outcome === 'paid'
      ? show('paid', `Paid ${charge.amount} (${charge.hash})`)
      : show('refused', `Refused by the chain: ${charge.reason}`)
  const attempt = (run: () => Promise<void>) => () =>
    void run().catch((error: { code?: number; message?: string }) =>
      show('error', `${error.code ? `${error.code}: ` : ''}${error.message ?? String(error)}`),
    )

  buttons.subscribe.addEventListener(
    'click',
    attempt(async () => {
      const provider = handle()!.provider
      const offer = (await (await fetch('/api/subscription')).json()) as Offer
      // The chain's clock, which the account checks the expiry against (a local chain's may run ahead).
      const block = (await provider.request({
        method: 'eth_getBlockByNumber',
        params: ['latest', false],
      } as never)) as {
        timestamp: string
      }
      const [grant] = (await provider.request({
        method: 'wallet_requestExecutionPermissions',
        params: [
          {
            chainId: '0x7a69',
            to: offer.redeemer,
            permission: {
              type: 'erc20-token-periodic',
              isAdjustmentAllowed: false,
              data: {
                tokenAddress: offer.token,
                periodAmount: offer.periodAmount,
                periodDuration: offer.periodDuration,
                justification: 'Demo shop: 5 dUSD every 30 days',
              },
            },
            rules: [{ type: 'expiry', data: { timestamp: Number(block.timestamp) + YEAR } }],
          },
        ],
      } as never)) as { context: string }[]
      context = grant!.context
      show('granted', `Granted: ${context}`)
      showCharge(await post('/api/subscription', { context }))
    }),
  )
  buttons.charge.addEventListener(
    'click',
    attempt(async () => {
      if (!context) throw new Error('subscribe first')
      showCharge(await post('/api/subscription/charge', { context }))
    }),
  )
}

async function post(path: string, body: unknown): Promise<Charge> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as Charge & { error?: string }
  if (!response.ok) throw new Error(answer.error ?? `HTTP ${response.status}`)
  return answer
}
