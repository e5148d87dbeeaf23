import { parseUnits } from 'viem'

export type AmountCheck = { ok: true; value: bigint } | { ok: false; code: 'INVALID_AMOUNT' | 'INSUFFICIENT_FUNDS'; message: string }

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
export function checkAmount({ input, decimals, symbol, balance, reserve = 0n, allowDecimalComma = false }: CheckAmountParameters): AmountCheck {
  let text = input.trim()
  if (text === '') return invalid('Enter an amount.')
  if (allowDecimalComma && !text.includes('.') && (text.match(/,/g) ?? []).length === 1) text = text.replace(',', '.')
  if (text.length > 100 || !/^(\d+\.?\d*|\.\d+)$/.test(text)) return invalid('Use digits and one decimal point, like 1.5.')
  const fraction = text.split('.')[1] ?? ''
  if (fraction.length > decimals) {
    return invalid(decimals === 0 ? `${symbol} cannot be split: enter a whole number.` : `${symbol} has at most ${decimals} decimal places.`)
  }
  const value = parseUnits(text, decimals)
  if (value === 0n) return invalid('Enter an amount above 0.')
  if (balance !== undefined && value + reserve > balance) {
    return {
      ok: false,
      code: 'INSUFFICIENT_FUNDS',
      message: reserve > 0n && value <= balance ? `Not enough ${symbol} left for the network fee.` : `You have less ${symbol} than that.`,
    }
  }
  return { ok: true, value }
}

function invalid(message: string): AmountCheck {
  return { ok: false, code: 'INVALID_AMOUNT', message }
}
