import qrcode from 'qrcode-generator';

/** The quiet zone readers need around a code, in modules. */
const QUIET = 4;

/**
 * `text` as a QR code (error correction M), drawn as one SVG path of its dark modules: crisp at any
 * size, no image to fetch, no markup injected. Always dark on white, as scanners expect, also in dark mode.
 */
export function QrCode({ text, size, label }: { text: string; size: number; label: string }) {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) if (code.isDark(row, column)) path += `M${column + QUIET} ${row + QUIET}h1v1h-1z`;
  }
  const side = count + 2 * QUIET;
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${side} ${side}`} shapeRendering="crispEdges">
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
