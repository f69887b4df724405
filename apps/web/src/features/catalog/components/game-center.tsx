import { PageHero } from '@/components/page-hero';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { IconAlert, IconSlots } from '@/components/icons';
import { Spinner } from '@/components/spinner';
import { useGameVendors } from '../api/get-game-vendors';
import { categoryLabelKey, hasGameListPage, type LaneCategory, pathOfCategory } from '../utils/categories';
import { CategoryIcon } from './category-icon';
import { VendorCard } from './vendor-card';

/** A game category page (SPEC.md §2): that category's vendors from the lanes. */
const GameCenter = ({ category }: { category: LaneCategory }) => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const selected = params.get('vassalage');
  const { data: lanes, isPending, isError, refetch } = useGameVendors();
  const lane = lanes?.find((l) => l.gameCategory === category);
  const label = t(categoryLabelKey(category));
  const listPath = hasGameListPage(category) ? pathOfCategory(category) : null;

  return (
    <div className="game-center">
      <PageHero
        variant={category.toLowerCase()}
        icon={<CategoryIcon category={category} size={34} />}
        title={label}
        text={t(`category_blurb.${category}`)}
      />

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
          <section aria-labelledby="vendors-heading">
            <h2 id="vendors-heading" className="section-title">
              {t('catalog.providers')} <span className="count-pill">{lane.vendors.length}</span>
            </h2>
            <ul className="vendor-grid">
              {lane.vendors.map((v) => (
                <li key={v.vassalage}>
                  <VendorCard vendor={v} listPath={listPath} selected={selected === v.vassalage} />
                </li>
              ))}
            </ul>
          </section>
          <EmptyState compact icon={<IconSlots size={28} />} title={t('catalog.games_not_listed_title')} body={t('catalog.games_not_listed_body')} />
        </>
      )}
    </div>
  );
};

export default GameCenter;
