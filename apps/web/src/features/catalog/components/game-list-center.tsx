import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { IconSearch, IconSlots } from '@/components/icons';
import { initials, RemoteImage } from '@/components/remote-image';
import { Spinner } from '@/components/spinner';
import { useBrand } from '@/lib/brand';
import { useGameVendors } from '../api/get-game-vendors';
import { categoryLabelKey, type LaneCategory } from '../utils/categories';

/**
 * The vendor game list page of /rng and /jili (SPEC.md §2): vendor tabs from
 * the lane, the selected vendor in the `vassalage` query.
 */
const GameListCenter = ({ category }: { category: LaneCategory }) => {
  const { t } = useTranslation();
  const { cdn } = useBrand();
  const [params, setParams] = useSearchParams();
  const { data: lanes, isPending } = useGameVendors();
  const vendors = lanes?.find((l) => l.gameCategory === category)?.vendors ?? [];
  const selectedCode = params.get('vassalage') ?? vendors[0]?.vassalage ?? null;
  const selected = vendors.find((v) => v.vassalage === selectedCode) ?? null;

  return (
    <div className="game-list-center">
      <header className="page-hero page-hero--rng">
        <div>
          <h1 className="page-hero__title">{t(categoryLabelKey(category))}</h1>
          <p className="page-hero__text">{t('game_list.subtitle')}</p>
        </div>
      </header>
      {isPending && <Spinner label={t('common.loading')} />}
      {vendors.length > 0 && (
        <div className="vendor-tabs" role="tablist" aria-label={t('catalog.providers')}>
          {vendors.map((v) => (
            <button
              key={v.vassalage}
              type="button"
              role="tab"
              aria-selected={v.vassalage === selectedCode}
              className="vendor-tab"
              onClick={() => setParams({ vassalage: v.vassalage }, { replace: true })}
            >
              <RemoteImage className="vendor-tab__icon" src={v.iconUrl ? cdn(v.iconUrl) : null} alt="" fallback={initials(v.displayName)} width={28} height={28} />
              <span>{v.displayName}</span>
            </button>
          ))}
        </div>
      )}
      <div className="game-list-toolbar">
        <label className="search-field">
          <IconSearch size={18} />
          <span className="visually-hidden">{t('game_list.search')}</span>
          <input type="search" placeholder={t('game_list.search')} disabled aria-describedby="game-list-empty" />
        </label>
      </div>
      <div id="game-list-empty">
        <EmptyState
          icon={<IconSlots size={32} />}
          title={selected ? t('game_list.empty_title', { vendor: selected.displayName }) : t('game_list.no_vendor_title')}
          body={selected ? t('game_list.empty_body') : t('catalog.no_vendors_body')}
        />
      </div>
    </div>
  );
};

export default GameListCenter;
