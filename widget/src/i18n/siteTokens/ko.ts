import type { siteTokensEn } from './en'

/** Korean texts about tokens the host page added. */
export const siteTokensKo: Record<keyof typeof siteTokensEn, string> = {
  'tokens.addedBySite': '이 사이트가 추가함: {address}',
  'tokens.lookalike': '{symbol} 모방 토큰: 이 지갑이 표시하는 {symbol}이(가) 아닙니다',
}
