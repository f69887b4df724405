import { describe, expect, it } from 'vitest';
import { startChunks, startsWith } from './start-chunks';

/** A module graph as the bundler sees it: each module with the modules that import it statically. */
const graph = (importers: Record<string, string[]>) => ({ getModuleInfo: (id: string) => (id in importers ? { importers: importers[id]! } : null) });

const web = (path: string) => `/repo/apps/web/src/${path}`;

describe('startsWith', () => {
  const ctx = graph({
    [web('main.tsx')]: [],
    [web('app/app.tsx')]: [web('main.tsx')],
    [web('lib/session.ts')]: [web('app/app.tsx'), web('features/promotions/page.tsx')],
    // Only a lazy screen imports it; the lazy screen itself is imported dynamically (no static importer).
    [web('lib/sanitize.ts')]: [web('features/promotions/page.tsx')],
    [web('features/promotions/page.tsx')]: [],
    // A cycle that nothing started imports.
    [web('a.ts')]: [web('b.ts')],
    [web('b.ts')]: [web('a.ts')],
  });

  it('follows static imports up to the entry and not dynamic ones', () => {
    const started = startsWith(/main\.tsx$/);
    expect(started(web('main.tsx'), ctx)).toBe(true);
    expect(started(web('app/app.tsx'), ctx)).toBe(true);
    expect(started(web('lib/session.ts'), ctx)).toBe(true);
    expect(started(web('lib/sanitize.ts'), ctx)).toBe(false);
    expect(started(web('features/promotions/page.tsx'), ctx)).toBe(false);
  });

  it('ends on an import cycle', () => {
    expect(startsWith(/main\.tsx$/)(web('a.ts'), ctx)).toBe(false);
  });
});

describe('startChunks', () => {
  const [helper, react, framework, app] = startChunks();
  const nameOf = (id: string, ctx: ReturnType<typeof graph>) => {
    const name = app!.name;
    return typeof name === 'function' ? name(id, ctx as never) : name;
  };

  it('puts React apart from the libraries only the player site uses', () => {
    const test = (group: typeof react, id: string) => (group!.test as RegExp).test(id);
    // index.html's own script needs only Vite's import helper, so no group's file is fetched before the first paint.
    expect(test(helper, '\0vite/preload-helper.js')).toBe(true);
    expect(helper!.priority).toBeGreaterThan(0);
    expect(test(react, '/repo/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(true);
    expect(test(react, '/repo/node_modules/react-router/dist/index.mjs')).toBe(false);
    expect(test(framework, '/repo/node_modules/react-router/dist/index.mjs')).toBe(true);
    expect(test(framework, '/repo/node_modules/@tanstack/query-core/build/modern/index.js')).toBe(true);
    expect(test(framework, '/repo/node_modules/i18next/dist/esm/i18next.js')).toBe(true);
    expect(test(framework, '/repo/node_modules/dompurify/dist/purify.es.mjs')).toBe(false);
  });

  it("groups the site's started modules and the shared UI it starts, not main.tsx itself, the contracts or the studio's", () => {
    const ctx = graph({
      [web('main.tsx')]: [],
      [web('lib/boot.ts')]: [web('main.tsx')],
      '/repo/packages/ui/src/button.tsx': [web('lib/boot.ts')],
      '/repo/packages/ui/src/spinner.tsx': [web('features/points/page.tsx')],
      [web('features/points/page.tsx')]: [],
      '/repo/packages/contracts/src/player/index.ts': [web('main.tsx')],
      [web('studio/shared/money.ts')]: [web('main.tsx')],
    });
    expect(nameOf(web('lib/boot.ts'), ctx)).toBe('app');
    expect(nameOf('/repo/packages/ui/src/button.tsx', ctx)).toBe('app');
    expect(nameOf('/repo/packages/ui/src/spinner.tsx', ctx)).toBeNull();
    expect(nameOf(web('main.tsx'), ctx)).toBeNull();
    expect(nameOf(web('features/points/page.tsx'), ctx)).toBeNull();
    expect(nameOf('/repo/packages/contracts/src/player/index.ts', ctx)).toBeNull();
    expect(nameOf(web('studio/shared/money.ts'), ctx)).toBeNull();
  });
});
