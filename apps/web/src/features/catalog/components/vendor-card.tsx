import type { TVendor } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { initials, RemoteImage } from '@/components/remote-image';
import { useBrand } from '@/lib/brand';
import { useGameStart } from '../hooks/use-game-start';
import { vendorStartTarget } from '../utils/start-target';

/**
 * A vendor of a category page. With `to` it selects the vendor on the page
 * (its games show below); without, it follows the SPEC.md §4 game-start rules.
 */
export const VendorCard = ({ vendor, to, selected }: { vendor: TVendor; to?: string; selected?: boolean }) => {
  const { t } = useTranslation();
  const { cdn } = useBrand();
  const start = useGameStart();
  const underMaintenance = vendor.status === 'MAINTENANCE';
  const body = (
    <>
      <RemoteImage
        className="vendor-card__logo"
        src={vendor.iconUrl ? cdn(vendor.iconUrl) : null}
        alt=""
        fallback={initials(vendor.displayName)}
        width={56}
        height={56}
      />
      <span className="vendor-card__name">{vendor.displayName}</span>
      {underMaintenance ? (
        <span className="badge badge--warn">{t('vendor.maintenance')}</span>
      ) : (
        <span className="vendor-card__cta">{to ? t('vendor.view_games') : t('vendor.play')}</span>
      )}
    </>
  );
  const className = `vendor-card${selected ? ' vendor-card--selected' : ''}${underMaintenance ? ' vendor-card--disabled' : ''}`;
  if (to) {
    return (
      <Link className={className} to={to} aria-current={selected ? 'true' : undefined} replace>
        {body}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={() => void start(vendorStartTarget(vendor))}>
      {body}
    </button>
  );
};
