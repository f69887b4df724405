import { encode } from 'uqr';
import { useMemo } from 'react';

/**
 * A QR code drawn as SVG. SPEC.md §9 defaults: size 200, margin 20, dark on
 * light, error correction M. The light background stays white in both themes
 * because phone cameras need the contrast.
 */
export const QrCode = ({ value, size = 200, margin = 20, label }: { value: string; size?: number; margin?: number; label: string }) => {
  const path = useMemo(() => {
    const { data } = encode(value, { ecc: 'M', border: 0 });
    let d = '';
    data.forEach((row, y) =>
      row.forEach((on, x) => {
        if (on) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { d, n: data.length };
  }, [value]);
  const quiet = (margin / size) * path.n;
  const box = path.n + quiet * 2;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#ffffff" rx={quiet / 2} />
      <path d={path.d} fill="#000000" />
    </svg>
  );
};
