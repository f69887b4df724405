import type { TGameClassify } from '@wps/contracts/player';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, Spinner } from '@wps/ui';
import { IconAlert, IconSearch, IconSlots } from '@/components/icons';
import { initials, RemoteImage } from '@/components/remote-image';
import { useBrand } from '@/lib/brand';
import { useToken } from '@/lib/session';
import { useFavoriteListPages } from '../api/favorites';
import { useGameListPages, vendorListFilters } from '../api/game-list';
import { useGameVendors } from '../api/get-game-vendors';
import { useRecentGames } from '../api/recent-games';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { categoryLabelKey, type LaneCategory } from '../utils/categories';
import { offeredClassifies } from '../utils/classifies';
import { CategoryIcon } from './category-icon';
import { GameGrid } from './game-grid';
import { RebateHint } from './rebate-hint';

/** How long the search box waits after the last key before it asks. */
export const SEARCH_DEBOUNCE_MS = 350;

type View = 'all' | 'favorites' | 'recent';

const AllGames = ({ vassalage, classify, gameName, label }: { vassalage: string; classify: TGameClassify | null; gameName: string; label: string }) => {
  const { t } = useTranslation();
  const games = useGameListPages(vendorListFilters(vassalage, classify ?? undefined, gameName));
  if (games.isPending) return <Spinner label={t('common.loading')} />;
  if (games.isError) return <EmptyState compact icon={<IconAlert size={28} />} title={t('catalog.games_failed')} body={t('error.network_error')} />;
  const list = games.data.pages.flatMap((p) => p.games);
  return (
    <GameGrid
      label={label}
      games={list}
      total={games.data.pages[0]?.total}
      hasMore={games.hasNextPage}
      loadingMore={games.isFetchingNextPage}
      onLoadMore={() => void games.fetchNextPage()}
      empty={<EmptyState compact icon={<IconSearch size={28} />} title={t('game_list.no_match_title')} body={t('game_list.no_match_body')} />}
    />
  );
};

const FavoriteGames = () => {
  const { t } = useTranslation();
  const favorites = useFavoriteListPages();
  if (favorites.isPending) return <Spinner label={t('common.loading')} />;
  if (favorites.isError) return <EmptyState compact icon={<IconAlert size={28} />} title={t('catalog.games_failed')} />;
  return (
    <GameGrid
      label={t('game_list.tab_favorites')}
      games={favorites.data.pages.flatMap((p) => p.content)}
      hasMore={favorites.hasNextPage}
      loadingMore={favorites.isFetchingNextPage}
      onLoadMore={() => void favorites.fetchNextPage()}
      empty={<EmptyState compact icon={<IconSlots size={28} />} title={t('game_list.no_favorites_title')} body={t('game_list.no_favorites_body')} />}
    />
  );
};

const RecentGames = () => {
  const { t } = useTranslation();
  const recent = useRecentGames();
  if (recent.isPending) return <Spinner label={t('common.loading')} />;
  if (recent.isError) return <EmptyState compact icon={<IconAlert size={28} />} title={t('catalog.games_failed')} />;
  return (
    <GameGrid
      label={t('game_list.tab_recent')}
      games={recent.data}
      empty={<EmptyState compact icon={<IconSlots size={28} />} title={t('game_list.no_recent_title')} body={t('game_list.no_recent_body')} />}
    />
  );
};

/**
 * The vendor game list page of /rng and /jili (SPEC.md §2): vendor tabs (the
 * selected vendor in ?vassalage=), name search, sub-category chips, and the
 * member's favourites and recent games.
 */
