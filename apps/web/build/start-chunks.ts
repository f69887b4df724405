/**
 * How the browser's build groups its modules into files (rolldown's
 * `codeSplitting.groups`). Left to itself the bundler splits what a first
 * page runs into some thirty files, one per set of screens sharing a module,
 * many under 1 kB; each is gzipped on its own, so their sum is ≈ 5 % larger
 * than the same code in a few files. A first page loads three instead:
 * React (shared with the studio's games), the framework (router, TanStack
 * Query, i18next) and the app's own modules that start it.
 */
import type { Rolldown } from 'vite';

type Group = NonNullable<Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']>[number];
type ModuleLookup = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/** Vite's helper for dynamic imports, which index.html's own script uses: a file of its own, or the script would wait for whichever group took it. */
const PRELOAD_HELPER = /vite[\\/]preload-helper/;
/** React, which the player site and the studio's games both start with. */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** The libraries the player site cannot start without besides React (the studio's games use none of them). */
const FRAMEWORK = /[\\/]node_modules[\\/](react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next)[\\/]/;
/**
 * The player site's own code (the studio's games have their own) and the
 * shared UI pieces it starts with (@wps/ui). Not the contracts: their area's
 * index imports every module of the area, so each would look started, the
 * schemas only lazy screens use included.
 */
const APP = /[\\/](apps[\\/]web[\\/]src[\\/](?!studio[\\/])|packages[\\/]ui[\\/]src[\\/])/;

/**
 * Whether `id` runs when `entry` starts: `entry` itself, or a module some
 * module of that kind imports statically. Dynamic imports (lazy screens,
 * popups, the other language) are not followed.
 */
export function startsWith(entry: RegExp): (id: string, ctx: ModuleLookup) => boolean {
  const known = new Map<string, boolean>();
  const visit = (id: string, ctx: ModuleLookup): boolean => {
    const seen = known.get(id);
    if (seen !== undefined) return seen;
    known.set(id, false); // an import cycle does not make a module start
    const result = entry.test(id) || (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => visit(importer, ctx));
    known.set(id, result);
    return result;
  };
  return visit;
}

/** The groups of the browser's build. */
export function startChunks(): Group[] {
  const main = /[\\/]apps[\\/]web[\\/]src[\\/]main\.tsx$/;
  const started = startsWith(main);
  return [
    { name: 'preload-helper', test: PRELOAD_HELPER, priority: 1 },
    { name: 'react', test: REACT },
    { name: 'framework', test: FRAMEWORK },
    // main.tsx stays the chunk index.html's script imports (and the JS budget starts from).
    { name: (id, ctx) => (APP.test(id) && !main.test(id) && started(id, ctx) ? 'app' : null) },
  ];
}
