/** How the studio's card games draw a card's suit and lettering. */

/** The lettering of the drawn cards (and chips): the system's sans-serif. */
export const ART_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/** A suit drawn in a 100 × 100 box (paths, not font glyphs: no emoji hearts, the same look everywhere); `flip` turns it upside down. */
export function SuitShape({ suit, x, y, size, flip }: { suit: number; x: number; y: number; size: number; flip?: boolean }) {
  const t = `translate(${x - size / 2} ${y - size / 2}) scale(${size / 100})${flip ? ' rotate(180 50 50)' : ''}`;
  switch (suit) {
    case 0:
      return <path transform={t} d="M50 4C64 26 95 40 95 62c0 14-11 22-23 22-9 0-16-4-19-10 1 10 5 18 13 22H34c8-4 12-12 13-22-3 6-10 10-19 10C16 84 5 76 5 62 5 40 36 26 50 4Z" />;
    case 1:
      return <path transform={t} d="M50 92C20 68 4 52 4 32 4 17 15 7 29 7c9 0 17 5 21 13 4-8 12-13 21-13 14 0 25 10 25 25 0 20-16 36-46 60Z" />;
    case 2:
      return <path transform={t} d="M50 3 88 50 50 97 12 50Z" />;
    default:
      return (
        <g transform={t}>
          <circle cx="50" cy="27" r="19" />
          <circle cx="27" cy="58" r="19" />
          <circle cx="73" cy="58" r="19" />
          <path d="M40 40h20v20H40zM46 58c0 20-6 30-14 38h36c-8-8-14-18-14-38z" />
        </g>
      );
  }
}
