import { useMemo } from 'react'
import { encode } from 'uqr'

/** Text as an SVG QR code: one path, drawn by us (no canvas, no inline script). */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { data, size } = encode(text, { ecc: 'M', border: 2 })
    let d = ''
    data.forEach((row, y) => row.forEach((dark, x) => (d += dark ? `M${x},${y}h1v1h-1z` : '')))
    return { size, path: d }
  }, [text])
  return (
    <svg className="qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
