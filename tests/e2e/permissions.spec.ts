import { expect, test, type Page } from '@playwright/test'
import { Contract, getAddress, Interface, parseUnits, Wallet } from 'ethers'
import { devchainToken } from '../../devchain/tokens'
import { deployArtifact, freshAccount, provider as chain, signer, tokenBalance } from '../../harness/chain'
import { payDusd } from './support/chainActions'
import { balanceAmount, clickConfirm, hostEvents, recordHostEvents } from './support/hostPage'
import { seriousViolations } from './support/look'
import { PASSKEY_HOST_ORIGIN } from './support/origins'
import { addVirtualAuthenticator, connectPasskey, mountPasskeyHost } from './support/passkeys'

/**
 * Permissions for apps (ERC-7715) end to end: the host page asks the passkey wallet for "5 dUSD every 30 days", the
 * visitor reads it in words and confirms in the secure window, the account holds the grant on chain; the redeemer (a
 * test account, by ethers) takes within the limit and is refused beyond it; the site revokes (another review) and
 * the next redeem is refused. Balances and refusals are read from the chain with ethers.
 */

const DUSD = devchainToken('dUSD').address
const ACCOUNT_ABI = [
  'function redeemPermission(uint256 id, address to, uint256 amount)',
  'error PermissionLimitExceeded(uint256 amount, uint256 available)',
  'error PermissionIsRevoked(uint256 id)',
  'error PermissionNotRedeemer(address caller)',
]
const YEAR = 365 * 86_400

/** A `handle.provider` request of the host page, kept as `window.asked` for the test to await. */
function ask(page: Page, method: string, params: unknown): Promise<void> {
  return page.evaluate(
    ([method, params]) => {
      const w = window as unknown as { asked: Promise<unknown> }
      w.asked = window.handle.provider.request({ method, params } as never).then(
        (value) => ({ value }),
        (error: { code: number; message: string }) => ({ code: error.code, message: error.message }),
      )
    },
    [method, params] as const,
  )
}
const answer = <T>(page: Page) =>
  page.evaluate(() => (window as unknown as { asked: Promise<{ value?: unknown; code?: number }> }).asked) as Promise<{
    value?: T
    code?: number
    message?: string
  }>

/** The named error a redeem reverts with, as the merchant's server sees it. */
async function redeemRefusal(redeem: () => Promise<unknown>): Promise<string> {
  try {
    await redeem()
  } catch (error) {
    // ethers leaves a custom error undecoded when the revert comes from its gas estimate: decode its data here.
    const data = (error as { data?: string }).data
    return (data && new Interface(ACCOUNT_ABI).parseError(data)?.name) ?? String(error)
  }
  return 'no revert'
}

