import type { siteTokensEn } from './en'

/** Vietnamese texts about tokens the host page added. */
export const siteTokensVi: Record<keyof typeof siteTokensEn, string> = {
  'tokens.addedBySite': 'Do trang web này thêm: {address}',
  'tokens.lookalike': 'Giả mạo {symbol}: không phải {symbol} mà ví này liệt kê',
}
