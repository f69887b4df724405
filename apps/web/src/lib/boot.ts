import { BOOT_ELEMENT_ID, bootKey, type TBoot } from '@wps/contracts/player';

const answers = new Map<string, unknown>();
let images: Readonly<Record<string, string>> = {};

/**
 * Reads the answers the server put into the page (issue 12, a short start):
 * the permission/config call and what the home shows first, so the first
 * paint waits for no round trip. Called once before the first render; a page
 * without them (or with a broken one) just asks the network.
 */
export function readBoot(doc: Document = document): void {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) return;
  element.remove();
  let boot: TBoot;
  try {
    boot = JSON.parse(element.textContent) as TBoot;
  } catch {
    return;
  }
  for (const { path, query, value } of Array.isArray(boot.answers) ? boot.answers : []) {
    if (typeof path === 'string') answers.set(bootKey(path, query), value);
  }
  if (boot.images && typeof boot.images === 'object') images = boot.images;
}

/** The inlined answer of this call, once: a later call of the same asks the network for a fresh one. */
export function takeBootAnswer(path: string, query?: unknown): { value: unknown } | null {
  const key = bootKey(path, query && typeof query === 'object' ? (query as Record<string, unknown>) : undefined);
  if (!answers.has(key)) return null;
  const value = answers.get(key);
  answers.delete(key);
  return { value };
}

/** The images the page preloaded, by path, with the address each came from. */
export const bootImages = (): Readonly<Record<string, string>> => images;
