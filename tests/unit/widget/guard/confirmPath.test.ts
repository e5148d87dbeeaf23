import { describe, expect, it } from 'vitest'
import { confirmPathFor } from '../../../../widget/src/guard/confirmPath'
import type { ApprovalReviewModel } from '../../../../widget/src/review/buildApprovalReview'

const review = (model: object) => model as ApprovalReviewModel
const siwe = { domain: 'localhost:4310' }
/** What readSignInFields reads of a message that is exactly EIP-4361. */
const signIn = {
  site: 'localhost:4310',
  address: '0x',
  uri: 'http://localhost:4310',
  chainId: 31337,
  nonce: 'abcdefgh1234',
}

describe('confirmPathFor: the in-frame Confirm only for what a forged click cannot hurt', () => {
  it('a send the visitor composed in the widget is confirmed in the frame', () => {
    expect(confirmPathFor({ kind: 'send' })).toBe('frame')
  })
  it('a send the host asked for (send()) goes to the secure window', () => {
    expect(confirmPathFor({ kind: 'send', requestedBy: 'http://localhost:4310' })).toBe('secure')
  })
  it('a sign-in for this very site, exactly EIP-4361, with nothing to warn about is confirmed in the frame', () => {
    expect(
      confirmPathFor({ kind: 'approval', review: review({ kind: 'message', hex: '0x', siwe, signIn, warnings: [] }) }),
    ).toBe('frame')
  })
  it('a text viem reads as a sign-in but that is not exactly EIP-4361 (no fields read) goes to the secure window', () => {
    expect(
      confirmPathFor({ kind: 'approval', review: review({ kind: 'message', hex: '0x', siwe, warnings: [] }) }),
    ).toBe('secure')
  })
  it('a sign-in that vouches for resources (a ReCap delegation) goes to the secure window', () => {
    const withResources = { ...signIn, resources: ['urn:recap:eyJhdHQiOnt9fQ'] }
    expect(
      confirmPathFor({
        kind: 'approval',
        review: review({ kind: 'message', hex: '0x', siwe, signIn: withResources, warnings: [] }),
      }),
    ).toBe('secure')
  })
  it('a sign-in with a warning (another domain, another chain) goes to the secure window', () => {
    expect(
      confirmPathFor({
        kind: 'approval',
        review: review({ kind: 'message', hex: '0x', siwe, signIn, warnings: [{ kind: 'siweDomain' }] }),
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
