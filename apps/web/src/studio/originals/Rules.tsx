/**
 * The Rules dialog: how the game is played, its pays or odds (computed with @wps/fair's own
 * rules and tables, at the brand's edge), the RTP and limits the session states, and the
 * fairness rule in one paragraph.
 */
import { hiloMultiplier, KENO_MAX_PICKS, PLINKO_RISKS, PLINKO_TABLES, type PlinkoRisk, type PlinkoRows, type TOriginalsSession } from '@wps/fair';
import { limitsOf } from '../shared/bet';
import { RANK_LABELS } from '../shared/cards';
import { Dialog } from '../shared/Dialog';
import { moneyText } from '../shared/money';
import type { Translate, TTextKey } from './i18n';
import { CloseIcon } from './icons';
import { compactMultiplier, diceOdds, formatHundredths, hiloOptions, kenoPayRow, minesLadder, plinkoPayLabel, shortMultiplier, type TGame } from './logic';

const RISK_KEYS: Record<PlinkoRisk, TTextKey> = { low: 'riskLow', medium: 'riskMedium', high: 'riskHigh' };
/** Dice examples: win chances of about 10, 25, 50, 75 and 90 % (rolling under the target). */
const DICE_EXAMPLES = [1000, 2500, 5000, 7500, 9000];

export function Rules({
  t,
  game,
  gameName,
  session,
  plinkoRows,
  kenoPicks,
  mines,
  onClose,
}: {
  t: Translate;
  game: TGame;
  gameName: string;
  session: TOriginalsSession;
  plinkoRows: PlinkoRows;
  kenoPicks: number;
  mines: number;
  onClose: () => void;
}) {
  const limits = limitsOf(session.limits);
  const money = (v: bigint) => moneyText(v, session.currency);
  const edge = `${Math.floor(session.edgeBp / 100)}.${String(session.edgeBp % 100).padStart(2, '0')}`;
  const scaled = game === 'dice' || game === 'mines' || game === 'hilo';

  return (
    <Dialog prefix="og" title={t('rulesTitle', { game: gameName })} closeLabel={t('close')} closeIcon={<CloseIcon />} onClose={onClose} wide>
      <p className="og-rtp">{t('rtp', { rtp: session.rtp })}</p>
      <dl className="og-facts">
        <div>
          <dt>{t('minBet')}</dt>
          <dd>{money(limits.minBet)}</dd>
        </div>
        <div>
          <dt>{t('maxBet')}</dt>
          <dd>{money(limits.maxBet)}</dd>
        </div>
        <div>
          <dt>{t('maxWin')}</dt>
          <dd>{money(limits.maxWin)}</dd>
        </div>
        {scaled && (
          <div>
            <dt>{t('houseEdge')}</dt>
            <dd>{edge}%</dd>
          </div>
        )}
      </dl>

      {game === 'dice' && (
        <>
          <p>{t('rulesDice')}</p>
          <div className="og-table-wrap">
            <table className="og-table">
              <thead>
                <tr>
                  <th scope="col">{t('rollUnder')}</th>
                  <th scope="col">{t('winChance')}</th>
                  <th scope="col">{t('multiplier')}</th>
                </tr>
              </thead>
              <tbody>
                {DICE_EXAMPLES.map((target) => {
                  const odds = diceOdds({ target, direction: 'under' }, session.edgeBp);
                  return (
                    <tr key={target}>
                      <td>{formatHundredths(target)}</td>
                      <td>{odds.chance}%</td>
                      <td>{shortMultiplier(odds.multiplier)}×</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}

      {game === 'plinko' && (
        <>
          <p>{t('rulesPlinko')}</p>
          <h3>{t('plinkoPaysFor', { rows: plinkoRows })}</h3>
          <div className="og-table-wrap">
            <table className="og-table og-table--dense">
              <thead>
                <tr>
                  <th scope="col">{t('risk')}</th>
                  {PLINKO_TABLES[plinkoRows].low.map((_, i) => (
                    <th scope="col" key={i}>
                      {i}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {PLINKO_RISKS.map((risk) => (
                  <tr key={risk}>
                    <th scope="row">{t(RISK_KEYS[risk])}</th>
                    {PLINKO_TABLES[plinkoRows][risk].map((tenths, i) => (
                      <td key={i}>{plinkoPayLabel(tenths)}×</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="og-note">{t('plinkoBucketsNote')}</p>
        </>
      )}

      {game === 'keno' && (
        <>
          <p>{t('rulesKeno')}</p>
          <div className="og-table-wrap">
            <table className="og-table og-table--dense">
              <thead>
                <tr>
                  <th scope="col">{t('kenoPicksHits')}</th>
                  {Array.from({ length: KENO_MAX_PICKS + 1 }, (_, h) => (
                    <th scope="col" key={h}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: KENO_MAX_PICKS }, (_, i) => i + 1).map((p) => (
                  <tr key={p} className={p === kenoPicks ? 'is-current' : ''}>
                    <th scope="row">{p}</th>
                    {Array.from({ length: KENO_MAX_PICKS + 1 }, (_, h) => {
                      const pay = kenoPayRow(p)[h];
                      return <td key={h}>{pay ? (pay.multiplier > 0n ? `${compactMultiplier(pay.multiplier)}×` : '0') : ''}</td>;
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      {game === 'mines' && (
        <>
          <p>{t('rulesMines')}</p>
          <h3>{t('minesLadderFor', { mines })}</h3>
          <ol className="og-ladder og-ladder--wrap">
            {minesLadder(mines, session.edgeBp).map(({ safe, multiplier }) => (
              <li key={safe}>
                <span className="og-ladder__x">{shortMultiplier(multiplier)}×</span>
                <span className="og-ladder__n">{safe === 1 ? t('minesGemsOne') : t('minesGemsN', { n: safe })}</span>
              </li>
            ))}
          </ol>
        </>
      )}

      {game === 'hilo' && (
        <>
          <p>{t('rulesHilo')}</p>
          <div className="og-table-wrap">
            <table className="og-table">
              <thead>
                <tr>
                  <th scope="col">{t('card')}</th>
                  <th scope="col">{t('higherOrSame')}</th>
                  <th scope="col">{t('lowerOrSame')}</th>
                </tr>
              </thead>
              <tbody>
                {RANK_LABELS.map((rank, r) => (
                  <tr key={rank}>
                    <th scope="row">{rank}</th>
                    {hiloOptions(r * 4).map((o) => (
                      <td key={o.guess}>{o.allowed ? `${o.chance}% · ${shortMultiplier(hiloMultiplier([o.winning], session.edgeBp))}×` : t('guessNotOffered')}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="og-note">{t('hiloTableNote')}</p>
        </>
      )}

      <h3>{t('fairnessRuleTitle')}</h3>
      <p>{t('fairnessRule')}</p>
      <p className="og-note">{t('rulesMalfunction')}</p>
    </Dialog>
  );
}
