/**
 * Banner art for the demo brands, drawn as SVG from a small description:
 * layered gradients, soft glows, a motif made of plain shapes and the
 * headline. Everything is original (no vendor or third-party art). The
 * files are written by scripts/generate-banner-art.ts under
 * assets/cdn/banners and served at /cdn, like the game tiles.
 */
import { createHash } from 'node:crypto';

export type BannerMotif = 'coins' | 'reels' | 'gift' | 'trophy' | 'cards' | 'bolt' | 'shield' | 'key' | 'calendar' | 'rocket';

export interface BannerArtSpec {
  /** File name without extension (unique per brand). */
  name: string;
  /** Layout: wide (carousel, 1200×400), tall (login/register panels, 480×640), card (16:9, 800×450). */
  shape: 'wide' | 'tall' | 'card';
  /** Two hues (0–360) for the background gradient. */
  hues: [number, number];
  motif: BannerMotif;
  kicker: string;
  headline: string;
  subline: string;
  /** The call-to-action pill; omitted for a banner that opens nothing. */
  cta?: string;
}

const SIZES = { wide: [1200, 400], tall: [480, 640], card: [800, 450] } as const;
const FONT = 'Inter, Segoe UI, Roboto, Arial, sans-serif';

const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A deterministic stream of bytes from the spec's name, so the same spec always draws the same picture. */
function bytesOf(name: string): (i: number) => number {
  const h = createHash('sha256').update(name).digest();
  return (i) => h[i % h.length]!;
}

