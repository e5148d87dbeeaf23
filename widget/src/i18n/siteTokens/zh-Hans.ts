import type { siteTokensEn } from './en'

/** Simplified Chinese texts about tokens the host page added. */
export const siteTokensZhHans: Record<keyof typeof siteTokensEn, string> = {
  'tokens.addedBySite': '由此网站添加：{address}',
  'tokens.lookalike': '仿冒 {symbol}：不是此钱包列出的 {symbol}',
}
