/** Baccarat: the two hands dealt card by card (P, B, P, B, then the third cards), and the felt with its five spots. */
import { memo } from 'react';
import { CardSlot, PlayingCard } from '../art';
import { baccaratDealOrder, cardName, handTotal, stepsShown, type TDealtCard } from '../logic';
import { Spot, type TBetView } from '../Spot';
import type { TBaccaratOutcome } from '../types';
import type { TStageProps } from './stage';
import type { Translate } from '../i18n';

function Hand({ side, title, cards, win, roundId, t }: { side: 'player' | 'banker'; title: string; cards: TDealtCard[]; win: boolean; roundId: string | null; t: Translate }) {
  const total = cards.length > 0 ? handTotal(cards.map((c) => c.card)) : null;
  const card = (c: TDealtCard | undefined, i: number) => (c ? <PlayingCard key={`${roundId}-${i}`} card={c.card} label={cardName(c.card, t)} /> : <CardSlot key={`slot-${i}`} />);
  return (
    <div className={`tb-hand tb-hand--${side}${win ? ' is-win' : ''}`}>
      <div className="tb-hand__head">
        <span className="tb-hand__title">{title}</span>
        <span className="tb-hand__total" aria-label={total === null ? undefined : t('handTotal', { hand: title, total })}>
          {total ?? ''}
        </span>
      </div>
      <div className="tb-hand__cards">
        {card(cards[0], 0)}
        {card(cards[1], 1)}
        {cards[2] ? (
          <div className="tb-third" key={`${roundId}-third`}>
            <PlayingCard card={cards[2].card} label={cardName(cards[2].card, t)} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

export function BaccaratStage({ outcome, elapsed, plan, roundId, t }: TStageProps<TBaccaratOutcome>) {
  const shown = outcome ? baccaratDealOrder(outcome).slice(0, stepsShown(plan.steps, elapsed)) : [];
  const done = outcome !== null && elapsed >= plan.doneAt;
  return (
    <div className="tb-cards-stage">
      <Hand side="player" title={t('tables.baccarat.spot.player')} cards={shown.filter((c) => c.side === 'player')} win={done && outcome.winner === 'player'} roundId={roundId} t={t} />
      <Hand side="banker" title={t('tables.baccarat.spot.banker')} cards={shown.filter((c) => c.side === 'banker')} win={done && outcome.winner === 'banker'} roundId={roundId} t={t} />
    </div>
  );
}

export const BaccaratLayout = memo(function BaccaratLayout({ bet }: { bet: TBetView }) {
  return (
    <div className="tb-felt tb-felt--cards">
      <div className="tb-felt__row tb-felt__row--three">
        <Spot bet={bet} spot="player-pair" className="tb-spot--player tb-spot--small" />
        <Spot bet={bet} spot="tie" className="tb-spot--tie tb-spot--small" />
        <Spot bet={bet} spot="banker-pair" className="tb-spot--banker tb-spot--small" />
      </div>
      <div className="tb-felt__row tb-felt__row--two">
        <Spot bet={bet} spot="player" className="tb-spot--player tb-spot--big" />
        <Spot bet={bet} spot="banker" className="tb-spot--banker tb-spot--big" />
      </div>
    </div>
  );
});
