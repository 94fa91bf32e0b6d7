import { encode } from 'uqr'

/** A QR code drawn as SVG in the page (uqr encodes it here: nothing is fetched). */
export function QrCode({ value, label, size = 192 }: { value: string; label: string; size?: number }) {
  const { data, size: modules } = encode(value, { ecc: 'M', border: 2 })
  let path = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className="qr-code"
      data-qr-value={value}
    >
      {/* Black on white in both colour schemes: phone cameras read dark modules on a light ground. */}
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
