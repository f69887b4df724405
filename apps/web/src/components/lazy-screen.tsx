import { type ComponentType, lazy, type LazyExoticComponent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, ensureLanguage } from '@/lib/i18n';
import { loadChunk } from '@/lib/lazy-chunk';
import { holdLiveFor } from '@/lib/page-live';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { Spinner } from '@wps/ui';

const ScreenFallback = () => {
  const { t } = useTranslation();
  return (
    <div className="screen-fallback">
      <Spinner size={36} label={t('common.loading')} />
    </div>
  );
};

/** Every lazy screen's loader, for the server to load them all before its first render. */
const preloaders = new Set<() => Promise<unknown>>();

/**
 * Loads every lazy screen's module (and those their modules declare, until
 * none is new), so that a render after it renders each screen itself rather
 * than its fallback: the server's render of a page is then the same from its
 * first request on (entry-server.tsx). Not called in a browser, where a
 * screen loads when it is shown.
 */
export async function preloadLazyScreens(): Promise<void> {
  const done = new Set<() => Promise<unknown>>();
  for (let pending = [...preloaders]; pending.length > 0; pending = [...preloaders].filter((p) => !done.has(p))) {
    pending.forEach((p) => done.add(p));
    await Promise.all(pending.map((p) => p()));
  }
}

/** A thenable that has already settled: React.lazy reads a loaded module from it in the same render. */
const settled = <T,>(value: T) => ({ then: (resolve: (v: T) => void) => resolve(value) }) as unknown as Promise<T>;

/**
 * A screen loaded on demand (SPEC.md §2 lazy screens), with all of the
 * current language's translations (a first page loads only its own,
 * locales/index.ts). React.lazy caches a rejected import forever, so a retry
 * builds a fresh lazy component.
 */
export function lazyScreen<P extends object>(
  chunk: string,
  importer: () => Promise<{ default: ComponentType<P> }>,
  { timeoutMs, quiet = false }: { timeoutMs?: number; /** Nothing (no spinner) while it loads: a section of a page. */ quiet?: boolean } = {},
) {
  // Preloaded (on the server) the module renders at once, in the whole language the server renders with.
  let preloaded: { default: ComponentType<P> } | null = null;
  preloaders.add(async () => {
    preloaded = await importer();
  });
  // In the browser: the screen's chunk and the whole of the current language, before it renders.
  const load = () => Promise.all([importer(), ensureLanguage(currentLanguage())]).then(([screen]) => screen);
  const make = (): LazyExoticComponent<ComponentType<P>> => lazy(() => (preloaded ? settled(preloaded) : holdLiveFor(loadChunk(chunk, load, timeoutMs))));
  let Lazy = make();
  const Screen = (props: P) => {
    const [attempt, setAttempt] = useState(0);
    return (
      <ChunkErrorBoundary
        key={attempt}
        chunk={chunk}
        onRetry={() => {
          Lazy = make();
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={quiet ? null : <ScreenFallback />}>
          <Lazy {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  };
  Screen.displayName = `LazyScreen(${chunk})`;
  return Screen;
}
