import { expect, test, type Frame } from '@playwright/test'
import { Contract, getAddress } from 'ethers'
import { freshAccount, provider as chain, signer } from '../../harness/chain'
import { clickConfirm } from './support/hostPage'
import { addVirtualAuthenticator, connectPasskey, mountPasskeyHost } from './support/passkeys'

/**
 * Recovery of the passkey wallet, the owner's side, end to end (anvil, Alto, the dev paymaster, a virtual
 * authenticator): naming a recovery address is a reviewed request of the wallet's own; a proposal of that address
 * shows in red above every screen of the account; Cancel is a reviewed request too. The chain is read with ethers.
 * The clock is not advanced here (other specs read price feeds against it): executing after the delay is tested on
 * chain in tests/chain/widget/passkey/passkeyRecovery.test.ts.
 */

const RECOVERY_ABI = [
  'function recovery() view returns (address recoverer, uint32 delay, bytes pendingSigner, uint48 readyAt)',
  'function proposeRecovery(bytes signer)',
]
/** A well-formed owner to propose: the WebAuthn verifier's address and a P-256 key (any 64 bytes will do here). */
const NEW_SIGNER = `0x${'ab'.repeat(20)}${'cd'.repeat(64)}`

async function readRecovery(account: string) {
  const [recoverer, delay, pendingSigner, readyAt] = await new Contract(account, RECOVERY_ABI, chain).getFunction(
    'recovery',
  )()
  return {
    recoverer: recoverer as string,
    delay: Number(delay),
    pendingSigner: pendingSigner as string,
    readyAt: Number(readyAt),
  }
}

/** Opens the send form (another screen of the account). */
async function visitSend(frame: Frame) {
  await frame.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(frame.getByTestId('send-to')).toBeVisible()
}

test('the visitor names a recovery address in a reviewed request; its proposal shows in red on every screen; a current passkey cancels it', async ({
  page,
}) => {
  await addVirtualAuthenticator(page)
  const frame = await mountPasskeyHost(page)
  const account = await connectPasskey(frame, 'Create a passkey wallet')
  const recoverer = signer((await freshAccount()).privateKey)
  const recovererAddress = await recoverer.getAddress()

  await expect(frame.getByTestId('recovery-current')).toContainText('No recovery address')
  await expect(frame.getByTestId('recovery-current')).toContainText('48 hours')
  const field = frame.getByTestId('recovery-address')
  await field.fill('0x1234')
  await expect(frame.getByTestId('recovery-address-problem')).toContainText('Enter an address')
  await expect(frame.getByTestId('recovery-name')).toBeDisabled()
  await field.fill(account)
  await expect(frame.getByTestId('recovery-address-problem')).toHaveText(
    'This wallet cannot be its own recovery address.',
  )

  // Typed in lower case; named, reviewed and sent checksummed. Nothing reaches the chain before Confirm.
  await field.fill(recovererAddress.toLowerCase())
  await frame.getByTestId('recovery-name').click()
  await expect(frame.getByTestId('approval')).toContainText('Change a setting of your wallet')
  await expect(frame.getByTestId('requested-by-wallet')).toContainText('Asked by your wallet')
  await expect(frame.getByTestId('review-set-recovery')).toHaveText(
    `Lets ${getAddress(recovererAddress)} propose a new passkey for this wallet; it takes effect after 48 hours unless you cancel`,
  )
  await expect(frame.getByTestId('review-fee')).toHaveText('paid by Walletport dev paymaster')
  expect(await chain.getCode(account)).toBe('0x')
  await clickConfirm(frame.getByTestId('confirm-approval'))
  await expect(frame.getByTestId('recovery-status')).toHaveText(
    `Done: ${getAddress(recovererAddress)} is the recovery address of this wallet.`,
    { timeout: 20_000 },
  )
  await expect(frame.getByTestId('recovery-current')).toContainText(`${getAddress(recovererAddress)} can propose`)
  await expect(frame.getByTestId('passkey-only-key')).toContainText(
    `If you lose it, your recovery address ${getAddress(recovererAddress)} can add a new passkey`,
  )
  expect(await readRecovery(account)).toEqual({
    recoverer: recovererAddress,
    delay: 172_800,
    pendingSigner: '0x',
    readyAt: 0,
  })

  // A stranger cannot propose; the recovery address can (from its own wallet, here by ethers).
  const stranger = signer((await freshAccount()).privateKey)
  await expect(
    new Contract(account, RECOVERY_ABI, stranger).getFunction('proposeRecovery')(NEW_SIGNER),
  ).rejects.toThrow()
  await (await new Contract(account, RECOVERY_ABI, recoverer).getFunction('proposeRecovery')(NEW_SIGNER)).wait()
  const { readyAt } = await readRecovery(account)

  // In red on the home screen without a click (read with the balances of the new block), above the send form too.
  const notice = frame.getByTestId('recovery-notice')
  await expect(notice).toContainText(`Recovery pending: ${getAddress(recovererAddress)} proposed a new passkey`)
  await expect(notice).toHaveClass(/\bnotice\b/)
  await visitSend(frame)
  await expect(notice).toBeVisible()
  await frame.getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(notice).toBeVisible()
  expect(readyAt).toBeGreaterThan(Math.floor(Date.now() / 1000) + 47 * 3600)

  await frame.getByTestId('recovery-cancel').click()
  await expect(frame.getByTestId('review-action')).toHaveText(
    'Cancels the pending recovery: the proposed passkey is not added',
  )
  // Still shown over the review of its own cancel, without a second Cancel.
  await expect(notice).toBeVisible()
  await expect(frame.getByTestId('recovery-cancel')).toHaveCount(0)
  await clickConfirm(frame.getByTestId('confirm-approval'))
  await expect(notice).toHaveCount(0, { timeout: 20_000 })
  await expect(frame.getByTestId('recovery-notice-outcome')).toHaveText('The recovery was cancelled.')
  expect(await readRecovery(account)).toMatchObject({ recoverer: recovererAddress, pendingSigner: '0x', readyAt: 0 })
})
