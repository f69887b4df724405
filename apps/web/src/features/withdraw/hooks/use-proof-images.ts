import { IMAGE_MAX_COUNT, type TImageUpload } from '@wps/contracts/player';
import { useCallback, useRef, useState } from 'react';
import { type ImageProblem, loadImageFile } from '@wps/ui/image-file';

export type ProofImage = { key: number; image: TImageUpload };
/** The image rules of every upload, plus SPEC.md §5's at most 3 proof images per report. */
export type ProofImageProblem = ImageProblem | 'count';
export type ProofImageError = { problem: ProofImageProblem; name: string };

/**
 * The proof images of a receipt report, read as base64 in the browser.
 * Files are checked one by one as chosen: the valid ones are kept, and the
 * first refusal is reported by name so the member knows which file to fix.
 */
export const useProofImages = () => {
  const [images, setImages] = useState<ProofImage[]>([]);
  const [error, setError] = useState<ProofImageError | null>(null);
  const [reading, setReading] = useState(false);
  const nextKey = useRef(1);
  // The count as of the last accepted file, so a batch chosen at once is counted as it is read.
  const count = useRef(0);

  const add = useCallback(async (files: readonly File[]) => {
    let firstError: ProofImageError | null = null;
    const refuse = (problem: ProofImageProblem, name: string) => {
      firstError ??= { problem, name };
    };
    setReading(true);
    try {
      for (const file of files) {
        // One image too many is refused before its bytes are read.
        if (count.current >= IMAGE_MAX_COUNT) {
          refuse('count', file.name);
          continue;
        }
        const loaded = await loadImageFile(file);
        if ('problem' in loaded) {
          refuse(loaded.problem, file.name);
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
