import { expect, test, type Frame } from '@playwright/test'
import { Contract, getAddress, parseUnits, Wallet, ZeroAddress } from 'ethers'
import { devAccount } from '../../devchain/accounts'
import { PASSKEY_STACK } from '../../devchain/passkeyStack'
import { devchainToken } from '../../devchain/tokens'
import { freshAccount, provider as chain, signer, tokenBalance } from '../../harness/chain'
import { freshenFeeds, payDusd } from './support/chainActions'
import { CHAIN_EXCLUSIVE } from './support/lanes'
import { chooseWallet, clickConfirm, hostEvents, recordHostEvents, settled, startSend } from './support/hostPage'
import { addVirtualAuthenticator, connectPasskey, mountPasskeyHost } from './support/passkeys'

/**
 * Recovery of the passkey wallet, the recovery wallet's side, end to end (anvil, Alto, the dev paymaster, virtual
 * authenticators): the owner names the dev wallet as recovery address; the visitor loses the passkey (another
 * browser profile, an empty authenticator), connects the dev wallet, proposes a new passkey in a reviewed request,
 * waits out the delay (anvil's clock advanced, the price feeds brought up to it after, for the specs that follow),
 * completes the recovery, and the new passkey sends dUSD from the old account, removes the lost passkey (the one in use
 * and the last are never offered) and the recovery address. A stranger's account and an early
 * execute are refused on screen and in the host's `error` event. The chain is read with ethers.
 */

const ACCOUNT_ABI = [
  'function recovery() view returns (address recoverer, uint32 delay, bytes pendingSigner, uint48 readyAt)',
  'function isSigner(bytes signer) view returns (bool)',
  'function getSignerCount() view returns (uint256)',
]
const FACTORY_ABI = [
  'function createAccount(bytes signer) returns (address)',
  'function getAddress(bytes signer) view returns (address)',
]
const DUSD = devchainToken('dUSD').address
const DEV_WALLET = devAccount(0).address

const account = (address: string) => new Contract(address, ACCOUNT_ABI, chain)

/** Moves anvil's clock `seconds` ahead and mines a block at the new time. */
async function advanceClock(seconds: number) {
  await chain.send('evm_increaseTime', [seconds])
  await chain.send('evm_mine', [])
}

async function openRecovery(frame: Frame) {
  await frame.getByTestId('recover-account').locator('summary').click()
  await expect(frame.getByTestId('recover-find')).toBeVisible()
}

