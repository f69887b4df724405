import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconSearch } from '@/components/icons';
import { Spinner } from '@wps/ui';
import { popups } from '@/lib/popups';
import { useGameVendors } from '../api/get-game-vendors';
import { useGameListPages } from '../api/game-list';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { categoryLabelKey, pathOfCategory } from '../utils/categories';
import { vendorPage } from '../utils/game-start';
import { vendorStartTarget } from '../utils/start-target';
import { CategoryIcon } from './category-icon';
import { GameGrid } from './game-grid';

const SEARCH_PAGE_SIZE = 24;

/**
 * The site-wide game search of the header: what is typed is looked for in
 * the categories the brand offers (their names in the current language), its
 * vendors (name and code) and its games (name, vendor); a category or vendor
 * opens its page, a game starts by the SPEC.md §4 rules.
 */
export const GameSearchPanel = () => {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 250);
  const needle = query.toLowerCase();
  const { data: lanes = [] } = useGameVendors();
  const games = useGameListPages({ keyword: query, pageSize: SEARCH_PAGE_SIZE }, query.length > 0);

  const categories = needle ? lanes.filter((l) => t(categoryLabelKey(l.gameCategory)).toLowerCase().includes(needle)) : [];
  const vendors = needle
    ? lanes.flatMap((l) =>
        l.vendors
          .filter((v) => v.displayName.toLowerCase().includes(needle) || v.vassalage.toLowerCase().includes(needle))
          .map((v) => ({ vendor: v, to: vendorPage(vendorStartTarget(v)) ?? pathOfCategory(l.gameCategory) })),
      )
    : [];
  const found = games.data?.pages.flatMap((p) => p.games) ?? [];
  const total = games.data?.pages[0]?.total ?? 0;
  const nothing = query.length > 0 && !games.isPending && categories.length === 0 && vendors.length === 0 && found.length === 0;

  return (
    <div className="game-search" data-testid="game-search">
      <label className="visually-hidden" htmlFor={inputId}>
        {t('search.label')}
      </label>
      <div className="game-search__field">
        <IconSearch size={18} />
        <input
          id={inputId}
          className="game-search__input"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('search.placeholder')}
          maxLength={60}
          autoComplete="off"
          data-autofocus
          data-testid="game-search-input"
        />
      </div>
      {query.length === 0 && <p className="muted small">{t('search.hint')}</p>}
      {(categories.length > 0 || vendors.length > 0) && (
        <ul className="game-search__chips" aria-label={t('search.places')}>
          {categories.map((l) => (
            <li key={`c-${l.gameCategory}`}>
              <Link className="chip" to={pathOfCategory(l.gameCategory)} onClick={() => popups.close()} data-testid={`search-category-${l.gameCategory}`}>
                <CategoryIcon category={l.gameCategory} size={16} />
                {t(categoryLabelKey(l.gameCategory))}
              </Link>
            </li>
          ))}
          {vendors.map(({ vendor, to }) => (
            <li key={`v-${vendor.vassalage}-${vendor.gameType}`}>
              <Link className="chip" to={to} onClick={() => popups.close()} data-testid={`search-vendor-${vendor.vassalage}`}>
                {vendor.displayName}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {query.length > 0 && games.isPending && <Spinner label={t('common.loading')} />}
      {found.length > 0 && (
        <GameGrid
          games={found}
          label={t('search.games')}
          total={total}
          hasMore={games.hasNextPage}
          loadingMore={games.isFetchingNextPage}
          onLoadMore={() => void games.fetchNextPage()}
        />
      )}
      {nothing && (
        <p className="game-search__empty" role="status" data-testid="game-search-empty">
          {t('search.no_results', { query })}
        </p>
      )}
    </div>
  );
};
