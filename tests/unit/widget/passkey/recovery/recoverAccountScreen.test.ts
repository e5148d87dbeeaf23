// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { Address } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { en } from '../../../../../widget/src/i18n/en'
import { passkeyEn } from '../../../../../widget/src/i18n/passkey/en'
import { reviewEn } from '../../../../../widget/src/i18n/review/en'
import { makeT } from '../../../../../widget/src/i18n/useT'
import type { RecoverAccountFlow, RecoverView } from '../../../../../widget/src/passkey/recovery/RecoverAccountFlow'
import type { RecoverableAccount } from '../../../../../widget/src/passkey/recovery/readRecoverable'
import { RecoverableList } from '../../../../../widget/src/passkey/screens/RecoverAccount'

/**
 * The recovery address's list of wallets it may recover (F1, F6): each says when it named this wallet and how many
 * owners it has now, under a warning that anyone can name any wallet; a ready proposal is not offered to be replaced.
 */
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SIGNER = `0x${'ab'.repeat(20)}${'cd'.repeat(64)}` as const
const t = makeT(en, 'en').with(passkeyEn)
const flow = { propose: vi.fn(), execute: vi.fn() } as unknown as RecoverAccountFlow

let root: Root | undefined
afterEach(async () => {
  await act(async () => root?.unmount())
  document.body.innerHTML = ''
})

async function render(entry: RecoverableAccount, chainTime = 10_000) {
  const view: RecoverView = { search: 'done', accounts: [entry], chainTime }
  const container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
  await act(async () => root!.render(createElement(RecoverableList, { view, flow, busy: false, t })))
  return container
}
const testId = (container: HTMLElement, id: string) => container.querySelector(`[data-testid="${id}"]`)

describe('F6: a second proposal replaces the first', () => {
  it('offers no other passkey once the proposal is ready, only completing it', async () => {
    const container = await render({
      account: ACCOUNT,
      delaySeconds: 3600,
      pending: { signer: SIGNER, readyAt: 9_000 },
      owners: 1,
    })
    expect(testId(container, 'recover-execute')).not.toBeNull()
    expect(testId(container, 'recover-propose')).toBeNull()
  })

  it('offers it while the delay runs, and the review says it replaces the waiting one and restarts the delay', async () => {
    const container = await render({
      account: ACCOUNT,
      delaySeconds: 3600,
      pending: { signer: SIGNER, readyAt: 20_000 },
      owners: 1,
    })
    expect(testId(container, 'recover-propose')?.textContent).toBe('Propose another passkey instead')
    expect(reviewEn['review.proposeRecovery']).toMatch(/replaces any proposal waiting/)
    expect(reviewEn['review.proposeRecovery']).toMatch(/starts the delay again/)
  })
})

describe('F1: a listed wallet says when it named this one, and how many owners it has', () => {
  it('shows the warning above the list, the full address, the date it named this wallet and its owners', async () => {
    const namedAt = Date.UTC(2026, 10, 27, 12) / 1000
    const container = await render({ account: ACCOUNT, delaySeconds: 3600, namedAt, owners: 2 })
    const warning = testId(container, 'recover-warning')!
    expect(warning.textContent).toContain('Anyone can name your wallet as their recovery address')
    expect(warning.compareDocumentPosition(testId(container, 'recover-entry')!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    const entry = testId(container, 'recover-entry')!.textContent!
    expect(entry).toContain(ACCOUNT)
    expect(entry).toContain('named this wallet on Nov 27, 2026')
    expect(entry).toContain('Owners now: 2')
  })
})
