import { randomInt } from 'node:crypto';
import { encodePng } from './png';

/**
 * The login/register captcha image (SPEC.md §7 `/wps/captcha`, a base64 PNG
 * drawn by the server), without canvas or native dependencies: characters
 * are stroked from a small built-in vector font, each randomly scaled,
 * rotated and offset, over noise lines and dots, then PNG-encoded.
 *
 * The alphabet leaves out the look-alikes 0/O and 1/I so that a human
 * reading it correctly is not a matter of luck.
 */
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `length` characters from `CAPTCHA_ALPHABET`, chosen with the CSPRNG. */
export function randomCaptchaText(length = 4): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return out;
}

type Point = readonly [number, number];
/**
 * Glyphs as polylines in a 4 × 6 box (x right, y down). Curves are a few
 * straight segments: stroked thickly and rotated they read as normal letters.
 */
const GLYPHS: Record<string, ReadonlyArray<ReadonlyArray<Point>>> = {
  '2': [[[0, 1.2], [0.8, 0.2], [2, 0], [3.2, 0.2], [4, 1.2], [3.8, 2.3], [0, 6], [4, 6]]],
  '3': [
    [[0, 0.8], [1, 0], [3, 0], [4, 0.9], [4, 2.1], [3, 3], [1.6, 3]],
    [[3, 3], [4, 3.9], [4, 5.1], [3, 6], [1, 6], [0, 5.2]],
  ],
  '4': [[[3, 6], [3, 0], [0, 4.2], [4, 4.2]]],
  '5': [[[4, 0], [0.4, 0], [0.1, 2.8], [1.2, 2.4], [3, 2.5], [4, 3.5], [4, 5], [3, 6], [1, 6], [0, 5.2]]],
  '6': [[[3.6, 0.2], [2.4, 0], [1.2, 0.4], [0.2, 2], [0, 4.6], [0.8, 5.8], [2, 6], [3.2, 5.8], [4, 4.6], [3.8, 3.5], [2.8, 2.9], [1.4, 3], [0.1, 3.9]]],
  '7': [[[0, 0], [4, 0], [1.6, 6]]],
  '8': [
    [[2, 3], [0.6, 2.4], [0.3, 1.2], [1, 0.2], [2, 0], [3, 0.2], [3.7, 1.2], [3.4, 2.4], [2, 3]],
    [[2, 3], [0.4, 3.7], [0, 4.9], [0.8, 5.8], [2, 6], [3.2, 5.8], [4, 4.9], [3.6, 3.7], [2, 3]],
  ],
  '9': [[[3.9, 2.1], [2.8, 3.1], [1.2, 3], [0.2, 2.3], [0, 1.2], [0.8, 0.2], [2, 0], [3.2, 0.2], [4, 1.4], [3.9, 3.6], [3.1, 5.4], [1.8, 6], [0.5, 5.8]]],
  A: [[[0, 6], [2, 0], [4, 6]], [[0.75, 3.9], [3.25, 3.9]]],
  B: [
    [[0, 3], [0, 0], [2.8, 0], [3.7, 0.6], [3.7, 2.3], [2.8, 3], [0, 3], [0, 6], [3, 6], [4, 5.3], [4, 3.7], [3, 3]],
  ],
  C: [[[4, 0.9], [3, 0], [1.2, 0], [0.2, 1], [0, 3], [0.2, 5], [1.2, 6], [3, 6], [4, 5.1]]],
  D: [[[0, 0], [0, 6], [2.2, 6], [3.6, 5], [4, 3], [3.6, 1], [2.2, 0], [0, 0]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  G: [[[4, 0.9], [3, 0], [1.2, 0], [0.2, 1], [0, 3], [0.2, 5], [1.2, 6], [3, 6], [4, 5.1], [4, 3.4], [2.2, 3.4]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  J: [[[1.4, 0], [4, 0]], [[3, 0], [3, 4.8], [2.2, 6], [1, 6], [0, 5]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 3.8]], [[1.3, 2.6], [4, 6]]],
  L: [[[0, 0], [0, 6], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3.6], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  P: [[[0, 6], [0, 0], [3, 0], [4, 0.8], [4, 2.4], [3, 3.2], [0, 3.2]]],
  Q: [
    [[1.2, 0], [2.8, 0], [3.8, 1], [4, 3], [3.8, 5], [2.8, 6], [1.2, 6], [0.2, 5], [0, 3], [0.2, 1], [1.2, 0]],
    [[2.4, 4.4], [4.3, 6.4]],
  ],
  R: [[[0, 6], [0, 0], [3, 0], [4, 0.8], [4, 2.3], [3, 3.1], [0, 3.1]], [[2, 3.1], [4, 6]]],
  S: [[[4, 0.9], [3, 0], [1, 0], [0, 0.9], [0, 2.1], [1, 2.8], [3, 3.2], [4, 3.9], [4, 5.1], [3, 6], [1, 6], [0, 5.1]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], [0, 4.8], [1, 6], [3, 6], [4, 4.8], [4, 0]]],
  V: [[[0, 0], [2, 6], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 2.4], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  Z: [[[0, 0], [4, 0], [0, 6], [4, 6]]],
};

type Rgb = readonly [number, number, number];

/** A tiny RGB raster with anti-aliased thick lines (coverage from distance to the segment). */
class Raster {
  readonly data: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.data = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i++) this.data.set(background, i * 3);
  }

  blend(x: number, y: number, color: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const i = (y * this.width + x) * 3;
    const a = Math.min(1, alpha);
    for (let k = 0; k < 3; k++) this.data[i + k] = Math.round(this.data[i + k]! * (1 - a) + color[k]! * a);
  }

  line(x0: number, y0: number, x1: number, y1: number, thickness: number, color: Rgb): void {
    const r = thickness / 2;
    const minX = Math.max(0, Math.floor(Math.min(x0, x1) - r - 1));
    const maxX = Math.min(this.width - 1, Math.ceil(Math.max(x0, x1) + r + 1));
    const minY = Math.max(0, Math.floor(Math.min(y0, y1) - r - 1));
    const maxY = Math.min(this.height - 1, Math.ceil(Math.max(y0, y1) + r + 1));
    const dx = x1 - x0;
    const dy = y1 - y0;
    const len2 = dx * dx + dy * dy || 1;
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        // Distance from the pixel centre to the segment; round caps come for free.
        const px = x + 0.5;
        const py = y + 0.5;
        const t = Math.max(0, Math.min(1, ((px - x0) * dx + (py - y0) * dy) / len2));
        const d = Math.hypot(px - (x0 + t * dx), py - (y0 + t * dy));
        const coverage = r + 0.5 - d;
        if (coverage > 0) this.blendMax(x, y, color, coverage);
      }
    }
  }

  /**
   * Joints of a polyline are covered by two segments; blending twice would
   * darken them into blobs, so a stroke only raises a pixel to its own coverage.
   */
  private strokeMask: Float32Array | null = null;
  beginStroke(): void {
    this.strokeMask = new Float32Array(this.width * this.height);
  }
  endStroke(): void {
    this.strokeMask = null;
  }
  private blendMax(x: number, y: number, color: Rgb, coverage: number): void {
    const mask = this.strokeMask;
    if (!mask) return this.blend(x, y, color, coverage);
    const index = y * this.width + x;
    const previous = mask[index]!;
    const next = Math.min(1, coverage);
    if (next <= previous) return;
    mask[index] = next;
    // Blend only the increment over what this stroke already laid down.
    this.blend(x, y, color, (next - previous) / (1 - previous));
  }
}

