import type { siteTokensEn } from './en'

/** Thai texts about tokens the host page added. */
export const siteTokensTh: Record<keyof typeof siteTokensEn, string> = {
  'tokens.addedBySite': 'เพิ่มโดยเว็บไซต์นี้: {address}',
  'tokens.lookalike': 'โทเค็นเลียนแบบ {symbol}: ไม่ใช่ {symbol} ที่วอลเล็ตนี้แสดงรายการ',
}
