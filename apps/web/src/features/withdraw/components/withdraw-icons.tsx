import type { ReactNode } from 'react';
import type { IconProps } from '@/components/icons';

/** The few glyphs the withdraw pages need beyond the shared set, drawn like components/icons.tsx (24px grid, 1.8 stroke). */
const glyph = (body: ReactNode) => {
  const Glyph = ({ size = 20, ...rest }: IconProps) => (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {body}
    </svg>
  );
  return Glyph;
};

export const IconBank = glyph(<path d="M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18" />);
export const IconPencil = glyph(<path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16zM13.5 6.5l4 4" />);
export const IconTrash = glyph(<path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />);
export const IconImagePlus = glyph(
  <>
    <path d="M20 13v5a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h7" />
    <path d="M4 16l4.5-4.5 3.5 3.5 2-2 6 6M18 3v6M15 6h6" />
  </>,
);
export const IconArrowUpRight = glyph(<path d="M7 17L17 7M8 7h9v9" />);
