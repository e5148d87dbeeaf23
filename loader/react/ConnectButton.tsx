import type { Address } from '../../protocol/types'
import { useWalletport } from './WalletportProvider'

export type ConnectButtonProps = {
  className?: string
  /** What it says while no wallet is connected. */
  label?: string
  /** The name of a network (the host knows its chains); `Chain 8453` when not given. */
  networkName?: (chainId: number) => string
}

/** `0x1234…abcd`: the account as the button shows it. */
const shortAddress = (address: Address) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * The host page's own button for the wallet. Disconnected, a click asks the widget to connect (its connect
 * screen, where the visitor chooses); connected, it shows the account, its network and its native balance,
 * and a click opens the widget (the modal, in launcher mode). It shows only what the host already learns:
 * the wallet itself, every review and every click that signs, stays in the widget's iframe.
 */
export function ConnectButton({ className, label = 'Connect wallet', networkName }: ConnectButtonProps) {
  const { handle, state, balance } = useWalletport()
  if (state.status !== 'connected' || !state.address || state.chainId === undefined) {
    return (
      <button
        type="button"
        className={className}
        disabled={!handle || state.status === 'connecting'}
        // The visitor's dismissal (USER_REJECTED) is no error of the page's.
        onClick={() => void handle?.connect().catch(() => {})}
        data-walletport="connect"
      >
        {label}
      </button>
    )
  }
  const network = networkName?.(state.chainId) ?? `Chain ${state.chainId}`
  return (
    <button type="button" className={className} onClick={() => handle?.open()} data-walletport="account">
      <span data-walletport="address">{shortAddress(state.address)}</span>{' '}
      <span data-walletport="network">{network}</span>
      {balance && !balance.error && (
        <>
          {' '}
          <span data-walletport="balance">
            {balance.formatted} {balance.symbol}
          </span>
        </>
      )}
    </button>
  )
}
