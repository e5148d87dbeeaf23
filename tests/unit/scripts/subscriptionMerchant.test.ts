import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccount } from '../../../devchain/accounts'
import { devchainToken } from '../../../devchain/tokens'
import { createSubscriptionMerchant, MERCHANT_ACCOUNT_INDEX } from '../../../scripts/subscriptionMerchant'

/** The demo merchant's endpoint against hostile requests: nothing reaches a redeem unless it parsed and was checked. */
let server: Server
let origin: string
beforeAll(async () => {
  // An RPC nobody answers: any request that got as far as the chain would fail its check, never redeem.
  const merchant = createSubscriptionMerchant('http://127.0.0.1:9/')
  server = createServer((request, response) => {
    void merchant(request, response).then((handled) => {
      if (!handled) response.writeHead(404).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const context = `0x${'0'.repeat(24)}${'ab'.repeat(20)}${'0'.repeat(64)}`
const post = async (path: string, body: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${origin}${path}`, { method: 'POST', body, headers })
  return { status: response.status, body: (await response.json()) as { error?: string } }
}

describe('the demo merchant (scripts/subscriptionMerchant.ts)', () => {
  it('says its offer: 5 dUSD every 30 days, redeemed by its own account', async () => {
    const offer = await (await fetch(`${origin}/api/subscription`)).json()
    expect(offer).toEqual({
      redeemer: devAccount(MERCHANT_ACCOUNT_INDEX).address,
      token: devchainToken('dUSD').address,
      periodAmount: '0x4c4b40',
      periodDuration: 2_592_000,
    })
  })

  it.each([
    ['not JSON', '{'],
    ['no context', '{}'],
    ['a context that is not one', JSON.stringify({ context: '0x1234' })],
    ['a context with a dirty address word', JSON.stringify({ context: `0x${'f'.repeat(128)}` })],
    ['an array', '[1]'],
    ['a body over the limit', JSON.stringify({ context: 'x'.repeat(2_000) })],
  ])('refuses %s with 400 naming the context', async (_, body) => {
    const { status, body: answer } = await post('/api/subscription', body)
    expect(status).toBe(400)
    expect(answer.error).toMatch(/context/)
  })

  it('refuses a context whose grant it cannot find on chain as this offer', async () => {
    expect(await post('/api/subscription', JSON.stringify({ context }))).toEqual({
      status: 400,
      body: { error: 'context: not a grant of this subscription to this merchant' },
    })
  })

  it('charges only a subscription it checked, and only for its own pages', async () => {
    expect((await post('/api/subscription/charge', JSON.stringify({ context }))).status).toBe(404)
    const foreign = await post('/api/subscription/charge', JSON.stringify({ context }), {
      origin: 'http://evil.example',
    })
    expect(foreign).toEqual({ status: 403, body: { error: 'another origin' } })
    const put = await fetch(`${origin}/api/subscription/charge`, { method: 'PUT', body: '{}' })
    expect(put.status).toBe(405)
  })
})
