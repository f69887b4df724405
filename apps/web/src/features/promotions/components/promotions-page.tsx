import { type TPromotionCategory, PROMOTION_CATEGORIES } from '@wps/contracts/player';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '@wps/ui';
import { IconGift } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { PageHero } from '@/components/page-hero';
import { useBrand } from '@/lib/brand';
import { useSession } from '@/lib/member';
import { usePromotionList } from '../api/promotion-list';
import { usePromotionStandings } from '../api/promotion-standings';
import { useNow } from '../hooks/use-now';
import { promotionAction, shownState, type Viewer } from '../utils/promotion-state';
import type { TermContext } from '../utils/promotion-terms';
import { PromotionCard } from './promotion-card';
import { PromotionDetails } from './promotion-details';
import { categoryLabel } from './promotion-labels';

type Tab = 'all' | TPromotionCategory;

/**
 * Promotions (lazy screen, SPEC.md §2): category tabs (All and the
 * categories present), a card per promotion with the member's state
 * (SPEC.md §4 Activity), and the details dialog where every term is shown
 * before the member joins, claims or applies. Visitors see a login button;
 * a trial member's page makes no member call (SPEC.md §4).
 */
const PromotionsPage = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const session = useSession();
  const list = usePromotionList();
  const standings = usePromotionStandings();
  const now = useNow(60_000);
  const [tab, setTab] = useState<Tab>('all');
  // ?id= opens a promotion's details: a banner or an announcement linked to it (PROMOTION linkage) lands there.
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('id')) || null;
  const setOpenId = (id: number | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id === null) next.delete('id');
        else next.set('id', String(id));
        return next;
      },
      { replace: true },
    );
  const context: TermContext = { symbol: permission.info.setting.currencySymbol, gmtOffsetMinutes: permission.info.setting.gmtOffsetMinutes };

  const viewer: Viewer = !session.isLoggedIn ? 'visitor' : session.member === undefined ? 'loading' : session.isTrial ? 'trial' : standings.isPending ? 'loading' : 'member';
  const byId = useMemo(() => new Map((standings.data ?? []).map((s) => [s.promotionId, s])), [standings.data]);
  const promotions = useMemo(() => list.data ?? [], [list.data]);
  const present = PROMOTION_CATEGORIES.filter((c) => promotions.some((p) => p.category === c));
  const current: Tab = tab !== 'all' && present.includes(tab) ? tab : 'all';
  const shown = current === 'all' ? promotions : promotions.filter((p) => p.category === current);
  const open = openId === null ? undefined : promotions.find((p) => p.id === openId);

  const hero = <PageHero variant="promotions" icon={<IconGift size={34} />} title={t('promotions.title')} text={t('promotions.subtitle')} />;
  if (list.isPending) {
    return (
      <div className="promotions-page">
        {hero}
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className="promotions-page">
        {hero}
        <LoadFailed page title={t('promotions.load_failed')} error={list.error} onRetry={() => void list.refetch()} retryTestId="promotions-retry" />
      </div>
    );
  }

  const entry = (id: number) => {
    const p = promotions.find((x) => x.id === id);
    if (!p) return null;
    const standing = byId.get(p.id);
    const state = shownState(p, standing, now);
    return { p, standing, state, action: promotionAction(p, state, viewer) };
  };
  const opened = open ? entry(open.id) : null;

  return (
    <div className="promotions-page" data-testid="promotions">
      {hero}
      {promotions.length === 0 ? (
        <EmptyState icon={<IconGift size={32} />} title={t('promotions.empty_title')} body={t('promotions.empty_body')} />
      ) : (
        <>
          {present.length > 1 && (
            <div className="chip-row promo-tabs" role="group" aria-label={t('promotions.filters')}>
              {(['all', ...present] as Tab[]).map((c) => (
                <button key={c} type="button" className="chip" aria-pressed={current === c} onClick={() => setTab(c)} data-testid={`promotions-tab-${c}`}>
                  {c === 'all' ? t('promotions.filter_all') : categoryLabel(t, c)}
                  <span className="promo-tabs__count">{c === 'all' ? promotions.length : promotions.filter((p) => p.category === c).length}</span>
                </button>
              ))}
            </div>
          )}
          <div className="promo-grid">
            {shown.map((p) => {
              const e = entry(p.id);
              if (!e) return null;
              return <PromotionCard key={p.id} promotion={p} standing={e.standing} state={e.state} action={e.action} context={context} onOpen={() => setOpenId(p.id)} />;
            })}
          </div>
        </>
      )}
      {opened && <PromotionDetails promotion={opened.p} standing={opened.standing} state={opened.state} action={opened.action} onClose={() => setOpenId(null)} />}
    </div>
  );
};

export default PromotionsPage;
