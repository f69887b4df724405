import { useCallback } from 'react';
import { useBrand } from '@/lib/brand';
import { formatInOffset } from '@/lib/time';

/**
 * The site's one reading of a date and time: "2026-12-08 03:48 (GMT+08:00)",
 * in the brand's GMT offset (what support quotes), never the browser's zone
 * or its locale's order; the same digits in every language the site speaks.
 */
export const useDateTime = (): ((epochMs: number) => string) => {
  const { permission } = useBrand();
  const offset = permission.info.setting.gmtOffsetMinutes;
  return useCallback((epochMs: number) => formatInOffset(epochMs, offset), [offset]);
};
