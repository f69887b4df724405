import { IMAGE_MAX_BYTES, IMAGE_TYPES, type TImageUpload } from '@wps/contracts/player';

/** SPEC.md §9: png or jpg only, at most 5 MB each; the server checks the bytes again. */
export type ImageProblem = 'type' | 'size' | 'unreadable';

type ImageMime = (typeof IMAGE_TYPES)[number];
const isImageMime = (type: string): type is ImageMime => (IMAGE_TYPES as readonly string[]).includes(type);

/** The file input's `accept`: the picker offers only what may be uploaded. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** Checked before reading a byte: a wrong type, an oversized or an empty file is refused at once. */
export const checkImageFile = (file: { type: string; size: number }): ImageProblem | null => {
  if (!isImageMime(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  if (file.size === 0) return 'unreadable';
  return null;
};

/**
 * The type the file's first bytes say it is. A file renamed to .png keeps its
 * real signature; the server checks it too, this only spares an upload that
 * would be refused.
 */
export const sniffImageMime = (base64: string): ImageMime | null => {
  let head: string;
  try {
    head = atob(base64.slice(0, 12));
  } catch {
    return null;
  }
  const bytes = Array.from(head, (c) => c.charCodeAt(0));
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
};

/** The file as the contracts' ZImageUpload: base64 without the data-URL prefix. Rejects with 'type' when the bytes are not png or jpg. */
export const readImageFile = (file: File): Promise<TImageUpload> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      const data = url.slice(url.indexOf(',') + 1);
      const mime = sniffImageMime(data);
      if (!mime || !data) {
        reject(new Error('type'));
        return;
      }
      resolve({ name: file.name.slice(0, 200), mime, data });
    };
    reader.readAsDataURL(file);
  });

/** A chosen file checked, then read: the upload, or why it is refused. */
export const loadImageFile = async (file: File): Promise<{ image: TImageUpload } | { problem: ImageProblem }> => {
  const problem = checkImageFile(file);
  if (problem) return { problem };
  try {
    return { image: await readImageFile(file) };
  } catch (e) {
    return { problem: e instanceof Error && e.message === 'type' ? 'type' : 'unreadable' };
  }
};

export const imagePreviewUrl = (image: TImageUpload): string => `data:${image.mime};base64,${image.data}`;
