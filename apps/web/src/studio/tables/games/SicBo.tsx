/**
 * Sic Bo: three dice shaken under a glass dome, and the layout in four groups (tabs on a
 * phone, all at once on a wide screen): Small/Big, Odd/Even and any triple; totals 4–17;
 * single numbers, doubles and specific triples; two-dice combinations.
 */
import { memo, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DieFace } from '../art';
import { useTumble } from '../hooks';
import type { TTextKey } from '../i18n';
import { SIC_BO_GROUPS, sicBoGroup, type TSicBoGroup } from '../logic';
import { Spot, type TBetView } from '../Spot';
import type { TDie, TSicBoOutcome } from '../types';
import type { TStageProps } from './stage';

const FACES: readonly TDie[] = [1, 2, 3, 4, 5, 6];
const roll = (): TDie => (Math.floor(Math.random() * 6) + 1) as TDie;
const rollThree = (): [TDie, TDie, TDie] => [roll(), roll(), roll()];
const GROUP_KEYS: Record<TSicBoGroup, TTextKey> = { main: 'groupMain', totals: 'groupTotals', dice: 'groupDice', pairs: 'groupPairs' };

export function SicBoStage({ outcome, resting, elapsed, plan, t }: TStageProps<TSicBoOutcome>) {
  const landAt = plan.steps[0] ?? 0;
  const shaking = outcome !== null && elapsed < landAt;
  const landed = outcome !== null && !shaking;
  const tumbling = useTumble(shaking, rollThree);
  const dice = landed ? outcome.dice : shaking ? tumbling : (resting?.dice ?? ([4, 5, 6] as const));
  return (
    <div className={`tb-dice-stage${shaking ? ' is-shaking' : ''}${landed ? ' is-open' : ''}`}>
      <div className="tb-shaker">
        <div className="tb-shaker__plate" aria-hidden="true" />
        <div className="tb-shaker__dice" role="img" aria-label={landed ? t('diceLabel', { dice: dice.join(', ') }) : shaking ? t('phaseDealingDice') : t('diceLabel', { dice: '—' })}>
          {dice.map((d, i) => (
            <DieFace key={i} value={d} className={`tb-die--${i}`} />
          ))}
        </div>
        <svg className="tb-shaker__dome" viewBox="0 0 200 130" aria-hidden="true">
          <path d="M10 128C10 50 50 6 100 6s90 44 90 122Z" fill="url(#tb-dome)" stroke="#ffffff" strokeOpacity="0.55" strokeWidth="3" />
          <path d="M40 60C52 34 72 22 96 18" fill="none" stroke="#ffffff" strokeOpacity="0.7" strokeWidth="6" strokeLinecap="round" />
          <rect x="84" y="0" width="32" height="12" rx="6" fill="#c9a227" />
        </svg>
      </div>
      {landed ? (
        <div className={`tb-dice-total${outcome.triple ? ' is-triple' : outcome.total >= 11 ? ' is-big' : ' is-small'}`} aria-hidden="true">
          {outcome.total}
        </div>
      ) : null}
    </div>
  );
}

function Faces({ faces }: { faces: readonly number[] }) {
  return (
    <span className="tb-faces">
      {faces.map((f, i) => (
        <DieFace key={i} value={f} />
      ))}
    </span>
  );
}

