import { useT } from '../../i18n/useT'

/** The explicit "I understand" a review asks for before Confirm, when the chain expects a failure or a warning stands. */
export function Acknowledge({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useT()
  return (
    <label className="ack">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {t('send.acknowledge')}
    </label>
  )
}
