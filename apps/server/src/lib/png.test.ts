import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, randomCaptchaText, renderCaptcha } from './captcha-image';
import { crc32, encodePng, PNG_SIGNATURE } from './png';

interface Decoded {
  width: number;
  height: number;
  colorType: number;
  palette: Buffer | null;
  /** Unfiltered pixel bytes. */
  pixels: Buffer;
  chunkTypes: string[];
}

/** An independent minimal decoder for what encodePng writes (8-bit, non-interlaced). */
function decodePng(png: Buffer): Decoded {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  let offset = 8;
  const idat: Buffer[] = [];
  const chunkTypes: string[] = [];
  let ihdr: Buffer | null = null;
  let palette: Buffer | null = null;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length), `CRC of ${type}`).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)));
    chunkTypes.push(type);
    if (type === 'IHDR') ihdr = data;
    if (type === 'PLTE') palette = data;
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  if (!ihdr) throw new Error('no IHDR');
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  expect(ihdr[8]).toBe(8);
  const colorType = ihdr[9]!;
  const bpp = colorType === 6 ? 4 : colorType === 2 ? 3 : 1;
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * bpp;
  expect(raw.length).toBe(height * (stride + 1));
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= bpp ? pixels[y * stride + i - bpp]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      const c = i >= bpp && y > 0 ? pixels[(y - 1) * stride + i - bpp]! : 0;
      const p = a + b - c;
      const predictor = [0, a, b, (a + b) >> 1, Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c][filter];
      if (predictor === undefined) throw new Error(`bad filter ${filter}`);
      pixels[y * stride + i] = (x + predictor) & 255;
    }
  }
  return { width, height, colorType, palette, pixels, chunkTypes };
}

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });
});

describe('encodePng', () => {
  it('writes RGBA that decodes to the same pixels', () => {
    const width = 7;
    const height = 5;
    const data = Uint8Array.from({ length: width * height * 4 }, (_, i) => (i * 53 + (i >> 3) * 7) & 255);
    const decoded = decodePng(encodePng({ width, height, color: 'rgba', data }));
    expect(decoded).toMatchObject({ width, height, colorType: 6, chunkTypes: ['IHDR', 'IDAT', 'IEND'] });
    expect(new Uint8Array(decoded.pixels)).toEqual(data);
  });

  it('writes RGB gradients (exercising every filter) losslessly', () => {
    const width = 33;
    const height = 17;
    const data = new Uint8Array(width * height * 3);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) data.set([x * 7, y * 13, (x * y) & 255], (y * width + x) * 3);
    }
    const decoded = decodePng(encodePng({ width, height, color: 'rgb', data }));
    expect(decoded.colorType).toBe(2);
    expect(new Uint8Array(decoded.pixels)).toEqual(data);
  });

  it('writes palette images with a PLTE chunk', () => {
    const palette = [
      [255, 255, 255],
      [0, 0, 0],
      [200, 10, 10],
    ] as const;
    const data = Uint8Array.from({ length: 12 }, (_, i) => i % 3);
    const decoded = decodePng(encodePng({ width: 4, height: 3, color: 'palette', palette, data }));
    expect(decoded.chunkTypes).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    expect(decoded.colorType).toBe(3);
    expect([...decoded.palette!]).toEqual(palette.flat());
    expect(new Uint8Array(decoded.pixels)).toEqual(data);
  });

  it('refuses inconsistent input', () => {
    expect(() => encodePng({ width: 2, height: 2, color: 'rgb', data: new Uint8Array(11) })).toThrow(RangeError);
    expect(() => encodePng({ width: 0, height: 2, color: 'rgb', data: new Uint8Array(0) })).toThrow(RangeError);
    expect(() => encodePng({ width: 1, height: 1, color: 'palette', palette: [[0, 0, 0]], data: Uint8Array.of(1) })).toThrow(RangeError);
  });
});

describe('captcha image', () => {
  it('draws a valid PNG at twice the requested size', () => {
    const png = renderCaptcha('AB3K');
    const decoded = decodePng(png);
    expect(decoded).toMatchObject({ width: 240, height: 80, colorType: 2 });
    expect(png.length).toBeLessThan(40_000);
    const custom = decodePng(renderCaptcha('AB3K', { width: 150, height: 50 }));
    expect(custom).toMatchObject({ width: 300, height: 100 });
  });

  it('actually draws ink: many pixels far darker than the light background', () => {
    const { pixels } = decodePng(renderCaptcha('MW88'));
    let dark = 0;
    for (let i = 0; i < pixels.length; i += 3) if (pixels[i]! + pixels[i + 1]! + pixels[i + 2]! < 300) dark++;
    const total = pixels.length / 3;
    expect(dark / total).toBeGreaterThan(0.05);
    expect(dark / total).toBeLessThan(0.5);
  });

  it('renders the same text differently every time', () => {
    const a = decodePng(renderCaptcha('XY7Z')).pixels;
    const b = decodePng(renderCaptcha('XY7Z')).pixels;
    expect(a.equals(b)).toBe(false);
  });

  it('has a glyph for every alphabet character and no look-alikes', () => {
    expect(CAPTCHA_ALPHABET).toBe('23456789ABCDEFGHJKLMNPQRSTUVWXYZ');
    for (const excluded of ['0', '1', 'I', 'O']) expect(CAPTCHA_ALPHABET).not.toContain(excluded);
    // Every character is drawn: a captcha of one character leaves ink in the middle of the image.
    for (const char of CAPTCHA_ALPHABET) {
      const { pixels, width, height } = decodePng(renderCaptcha(char));
      let dark = 0;
      for (let y = Math.floor(height * 0.2); y < height * 0.8; y++) {
        for (let x = Math.floor(width * 0.3); x < width * 0.7; x++) {
          const i = (y * width + x) * 3;
          if (pixels[i]! + pixels[i + 1]! + pixels[i + 2]! < 300) dark++;
        }
      }
      expect(dark, char).toBeGreaterThan(200);
    }
  });

  it('makes random texts from the alphabet', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const text = randomCaptchaText();
      expect(text).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}$/);
      for (const c of text) seen.add(c);
    }
    expect(seen.size).toBeGreaterThan(25);
    expect(randomCaptchaText(6)).toHaveLength(6);
  });
});
