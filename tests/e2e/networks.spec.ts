import { expect, test, type Frame } from '@playwright/test'
import { Wallet, parseUnits } from 'ethers'
import { devPrivateKey } from '../../devchain/accounts'
import { devchainToken } from '../../devchain/tokens'
import { providerFor, tokenBalance } from '../../harness/chain'
import { RpcProxy } from '../../harness/rpcProxy'
import { ACCOUNTS, TestWallet } from '../../harness/testWallet'
import { payDusd } from './support/chainActions'
import {
  clickConfirm,
  hostEvents,
  mountConnected,
  mountInline,
  openBlankHost,
  recordHostEvents,
  sendEvents,
  settled,
  shownBalance,
  startSend,
  chooseWallet,
} from './support/hostPage'
import {
  ANVIL_2_RPC_URL,
  ANVIL_RPC_URL,
  PROXIED_CHAIN_WIDGET_URL,
  PROXY_PORT,
  PROXY_PORT_CHAIN_2,
} from './support/origins'
import type { Balance } from '../../protocol/types'
import { CHAIN_EXCLUSIVE } from './support/lanes'

const dUSD = devchainToken('dUSD')
const KEY = devPrivateKey(ACCOUNTS.networks)

test.beforeEach(async ({ context }) => {
  await recordHostEvents(context)
})

const chainSections = (frame: Frame) =>
  frame.getByTestId('chain-balances').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-chain'))))

test.describe('behind one proxy per chain', () => {
  let first: RpcProxy
  let second: RpcProxy
  test.beforeEach(async () => {
    first = await RpcProxy.start(PROXY_PORT, ANVIL_RPC_URL)
    second = await RpcProxy.start(PROXY_PORT_CHAIN_2, ANVIL_2_RPC_URL)
  })
  test.afterEach(async () => {
    await Promise.all([first.close(), second.close()])
  })

  // Alone on the chain: a block mined by a test of the lane beside it is a refresh of its own, a second call.
  test(
    'balances of both chains show, each chain costing exactly one eth_call per refresh',
    CHAIN_EXCLUSIVE,
    async ({ context, page }) => {
      const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
      const tokens = [31337, 31338].map((chainId) => ({ chainId, address: dUSD.address }))
      const frame = await mountConnected(page, wallet, { widgetUrl: PROXIED_CHAIN_WIDGET_URL, tokens })
      for (const chainId of [31337, 31338]) {
        await expect
          .poll(() => shownBalance(frame, 'native', 18, chainId))
          .toBe(await providerFor(chainId).getBalance(wallet.address))
        await expect
          .poll(() => shownBalance(frame, dUSD.address, 6, chainId))
          .toBe(await tokenBalance(dUSD.address, wallet.address, chainId))
      }
      const at = Date.now()
      await frame.getByRole('button', { name: 'Refresh' }).click()
      await expect.poll(() => [first.count('eth_call', at), second.count('eth_call', at)]).toEqual([1, 1])
      // Time is the test: a second on, neither chain's refresh has cost a second call.
      await page.waitForTimeout(1000)
      expect([first.count('eth_call', at), second.count('eth_call', at)]).toEqual([1, 1])

      const balances = (await page.evaluate(() => window.handle.getBalances())) as Balance[]
      expect(balances.map((b) => `${b.chainId}:${b.symbol}`)).toEqual([
        '31337:ETH',
        '31337:dUSD',
        '31338:ETH',
        '31338:dUSD',
      ])
    },
  )

  test('wallet_getAssets (ERC-7811) lists what each chain holds, as ethers reads it, from the balances already read', async ({
    context,
    page,
  }) => {
    const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
    const tokens = [31337, 31338].map((chainId) => ({ chainId, address: dUSD.address }))
    const frame = await mountConnected(page, wallet, { widgetUrl: PROXIED_CHAIN_WIDGET_URL, tokens })
    await expect
      .poll(() => shownBalance(frame, dUSD.address, 6, 31338))
      .toBe(await tokenBalance(dUSD.address, wallet.address, 31338))
    const getAssets = (params: unknown) =>
      page.evaluate(
        (params) =>
          window.handle.provider
            .request({ method: 'wallet_getAssets', params: params as unknown[] })
            .catch((error: { code: number; message: string }) => ({ code: error.code, message: error.message })),
        params,
      )
    type Asset = { address: string; balance: string; type: string; metadata: { symbol: string; decimals: number } }
    const assets = (await getAssets([{ account: wallet.address }])) as Record<string, Asset[]>
    for (const chainId of [31337, 31338]) {
      const listed = assets[`0x${chainId.toString(16)}`]!
      expect(listed.map((asset) => [asset.address, asset.type, asset.metadata.symbol, BigInt(asset.balance)])).toEqual([
        ['native', 'native', 'ETH', await providerFor(chainId).getBalance(wallet.address)],
        [dUSD.address, 'erc20', 'dUSD', await tokenBalance(dUSD.address, wallet.address, chainId)],
      ])
    }
    const filtered = (await getAssets([
      { account: wallet.address, chainFilter: ['0x7a6a'], assetTypeFilter: ['erc20'] },
    ])) as Record<string, Asset[]>
    expect(Object.keys(filtered)).toEqual(['0x7a6a'])
    expect(filtered['0x7a6a']!.map((asset) => asset.address)).toEqual([dUSD.address])
    // Another account's assets are not the widget's to give; a malformed request names what is wrong.
    expect(await getAssets([{ account: Wallet.createRandom().address }])).toMatchObject({ code: 4100 })
    expect(await getAssets([{ account: wallet.address, chainFilter: [31337] }])).toMatchObject({
      code: -32602,
      message: expect.stringContaining('expected a hex chain id'),
    })
  })

  test("one chain's RPC down shows that chain's error; the other still shows and refreshes", async ({
    context,
    page,
  }) => {
    const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
    second.mode = 'down'
    const tokens = [{ chainId: 31337, address: dUSD.address }]
    const frame = await mountConnected(page, wallet, { widgetUrl: PROXIED_CHAIN_WIDGET_URL, tokens })
    await expect(frame.locator('[data-chain="31338"] [data-testid="chain-error"]')).toContainText(
      'Could not reach Anvil 2 (local)',
    )
    await expect.poll(() => shownBalance(frame, dUSD.address, 6)).toBe(await tokenBalance(dUSD.address, wallet.address))

    await payDusd(wallet.address, '1')
    await expect
      .poll(() => shownBalance(frame, dUSD.address, 6), { timeout: 8000 })
      .toBe(await tokenBalance(dUSD.address, wallet.address))
    await expect(frame.locator('[data-chain="31338"] [data-testid="chain-error"]')).toBeVisible()

    // The RPC comes back: the chain recovers by itself on the next poll.
    second.mode = 'pass'
    await expect
      .poll(() => shownBalance(frame, 'native', 18, 31338), { timeout: 30_000 })
      .toBe(await providerFor(31338).getBalance(wallet.address))
    await expect(frame.locator('[data-chain="31338"] [data-testid="chain-error"]')).toHaveCount(0)
  })
})

