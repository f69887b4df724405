import type { TVendor } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { initials, RemoteImage } from '@/components/remote-image';
import { useBrand } from '@/lib/brand';
import { popups } from '@/lib/popups';
import { getToken } from '@/lib/session';

/**
 * SPEC.md §4 Game start: a visitor is asked to log in first; a member gets the
 * game popup. Vendors with a game list page link to it instead.
 */
export const VendorCard = ({ vendor, listPath, selected }: { vendor: TVendor; listPath: string | null; selected?: boolean }) => {
  const { t } = useTranslation();
  const { cdn } = useBrand();
  const underMaintenance = vendor.status === 'MAINTENANCE';
  const start = () => popups.open(getToken() ? 'game' : 'login');
  const body = (
    <>
      <RemoteImage
        className="vendor-card__logo"
        src={vendor.iconUrl ? cdn(vendor.iconUrl) : null}
        alt=""
        fallback={initials(vendor.displayName)}
        width={64}
        height={64}
      />
      <span className="vendor-card__name">{vendor.displayName}</span>
      {underMaintenance ? (
        <span className="badge badge--warn">{t('vendor.maintenance')}</span>
      ) : (
        <span className="vendor-card__cta">{listPath ? t('vendor.view_games') : t('vendor.play')}</span>
      )}
    </>
  );
  const className = `vendor-card${selected ? ' vendor-card--selected' : ''}${underMaintenance ? ' vendor-card--disabled' : ''}`;
  if (listPath) {
    return (
      <Link className={className} to={`${listPath}?vassalage=${encodeURIComponent(vendor.vassalage)}`} aria-current={selected ? 'true' : undefined}>
        {body}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={start} disabled={underMaintenance} aria-pressed={selected}>
      {body}
    </button>
  );
};
