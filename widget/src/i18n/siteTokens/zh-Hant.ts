import type { siteTokensEn } from './en'

/** Traditional Chinese texts about tokens the host page added. */
export const siteTokensZhHant: Record<keyof typeof siteTokensEn, string> = {
  'tokens.addedBySite': '由這個網站新增：{address}',
  'tokens.lookalike': '仿冒 {symbol}：不是這個錢包列出的 {symbol}',
}
