import { QR_CODE_DEFAULTS } from '@wps/contracts/player';
import { encode } from 'uqr';
import { useId, useMemo } from 'react';

export type QrCodeProps = {
  value: string;
  label: string;
  /** Outer size in px (SPEC.md §9: 200). */
  size?: number;
  /** Quiet zone in px on every side (SPEC.md §9: 20). */
  margin?: number;
  colorDark?: string;
  colorLight?: string;
  /** A logo drawn in the middle, on a light rounded plate. */
  logo?: string | null;
  /** The logo's width as a share of the code's (SPEC.md §9: 0.2). */
  logoScale?: number;
  /** The logo plate's corner radius in px (SPEC.md §9: 8). */
  logoCornerRadius?: number;
  /** Error correction level (SPEC.md §9: M). */
  correctLevel?: 'L' | 'M' | 'Q' | 'H';
};

/**
 * A QR code drawn as SVG with the SPEC.md §9 defaults: size 200, margin 20,
 * black on white, error correction M, an optional logo at scale 0.2 with
 * corner radius 8. The light background stays white in both themes because
 * phone cameras need the contrast.
 */
export const QrCode = ({
  value,
  label,
  size = QR_CODE_DEFAULTS.size,
  margin = QR_CODE_DEFAULTS.margin,
  colorDark = QR_CODE_DEFAULTS.colorDark,
  colorLight = QR_CODE_DEFAULTS.colorLight,
  logo = null,
  logoScale = QR_CODE_DEFAULTS.logoScale,
  logoCornerRadius = QR_CODE_DEFAULTS.logoCornerRadius,
  correctLevel = QR_CODE_DEFAULTS.correctLevel,
}: QrCodeProps) => {
  const clipId = useId();
  const code = useMemo(() => {
    const { data } = encode(value, { ecc: correctLevel, border: 0 });
    let d = '';
    data.forEach((row, y) =>
      row.forEach((on, x) => {
        if (on) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { d, n: data.length };
  }, [value, correctLevel]);
  // The viewBox counts in modules: the code is n modules across, the margin `margin` px of `size`.
  const modulePx = Math.max(1, size - 2 * margin) / code.n;
  const quiet = margin / modulePx;
  const box = code.n + quiet * 2;
  const logoSide = (size * logoScale) / modulePx;
  const plate = logoSide + 1;
  const center = code.n / 2;
  const radius = logoCornerRadius / modulePx;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      data-ecc={correctLevel}
      data-margin={margin}
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill={colorLight} />
      <path d={code.d} fill={colorDark} shapeRendering="crispEdges" />
      {logo && (
        <g className="qr-code__logo">
          <clipPath id={clipId}>
            <rect x={center - logoSide / 2} y={center - logoSide / 2} width={logoSide} height={logoSide} rx={radius} />
          </clipPath>
          <rect x={center - plate / 2} y={center - plate / 2} width={plate} height={plate} rx={radius} fill={colorLight} />
          <image
            href={logo}
            x={center - logoSide / 2}
            y={center - logoSide / 2}
            width={logoSide}
            height={logoSide}
            preserveAspectRatio="xMidYMid meet"
            clipPath={`url(#${clipId})`}
          />
        </g>
      )}
    </svg>
  );
};
