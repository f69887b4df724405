import type { TPointConfig } from '@wps/contracts/player';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '@wps/ui';
import { IconStar, IconTrophy } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { PageHero } from '@/components/page-hero';
import { useBrand } from '@/lib/brand';
import { money } from '@/lib/money';
import { useSession } from '@/lib/member';
import { usePointBalance } from '../api/point-balance';
import { usePointConfig } from '../api/point-config';
import { formatPoints, pointsToMinor, toPoints } from '../utils/points';
import { ConvertPanel } from './convert-panel';
import { PointMoves } from './point-moves';
import { PointRewardsTab } from './point-rewards-tab';
import { PointRules } from './point-rules';
import { PointsGuest } from './points-guest';
import { RedeemHistory } from './redeem-history';
import '@/styles/loyalty.css';

const TABS = ['rewards', 'convert', 'history', 'details', 'rules'] as const;
type Tab = (typeof TABS)[number];

/** 100.00 in minor units: earning rates are points per 100.00 of valid bet. */
const HUNDRED = '10000';

/** The member's points on top: the balance, what it is worth, the conversion ratio and the best earning rate of their level. */
const PointSummary = ({ balance, config }: { balance: bigint; config: TPointConfig }) => {
  const { t } = useTranslation();
  const symbol = config.currencySymbol;
  const best = Math.max(0, ...Object.values(config.earnRates));
  return (
    <section className="point-summary" aria-label={t('points.summary_label')} data-testid="point-summary">
      <div className="point-summary__balance">
        <span className="eyebrow">{t('points.balance')}</span>
        <strong data-testid="point-balance">
          <IconStar size={26} />
          {formatPoints(balance)}
        </strong>
        <span className="muted" data-testid="point-worth">
          {t('points.worth_about', { amount: money(symbol, pointsToMinor(balance, config.pointsPerUnit)) })}
        </span>
      </div>
      <dl className="point-summary__facts">
        <div>
          <dt>{t('points.rate')}</dt>
          <dd data-testid="point-rate">{t('points.rate_value', { n: formatPoints(config.pointsPerUnit), amount: money(symbol, '100') })}</dd>
        </div>
        <div>
          <dt>{t('points.level_rate', { level: config.vipLevel })}</dt>
          <dd data-testid="point-level-rate">{best > 0 ? t('points.level_rate_value', { n: formatPoints(best), amount: money(symbol, HUNDRED) }) : '—'}</dd>
        </div>
      </dl>
      <Link className="point-summary__vip" to="/vip" data-testid="point-vip-link">
        <IconTrophy size={16} />
        {t('points.rules_vip_link')}
      </Link>
    </section>
  );
};

/** A real member's mall: the summary, then the tab chosen (kept in ?tab= so a link can open one). */
const MemberMall = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const offset = permission.info.setting.gmtOffsetMinutes;
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'rewards';
  const balanceQuery = usePointBalance();
  const configQuery = usePointConfig();
  const labels: Record<Tab, string> = {
    rewards: t('points.tab_rewards'),
    convert: t('points.tab_convert'),
    history: t('points.tab_history'),
    details: t('points.tab_details'),
    rules: t('points.tab_rules'),
  };

  const failed = balanceQuery.isError ? balanceQuery : configQuery.isError ? configQuery : null;
  if (failed) {
    return <LoadFailed page title={t('points.load_failed')} error={failed.error} onRetry={() => void Promise.all([balanceQuery.refetch(), configQuery.refetch()])} retryTestId="points-retry" />;
  }
  if (!balanceQuery.data || !configQuery.data) return <Spinner label={t('common.loading')} />;
  const balance = toPoints(balanceQuery.data.points);
  const config = configQuery.data;
  const symbol = config.currencySymbol;

  const panels: Record<Tab, () => ReactNode> = {
    rewards: () => <PointRewardsTab balance={balance} symbol={symbol} />,
    convert: () => <ConvertPanel config={config} balance={balance} />,
    history: () => <RedeemHistory offset={offset} />,
    details: () => <PointMoves offset={offset} symbol={symbol} />,
    rules: () => <PointRules config={config} />,
  };
  return (
    <>
      <PointSummary balance={balance} config={config} />
      <div className="chip-row point-tabs" role="group" aria-label={t('points.title')}>
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            className="chip"
            aria-pressed={tab === id}
            onClick={() => setParams(id === 'rewards' ? {} : { tab: id }, { replace: true })}
            data-testid={`points-tab-${id}`}
          >
            {labels[id]}
          </button>
        ))}
      </div>
      <div className="point-panel" data-testid={`points-panel-${tab}`}>
        {panels[tab]()}
      </div>
    </>
  );
};

/**
 * The points mall (lazy PointMall, SPEC.md §2 /pointMall): the member's
 * points and the rate of their level on top, then Rewards (redeem behind the
 * payment password), Convert (points to money), Redeem history, Point
 * details and Point rules. Visitors get a login prompt and trial members
 * 'Please Register An Account First'; neither makes a member call.
 */
const PointMallPage = () => {
  const { t } = useTranslation();
  const session = useSession();
  const viewer = !session.isLoggedIn ? 'visitor' : session.member === undefined ? 'loading' : session.isTrial ? 'trial' : 'member';
  return (
    <div className="point-mall-page" data-testid="point-mall">
      <PageHero variant="points" icon={<IconStar size={34} />} title={t('points.title')} text={t('points.subtitle')} />
      {viewer === 'loading' ? <Spinner label={t('common.loading')} /> : viewer === 'member' ? <MemberMall /> : <PointsGuest trial={viewer === 'trial'} />}
    </div>
  );
};

export default PointMallPage;
