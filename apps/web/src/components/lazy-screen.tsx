import { type ComponentType, lazy, type LazyExoticComponent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, ensureLanguage } from '@/lib/i18n';
import { loadChunk } from '@/lib/lazy-chunk';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { Spinner } from './spinner';

const ScreenFallback = () => {
  const { t } = useTranslation();
  return (
    <div className="screen-fallback">
      <Spinner size={36} label={t('common.loading')} />
    </div>
  );
};

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
  // On the server a lazy screen renders its fallback: it renders from the core translations alone.
  const load = () => Promise.all([importer(), import.meta.env.SSR ? null : ensureLanguage(currentLanguage())]).then(([screen]) => screen);
  const make = (): LazyExoticComponent<ComponentType<P>> => lazy(() => loadChunk(chunk, load, timeoutMs));
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
