import { IMAGE_MAX_BYTES, IMAGE_MAX_COUNT, IMAGE_TYPES, type TImageUpload } from '@wps/contracts';

/** SPEC.md §5/§9: png or jpg only, at most 5 MB each, at most 3 per upload. */
export type ImageProblem = 'type' | 'size' | 'count' | 'unreadable';

type ImageMime = (typeof IMAGE_TYPES)[number];
const isImageMime = (type: string): type is ImageMime => (IMAGE_TYPES as readonly string[]).includes(type);

/** Checked before reading a byte: a wrong type, an oversized file or one image too many is refused at once. */
export const checkImageFile = (file: { type: string; size: number }, alreadyChosen: number): ImageProblem | null => {
  if (alreadyChosen >= IMAGE_MAX_COUNT) return 'count';
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

/** The file as the contracts' ZImageUpload: base64 without the data-URL prefix. */
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

export const imagePreviewUrl = (image: TImageUpload): string => `data:${image.mime};base64,${image.data}`;
