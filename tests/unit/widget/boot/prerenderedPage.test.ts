import { describe, expect, it } from 'vitest'
import { prerenderedPage } from '../../../../widget/src/boot/firstRender'

const root = (page: string | undefined) => ({ dataset: page === undefined ? {} : { page } }) as unknown as HTMLElement

describe('prerenderedPage: the language and theme the build rendered the page in', () => {
  it.each([
    ['de-dark', { language: 'de', theme: 'dark' }],
    ['zh-Hant-auto', { language: 'zh-Hant', theme: 'auto' }],
    ['zh-Hans-light', { language: 'zh-Hans', theme: 'light' }],
  ])('%s', (page, expected) => expect(prerenderedPage(root(page))).toEqual(expected))

  it.each([undefined, '', 'dark', '-dark', 'de-'])('%s: none', (page) =>
    expect(prerenderedPage(root(page))).toBeUndefined(),
  )
})
