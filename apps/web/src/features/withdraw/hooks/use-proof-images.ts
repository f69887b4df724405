import { IMAGE_MAX_COUNT, type TImageUpload } from '@wps/contracts';
import { useCallback, useRef, useState } from 'react';
import { checkImageFile, type ImageProblem, readImageFile } from '../utils/proof-images';

export type ProofImage = { key: number; image: TImageUpload };
export type ProofImageError = { problem: ImageProblem; name: string };

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
    const refuse = (problem: ImageProblem, name: string) => {
      firstError ??= { problem, name };
    };
    setReading(true);
    try {
      for (const file of files) {
        const problem = checkImageFile(file, count.current);
        if (problem) {
          refuse(problem, file.name);
          continue;
        }
        try {
          const image = await readImageFile(file);
          count.current += 1;
          const key = nextKey.current++;
          setImages((list) => [...list, { key, image }]);
        } catch (e) {
          refuse(e instanceof Error && e.message === 'type' ? 'type' : 'unreadable', file.name);
        }
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
