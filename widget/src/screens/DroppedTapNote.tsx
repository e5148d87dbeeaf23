import { useEffect, useState } from 'react'
import { useT } from '../i18n/useT'

/** How long a released press may wait for its click before it counts as dropped (a click follows within a frame). */
const CLICK_WAIT_MS = 300

/**
 * Says so when a tap on one of the wallet's buttons got no click. Chromium drops the click of a press made as the frame
 * moves or resizes under the finger (on a phone, the send review growing as its preview lands), so the visitor's tap on
 * Edit, Cancel or Back did nothing, with no word. A guarded button (a wallet choice, a Confirm: `data-guard`) says it
 * in its own words (useGuardedClicks), so it is left to them; a press that began elsewhere, or a disabled button, is
 * no tap on the button. The note names the button by its own label and goes with the next click anywhere.
 */
export function DroppedTapNote() {
  const t = useT()
  const [dropped, setDropped] = useState<string | undefined>()
  useEffect(() => {
    let pressed: HTMLButtonElement | undefined
    let clicked = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const buttonOf = (target: EventTarget | null) =>
      target instanceof Element ? (target.closest('button') ?? undefined) : undefined
    const onDown = (event: PointerEvent) => void (pressed = buttonOf(event.target))
    const onUp = (event: PointerEvent) => {
      const button = buttonOf(event.target)
      if (!button || button !== pressed || button.disabled || button.hasAttribute('data-guard')) return
      clicked = false
      clearTimeout(timer)
      timer = setTimeout(() => {
        if (!clicked && button.isConnected) setDropped((button.textContent ?? '').trim().slice(0, 40))
      }, CLICK_WAIT_MS)
    }
    const onClick = () => {
      clicked = true
      setDropped(undefined)
    }
    document.addEventListener('pointerdown', onDown, true)
    document.addEventListener('pointerup', onUp, true)
    document.addEventListener('click', onClick, true)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('pointerdown', onDown, true)
      document.removeEventListener('pointerup', onUp, true)
      document.removeEventListener('click', onClick, true)
    }
  }, [])
  if (dropped === undefined) return null
  return (
    <p className="muted" role="status" data-testid="tap-dropped">
      {t('tap.dropped', { button: dropped })}
    </p>
  )
}
