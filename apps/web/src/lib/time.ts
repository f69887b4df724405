const pad = (n: number) => String(n).padStart(2, '0');

/** "GMT+08:00" for 480, "GMT-03:30" for -210. */
export const formatGmtOffset = (offsetMinutes: number): string => {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `GMT${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
};

/**
 * Wall-clock parts of an instant in a fixed offset. The brand's offset, not
 * the visitor's, is what support staff quote, so Intl time zones are not used.
 */
const partsInOffset = (epochMs: number, offsetMinutes: number) => {
  const d = new Date(epochMs + offsetMinutes * 60_000);
  return {
    date: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`,
  };
};

/** "2025-03-01 14:00 (GMT+08:00)" */
export const formatInOffset = (epochMs: number, offsetMinutes: number): string => {
  const { date, time } = partsInOffset(epochMs, offsetMinutes);
  return `${date} ${time.slice(0, 5)} (${formatGmtOffset(offsetMinutes)})`;
};

/** "2025-03-01 14:00:05" for the agent portal's live clock. */
export const formatClock = (epochMs: number, offsetMinutes: number): string => {
  const { date, time } = partsInOffset(epochMs, offsetMinutes);
  return `${date} ${time}`;
};
