/**
 * Proof images of a receipt report (SPEC.md §5/§9: png or jpg, at most 5 MB
 * each, at most 3). The declared type is not trusted: the decoded bytes must
 * start with that format's signature, so a renamed text file or script is
 * refused, and the size is the decoded size, not the base64 length.
 */
import { createHash } from 'node:crypto';
import { ErrorCode, IMAGE_MAX_BYTES, IMAGE_MAX_COUNT, type TImageUpload } from '@wps/contracts';
import { AppError } from '../../http/app-error';

export interface ProofImage {
  mime: TImageUpload['mime'];
  bytes: Buffer;
  size: number;
  sha256: string;
}

const SIGNATURES: Record<TImageUpload['mime'], Buffer> = {
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
};

// A plain character class (no nested groups): linear on a 7 MB string.
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const invalid = (index: number, why: string) => new AppError(400, ErrorCode.imageInvalid, `images.${index}: ${why}`);

export function decodeProofImages(images: readonly TImageUpload[]): ProofImage[] {
  if (images.length > IMAGE_MAX_COUNT) throw new AppError(400, ErrorCode.imageInvalid, `At most ${IMAGE_MAX_COUNT} images`);
  return images.map((image, index) => {
    if (image.data.length % 4 !== 0 || !BASE64.test(image.data)) throw invalid(index, 'not base64');
    const bytes = Buffer.from(image.data, 'base64');
    if (bytes.length === 0) throw invalid(index, 'empty file');
    if (bytes.length > IMAGE_MAX_BYTES) throw invalid(index, 'larger than 5 MB');
    const signature = SIGNATURES[image.mime];
    if (bytes.length < signature.length || !bytes.subarray(0, signature.length).equals(signature)) {
      throw invalid(index, `not a ${image.mime === 'image/png' ? 'PNG' : 'JPEG'} image (png or jpg only)`);
    }
    return { mime: image.mime, bytes, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  });
}
