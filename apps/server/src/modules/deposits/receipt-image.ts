/**
 * A member's receipt image, checked before it is stored: the declared type
 * is only a claim, so the decoded size and the file's own signature decide
 * (SPEC.md §5/§9: png or jpg, at most 5 MB).
 */
import { createHash } from 'node:crypto';
import { ErrorCode, IMAGE_MAX_BYTES, type TImageUpload } from '@wps/contracts';
import { AppError } from '../../http/app-error';

export interface CheckedImage {
  mime: TImageUpload['mime'];
  bytes: Buffer;
  sha256: string;
}

const SIGNATURES: Record<TImageUpload['mime'], Buffer> = {
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
};

/** Buffer.from(…, 'base64') skips what it does not understand; only clean base64 is accepted. */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const invalid = (message: string) => new AppError(400, ErrorCode.imageInvalid, message);

export function checkImage(upload: TImageUpload): CheckedImage {
  const data = upload.data.replace(/\s+/g, '');
  if (!BASE64.test(data) || data.length % 4 !== 0) throw invalid('The image is not valid base64');
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0) throw invalid('The image is empty');
  if (bytes.length > IMAGE_MAX_BYTES) throw invalid('The image is larger than 5 MB');
  const signature = SIGNATURES[upload.mime];
  if (bytes.length < signature.length || !bytes.subarray(0, signature.length).equals(signature)) {
    throw invalid('Only png or jpg images are accepted, and the file must match its type');
  }
  return { mime: upload.mime, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}
