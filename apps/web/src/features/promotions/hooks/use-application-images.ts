import { IMAGE_MAX_COUNT, type TImageUpload } from '@wps/contracts/player';
import { useCallback, useRef, useState } from 'react';
import { type ImageProblem, loadImageFile } from '@wps/ui/image-file';

export type ApplicationImage = { key: number; image: TImageUpload };
/** The site's image rules (png or jpg, 5 MB) plus SPEC.md §5's at most 3 images per application. */
export type ApplicationImageProblem = ImageProblem | 'count';
export type ApplicationImageError = { problem: ApplicationImageProblem; name: string };

/**
 * The pictures of an activity application, read as base64 in the browser.
 * Each chosen file is checked as it comes: the good ones are kept, the first
 * refusal is reported by file name; one past the third is refused before its
 * bytes are read.
 */
export const useApplicationImages = () => {
  const [images, setImages] = useState<ApplicationImage[]>([]);
  const [error, setError] = useState<ApplicationImageError | null>(null);
  const [reading, setReading] = useState(false);
  const nextKey = useRef(1);
  // The count as of the last accepted file, so a batch chosen at once is counted as it is read.
  const count = useRef(0);

  const add = useCallback(async (files: readonly File[]) => {
    let firstError: ApplicationImageError | null = null;
    setReading(true);
    try {
      for (const file of files) {
        if (count.current >= IMAGE_MAX_COUNT) {
          firstError ??= { problem: 'count', name: file.name };
          continue;
        }
        const loaded = await loadImageFile(file);
        if ('problem' in loaded) {
          firstError ??= { problem: loaded.problem, name: file.name };
          continue;
        }
        count.current += 1;
        const key = nextKey.current++;
        setImages((list) => [...list, { key, image: loaded.image }]);
      }
    } finally {
      setReading(false);
      setError(firstError);
    }
  }, []);

  const remove = useCallback((key: number) => {
    setImages((list) => {
      const next = list.filter((i) => i.key !== key);
      count.current = next.length;
      return next;
    });
    setError(null);
  }, []);

  return { images, error, reading, add, remove, isFull: images.length >= IMAGE_MAX_COUNT };
};
