import { parseUnits } from 'viem'

import { en } from '../i18n/en'
import { walletEn } from '../i18n/wallet/en'
import { translate, type Text } from '../i18n/translate'

/** A failed check has the host API's code, an English `message` (for developers) and a `text` for the visitor's language. */
export type AmountCheck =
  | { ok: true; value: bigint }
  | { ok: false; code: 'INVALID_AMOUNT' | 'INSUFFICIENT_FUNDS'; message: string; text: Text }

export type CheckAmountParameters = {
  input: string
  decimals: number
  symbol: string
  /** What the account holds; undefined when unknown (the check is then left to the wallet). */
  balance?: bigint
  /** Kept aside from the balance (the fee, for native currency). */
  reserve?: bigint
  /** A visitor may type a decimal comma ("1,5"); the host API takes a dot only. */
  allowDecimalComma?: boolean
}

/**
 * Checks a human amount ("1.5") against a token, in integers only (`parseUnits`, never a float):
 * a plain decimal, above zero, with at most the token's decimals, and at most the balance.
 * Messages are for a visitor, next to the field.
 */
export function checkAmount({
  input,
  decimals,
  symbol,
  balance,
  reserve = 0n,
  allowDecimalComma = false,
}: CheckAmountParameters): AmountCheck {
  let text = input.trim()
  if (text === '') return invalid({ key: 'amount.empty' })
  if (allowDecimalComma && !text.includes('.') && (text.match(/,/g) ?? []).length === 1) text = text.replace(',', '.')
  if (text.length > 100 || !/^(\d+\.?\d*|\.\d+)$/.test(text)) return invalid({ key: 'amount.format' })
  const fraction = text.split('.')[1] ?? ''
  if (fraction.length > decimals) {
    return invalid(
      decimals === 0
        ? { key: 'amount.whole', params: { symbol } }
        : { key: 'amount.decimals', params: { symbol, decimals } },
    )
  }
  const value = parseUnits(text, decimals)
  if (value === 0n) return invalid({ key: 'amount.zero' })
  if (balance !== undefined && value + reserve > balance) {
    return failure(
      'INSUFFICIENT_FUNDS',
      reserve > 0n && value <= balance
        ? { key: 'amount.fee', params: { symbol } }
        : { key: 'amount.balance', params: { symbol } },
    )
  }
  return { ok: true, value }
}

function invalid(text: Text): AmountCheck {
  return failure('INVALID_AMOUNT', text)
}

function failure(code: 'INVALID_AMOUNT' | 'INSUFFICIENT_FUNDS', text: Text): AmountCheck {
  return { ok: false, code, message: translate({ ...en, ...walletEn }, text.key, text.params), text }
}
