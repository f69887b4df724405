import { Component, type ReactNode } from 'react';
import { Translation } from 'react-i18next';
import { ChunkLoadError, classifyChunkError } from '@/lib/lazy-chunk';
import { Button } from '@wps/ui';
import { IconAlert, IconRefresh } from './icons';

type Props = { chunk: string; onRetry: () => void; children: ReactNode };
type State = { error: ChunkLoadError | null };

/**
 * Catches a lazily loaded screen that failed to load and says which chunk
 * failed and why (SPEC.md §2: missing, timeout, other), with a retry.
 */
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof ChunkLoadError ? error : new ChunkLoadError('unknown', classifyChunkError(error), error) };
  }

  override componentDidCatch(error: unknown) {
    const e = this.state.error ?? (error instanceof ChunkLoadError ? error : null);
    const chunk = e && e.chunk !== 'unknown' ? e.chunk : this.props.chunk;
    console.error(`[chunk] ${chunk} failed to load: ${e?.reason ?? classifyChunkError(error)}`, error);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = error.chunk === 'unknown' ? this.props.chunk : error.chunk;
    return (
      <Translation>
        {(t) => (
          <div className="chunk-error" role="alert" data-testid="chunk-error" data-chunk={chunk} data-reason={error.reason}>
            <div className="chunk-error__icon" aria-hidden="true">
              <IconAlert size={32} />
            </div>
            <h2>{t('chunk.title')}</h2>
            <p>{t('chunk.detail', { chunk })}</p>
            <p className="chunk-error__reason">{t(`chunk.reason_${error.reason}`)}</p>
            <Button onClick={this.retry} icon={<IconRefresh size={18} />}>
              {t('common.retry')}
            </Button>
          </div>
        )}
      </Translation>
    );
  }
}