test(
  'a visitor who lost their passkey recovers the account with their recovery wallet after the delay; the new passkey sends from the old account',
  CHAIN_EXCLUSIVE,
  async ({ browser, page }) => {
    test.setTimeout(180_000)
    // The owner: a passkey wallet holding dUSD names the dev wallet as its recovery address (a reviewed request).
    await addVirtualAuthenticator(page)
    const ownerFrame = await mountPasskeyHost(page)
    const old = await connectPasskey(ownerFrame, 'Create a passkey wallet')
    await payDusd(old, '10')
    await ownerFrame.getByTestId('recovery-address').fill(DEV_WALLET)
    await ownerFrame.getByTestId('recovery-name').click()
    await clickConfirm(ownerFrame.getByTestId('confirm-approval'))
    await expect(ownerFrame.getByTestId('recovery-status')).toContainText('is the recovery address', {
      timeout: 20_000,
    })
    await page.close()

    // Lost: another browser profile, whose authenticator holds no passkey of this wallet.
    const context = await browser.newContext()
    await recordHostEvents(context)
    const visitor = await context.newPage()
    await addVirtualAuthenticator(visitor)
    const frame = await mountPasskeyHost(visitor)
    await chooseWallet(frame, /Dev wallet/)
    await expect(frame.getByTestId('account-address')).toHaveText(DEV_WALLET)
    await openRecovery(frame)

    // A stranger's account (deployed, naming no recovery address): refused before anything is sent, said on screen and to the host.
    const strangerSigner = `${PASSKEY_STACK.webAuthnVerifier}${Wallet.createRandom().privateKey.slice(2)}${Wallet.createRandom().privateKey.slice(2)}`
    const factory = new Contract(PASSKEY_STACK.factory, FACTORY_ABI, signer((await freshAccount()).privateKey))
    const strangers = await factory.getFunction('getAddress')(strangerSigner)
    await (await factory.getFunction('createAccount')(strangerSigner)).wait()
    await frame.getByTestId('recover-address').fill(strangers)
    await frame.getByTestId('recover-check').click()
    await expect(frame.getByTestId('recover-outcome')).toHaveText(
      `This wallet is not the recovery address of ${getAddress(strangers)}: only its recovery address can propose a new passkey.`,
    )
    await expect(frame.getByTestId('recover-outcome')).toHaveAttribute('role', 'alert')
    await expect
      .poll(async () =>
        (await hostEvents(visitor)).filter((event) => event.name === 'error').map((event) => event.detail),
      )
      .toContainEqual({
        code: 'INVALID_REQUEST',
        message: 'recovery: the connected wallet is not this account’s recovery address',
      })

    // The account that named the dev wallet is found from its RecoverySet log; the visitor proposes a new passkey.
    await frame.getByTestId('recover-find').click()
    const entry = frame.locator(`[data-testid="recover-entry"][data-account="${old}"]`)
    await expect(entry).toContainText('no recovery pending')
    // Anyone can name this wallet: a warning above the list, and when each named it and its owners now.
    await expect(frame.getByTestId('recover-warning')).toContainText('Anyone can name your wallet')
    await expect(entry.getByTestId('recover-named')).toContainText(/It named this wallet on .+\. Owners now: 1\./)
    await entry.getByTestId('recover-propose').click()
    await expect(frame.getByTestId('review-proposeRecovery')).toContainText(
      `Proposes a new passkey as an owner of the wallet ${old}`,
    )
    await expect(frame.getByTestId('requested-by-wallet')).toBeVisible()
    await clickConfirm(frame.getByTestId('confirm-approval'))
    await expect(frame.getByTestId('recover-outcome')).toContainText('Proposed: your new passkey', { timeout: 20_000 })
    const [, delay, pendingSigner, readyAt] = await account(old).getFunction('recovery')()
    expect(Number(delay)).toBe(172_800)
    expect(pendingSigner).toMatch(new RegExp(`^${PASSKEY_STACK.webAuthnVerifier.toLowerCase()}[0-9a-f]{128}$`))
    await expect(entry).toContainText('a new passkey is proposed')

    // Too early: said, nothing sent.
    await entry.getByTestId('recover-execute').click()
    await expect(frame.getByTestId('recover-outcome')).toHaveText('Not yet: the delay of this recovery has not passed.')

    try {
      const { timestamp } = (await chain.getBlock('latest'))!
      await advanceClock(Number(readyAt) - timestamp + 60)
      await frame.getByTestId('recover-find').click()
      await expect(entry).toContainText('the delay has passed')
      // A new proposal would replace this one and start the delay again: only completing it is offered now.
      await expect(entry.getByTestId('recover-propose')).toHaveCount(0)
      await entry.getByTestId('recover-execute').click()
      await expect(frame.getByTestId('review-executeRecovery')).toContainText(
        `Completes the recovery of the wallet ${old}`,
      )
      await clickConfirm(frame.getByTestId('confirm-approval'))
      await expect(frame.getByTestId('recover-outcome')).toContainText(`Done: your new passkey now owns ${old}`, {
        timeout: 20_000,
      })
      await expect(frame.getByTestId('recover-outcome')).toContainText('Other owners it still has: 1')
      expect(await account(old).getFunction('isSigner')(pendingSigner)).toBe(true)
      expect(await account(old).getFunction('getSignerCount')()).toBe(2n)
      expect((await account(old).getFunction('recovery')())[3]).toBe(0n)
    } finally {
      await freshenFeeds()
    }

    // The new passkey opens the old account (not its own counterfactual one) and sends dUSD from it.
    await frame.getByRole('button', { name: 'Disconnect' }).click()
    expect(await connectPasskey(frame, 'Use my passkey')).toBe(old)
    const recipient = Wallet.createRandom().address
    await startSend(visitor, 'send', { token: DUSD, to: recipient, amount: '4' })
    await expect(frame.getByTestId('review-amount')).toContainText('4', { timeout: 20_000 })
    await clickConfirm(frame.getByTestId('confirm-send'))
    expect((await settled(visitor, 'send')).error).toBeUndefined()
    expect(await tokenBalance(DUSD, recipient)).toBe(parseUnits('4', 6))
    expect(await tokenBalance(DUSD, old)).toBe(parseUnits('6', 6))

    // The recovered wallet drops the lost passkey (the one in use is not offered), then names no recovery address.
    await frame.getByRole('button', { name: 'Done', exact: true }).click()
    await expect(frame.getByTestId('passkey-owner')).toHaveCount(2)
    await frame.getByTestId('passkey-remove').click()
    await expect(frame.getByTestId('review-remove-signer')).toContainText('from the owners of this wallet')
    await clickConfirm(frame.getByTestId('confirm-approval'))
    await expect(frame.getByTestId('passkey-add-status')).toHaveText(
      'Done: the passkey was removed from the owners of this wallet.',
      { timeout: 20_000 },
    )
    expect(await account(old).getFunction('getSignerCount')()).toBe(1n)
    expect(await account(old).getFunction('isSigner')(pendingSigner)).toBe(true)
    await expect(frame.getByTestId('passkey-remove')).toHaveCount(0)
    await frame.getByTestId('recovery-clear').click()
    await expect(frame.getByTestId('review-action')).toHaveText(
      'Removes the recovery address: no one can propose a new passkey for this wallet',
    )
    await clickConfirm(frame.getByTestId('confirm-approval'))
    await expect(frame.getByTestId('recovery-status')).toHaveText('Done: this wallet has no recovery address.', {
      timeout: 20_000,
    })
    expect((await account(old).getFunction('recovery')())[0]).toBe(ZeroAddress)
    await context.close()
  },
)
