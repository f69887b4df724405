import type { SVGProps } from 'react';

type Props = SVGProps<SVGSVGElement> & { size?: number };

const frame = (size: number) =>
  ({
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.8,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
    focusable: false,
  }) as const;

/**
 * The two icons of the lucky pages, drawn like the site's sprite icons
 * (24px grid, 1.8 stroke). Inline: the sprite is shared by every page and
 * these two are the side menu's and this feature's only.
 */
export const IconEnvelope = ({ size = 20, ...rest }: Props) => (
  <svg {...frame(size)} data-icon="red-envelope" {...rest}>
    <rect x="5" y="3" width="14" height="18" rx="2.2" />
    <path d="M5 7.5c2.2 2.2 4.5 3.3 7 3.3s4.8-1.1 7-3.3" />
    <circle cx="12" cy="12.2" r="2.1" />
  </svg>
);

export const IconWheel = ({ size = 20, ...rest }: Props) => (
  <svg {...frame(size)} data-icon="prize-wheel" {...rest}>
    <circle cx="12" cy="13" r="8" />
    <path d="M12 5v16M4 13h16M6.35 7.35l11.3 11.3M17.65 7.35l-11.3 11.3" />
    <path d="M10.2 2.5h3.6L12 5.2z" fill="currentColor" />
  </svg>
);
