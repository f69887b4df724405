import type { TVendor } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { initials, RemoteImage } from '@/components/remote-image';
import { useBrand } from '@/lib/brand';
import { useGameVendors } from '../api/get-game-vendors';
import { pathOfCategory } from '../utils/categories';

/** Every vendor once, for the home vendor strip and the footer's vendor icons. */
export const VendorStrip = ({ variant = 'cards' }: { variant?: 'cards' | 'icons' }) => {
  const { t } = useTranslation();
  const { cdn } = useBrand();
  const { data: lanes = [] } = useGameVendors();
  const seen = new Set<string>();
  const vendors: { vendor: TVendor; path: string }[] = [];
  for (const lane of lanes) {
    for (const vendor of lane.vendors) {
      if (seen.has(vendor.vassalage)) continue;
      seen.add(vendor.vassalage);
      vendors.push({ vendor, path: pathOfCategory(lane.gameCategory) });
    }
  }
  if (vendors.length === 0) return null;
  return (
    <ul className={`vendor-strip vendor-strip--${variant}`} aria-label={t('catalog.vendors')}>
      {vendors.map(({ vendor, path }) => (
        <li key={vendor.vassalage}>
          <Link
            to={`${path}?vassalage=${encodeURIComponent(vendor.vassalage)}`}
            className="vendor-strip__item"
            title={vendor.displayName}
          >
            <RemoteImage
              className="vendor-strip__logo"
              src={vendor.iconUrl ? cdn(vendor.iconUrl) : null}
              alt={vendor.displayName}
              fallback={initials(vendor.displayName)}
              width={variant === 'icons' ? 32 : 48}
              height={variant === 'icons' ? 32 : 48}
            />
            {variant === 'cards' && <span className="vendor-strip__name">{vendor.displayName}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
};
