/** The Color Game (perya): three colour dice tumbling onto the board, and the six colour spots. */
import { memo } from 'react';
import { ColorCube, COLOR_HEX } from '../art';
import { useTumble } from '../hooks';
import { colorName } from '../logic';
import { Spot, type TBetView } from '../Spot';
import { COLORS, type TColor, type TColorGameOutcome } from '../types';
import type { TStageProps } from './stage';

const pick = (): TColor => COLORS[Math.floor(Math.random() * COLORS.length)]!;
const pickThree = (): [TColor, TColor, TColor] => [pick(), pick(), pick()];
/** Two other faces of a die showing `c` on top (for the sides drawn). */
const sides = (c: TColor): [TColor, TColor] => {
  const i = COLORS.indexOf(c);
  return [COLORS[(i + 1) % 6]!, COLORS[(i + 3) % 6]!];
};

export function ColorGameStage({ outcome, resting, elapsed, plan, t }: TStageProps<TColorGameOutcome>) {
  const landAt = plan.steps[0] ?? 0;
  const tumbling = outcome !== null && elapsed < landAt;
  const landed = outcome !== null && !tumbling;
  const random = useTumble(tumbling, pickThree);
  const dice = landed ? outcome.dice : tumbling ? random : (resting?.dice ?? (['red', 'yellow', 'blue'] as const));
  return (
    <div className={`tb-color-stage${tumbling ? ' is-tumbling' : ''}${landed ? ' is-landed' : ''}`}>
      <div className="tb-color-board" role="img" aria-label={tumbling ? t('phaseDealingDice') : t('colorDiceLabel', { dice: dice.map((c) => colorName(c, t)).join(', ') })}>
        {dice.map((c, i) => {
          const [left, right] = sides(c);
          return <ColorCube key={i} top={c} left={left} right={right} className={`tb-cube--${i}`} />;
        })}
      </div>
    </div>
  );
}

export const ColorGameLayout = memo(function ColorGameLayout({ bet, dice }: { bet: TBetView; dice: readonly TColor[] | null }) {
  return (
    <div className="tb-felt tb-felt--color">
      {COLORS.map((c) => {
        const hits = dice ? dice.filter((d) => d === c).length : 0;
        return (
          <Spot key={c} bet={bet} spot={c} className={`tb-spot--swatch tb-swatch--${c}`} style={{ ['--swatch' as string]: COLOR_HEX[c] }}>
            <span>{bet.name(c)}</span>
            {hits > 0 ? <span className="tb-swatch__hits">×{hits}</span> : null}
          </Spot>
        );
      })}
    </div>
  );
});
