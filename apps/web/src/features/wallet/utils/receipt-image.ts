import { IMAGE_MAX_BYTES, IMAGE_TYPES, type TImageUpload } from '@wps/contracts';

export type ImageProblem = 'type' | 'size';

/** SPEC.md §9: png or jpg only, at most 5 MB; the server checks the bytes again. */
export const imageProblem = (file: File): ImageProblem | null => {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
};

/** The file as the contract's upload (base64 without the data: prefix) plus a data URL to preview it. */
export const readImage = (file: File): Promise<{ upload: TImageUpload; preview: string }> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.onload = () => {
      const preview = String(reader.result);
      const data = preview.slice(preview.indexOf(',') + 1);
      resolve({ upload: { name: file.name.slice(0, 200), mime: file.type as TImageUpload['mime'], data }, preview });
    };
    reader.readAsDataURL(file);
  });