test('a send on the second chain asks the wallet to switch, lands there, and the events say so', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  const frame = await mountConnected(page, wallet)
  // The wallet is on the first chain; the host asks for a send on the second.
  await expect(frame.getByTestId('account-chain')).toHaveText('Anvil (local)')
  const to = Wallet.createRandom().address
  await startSend(page, 'send', { token: dUSD.address, to, amount: '3', chainId: 31338 })
  await expect(frame.getByTestId('review-network')).toHaveText('Anvil 2 (local)')
  await clickConfirm(frame.getByTestId('confirm-send'))
  const { value } = await settled(page, 'send')
  expect(value).toMatchObject({ chainId: 31338 })

  expect(wallet.requested('wallet_switchEthereumChain').map((r) => r.params)).toEqual([[{ chainId: '0x7a6a' }]])
  expect(await tokenBalance(dUSD.address, to, 31338)).toBe(parseUnits('3', 6))
  expect(await tokenBalance(dUSD.address, to, 31337)).toBe(0n)
  const events = await hostEvents(page)
  expect(events.filter((e) => e.name === 'chainChanged').map((e) => e.detail)).toEqual([{ chainId: 31338 }])
  await expect.poll(async () => (await sendEvents(page)).map((e) => e.chainId)).toEqual([31338, 31338])
})

test('the wallet switching on its own: chainChanged reaches the host, its chain lists first; an unsupported chain gets a prompt', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  const frame = await mountConnected(page, wallet)
  await expect(frame.getByTestId('chain-balances')).toHaveCount(2)
  expect(await chainSections(frame)).toEqual([31337, 31338])

  wallet.chainId = 31338
  await wallet.emit(page, 'chainChanged', '0x7a6a')
  await expect
    .poll(async () => (await hostEvents(page)).filter((e) => e.name === 'chainChanged').map((e) => e.detail))
    .toEqual([{ chainId: 31338 }])
  await expect(frame.getByTestId('account-chain')).toHaveText('Anvil 2 (local)')
  await expect.poll(() => chainSections(frame)).toEqual([31338, 31337])

  wallet.chainId = 1
  await wallet.emit(page, 'chainChanged', '0x1')
  await expect(frame.getByTestId('wrong-chain')).toContainText(
    'Test Wallet is on chain 1, which this site does not use.',
  )
  await frame.getByTestId('wrong-chain').getByRole('button', { name: 'Switch to Anvil (local)' }).click()
  await expect(frame.getByTestId('wrong-chain')).toHaveCount(0)
  await expect(frame.getByTestId('account-chain')).toHaveText('Anvil (local)')
  expect(wallet.chainId).toBe(31337)

  // The network selector does the same on request.
  await frame.getByLabel('Network').selectOption('31338')
  await expect(frame.getByTestId('account-chain')).toHaveText('Anvil 2 (local)')
})

test('mount({ chains }) selects and orders networks; an unknown id rejects ready with UNSUPPORTED_CHAIN', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  const frame = await mountInline(page, { chains: [31338] })
  await chooseWallet(frame, /Test Wallet/)
  // The wallet is on 31337, which this embedding did not mount: it is asked to switch first.
  await frame.getByRole('button', { name: 'Switch to Anvil 2 (local)' }).click()
  await expect(frame.getByTestId('account-address')).toHaveText(wallet.address)
  await expect(frame.getByTestId('chain-balances')).toHaveCount(1)
  expect(await chainSections(frame)).toEqual([31338])

  await openBlankHost(page)
  const outcome = await page.evaluate(() =>
    window.Walletport!.mount({ target: '#wallet', chains: [31337, 999] }).ready.then(
      () => 'ready',
      (e: { code: string; message: string }) => e.code,
    ),
  )
  expect(outcome).toBe('UNSUPPORTED_CHAIN')
  await expect.poll(async () => (await hostEvents(page)).map((e) => e.name)).toEqual(['error'])
  expect((await hostEvents(page))[0]!.detail).toMatchObject({
    code: 'UNSUPPORTED_CHAIN',
    message: 'chain 999 is not offered by this Walletport deployment',
  })
})
