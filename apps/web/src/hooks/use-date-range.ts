import { useState } from 'react';
import { useBrand } from '@/lib/brand';
import { type DateRange, type DateShortcut, checkRange, dayInOffset, matchingShortcut, shortcutRange } from '@/lib/date-range';

/**
 * A record filter's date range, in brand-local days. Opens on "previous 7
 * days"; a shortcut sets both ends, typing either end keeps the other.
 */
export const useDateRange = (initial: DateShortcut = 'prev7') => {
  const { permission } = useBrand();
  const offset = permission.info.setting.gmtOffsetMinutes;
  const today = () => dayInOffset(Date.now(), offset);
  const [range, setRange] = useState<DateRange>(() => shortcutRange(initial, today()));
  return {
    range,
    offset,
    problem: checkRange(range),
    shortcut: matchingShortcut(range, today()),
    applyShortcut: (s: DateShortcut) => setRange(shortcutRange(s, today())),
    setStart: (startDate: string) => setRange((r) => ({ ...r, startDate })),
    setEnd: (endDate: string) => setRange((r) => ({ ...r, endDate })),
  };
};
