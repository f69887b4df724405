import { deflateSync } from 'node:zlib';

/**
 * A minimal PNG encoder (8-bit RGB, RGBA or palette), enough for server-drawn
 * images such as the captcha without a native canvas dependency.
 */

export type PngImage =
  | { width: number; height: number; color: 'rgb'; data: Uint8Array }
  | { width: number; height: number; color: 'rgba'; data: Uint8Array }
  | {
      width: number;
      height: number;
      color: 'palette';
      /** Up to 256 `[r, g, b]` entries. */
      palette: ReadonlyArray<readonly [number, number, number]>;
      /** One palette index per pixel. */
      data: Uint8Array;
    };

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309, as PNG chunks use). */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * Filters each scanline with whichever of the five PNG filters gives the
 * smallest sum of absolute values (the usual heuristic; deflate then does much better).
 */
function filterScanlines(data: Uint8Array, width: number, height: number, bpp: number): Buffer {
  const stride = width * bpp;
  const out = Buffer.alloc(height * (stride + 1));
  const candidate = new Uint8Array(stride);
  const best = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    const prev = row - stride;
    let bestSum = Infinity;
    let bestType = 0;
    for (let type = 0; type < 5; type++) {
      let sum = 0;
      for (let i = 0; i < stride; i++) {
        const x = data[row + i]!;
        const a = i >= bpp ? data[row + i - bpp]! : 0;
        const b = y > 0 ? data[prev + i]! : 0;
        const c = i >= bpp && y > 0 ? data[prev + i - bpp]! : 0;
        let v: number;
        if (type === 0) v = x;
        else if (type === 1) v = x - a;
        else if (type === 2) v = x - b;
        else if (type === 3) v = x - ((a + b) >> 1);
        else v = x - paeth(a, b, c);
        v &= 255;
        candidate[i] = v;
        sum += v < 128 ? v : 256 - v;
      }
      if (sum < bestSum) {
        bestSum = sum;
        bestType = type;
        best.set(candidate);
      }
    }
    out[y * (stride + 1)] = bestType;
    out.set(best, y * (stride + 1) + 1);
  }
  return out;
}

export function encodePng(image: PngImage): Buffer {
  const { width, height } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError('PNG dimensions must be positive integers');
  }
  const bpp = image.color === 'rgba' ? 4 : image.color === 'rgb' ? 3 : 1;
  if (image.data.length !== width * height * bpp) throw new RangeError('PNG data length does not match the dimensions');

  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = image.color === 'rgba' ? 6 : image.color === 'rgb' ? 2 : 3; // colour type
  ihdr[10] = 0; // deflate
  ihdr[11] = 0; // adaptive filtering
  ihdr[12] = 0; // no interlace

  const chunks = [PNG_SIGNATURE, chunk('IHDR', ihdr)];
  if (image.color === 'palette') {
    const { palette } = image;
    if (palette.length < 1 || palette.length > 256) throw new RangeError('palette must have 1 to 256 entries');
    for (const index of image.data) if (index >= palette.length) throw new RangeError('palette index out of range');
    const plte = Buffer.alloc(palette.length * 3);
    palette.forEach(([r, g, b], i) => plte.set([r, g, b], i * 3));
    chunks.push(chunk('PLTE', plte));
  }
  // Palette indices are not magnitudes, so prediction filters only hurt: store them unfiltered.
  const raw =
    image.color === 'palette'
      ? filterNone(image.data, width, height)
      : filterScanlines(image.data, width, height, bpp);
  chunks.push(chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', new Uint8Array(0)));
  return Buffer.concat(chunks);
}

function filterNone(data: Uint8Array, width: number, height: number): Buffer {
  const out = Buffer.alloc(height * (width + 1));
  for (let y = 0; y < height; y++) out.set(data.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return out;
}