/** The motif, drawn in a 200×200 box centred on (0, 0). */
function motif(kind: BannerMotif, accent: string): string {
  const gold = 'url(#gold)';
  switch (kind) {
    case 'coins':
      return [
        [-40, 40, 0],
        [30, 10, 1],
        [-10, -40, 2],
      ]
        .map(
          ([x, y, i]) =>
            `<g transform="translate(${x} ${y}) rotate(${-12 + i! * 10})"><ellipse rx="58" ry="58" fill="${gold}" stroke="#fff6" stroke-width="4"/><ellipse rx="42" ry="42" fill="none" stroke="#7a4a00" stroke-opacity=".35" stroke-width="5"/><text y="20" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="56" fill="#7a4a00" fill-opacity=".55">$</text></g>`,
        )
        .join('');
    case 'reels':
      return `<rect x="-110" y="-70" width="220" height="140" rx="26" fill="#0b0820" fill-opacity=".55" stroke="${gold}" stroke-width="8"/>${[-68, 0, 68]
        .map((x) => `<rect x="${x - 30}" y="-52" width="60" height="104" rx="12" fill="#fff"/><text x="${x}" y="22" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="62" fill="${accent}">7</text>`)
        .join('')}<circle cx="132" cy="-60" r="14" fill="${gold}"/><rect x="126" y="-50" width="12" height="70" rx="6" fill="#fff" fill-opacity=".8"/>`;
    case 'gift':
      return `<rect x="-80" y="-20" width="160" height="110" rx="14" fill="${accent}"/><rect x="-92" y="-56" width="184" height="44" rx="12" fill="${accent}" stroke="#fff4" stroke-width="3"/><rect x="-14" y="-56" width="28" height="146" fill="${gold}"/><path d="M0-56c-30-60-90-40-60-6 10 10 40 6 60 6zM0-56c30-60 90-40 60-6-10 10-40 6-60 6z" fill="${gold}"/>`;
    case 'trophy':
      return `<path d="M-60-80h120v40c0 50-30 80-60 86-30-6-60-36-60-86z" fill="${gold}"/><path d="M-60-66h-34c0 46 20 60 40 64M60-66h34c0 46-20 60-40 64" fill="none" stroke="${gold}" stroke-width="12"/><rect x="-14" y="4" width="28" height="44" fill="${gold}"/><rect x="-56" y="46" width="112" height="30" rx="8" fill="${gold}"/><path d="M0-58l9 18 20 3-14 14 3 20-18-9-18 9 3-20-14-14 20-3z" fill="#fff" fill-opacity=".85"/>`;
    case 'cards':
      return `<g transform="rotate(-16)"><rect x="-95" y="-80" width="110" height="156" rx="14" fill="#fff"/><text x="-40" y="14" text-anchor="middle" font-family="${FONT}" font-size="70" font-weight="900" fill="#111">A</text></g><g transform="rotate(12)"><rect x="-15" y="-86" width="110" height="156" rx="14" fill="#fff"/><path d="M40-30c-22-30-56-6-30 26l30 34 30-34c26-32-8-56-30-26z" fill="${accent}"/></g>`;
    case 'bolt':
      return `<circle r="92" fill="#fff" fill-opacity=".12"/><path d="M18-96L-62 14h52l-18 82 82-112h-52z" fill="${gold}" stroke="#fff8" stroke-width="4" stroke-linejoin="round"/>`;
    case 'shield':
      return `<path d="M0-96l80 30v50c0 56-38 92-80 108-42-16-80-52-80-108v-50z" fill="${accent}" stroke="${gold}" stroke-width="8"/><path d="M-34 0l24 26 46-52" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'key':
      return `<circle cx="-40" cy="-20" r="50" fill="none" stroke="${gold}" stroke-width="22"/><path d="M4 8l86 86M50 54l22-22M70 74l22-22" stroke="${gold}" stroke-width="22" stroke-linecap="round"/>`;
    case 'calendar':
      return `<rect x="-86" y="-70" width="172" height="156" rx="18" fill="#fff"/><rect x="-86" y="-70" width="172" height="44" rx="18" fill="${accent}"/><rect x="-86" y="-40" width="172" height="14" fill="${accent}"/>${[0, 1, 2]
        .flatMap((r) => [0, 1, 2, 3].map((c) => `<rect x="${-66 + c * 36}" y="${-14 + r * 30}" width="24" height="20" rx="5" fill="${r === 1 && c === 2 ? accent : '#d9d9e8'}"/>`))
        .join('')}`;
    case 'rocket':
      return `<g transform="rotate(35)"><path d="M0-100c40 30 50 90 30 140h-60c-20-50-10-110 30-140z" fill="#fff"/><circle cy="-30" r="20" fill="${accent}"/><path d="M-30 20l-34 40 34-6zM30 20l34 40-34-6z" fill="${accent}"/><path d="M-20 44c0 30 20 50 20 60 0-10 20-30 20-60z" fill="${gold}"/></g>`;
  }
}

/** Words over at most `max` lines of at most `width` characters. */
function wrap(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length <= max ? lines : [...lines.slice(0, max - 1), `${lines.slice(max - 1).join(' ').slice(0, width - 1)}\u2026`];
}

export function bannerSvg(spec: BannerArtSpec): string {
  const [w, h] = SIZES[spec.shape];
  const b = bytesOf(spec.name);
  const [h1, h2] = spec.hues;
  const accent = `hsl(${(h1 + 340) % 360} 88% 60%)`;
  // The middle stop turns the short way round the colour wheel (28° → 350° passes red, not cyan).
  const mid = (h1 + (((h2 - h1 + 540) % 360) - 180) / 2 + 360) % 360;
  const glows = [0, 3, 6, 9]
    .map((i) => {
      const r = (spec.shape === 'tall' ? 80 : 110) + (b(i) % 120);
      return `<circle cx="${(b(i + 1) / 255) * w}" cy="${(b(i + 2) / 255) * h}" r="${r}" fill="url(#glow)" opacity="${(0.35 + (b(i) % 40) / 100).toFixed(2)}"/>`;
    })
    .join('');
  const sparkles = Array.from({ length: 14 }, (_, i) => {
    const x = (b(i * 2 + 11) / 255) * w;
    const y = (b(i * 2 + 12) / 255) * h;
    const s = 2 + (b(i + 5) % 5);
    return `<path d="M${x} ${y - s * 2}l${s * 0.5} ${s * 1.5} ${s * 1.5} ${s * 0.5}-${s * 1.5} ${s * 0.5}-${s * 0.5} ${s * 1.5}-${s * 0.5}-${s * 1.5}-${s * 1.5}-${s * 0.5} ${s * 1.5}-${s * 0.5}z" fill="#fff" opacity="${(0.3 + (b(i) % 60) / 100).toFixed(2)}"/>`;
  }).join('');
  // A band of diagonal stripes and a wave at the bottom give depth.
  const wave = `<path d="M0 ${h * 0.78} C ${w * 0.25} ${h * 0.68}, ${w * 0.45} ${h * 0.95}, ${w * 0.7} ${h * 0.82} S ${w * 0.95} ${h * 0.7}, ${w} ${h * 0.76} V ${h} H 0 Z" fill="#000" fill-opacity=".22"/>`;
  const stripes = `<g opacity=".08" stroke="#fff" stroke-width="18">${Array.from({ length: 8 }, (_, i) => `<path d="M${w * 0.45 + i * 46} -20 l-${h * 0.6} ${h + 40}"/>`).join('')}</g>`;

  let motifAt: [number, number, number];
  let text: string;
  if (spec.shape === 'tall') {
    motifAt = [w / 2, h * 0.3, 1.05];
    const lines = wrap(spec.headline, 16, 3);
    const y0 = h * 0.58;
    text =
      `<text x="${w / 2}" y="${y0 - 22}" text-anchor="middle" font-size="18" font-weight="700" letter-spacing="3" fill="#fff" fill-opacity=".8">${esc(spec.kicker.toUpperCase())}</text>` +
      lines.map((l, i) => `<text x="${w / 2}" y="${y0 + 22 + i * 44}" text-anchor="middle" font-size="40" font-weight="900" fill="#fff">${esc(l)}</text>`).join('') +
      wrap(spec.subline, 34, 2)
        .map((l, i) => `<text x="${w / 2}" y="${y0 + 40 + lines.length * 44 + i * 26}" text-anchor="middle" font-size="19" font-weight="500" fill="#fff" fill-opacity=".85">${esc(l)}</text>`)
        .join('');
  } else {
    const x = spec.shape === 'wide' ? 72 : 48;
    motifAt = spec.shape === 'wide' ? [w * 0.8, h * 0.48, 1.2] : [w * 0.76, h * 0.42, 1.05];
    const lines = wrap(spec.headline, spec.shape === 'wide' ? 20 : 16, 2);
    // Keep the headline clear of the motif: about 0.62 em per character of this bold face.
    const room = spec.shape === 'wide' ? 600 : 440;
    const longest = Math.max(...lines.map((l) => l.length));
    const big = Math.min((spec.shape === 'wide' ? 58 : 46) - (lines.length > 1 ? 8 : 0), Math.floor(room / (longest * 0.62)));
    const y0 = spec.shape === 'wide' ? 118 : 110;
    const subY = y0 + lines.length * (big + 6) + 8;
    const sub = wrap(spec.subline, spec.shape === 'wide' ? 52 : 38, 2);
    text =
      `<text x="${x}" y="${y0 - big + 4}" font-size="${spec.shape === 'wide' ? 20 : 17}" font-weight="700" letter-spacing="3" fill="#fff" fill-opacity=".8">${esc(spec.kicker.toUpperCase())}</text>` +
      lines.map((l, i) => `<text x="${x}" y="${y0 + i * (big + 6)}" font-size="${big}" font-weight="900" fill="#fff">${esc(l)}</text>`).join('') +
      sub.map((l, i) => `<text x="${x}" y="${subY + i * 30}" font-size="${spec.shape === 'wide' ? 23 : 20}" font-weight="500" fill="#fff" fill-opacity=".88">${esc(l)}</text>`).join('');
    if (spec.cta) {
      const ctaY = subY + sub.length * 30 + 14;
      const ctaW = 40 + spec.cta.length * 13;
      text += `<g transform="translate(${x} ${ctaY})"><rect width="${ctaW}" height="50" rx="25" fill="url(#gold)"/><text x="${ctaW / 2}" y="33" text-anchor="middle" font-size="21" font-weight="800" fill="#2a1600">${esc(spec.cta)}</text></g>`;
    }
  }
  const [mx, my, ms] = motifAt;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${esc(spec.headline)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h1} 80% 42%)"/><stop offset=".55" stop-color="hsl(${mid} 75% 30%)"/><stop offset="1" stop-color="hsl(${h2} 80% 18%)"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="hsl(${h2} 100% 75%)" stop-opacity=".9"/><stop offset="1" stop-color="hsl(${h2} 100% 60%)" stop-opacity="0"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe58a"/><stop offset=".5" stop-color="#ffc23d"/><stop offset="1" stop-color="#f08c00"/></linearGradient>
<radialGradient id="halo"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>${glows}${stripes}${wave}${sparkles}
<circle cx="${mx}" cy="${my}" r="${150 * ms}" fill="url(#halo)"/>
<g transform="translate(${mx} ${my}) scale(${ms})">${motif(spec.motif, accent)}</g>
<g font-family="${FONT}">${text}</g>
</svg>
`;
}
