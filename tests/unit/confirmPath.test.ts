import { describe, expect, it } from 'vitest'
import { confirmPathFor } from '../../widget/src/guard/confirmPath'
import type { ApprovalReviewModel } from '../../widget/src/review/buildApprovalReview'

const review = (model: object) => model as ApprovalReviewModel
const siwe = { domain: 'localhost:4310' }

describe('confirmPathFor: the in-frame Confirm only for what a forged click cannot hurt', () => {
  it('a send the visitor composed in the widget is confirmed in the frame', () => {
    expect(confirmPathFor({ kind: 'send' })).toBe('frame')
  })
  it('a send the host asked for (send()) goes to the secure window', () => {
    expect(confirmPathFor({ kind: 'send', requestedBy: 'http://localhost:4310' })).toBe('secure')
  })
  it('a sign-in for this very site with nothing to warn about is confirmed in the frame', () => {
    expect(
      confirmPathFor({ kind: 'approval', review: review({ kind: 'message', hex: '0x', siwe, warnings: [] }) }),
    ).toBe('frame')
  })
  it('a sign-in with a warning (another domain, another chain) goes to the secure window', () => {
    expect(
      confirmPathFor({
        kind: 'approval',
        review: review({ kind: 'message', hex: '0x', siwe, warnings: [{ kind: 'domainMismatch' }] }),
      }),
    ).toBe('secure')
  })
  it('any other message, typed data (permits), a transaction (approve among them) and a batch go to the secure window', () => {
    for (const model of [
      { kind: 'message', hex: '0x', warnings: [] },
      { kind: 'typedData' },
      { kind: 'transaction' },
      { kind: 'batch' },
    ]) {
      expect(confirmPathFor({ kind: 'approval', review: review(model) }), model.kind).toBe('secure')
    }
  })
  it('a review still being prepared goes to the secure window', () => {
    expect(confirmPathFor({ kind: 'approval', review: undefined })).toBe('secure')
  })
})
