import { expect, test } from '@playwright/test'
import { parseEther } from 'ethers'
import { freshAccount, signer } from '../../harness/chain'
import { TestWallet } from '../../harness/testWallet'
import { balanceAmount, mountConnected, openBlankHost, recordHostEvents } from './support/hostPage'
import { HOST_ORIGIN, LOADER_URL } from './support/origins'

test.beforeEach(async ({ context }) => {
  await recordHostEvents(context)
})

test('a read flood through handle.provider gets -32005 past the budget, while the widget keeps refreshing its balances', async ({
  context,
  page,
}) => {
  const account = await freshAccount(1n)
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const frame = await mountConnected(page, wallet)
  const native = balanceAmount(frame)
  await expect(native).toHaveText('1')

  // A log query over the whole chain is refused outright, with the limit in its data.
  const logs = await page.evaluate(() =>
    window.handle.provider.request({ method: 'eth_getLogs', params: [{ fromBlock: '0x0', toBlock: '0x7d0' }] }).then(
      () => 'answered',
      (error: { code: number; data?: unknown }) => ({ code: error.code, data: error.data }),
    ),
  )
  expect(logs).toEqual({ code: -32005, data: { maxBlockRange: 1000 } })
  // Ways around the range check: a null blockHash beside the range, keys in other cases (which
  // Go-based nodes read case-insensitively). Each is refused; nothing of the host's filter is forwarded as is.
  const bypasses = await page.evaluate(() =>
    Promise.all(
      [
        { blockHash: null, fromBlock: 'earliest', toBlock: 'latest' },
        { FromBlock: '0x0', ToBlock: 'latest' },
        { fromBlock: 'latest', toBlock: 'latest', FROMBLOCK: '0x0' },
      ].map((filter) =>
        window.handle.provider.request({ method: 'eth_getLogs', params: [filter] }).then(
          () => 'answered',
          (error: { code: number }) => error.code,
        ),
      ),
    ),
  )
  expect(bypasses).toEqual([-32602, -32602, -32602])

  const flood = await page.evaluate(async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 300 }, () =>
        window.handle.provider.request({ method: 'eth_blockNumber' }).then(
          () => 'ok',
          (error: { code: number; data?: { retryAfterMs?: number } }) =>
            error.code === -32005 && (error.data?.retryAfterMs ?? 0) > 0 ? 'limited' : `other ${error.code}`,
        ),
      ),
    )
    return {
      ok: outcomes.filter((o) => o === 'ok').length,
      limited: outcomes.filter((o) => o === 'limited').length,
      other: outcomes.filter((o) => o.startsWith('other')),
    }
  })
  expect(flood.other).toEqual([])
  expect(flood.ok).toBeGreaterThanOrEqual(46) // the burst (four tokens went to the eth_getLogs above)
  expect(flood.ok).toBeLessThan(80)
  expect(flood.limited).toBe(300 - flood.ok)

  // The widget's own reads are not in that budget: a deposit shows up while the host is throttled.
  const funder = await freshAccount()
  await (await signer(funder.privateKey).sendTransaction({ to: account.address, value: parseEther('2') })).wait()
  await expect(native).toHaveText('3', { timeout: 15_000 })
  // The host's budget refills (10 reads a second): its reads are answered again, nothing else is in the way.
  await expect
    .poll(() =>
      page.evaluate(() =>
        window.handle.provider.request({ method: 'eth_blockNumber' }).then(
          () => 'ok',
          (e: { code: number }) => e.code,
        ),
      ),
    )
    .toBe('ok')
})

test('five widgets on one page share one read budget: a flood spread over them gets no more than one widget’s burst', async ({
  page,
}) => {
  await openBlankHost(page, HOST_ORIGIN, LOADER_URL)
  const flood = await page.evaluate(async () => {
    const handles = Array.from({ length: 5 }, (_, i) => {
      const target = document.createElement('div')
      target.id = `wallet-${i}`
      document.body.append(target)
      return window.Walletport!.mount({ target: `#wallet-${i}` })
    })
    await Promise.all(handles.map((handle) => handle.ready))
    const outcomes = await Promise.all(
      handles.flatMap((handle) =>
        Array.from({ length: 60 }, () =>
          handle.provider.request({ method: 'eth_blockNumber' }).then(
            () => 'ok',
            (error: { code: number }) => (error.code === -32005 ? 'limited' : `other ${error.code}`),
          ),
        ),
      ),
    )
    return { ok: outcomes.filter((o) => o === 'ok').length, other: outcomes.filter((o) => o.startsWith('other')) }
  })
  expect(flood.other).toEqual([])
  // One burst of 50 (and what refills meanwhile, 10 a second), not five: 250 passed when each widget had its own.
  expect(flood.ok).toBeGreaterThanOrEqual(50)
  expect(flood.ok).toBeLessThan(90)
})