export const SicBoLayout = memo(function SicBoLayout({ bet }: { bet: TBetView }) {
  const { t } = bet;
  const [tab, setTab] = useState<TSicBoGroup>('main');
  const id = useId();
  const tabsRef = useRef<HTMLDivElement>(null);
  const spots = [...bet.spots.keys()];
  const has = (group: TSicBoGroup, map: ReadonlyMap<string, bigint>) => spots.some((s) => sicBoGroup(s) === group && (map.get(s) ?? 0n) > 0n);
  const onKey = (e: KeyboardEvent) => {
    const i = SIC_BO_GROUPS.indexOf(tab);
    const next = e.key === 'ArrowRight' ? (i + 1) % SIC_BO_GROUPS.length : e.key === 'ArrowLeft' ? (i + SIC_BO_GROUPS.length - 1) % SIC_BO_GROUPS.length : -1;
    if (next < 0) return;
    e.preventDefault();
    setTab(SIC_BO_GROUPS[next]!);
    tabsRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  const panel = (group: TSicBoGroup, content: ReactNode) => (
    <section role="tabpanel" id={`${id}-${group}`} aria-labelledby={`${id}-${group}-tab`} className={`tb-panel tb-panel--${group}${tab === group ? ' is-active' : ''}`}>
      <h3 className="tb-panel__title">{t(GROUP_KEYS[group])}</h3>
      {content}
    </section>
  );
  return (
    <div className="tb-felt tb-felt--sicbo">
      <div className="tb-tabs" role="tablist" aria-label={t('betGroups')} ref={tabsRef} onKeyDown={onKey}>
        {SIC_BO_GROUPS.map((g) => (
          <button
            key={g}
            type="button"
            role="tab"
            id={`${id}-${g}-tab`}
            aria-controls={`${id}-${g}`}
            aria-selected={tab === g}
            tabIndex={tab === g ? 0 : -1}
            className={`tb-tab${tab === g ? ' is-active' : ''}`}
            onClick={() => setTab(g)}
          >
            {t(GROUP_KEYS[g])}
            {has(g, bet.mine) || has(g, bet.pending) ? <span className="tb-tab__dot" aria-hidden="true" /> : null}
            {bet.wins && spots.some((s) => sicBoGroup(s) === g && bet.wins!.has(s)) ? <span className="tb-tab__win" aria-hidden="true">★</span> : null}
          </button>
        ))}
      </div>
      {panel(
        'main',
        <div className="tb-sb-main">
          <Spot bet={bet} spot="small" className="tb-spot--blue tb-spot--big">
            {bet.name('small')}
            <small>4–10</small>
          </Spot>
          <Spot bet={bet} spot="any-triple" className="tb-spot--tie">
            <Faces faces={[1, 1, 1]} />
            <small>{bet.name('any-triple')}</small>
          </Spot>
          <Spot bet={bet} spot="big" className="tb-spot--red tb-spot--big">
            {bet.name('big')}
            <small>11–17</small>
          </Spot>
          <Spot bet={bet} spot="odd" className="tb-spot--plain" />
          <Spot bet={bet} spot="even" className="tb-spot--plain" />
        </div>,
      )}
      {panel(
        'totals',
        <div className="tb-sb-totals">
          {Array.from({ length: 14 }, (_, i) => `total-${i + 4}`).map((s, i) => (
            <Spot key={s} bet={bet} spot={s} className="tb-spot--plain tb-spot--num">
              {i + 4}
            </Spot>
          ))}
        </div>,
      )}
      {panel(
        'dice',
        <div className="tb-sb-dice">
          <h4>{t('kindSingle')}</h4>
          <div className="tb-sb-row6">
            {FACES.map((f) => (
              <Spot key={f} bet={bet} spot={`single-${f}`} className="tb-spot--plain">
                <Faces faces={[f]} />
              </Spot>
            ))}
          </div>
          <h4>{t('kindDouble')}</h4>
          <div className="tb-sb-row6">
            {FACES.map((f) => (
              <Spot key={f} bet={bet} spot={`double-${f}`} className="tb-spot--plain">
                <Faces faces={[f, f]} />
              </Spot>
            ))}
          </div>
          <h4>{t('kindTriple')}</h4>
          <div className="tb-sb-row6">
            {FACES.map((f) => (
              <Spot key={f} bet={bet} spot={`triple-${f}`} className="tb-spot--plain">
                <Faces faces={[f, f, f]} />
              </Spot>
            ))}
          </div>
        </div>,
      )}
      {panel(
        'pairs',
        <div className="tb-sb-pairs">
          {FACES.flatMap((a) => FACES.filter((b) => b > a).map((b) => [a, b] as const)).map(([a, b]) => (
            <Spot key={`${a}-${b}`} bet={bet} spot={`combo-${a}-${b}`} className="tb-spot--plain">
              <Faces faces={[a, b]} />
            </Spot>
          ))}
        </div>,
      )}
    </div>
  );
});
