import { useT } from '../../i18n/useT'

/**
 * The explicit "I understand" a review asks for before Confirm, when the chain expects a failure or a warning stands.
 * While the confirmed review is being signed it stays ticked and locked: Confirm needed it, and a box that went
 * blank mid-send would say the visitor had not agreed.
 */
export function Acknowledge({
  checked,
  signing = false,
  onChange,
}: {
  checked: boolean
  signing?: boolean
  onChange: (checked: boolean) => void
}) {
  const t = useT()
  return (
    <label className="ack">
      <input
        type="checkbox"
        checked={checked || signing}
        disabled={signing}
        onChange={(e) => onChange(e.target.checked)}
      />{' '}
      {t('send.acknowledge')}
    </label>
  )
}
