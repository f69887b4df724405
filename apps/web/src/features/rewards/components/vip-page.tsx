import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@wps/ui';
import { IconInfo, IconTrophy, IconUser } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { PageHero } from '@/components/page-hero';
import { useBrand } from '@/lib/brand';
import { useSession } from '@/lib/member';
import { popups } from '@/lib/popups';
import { useVipInfo } from '../api/vip-info';
import { useVipLevels } from '../api/vip-levels';
import { VipLadder } from './vip-ladder';
import { VipStatus } from './vip-status';
import '@/styles/loyalty.css';

/** What a visitor or a trial member sees above the ladder instead of their standing. */
const VipGuest = ({ trial }: { trial: boolean }) => {
  const { t } = useTranslation();
  if (trial) {
    return (
      <p className="auth-callout vip-guest" role="note" data-testid="vip-trial-note">
        <IconInfo size={20} />
        <span>{t('error.trial_restricted')}</span>
      </p>
    );
  }
  return (
    <div className="vip-guest vip-guest--login" data-testid="vip-login">
      <span className="icon-disc icon-disc--brand" aria-hidden="true">
        <IconUser size={26} />
      </span>
      <div>
        <strong>{t('vip.guest_title')}</strong>
        <p className="muted">{t('vip.guest_body')}</p>
      </div>
      <Button variant="accent" onClick={() => popups.open('login')} data-testid="vip-login-button">
        {t('vip.login')}
      </Button>
    </div>
  );
};

/** How the programme works, in three lines under the ladder. */
const VipRules = () => {
  const { t } = useTranslation();
  return (
    <section className="vip-rules" aria-labelledby="vip-rules-title">
      <h2 id="vip-rules-title" className="vip-section-title">
        {t('vip.rules_title')}
      </h2>
      <ul>
        <li>{t('vip.rule_review')}</li>
        <li>{t('vip.rule_rebate')}</li>
        <li>{t('vip.rule_points')}</li>
        <li>{t('vip.rule_gifts')}</li>
      </ul>
    </section>
  );
};

/**
 * The VIP page (/vip, lazy): a member's level with this month's progress
 * toward the next one and whether the level holds at the review, then the
 * whole ladder with every level's thresholds and benefits. Visitors and
 * trial members see the ladder (a call without a token) and a way in.
 */
const VipPage = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const session = useSession();
  const viewer = !session.isLoggedIn ? 'visitor' : session.member === undefined ? 'loading' : session.isTrial ? 'trial' : 'member';
  const info = useVipInfo();
  const levels = useVipLevels({ enabled: viewer === 'visitor' || viewer === 'trial' });
  const hero = <PageHero variant="vip" icon={<IconTrophy size={34} />} title={t('vip.title')} text={t('vip.subtitle')} />;

  const query = viewer === 'member' ? info : levels;
  let body;
  if (viewer === 'loading' || query.isPending) body = <Spinner label={t('common.loading')} />;
  else if (query.isError) body = <LoadFailed page title={t('vip.load_failed')} error={query.error} onRetry={() => void query.refetch()} retryTestId="vip-retry" />;
  else if (viewer === 'member' && info.data) {
    body = (
      <>
        <VipStatus info={info.data} offset={permission.info.setting.gmtOffsetMinutes} />
        <VipLadder levels={info.data.levels} symbol={info.data.currencySymbol} current={info.data.level} />
      </>
    );
  } else if (levels.data) {
    body = (
      <>
        <VipGuest trial={viewer === 'trial'} />
        <VipLadder levels={levels.data.levels} symbol={levels.data.currencySymbol} current={null} />
      </>
    );
  }

  return (
    <div className="vip-page" data-testid="vip-page">
      {hero}
      {body}
      <VipRules />
    </div>
  );
};

export default VipPage;