function rand(min: number, max: number): number {
  return min + (randomInt(0, 1_000_001) / 1_000_000) * (max - min);
}

function pick<T>(items: readonly T[]): T {
  return items[randomInt(items.length)]!;
}

const INKS: readonly Rgb[] = [
  [30, 50, 120],
  [120, 30, 40],
  [20, 90, 50],
  [80, 40, 110],
  [40, 40, 40],
  [130, 70, 10],
];

/**
 * Draws `text` (characters of `CAPTCHA_ALPHABET`; others are skipped) into a
 * PNG. `width` × `height` is the CSS size; the bitmap is drawn at twice that
 * for crisp display on high-density screens.
 */
export function renderCaptcha(text: string, opts: { width?: number; height?: number } = {}): Buffer {
  const scale = 2;
  const width = (opts.width ?? 120) * scale;
  const height = (opts.height ?? 40) * scale;
  const background: Rgb = [randomInt(236, 252), randomInt(236, 252), randomInt(232, 250)];
  const raster = new Raster(width, height, background);

  // Speckle the background so a flat-colour threshold does not isolate the ink.
  for (let i = 0; i < (width * height) / 40; i++) {
    raster.blend(randomInt(width), randomInt(height), pick(INKS), rand(0.15, 0.45));
  }
  // Faint wide curves behind the text.
  for (let i = 0; i < 2; i++) drawWave(raster, rand(0.12, 0.25), pick(INKS), rand(1.2, 2) * scale);

  const chars = [...text].filter((c) => GLYPHS[c]);
  const slot = width / (chars.length + 0.5);
  chars.forEach((char, index) => {
    const glyphHeight = height * rand(0.52, 0.66);
    const unit = glyphHeight / 6;
    const angle = rand(-0.38, 0.38);
    const cx = slot * (index + 0.75) + rand(-0.12, 0.12) * slot;
    const cy = height / 2 + rand(-0.07, 0.07) * height;
    const stretch = rand(0.85, 1.15);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const transform = ([x, y]: Point): Point => {
      const gx = (x - 2) * unit * stretch;
      const gy = (y - 3) * unit;
      return [cx + gx * cos - gy * sin, cy + gx * sin + gy * cos];
    };
    const ink = pick(INKS);
    const thickness = rand(2.2, 2.8) * scale;
    raster.beginStroke();
    for (const polyline of GLYPHS[char]!) {
      const points = polyline.map(transform);
      for (let i = 1; i < points.length; i++) {
        raster.line(points[i - 1]![0], points[i - 1]![1], points[i]![0], points[i]![1], thickness, ink);
      }
    }
    raster.endStroke();
  });

  // Thin lines across the text: they cross glyphs but are clearly thinner than the strokes.
  for (let i = 0; i < 3; i++) {
    raster.line(rand(0, width * 0.3), rand(0, height), rand(width * 0.7, width), rand(0, height), rand(0.6, 1) * scale, pick(INKS));
  }
  drawWave(raster, 0.6, pick(INKS), 0.8 * scale);
  for (let i = 0; i < 60; i++) {
    const x = rand(0, width);
    const y = rand(0, height);
    raster.line(x, y, x + 0.1, y, rand(1, 2) * scale, pick(INKS));
  }

  return encodePng({ width, height, color: 'rgb', data: raster.data });
}

function drawWave(raster: Raster, alpha: number, ink: Rgb, thickness: number): void {
  const { width, height } = raster;
  const amplitude = rand(0.1, 0.3) * height;
  const period = rand(0.6, 1.4) * width;
  const phase = rand(0, Math.PI * 2);
  const base = rand(0.3, 0.7) * height;
  // Alpha is applied by lightening the ink towards white instead of a second blend pass.
  const lighten = (v: number): number => Math.round(255 - (255 - v) * alpha);
  const color: Rgb = [lighten(ink[0]), lighten(ink[1]), lighten(ink[2])];
  let px = 0;
  let py = base + amplitude * Math.sin(phase);
  raster.beginStroke();
  for (let x = 6; x <= width; x += 6) {
    const y = base + amplitude * Math.sin(phase + (x / period) * Math.PI * 2);
    raster.line(px, py, x, y, thickness, color);
    px = x;
    py = y;
  }
  raster.endStroke();
}