const GameListCenter = ({ category, aside }: { category: LaneCategory; aside?: ReactNode }) => {
  const { t } = useTranslation();
  const { cdn, supportedLanguages } = useBrand();
  const token = useToken();
  const [params, setParams] = useSearchParams();
  const { data: lanes, isPending } = useGameVendors();
  const vendors = lanes?.find((l) => l.gameCategory === category)?.vendors ?? [];
  const selectedCode = params.get('vassalage') ?? vendors[0]?.vassalage ?? null;
  const selected = vendors.find((v) => v.vassalage === selectedCode) ?? null;
  const [search, setSearch] = useState('');
  const gameName = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [classify, setClassify] = useState<TGameClassify | null>(null);
  const [view, setView] = useState<View>('all');
  const tabs = useRef<HTMLDivElement>(null);
  // The chosen vendor's tab is brought into view (on a phone the row scrolls sideways).
  useEffect(() => {
    const row = tabs.current;
    const tab = row?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!row || !tab) return;
    const gap = tab.getBoundingClientRect().left - row.getBoundingClientRect().left;
    row.scrollLeft += gap - (row.clientWidth - tab.offsetWidth) / 2;
  }, [selectedCode, vendors.length]);
  const shownView: View = token ? view : 'all';
  const classifies = offeredClassifies(supportedLanguages.map((l) => l.code));
  const label = t(categoryLabelKey(category));

  return (
    <div className="game-list-center">
      <header className="page-hero page-hero--rng">
        <span className="page-hero__icon">
          <CategoryIcon category={category} size={34} />
        </span>
        <div>
          <h1 className="page-hero__title">{label}</h1>
          <p className="page-hero__text">{t('game_list.subtitle')}</p>
        </div>
        <div className="page-hero__aside">
          <RebateHint category={category} />
          {aside}
        </div>
      </header>
      {isPending && <Spinner label={t('common.loading')} />}
      {vendors.length > 0 && (
        <div ref={tabs} className="vendor-tabs" role="tablist" aria-label={t('catalog.providers')}>
          {vendors.map((v) => (
            <button
              key={v.vassalage}
              type="button"
              role="tab"
              aria-selected={v.vassalage === selectedCode}
              className="vendor-tab"
              data-testid={`vendor-tab-${v.vassalage}`}
              onClick={() => {
                setParams({ vassalage: v.vassalage }, { replace: true });
                setView('all');
              }}
            >
              <RemoteImage className="vendor-tab__icon" src={v.iconUrl ? cdn(v.iconUrl) : null} alt="" fallback={initials(v.displayName)} width={28} height={28} />
              <span>{v.displayName}</span>
              {v.status === 'MAINTENANCE' && <span className="badge badge--warn">{t('vendor.maintenance')}</span>}
            </button>
          ))}
        </div>
      )}

      <div className="game-list-toolbar">
        {token && (
          <div className="view-tabs" role="tablist" aria-label={t('game_list.views')}>
            {(['all', 'favorites', 'recent'] as const).map((v) => (
              <button key={v} type="button" role="tab" aria-selected={shownView === v} className="view-tab" onClick={() => setView(v)} data-testid={`view-tab-${v}`}>
                {t(`game_list.tab_${v}`)}
              </button>
            ))}
          </div>
        )}
        {shownView === 'all' && (
          <label className="search-field">
            <IconSearch size={18} />
            <span className="visually-hidden">{t('game_list.search')}</span>
            <input type="search" placeholder={t('game_list.search')} value={search} onChange={(e) => setSearch(e.target.value)} maxLength={60} />
          </label>
        )}
      </div>
      {shownView === 'all' && (
        <div className="classify-chips" role="group" aria-label={t('game_list.sub_categories')}>
          <button type="button" className="classify-chip" aria-pressed={classify === null} onClick={() => setClassify(null)}>
            {t('game_list.classify_all')}
          </button>
          {classifies.map((c) => (
            <button key={c} type="button" className="classify-chip" aria-pressed={classify === c} onClick={() => setClassify(classify === c ? null : c)} data-testid={`classify-${c}`}>
              {t(`game_list.classify.${c}`)}
            </button>
          ))}
        </div>
      )}

      {shownView === 'favorites' && <FavoriteGames />}
      {shownView === 'recent' && <RecentGames />}
      {shownView === 'all' &&
        (selected ? (
          <AllGames vassalage={selected.vassalage} classify={classify} gameName={gameName} label={t('catalog.games_of', { vendor: selected.displayName })} />
        ) : (
          !isPending && <EmptyState icon={<IconSlots size={32} />} title={t('game_list.no_vendor_title')} body={t('catalog.no_vendors_body')} />
        ))}
    </div>
  );
};

export default GameListCenter;
