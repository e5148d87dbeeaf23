import { useState } from 'react'
import { formatUnits, type Address } from 'viem'
import type { BalanceRow, ChainBalances } from '../balances/balancesSnapshot'
import { useT } from '../i18n/useT'
import type { SendController } from '../send/SendController'
import { errorMessage } from '../wallets/eip1193'
import { explanationOf } from '../wallets/explainedError'

export type UseMaxAmountParameters = {
  send: Pick<SendController, 'form'>
  chainBalances: ChainBalances | undefined
  row: BalanceRow | undefined
  recipient: { kind: string; address?: Address }
  setAmount: (amount: string) => void
}

/**
 * The form's Max: it asks the wallet what its fee path needs (maxSendAmount) and fills the amount in; a refusal
 * says why, beside the amount (`maxError`).
 */
export function useMaxAmount({ send, chainBalances, row, recipient, setAmount }: UseMaxAmountParameters) {
  const t = useT()
  const [maxError, setMaxError] = useState<string>()
  const setMax = () => {
    if (!chainBalances || !row || row.value === undefined || row.decimals === undefined) return
    const { decimals } = row
    setMaxError(undefined)
    // A recipient not typed yet: a fresh address stands in, so the fee is the one a send to anyone costs.
    const to = recipient.kind === 'address' && recipient.address ? recipient.address : freshAddress()
    send.form.maxAmount(chainBalances.chain, row.token, row.value, to).then(
      (max) => setAmount(formatUnits(max, decimals)),
      (error: unknown) => {
        const explained = explanationOf(error)
        setMaxError(t('send.maxFailed', { reason: explained ? t.text(explained) : errorMessage(error) }))
      },
    )
  }
  return { setMax, maxError }
}

/** An address no one holds: a transfer to an empty account costs the most gas, so Max priced for it holds for any. */
function freshAddress(): Address {
  const bytes = crypto.getRandomValues(new Uint8Array(20))
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
