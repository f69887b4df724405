/** The Rules dialog: how the game is played (EN/TY), every bet's pays from the session's spots, and the limits per spot. */
import { Dialog } from '../shared/Dialog';
import { moneyText } from '../shared/money';
import { hasText, type Translate, type TTextKey } from './i18n';
import { rulesRows } from './logic';
import type { TSession, TTableGame } from './types';

const RULE_KEYS: Record<TTableGame, TTextKey> = {
  baccarat: 'rulesBaccarat',
  'dragon-tiger': 'rulesDragonTiger',
  'sic-bo': 'rulesSicBo',
  roulette: 'rulesRoulette',
  'color-game': 'rulesColorGame',
};

const CloseIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);

export function Rules({ session, gameName, t, onClose }: { session: TSession; gameName: string; t: Translate; onClose: () => void }) {
  const rows = rulesRows(session.spots, t, hasText);
  const money = (v: string) => moneyText(v, session.currency);
  return (
    <Dialog prefix="tb" title={t('rulesTitle', { game: gameName })} closeLabel={t('close')} closeIcon={<CloseIcon />} onClose={onClose}>
      <p>{t(RULE_KEYS[session.table.game])}</p>
      <h3>{t('paysTitle')}</h3>
      <table className="tb-pays">
        <thead>
          <tr>
            <th scope="col">{t('betCol')}</th>
            <th scope="col">{t('payCol')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              <th scope="row">
                {r.name}
                {r.count > 1 ? <small> · {t('spotsCount', { n: r.count })}</small> : null}
              </th>
              <td>{r.pays}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="tb-hint">{t('payNote')}</p>
      <h3>{t('limitsTitle')}</h3>
      <dl className="tb-facts">
        <div>
          <dt>{t('minBet')}</dt>
          <dd>{money(session.limits.min)}</dd>
        </div>
        <div>
          <dt>{t('maxBet')}</dt>
          <dd>{money(session.limits.max)}</dd>
        </div>
      </dl>
      <ul className="tb-rules">
        <li>{t('rulesRound')}</li>
        <li>{t('rulesRefund')}</li>
        <li>{t('rulesMalfunction')}</li>
      </ul>
    </Dialog>
  );
}
