/**
 * A feed's age for reading, in the visitor's language, through Intl's unit format (never a pasted "h" or "min"):
 * whole seconds, then whole minutes from 2 minutes, whole hours from 2 hours ("83 minutes", "83 Minuten",
 * "٨٣ دقيقة").
 */
export function formatAge(seconds: number, locale: string): string {
  const [value, unit] =
    seconds >= 7200
      ? [Math.floor(seconds / 3600), 'hour']
      : seconds >= 120
        ? [Math.floor(seconds / 60), 'minute']
        : [seconds, 'second']
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
}
