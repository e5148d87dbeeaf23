import { describe, expect, it } from 'vitest'
import { NEXT_PHASES, mayMove, type RequestPhase } from '../../../../widget/src/request/requestLifecycle'
import { ReviewedRequest } from '../../../../widget/src/request/ReviewedRequest'

const PHASES = Object.keys(NEXT_PHASES) as RequestPhase[]

describe('requestLifecycle: one life for every wallet-bound request', () => {
  it('nothing leaves settled or ended', () => {
    for (const to of PHASES) {
      expect(mayMove('settled', to)).toBe(false)
      expect(mayMove('ended', to)).toBe(false)
    }
  })

  it('only a review on screen can be confirmed, and only a confirmed request can be submitted', () => {
    expect(PHASES.filter((from) => mayMove(from, 'confirming'))).toEqual(['reviewing'])
    expect(PHASES.filter((from) => mayMove(from, 'submitted'))).toEqual(['confirming'])
  })
})

describe('ReviewedRequest', () => {
  it('has its own id', () => {
    expect(new ReviewedRequest().id).not.toBe(new ReviewedRequest().id)
  })

  it('confirms once: a double click finds it confirming', () => {
    const request = new ReviewedRequest()
    expect(request.beginConfirming()).toBe(false) // nothing reviewed yet
    expect(request.moveTo('reviewing')).toBe(true)
    expect(request.beginConfirming()).toBe(true)
    expect(request.beginConfirming()).toBe(false)
    expect(request.stillConfirming()).toBe(true)
  })

  it('an ended request can never be confirmed, whatever comes late', () => {
    const request = new ReviewedRequest()
    request.moveTo('reviewing')
    request.end()
    expect(request.open).toBe(false)
    expect(request.beginReview()).toBeUndefined()
    expect(request.moveTo('reviewing')).toBe(false)
    expect(request.beginConfirming()).toBe(false)
    expect(request.phase).toBe('ended')
  })

  it('the wallet asked, then the visitor cancels: stillConfirming turns false, so nothing more is handed over', () => {
    const request = new ReviewedRequest()
    request.moveTo('reviewing')
    request.beginConfirming()
    const stillWanted = request.stillConfirming
    request.end()
    expect(stillWanted()).toBe(false)
  })

  it('a review build that a newer one overtook is dropped, and so is one whose request ended', () => {
    const request = new ReviewedRequest()
    const first = request.beginReview()!
    const second = request.beginReview()!
    expect(first()).toBe(false)
    expect(second()).toBe(true)
    request.end()
    expect(second()).toBe(false)
  })

  it('a transfer submitted before a reload is followed to its end, not confirmable again', () => {
    const request = ReviewedRequest.submittedBeforeReload()
    expect(request.beginConfirming()).toBe(false)
    expect(request.moveTo('settled')).toBe(true)
  })
})
