/** Dragon Tiger: one card to each side, and the felt with Dragon, Tie, Tiger and Suited Tie. */
import { memo } from 'react';
import { CardSlot, PlayingCard } from '../art';
import { RANK_LABELS } from '../../shared/cards';
import { cardName, cardRank, stepsShown } from '../logic';
import { Spot, type TBetView } from '../Spot';
import type { TDragonTigerOutcome } from '../types';
import type { TStageProps } from './stage';

export function DragonTigerStage({ outcome, elapsed, plan, roundId, t }: TStageProps<TDragonTigerOutcome>) {
  const shown = outcome ? stepsShown(plan.steps, elapsed) : 0;
  const done = outcome !== null && elapsed >= plan.doneAt;
  const side = (which: 'dragon' | 'tiger', card: number | null, title: string) => (
    <div className={`tb-hand tb-hand--${which === 'dragon' ? 'banker' : 'player'}${done && outcome.winner === which ? ' is-win' : ''}`}>
      <div className="tb-hand__head">
        <span className="tb-hand__title">{title}</span>
        <span className="tb-hand__total">{card === null ? '' : RANK_LABELS[cardRank(card)]}</span>
      </div>
      <div className="tb-hand__cards">{card === null ? <CardSlot /> : <PlayingCard key={`${roundId}-${which}`} card={card} label={cardName(card, t)} />}</div>
    </div>
  );
  return (
    <div className="tb-cards-stage">
      {side('dragon', outcome && shown >= 1 ? outcome.dragon : null, t('tables.dragon-tiger.spot.dragon'))}
      {side('tiger', outcome && shown >= 2 ? outcome.tiger : null, t('tables.dragon-tiger.spot.tiger'))}
    </div>
  );
}

export const DragonTigerLayout = memo(function DragonTigerLayout({ bet }: { bet: TBetView }) {
  return (
    <div className="tb-felt tb-felt--cards">
      <div className="tb-felt__row tb-felt__row--dt">
        <Spot bet={bet} spot="dragon" className="tb-spot--banker tb-spot--big" />
        <Spot bet={bet} spot="tie" className="tb-spot--tie" />
        <Spot bet={bet} spot="tiger" className="tb-spot--player tb-spot--big" />
      </div>
      <div className="tb-felt__row tb-felt__row--one">
        <Spot bet={bet} spot="suited-tie" className="tb-spot--tie tb-spot--small" />
      </div>
    </div>
  );
});
