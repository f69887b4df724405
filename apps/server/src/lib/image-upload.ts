/**
 * Images members upload (deposit receipts, withdrawal proofs; SPEC.md §5/§9:
 * png or jpg, at most 5 MB each, at most 3). The declared type is only a
 * claim: the decoded bytes must start with that format's signature, so a
 * renamed text file or script is refused, and the size is the decoded size,
 * not the base64 length.
 */
import { createHash } from 'node:crypto';
import { ErrorCode, IMAGE_MAX_BYTES, IMAGE_MAX_COUNT, type TImageUpload } from '@wps/contracts';
import { AppError } from '../http/app-error';

export interface DecodedImage {
  mime: TImageUpload['mime'];
  bytes: Buffer;
  size: number;
  sha256: string;
}

const SIGNATURES: Record<TImageUpload['mime'], Buffer> = {
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
};

// Buffer.from(…, 'base64') skips what it does not understand, so only clean base64 is accepted.
// A plain character class (no nested groups): linear on a 7 MB string.
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decodes and checks one image; `field` names it in the error ("receipt", "images.1"). */
export function decodeImage(upload: TImageUpload, field: string): DecodedImage {
  const invalid = (why: string) => new AppError(400, ErrorCode.imageInvalid, `${field}: ${why}`);
  const data = upload.data.replace(/\s+/g, '');
  if (data.length % 4 !== 0 || !BASE64.test(data)) throw invalid('not base64');
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0) throw invalid('empty file');
  if (bytes.length > IMAGE_MAX_BYTES) throw invalid('larger than 5 MB');
  const signature = SIGNATURES[upload.mime];
  if (bytes.length < signature.length || !bytes.subarray(0, signature.length).equals(signature)) {
    throw invalid(`not a ${upload.mime === 'image/png' ? 'PNG' : 'JPEG'} image (png or jpg only, matching its type)`);
  }
  return { mime: upload.mime, bytes, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Up to IMAGE_MAX_COUNT images, each checked as above. */
export function decodeImages(images: readonly TImageUpload[], field = 'images'): DecodedImage[] {
  if (images.length > IMAGE_MAX_COUNT) throw new AppError(400, ErrorCode.imageInvalid, `${field}: at most ${IMAGE_MAX_COUNT} images`);
  return images.map((image, index) => decodeImage(image, `${field}.${index}`));
}
