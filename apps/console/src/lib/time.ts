/**
 * Times in the brand's GMT offset (the console shows what the brand's day
 * is, wherever the staff member sits): "2026-11-27 14:05".
 */
export function brandTime(ms: number, gmtOffsetMinutes = 0, withSeconds = false): string {
  const shifted = new Date(ms + gmtOffsetMinutes * 60_000);
  const iso = shifted.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, withSeconds ? 19 : 16)}`;
}

/** "GMT+8", "GMT-3:30", "GMT". */
export function gmtLabel(gmtOffsetMinutes = 0): string {
  if (gmtOffsetMinutes === 0) return 'GMT';
  const sign = gmtOffsetMinutes > 0 ? '+' : '-';
  const abs = Math.abs(gmtOffsetMinutes);
  const minutes = abs % 60;
  return `GMT${sign}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** The epoch milliseconds of a brand-local date's midnight ("2026-11-27" → ms), or undefined for a bad date. */
export function brandDayStart(day: string, gmtOffsetMinutes = 0): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const utc = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(utc) ? undefined : utc - gmtOffsetMinutes * 60_000;
}

/** A moment as a `datetime-local` input's value in the brand's offset ("2026-11-27T14:05"). */
export function toBrandInput(ms: number | null | undefined, gmtOffsetMinutes = 0): string {
  if (ms === null || ms === undefined) return '';
  return new Date(ms + gmtOffsetMinutes * 60_000).toISOString().slice(0, 16);
}

/** A `datetime-local` value read in the brand's offset, as epoch ms (null for an empty or bad value). */
export function fromBrandInput(value: string, gmtOffsetMinutes = 0): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const utc = Date.parse(`${value}:00Z`);
  return Number.isNaN(utc) ? null : utc - gmtOffsetMinutes * 60_000;
}

/** The brand-local date (YYYY-MM-DD) today, or `minusDays` before it. */
export const brandToday = (gmtOffsetMinutes = 0, minusDays = 0): string =>
  new Date(Date.now() + gmtOffsetMinutes * 60_000 - minusDays * 24 * 60 * 60_000).toISOString().slice(0, 10);
