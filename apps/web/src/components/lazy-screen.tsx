import { type ComponentType, lazy, type LazyExoticComponent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
 * A screen loaded on demand (SPEC.md §2 lazy screens). React.lazy caches a
 * rejected import forever, so a retry builds a fresh lazy component.
 */
export function lazyScreen<P extends object>(chunk: string, importer: () => Promise<{ default: ComponentType<P> }>, timeoutMs?: number) {
  const make = (): LazyExoticComponent<ComponentType<P>> => lazy(() => loadChunk(chunk, importer, timeoutMs));
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
        <Suspense fallback={<ScreenFallback />}>
          <Lazy {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  };
  Screen.displayName = `LazyScreen(${chunk})`;
  return Screen;
}
