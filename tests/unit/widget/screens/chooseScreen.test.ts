import { describe, expect, it } from 'vitest'
import { chooseScreen, type ScreenInputs } from '../../../../widget/src/screens/chooseScreen'

const idle: ScreenInputs = { view: 'home', connected: true, approval: 'idle', send: 'idle', shownBatch: undefined }

describe('chooseScreen: the screen table', () => {
  it('home when nothing waits', () => {
    expect(chooseScreen(idle)).toBe('home')
  })

  it('connect comes first, whatever else waits', () => {
    expect(chooseScreen({ ...idle, view: 'connect', approval: 'review', send: 'review', shownBatch: '0x1' })).toBe(
      'connect',
    )
  })

  it('a host request waiting for the visitor comes before a batch status and the send flow', () => {
    expect(chooseScreen({ ...idle, approval: 'review', send: 'review', shownBatch: '0x1' })).toBe('approval')
    expect(chooseScreen({ ...idle, send: 'review', shownBatch: '0x1' })).toBe('batchStatus')
    expect(chooseScreen({ ...idle, send: 'form' })).toBe('send')
  })

  it('no request screen shows without a connected wallet', () => {
    expect(chooseScreen({ ...idle, connected: false, approval: 'review', send: 'review', shownBatch: '0x1' })).toBe(
      'home',
    )
  })
})
