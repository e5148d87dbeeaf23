import type { WalletInfo } from '../../../protocol/types'

/** A wallet's own icon (EIP-6963 data URI), or its initial when it has none. */
export function WalletIcon({ info }: { info: WalletInfo }) {
  if (info.icon) return <img className="wallet-icon" src={info.icon} alt="" width={32} height={32} />
  return (
    <span className="wallet-icon wallet-icon-fallback" aria-hidden="true">
      {info.name.slice(0, 1).toUpperCase()}
    </span>
  )
}
