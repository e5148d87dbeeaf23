import { useEffect, type ReactNode } from 'react'
import { detectLayout } from '../boot/layout'

type FrameProps = { hostOrigin?: string; onClose?: () => void; children: ReactNode }

/**
 * The widget's chrome: brand, and always the site the visitor is on, so they know who asks.
 * In modal layout it also draws the backdrop and the close button; Escape closes too.
 */
export function Frame({ hostOrigin, onClose, children }: FrameProps) {
  const modal = detectLayout() === 'modal'
  useEffect(() => {
    if (!modal || !onClose) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose()
    addEventListener('keydown', onKey)
    return () => removeEventListener('keydown', onKey)
  }, [modal, onClose])

  const frame = (
    <div className="frame" role={modal ? 'dialog' : undefined} aria-modal={modal || undefined} aria-label="Walletport wallet">
      <header className="frame-header">
        <span className="brand">Walletport</span>
        {hostOrigin && (
          <span className="site" title={hostOrigin} data-testid="host-origin">
            {displayOrigin(hostOrigin)}
          </span>
        )}
        {modal && onClose && (
          <button type="button" className="icon-button" aria-label="Close wallet" onClick={onClose}>
            ✕
          </button>
        )}
      </header>
      <main className="frame-body">{children}</main>
    </div>
  )
  if (!modal) return frame
  return (
    <div className="backdrop" onClick={(event) => event.target === event.currentTarget && onClose?.()}>
      {frame}
    </div>
  )
}

/** `https://` is the norm and left out; any other scheme stays visible as a warning sign. */
export function displayOrigin(origin: string): string {
  return origin.startsWith('https://') ? origin.slice('https://'.length) : origin
}
