/** The Rules dialog: how a round goes, how a cash-out counts (the studio's clock decides), auto cash-out, the limits and the RTP. */
import { CRASH_MAX_TARGET, CRASH_MIN_TARGET } from '@wps/fair';
import { Dialog } from '../shared/Dialog';
import { moneyText } from '../shared/money';
import type { TSession } from './api';
import type { Translate } from './i18n';
import { CloseIcon } from './icons';
import { formatMultiplier } from './logic';

export function Rules({ t, session, onClose }: { t: Translate; session: TSession; onClose: () => void }) {
  const money = (v: string) => moneyText(v, session.currency);
  return (
    <Dialog prefix="cr" title={t('rules')} closeLabel={t('close')} closeIcon={<CloseIcon />} onClose={onClose}>
      <p className="cr-rtp">{t('rtp', { rtp: session.rtp })}</p>
      <h3>{t('rulesHowTitle')}</h3>
      <ol className="cr-list">
        <li>{t('rulesBet')}</li>
        <li>{t('rulesFly')}</li>
        <li>{t('rulesCashout')}</li>
        <li>{t('rulesBust')}</li>
      </ol>
      <h3>{t('rulesClockTitle')}</h3>
      <p>{t('rulesClock')}</p>
      <h3>{t('autoCashout')}</h3>
      <p>{t('rulesAuto', { min: formatMultiplier(CRASH_MIN_TARGET), max: formatMultiplier(CRASH_MAX_TARGET) })}</p>
      {session.autoplay && (
        <>
          <h3>{t('autoBet')}</h3>
          <p>{t('rulesAutoBet')}</p>
        </>
      )}
      <h3>{t('limits')}</h3>
      <dl className="cr-facts">
        <div>
          <dt>{t('minBet')}</dt>
          <dd>{money(session.limits.minBet)}</dd>
        </div>
        <div>
          <dt>{t('maxBet')}</dt>
          <dd>{money(session.limits.maxBet)}</dd>
        </div>
        <div>
          <dt>{t('maxWin')}</dt>
          <dd>{money(session.limits.maxWin)}</dd>
        </div>
      </dl>
      <p>{t('rulesMaxWin')}</p>
      <h3>{t('rulesFairTitle')}</h3>
      <p>{t('rulesFair')}</p>
      <p>{t('rulesDisconnect')}</p>
      <p className="cr-note">{t('rulesMalfunction')}</p>
    </Dialog>
  );
}
