import { useEffect, type ReactNode } from 'react'
import { detectLayout } from '../boot/layout'
import { useT } from '../i18n/useT'

/** `hostOrigin` may be passed on as undefined: the loading frame forwards its own optional prop. */
type FrameProps = { hostOrigin?: string | undefined; onClose?: () => void; children: ReactNode }

/**
 * The widget's chrome: brand, and always the site the visitor is on, so they know who asks.
 * In modal layout it also draws the backdrop and the close button; Escape closes too.
 */
export function Frame({ hostOrigin, onClose, children }: FrameProps) {
  const t = useT()
  const modal = detectLayout() === 'modal'
  useEffect(() => {
    if (!modal || !onClose) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
      if (event.key === 'Tab') trapFocus(event)
    }
    addEventListener('keydown', onKey)
    return () => removeEventListener('keydown', onKey)
  }, [modal, onClose])

  const frame = (
    <div
      className="frame"
      role={modal ? 'dialog' : undefined}
      aria-modal={modal || undefined}
      aria-label={t('frame.label')}
    >
      <header className="frame-header">
        <span className="brand">Walletport</span>
        {hostOrigin && (
          <span className="site" title={hostOrigin} data-testid="host-origin">
            {displayOrigin(hostOrigin)}
          </span>
        )}
        {modal && onClose && (
          <button type="button" className="icon-button" aria-label={t('frame.close')} onClick={onClose}>
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

/**
 * Keeps Tab inside the dialog: from the last control back to the first and the other way, so
 * keyboard focus never wanders to the host page hidden behind the modal.
 */
function trapFocus(event: KeyboardEvent): void {
  const focusable = [
    ...document.querySelectorAll<HTMLElement>(
      '.frame button, .frame a[href], .frame input, .frame select, .frame [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((element) => !element.hasAttribute('disabled') && element.offsetParent !== null)
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (
    !event.shiftKey &&
    (document.activeElement === last || !focusable.includes(document.activeElement as HTMLElement))
  ) {
    event.preventDefault()
    first.focus()
  }
}

/** `https://` is the norm and left out; any other scheme stays visible as a warning sign. */
export function displayOrigin(origin: string): string {
  return origin.startsWith('https://') ? origin.slice('https://'.length) : origin
}
