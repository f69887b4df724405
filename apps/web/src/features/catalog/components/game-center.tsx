import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, Spinner } from '@wps/ui';
import { IconAlert } from '@/components/icons';
import { PageHero } from '@/components/page-hero';
import { useGameListPages } from '../api/game-list';
import { useGameVendors } from '../api/get-game-vendors';
import { categoryLabelKey, type LaneCategory, pathOfCategory } from '../utils/categories';
import { CategoryIcon } from './category-icon';
import { GameGrid } from './game-grid';
import { LiveRooms } from './live-rooms';
import { RebateHint } from './rebate-hint';
import { VendorCard } from './vendor-card';

const PAGE_SIZE = 24;

/**
 * A game category page (SPEC.md §2): the lane's vendors (the selected one in
 * ?vassalage=) and the games of the selected vendor, or of the whole category.
 */
const GameCenter = ({ category }: { category: LaneCategory }) => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data: lanes, isPending, isError, refetch } = useGameVendors();
  const lane = lanes?.find((l) => l.gameCategory === category);
  const selectedCode = params.get('vassalage');
  const selected = lane?.vendors.find((v) => v.vassalage === selectedCode) ?? null;
  const label = t(categoryLabelKey(category));
  const path = pathOfCategory(category);
  const gameType = selected?.gameType ?? category;
  const games = useGameListPages({ gameType, vassalage: selected?.vassalage, pageSize: PAGE_SIZE }, lane !== undefined);
  const list = games.data?.pages.flatMap((p) => p.games) ?? [];
  const total = games.data?.pages[0]?.total;

  return (
    <div className="game-center">
      <PageHero
        variant={category.toLowerCase()}
        icon={<CategoryIcon category={category} size={34} />}
        title={label}
        text={t(`category_blurb.${category}`)}
      >
        <RebateHint category={category} />
      </PageHero>

      {isPending && <Spinner label={t('common.loading')} />}
      {isError && (
        <EmptyState
          icon={<IconAlert size={32} />}
          title={t('catalog.load_failed')}
          body={t('error.network_error')}
          actions={
            <button type="button" className="btn btn--outline btn--md" onClick={() => void refetch()}>
              {t('common.retry')}
            </button>
          }
        />
      )}
      {lanes && !lane && (
        <EmptyState icon={<CategoryIcon category={category} size={32} />} title={t('catalog.no_vendors_title', { category: label })} body={t('catalog.no_vendors_body')} />
      )}
      {lane && (
        <>
          <section aria-labelledby="vendors-heading" className="game-center__section">
            <h2 id="vendors-heading" className="section-title">
              {t('catalog.providers')} <span className="count-pill">{lane.vendors.length}</span>
            </h2>
            <ul className="vendor-grid vendor-grid--compact">
              {lane.vendors.map((v) => (
                <li key={v.vassalage}>
                  <VendorCard
                    vendor={v}
                    to={selectedCode === v.vassalage ? path : `${path}?vassalage=${encodeURIComponent(v.vassalage)}`}
                    selected={selectedCode === v.vassalage}
                  />
                </li>
              ))}
            </ul>
          </section>
          {category === 'LIVE' && selected && <LiveRooms vendor={selected} />}
          <section aria-labelledby="games-heading" className="game-center__section">
            <h2 id="games-heading" className="section-title">
              {selected ? t('catalog.games_of', { vendor: selected.displayName }) : t('catalog.all_games', { category: label })}
              {total !== undefined && <span className="count-pill">{total}</span>}
            </h2>
            {games.isPending && <Spinner label={t('common.loading')} />}
            {games.isError && <EmptyState compact icon={<IconAlert size={28} />} title={t('catalog.games_failed')} body={t('error.network_error')} />}
            {games.data && (
              <GameGrid
                label={selected ? t('catalog.games_of', { vendor: selected.displayName }) : t('catalog.all_games', { category: label })}
                games={list}
                total={total}
                hasMore={games.hasNextPage}
                loadingMore={games.isFetchingNextPage}
                onLoadMore={() => void games.fetchNextPage()}
                empty={<EmptyState compact icon={<CategoryIcon category={category} size={28} />} title={t('catalog.no_games')} />}
              />
            )}
          </section>
        </>
      )}
    </div>
  );
};

export default GameCenter;
