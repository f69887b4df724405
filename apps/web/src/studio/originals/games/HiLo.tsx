/** Hi-Lo: the current card, the two guesses with their chance and multiplier, skip, and the row of cards so far. */
import { HILO_MAX_CARDS, type TRoundView } from '@wps/fair';
import { useEffect, useRef } from 'react';
import type { Translate } from '../i18n';
import { hiloOptions, hiloTrail, parseMultiplier, shortMultiplier } from '../logic';
import { Card } from './Card';

export type THiloMove = 'higher' | 'lower' | 'skip';

export function HiloStage({
  t,
  round,
  onMove,
  busy,
  cardName,
}: {
  t: Translate;
  round: TRoundView | null;
  onMove: (move: THiloMove) => void;
  busy: boolean;
  cardName: (card: number) => string;
}) {
  const cards = round?.result.cards ?? [];
  const moves = round?.result.moves ?? [];
  const open = round?.status === 'open';
  const card = cards.length > 0 ? cards[cards.length - 1]! : null;
  const next = round?.result.nextMultipliers ?? {};
  const trail = hiloTrail(cards, moves);
  const before = trail[trail.length - 2];
  const lost = round?.status === 'lost';
  const current = round ? parseMultiplier(round.multiplier) : 0n;
  const trailRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const el = trailRef.current;
    if (el) el.scrollTo({ left: el.scrollWidth, behavior: 'smooth' });
  }, [cards.length]);

  const options = card === null ? [] : hiloOptions(card);

  return (
    <div className="og-hilo">
      <div className="og-hilo__table">
        {(['higher', 'lower'] as const).map((guess) => {
          const option = options.find((o) => o.guess === guess);
          const multiplier = next[guess];
          const offered = open && !!option?.allowed && multiplier !== undefined;
          return (
            <button
              key={guess}
              type="button"
              className={`og-guess og-guess--${guess}`}
              disabled={!offered || busy}
              onClick={() => onMove(guess)}
              aria-label={offered && option ? t('guessAria', { guess: t(option.label), chance: option.chance, multiplier: shortMultiplier(parseMultiplier(multiplier!)) }) : t(guess === 'higher' ? 'higherOrSame' : 'lowerOrSame')}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className="og-guess__arrow">
                <path d={guess === 'higher' ? 'M12 5l7 9H5z' : 'M12 19l7-9H5z'} fill="currentColor" />
              </svg>
              <span className="og-guess__label">{option ? t(option.label) : t(guess === 'higher' ? 'higherOrSame' : 'lowerOrSame')}</span>
              {offered && option ? (
                <span className="og-guess__odds">
                  <span>{option.chance}%</span>
                  <strong>{shortMultiplier(parseMultiplier(multiplier!))}×</strong>
                </span>
              ) : (
                <span className="og-guess__odds og-guess__odds--none">{open && option && !option.allowed ? t('guessNotOffered') : '—'}</span>
              )}
            </button>
          );
        })}
        <div className={`og-hilo__card${lost ? ' is-loss' : ''}${before?.win ? ' is-win' : ''}`} aria-live="polite">
          <Card key={cards.length} card={card} label={card === null ? t('cardBack') : cardName(card)} className="og-card--deal" />
        </div>
      </div>

      <div className="og-hilo__actions">
        <button type="button" className="og-btn og-btn--ghost" disabled={!open || busy || cards.length >= HILO_MAX_CARDS} onClick={() => onMove('skip')}>
          {t('skipCard')}
        </button>
        {round && (
          <span className={`og-pill${lost ? ' is-loss' : round.status === 'cashed' || round.status === 'won' ? ' is-win' : ''}`}>
            {lost
              ? t('hiloLost')
              : round.status !== 'open'
                ? t('cashedAt', { multiplier: shortMultiplier(current) })
                : current > 0n
                  ? t('currentMultiplier', { multiplier: shortMultiplier(current) })
                  : t('hiloGuessHint')}
          </span>
        )}
        {!round && <span className="og-pill og-pill--muted">{t('hiloStartHint')}</span>}
      </div>

      <ol className="og-hilo__trail" ref={trailRef} aria-label={t('hiloTrail')}>
        {trail.map((step, i) => (
          <li key={i} className={`${step.win === true ? 'is-win' : step.win === false ? 'is-loss' : step.move === 'skip' ? 'is-skip' : ''}${lost && i === trail.length - 1 ? ' is-bust' : ''}`}>
            <Card card={step.card} label={cardName(step.card)} className="og-card--mini" />
            {step.move && (
              <span className="og-hilo__move" role="img" aria-label={t(step.move === 'skip' ? 'moveSkip' : step.move === 'higher' ? 'moveHigher' : 'moveLower')}>
                {step.move === 'skip' ? '»' : step.move === 'higher' ? '▲' : '▼'}
              </span>
            )}
          </li>
        ))}
        {trail.length === 0 && <li className="og-hilo__empty">{t('hiloNoCards')}</li>}
      </ol>
    </div>
  );
}
