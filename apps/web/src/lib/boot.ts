import { BOOT_ELEMENT_ID, type TBoot, type TBootAnswer } from '@wps/contracts/player';

let answers: readonly TBootAnswer[] = [];
let images: Readonly<Record<string, string>> = {};

/**
 * Reads the answers the server put into the page (issue 12, a short start):
 * the permission/config call and what the home shows first. Called once
 * before the first render, which starts from them (app/boot-queries.ts seeds
 * the query cache), so the first paint waits for no round trip and matches
 * the page the server rendered. A page without them (or with a broken one)
 * just asks the network.
 */
export function readBoot(doc: Document = document): void {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) return;
  element.remove();
  let boot: TBoot;
  try {
    boot = JSON.parse(element.textContent) as TBoot;
  } catch {
    answers = [];
    images = {};
    return;
  }
  answers = Array.isArray(boot.answers) ? boot.answers.filter((a) => a && typeof a.path === 'string') : [];
  if (boot.images && typeof boot.images === 'object') images = boot.images;
}

/** The inlined answers, as read. */
export const bootAnswers = (): readonly TBootAnswer[] => answers;

/** The images the page preloaded, by path, with the address each came from. */
export const bootImages = (): Readonly<Record<string, string>> => images;
