/** The strip of the table's last results, newest first: B/P/T, numbers in their colours, dice totals, colour dots. */
import { memo } from 'react';
import { COLOR_HEX } from './art';
import type { Translate } from './i18n';
import { historyItem } from './logic';
import type { TTableGame } from './types';

const SHOWN = 40;

export const History = memo(function History({ game, history, t }: { game: TTableGame; history: readonly unknown[]; t: Translate }) {
  const items = history
    .slice(-SHOWN)
    .reverse()
    .map((o) => historyItem(game, o, t));
  return (
    <section className="tb-history" aria-label={t('history')}>
      <h2 className="tb-sr">{t('history')}</h2>
      {items.length === 0 ? (
        <p className="tb-history__empty">{t('historyEmpty')}</p>
      ) : (
        <ol className="tb-history__list">
          {items.map((item, i) => (
            <li key={history.length - i} className={`tb-hist tb-hist--${item.tone}${i === 0 ? ' is-latest' : ''}`} title={item.label}>
              <span className="tb-sr">{item.label}</span>
              {item.dots ? (
                <span className="tb-hist__dots" aria-hidden="true">
                  {item.dots.map((c, j) => (
                    <span key={j} style={{ background: COLOR_HEX[c] }} />
                  ))}
                </span>
              ) : (
                <span aria-hidden="true">{item.text}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
});
