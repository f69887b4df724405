/** The server's clock as a live page follows it from the serverNow every message carries. */

/**
 * The local clock's offset to the server's (ms to add to Date.now()). Every message carries
 * serverNow and reaches us a little late, so among close samples the largest is the least
 * delayed one; a sample more than a second away means a clock moved: take it as it is.
 */
export function nextOffset(prev: number | null, serverNowIso: string, localNow: number): number {
  const server = Date.parse(serverNowIso);
  if (Number.isNaN(server)) return prev ?? 0;
  const sample = server - localNow;
  if (prev === null || Math.abs(sample - prev) > 1000) return sample;
  return Math.max(prev, sample);
}