test('a site asks for 5 dUSD every 30 days: one review, the redeemer takes 5 and is refused a sixth; revoked, refused', async ({
  page,
}) => {
  await recordHostEvents(page.context())
  await addVirtualAuthenticator(page)
  const frame = await mountPasskeyHost(page)
  const address = await connectPasskey(frame, 'Create a passkey wallet')
  await payDusd(address, '20')
  await expect(balanceAmount(frame, DUSD)).toHaveAttribute('title', '20 dUSD')
  const redeemer = signer((await freshAccount()).privateKey)
  const redeemerAddress = await redeemer.getAddress()
  const shop = Wallet.createRandom().address

  const expiry = (await chain.getBlock('latest'))!.timestamp + YEAR
  const subscription = (tokenAddress: string) => [
    {
      chainId: '0x7a69',
      to: redeemerAddress,
      permission: {
        type: 'erc20-token-periodic',
        isAdjustmentAllowed: false,
        data: { tokenAddress, periodAmount: '0x4c4b40', periodDuration: 30 * 86_400 },
      },
      rules: [{ type: 'expiry', data: { timestamp: expiry } }],
    },
  ]
  // A token of another contract calling itself "DUSD": the review marks it as the balances mark a host's token.
  const fake = await deployArtifact('DemoToken', signer((await freshAccount()).privateKey), ['Demo', 'DUSD', 6, [], 0])
  await ask(page, 'wallet_requestExecutionPermissions', subscription(await fake.getAddress()))
  await expect(frame.getByTestId('review-grant-lookalike')).toHaveText(
    'Look-alike of dUSD: not the dUSD this wallet lists',
    { timeout: 20_000 },
  )
  await frame.getByRole('button', { name: 'Reject' }).click()
  expect((await answer(page)).code).toBe(4001)

  await ask(page, 'wallet_requestExecutionPermissions', subscription(DUSD))
  const until = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(expiry * 1000),
  )
  // The site as the browser names it (http:// stays visible on the local origin), then the grant in words.
  await expect(frame.getByTestId('review-grant-sentence')).toHaveText(
    `${PASSKEY_HOST_ORIGIN} may take up to 5 dUSD every 30 days from this wallet, until ${until} UTC, taken by ${getAddress(redeemerAddress)}`,
    { timeout: 20_000 },
  )
  await expect(frame.getByTestId('review-grant-total')).toContainText('At most 65 dUSD in all')
  // No start asked: the grant starts with its block, which the review says as a date (a later one would be shown so).
  await expect(frame.getByTestId('review-grant-start')).toContainText(/^It cannot be used before .+ UTC\.$/)
  // The account bounds what leaves it, not where the redeemer sends it: the review says so rather than "paid to".
  await expect(frame.getByTestId('review-grant-recipient')).toHaveText(
    'That address may send it on to any address: this permission limits what leaves this wallet, not where it goes.',
  )
  // The account makes the grant, but the site asked for it: the review says so, never "asked by your wallet".
  await expect(frame.locator('#approval-title')).toHaveText('Give this site a permission to take from your wallet')
  await expect(frame.getByTestId('requested-by-site')).toBeVisible()
  await expect(frame.getByTestId('review-grant-token')).toHaveText(`Token contract: ${DUSD}`)
  await expect(frame.getByTestId('review-grant-lookalike')).toHaveCount(0)
  await clickConfirm(frame.getByTestId('confirm-approval'))
  const granted = await answer<{ context: string; delegationManager: string; permission: { type: string } }[]>(page)
  expect(granted.code).toBeUndefined()
  const [grant] = granted.value!
  expect(grant).toMatchObject({ delegationManager: address, permission: { type: 'erc20-token-periodic' } })
  const id = BigInt(`0x${grant!.context.slice(66)}`)

  // The redeemer takes 3, then 2: 5 in this period. A sixth is refused by the account, and so is a stranger.
  const account = new Contract(address, ACCOUNT_ABI, redeemer)
  await (await account.getFunction('redeemPermission')(id, shop, parseUnits('3', 6))).wait()
  await (await account.getFunction('redeemPermission')(id, shop, parseUnits('2', 6))).wait()
  expect(await tokenBalance(DUSD, shop)).toBe(parseUnits('5', 6))
  expect(await tokenBalance(DUSD, address)).toBe(parseUnits('15', 6))
  expect(await redeemRefusal(() => account.getFunction('redeemPermission')(id, shop, 1n))).toBe(
    'PermissionLimitExceeded',
  )
  const stranger = new Contract(address, ACCOUNT_ABI, signer((await freshAccount()).privateKey))
  expect(await redeemRefusal(() => stranger.getFunction('redeemPermission')(id, shop, 1n))).toBe(
    'PermissionNotRedeemer',
  )

  // The site lists its grant; the visitor sees it in the wallet's Permissions, used this period, and revokes it there
  // (one more review): the next redeem is refused.
  await ask(page, 'wallet_getGrantedExecutionPermissions', [])
  expect((await answer<unknown[]>(page)).value).toHaveLength(1)
  const home = frame
  const row = home.getByTestId('permission-row')
  await expect(row).toContainText(`${PASSKEY_HOST_ORIGIN} may take up to 5 dUSD every 30 days`, { timeout: 20_000 })
  await expect(row.getByTestId('permission-used')).toHaveText(`Used this period: 5 dUSD. Ends ${until} UTC.`)
  // The Permissions list is axe clean (docs/accessibility.md): the look tours do not reach the passkey wallet.
  expect(await seriousViolations(page)).toEqual([])
  await row.getByTestId('permission-revoke').click()
  await expect(home.getByTestId('review-revoke-permission')).toContainText(`Revokes permission #${id}`, {
    timeout: 20_000,
  })
  // The redeemer can still take what is due until the revoke is mined: the review does not promise "from now".
  await expect(home.getByTestId('review-revoke-until-included')).toHaveText(
    'Until the revoke is on chain, the site can still take what the permission allows now.',
  )
  await clickConfirm(home.getByTestId('confirm-approval'))
  await expect(home.getByTestId('permission-row')).toHaveCount(0, { timeout: 20_000 })
  await expect(home.getByTestId('permissions')).toContainText('No site may take anything from this wallet')
  expect(await redeemRefusal(() => account.getFunction('redeemPermission')(id, shop, 1n))).toBe('PermissionIsRevoked')
  expect(await tokenBalance(DUSD, shop)).toBe(parseUnits('5', 6))
  const events = await hostEvents(page)
  expect(events.filter((e) => e.name.startsWith('permission'))).toEqual([
    { name: 'permissionGranted', detail: { chainId: 31337 } },
    { name: 'permissionRevoked', detail: { chainId: 31337 } },
  ])
})
