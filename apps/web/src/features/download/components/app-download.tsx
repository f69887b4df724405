import { QR_CODE_DEFAULTS, type TResourceType } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { IconAndroid, IconApple, IconDownload, IconPhone } from '@/components/icons';
import { QrCode } from '@wps/ui/qr-code';
import { usePageOrigin } from '@/hooks/use-page-origin';
import { useBrand } from '@/lib/brand';

const APPS: { type: TResourceType; key: string; Icon: typeof IconApple }[] = [
  { type: 'MOBILECONFIG', key: 'lite', Icon: IconPhone },
  { type: 'IOS', key: 'ios', Icon: IconApple },
  { type: 'ANDROID', key: 'android', Icon: IconAndroid },
];

/**
 * A phone's camera needs the whole address. A relative one needs the page's
 * origin, which the server and the hydrating browser do not know (null): its
 * code waits for the browser, as an absolute one needs not.
 */
const absolute = (url: string, origin: string | null): string | null => {
  try {
    return new URL(url).toString();
  } catch {
    return origin ? new URL(url, origin).toString() : null;
  }
};

export const useAppLinks = () => {
  const { resource } = useBrand();
  return APPS.map((app) => ({ ...app, url: resource(app.type) })).filter(
    (app): app is (typeof APPS)[number] & { url: string } => app.url !== null,
  );
};

/**
 * QR codes and links for the brand's MOBILECONFIG, IOS and Android resources
 * (SPEC.md §2 Home), drawn with the SPEC.md §9 QR defaults and the brand's
 * logo in the middle; a resource the brand has not published shows no code.
 */
export const AppDownload = ({ qrSize = QR_CODE_DEFAULTS.size }: { qrSize?: number }) => {
  const { t } = useTranslation();
  const { resource, cdn } = useBrand();
  const logoPath = resource('LOGO');
  const logo = logoPath ? cdn(logoPath) : null;
  const apps = useAppLinks();
  const origin = usePageOrigin();
  if (apps.length === 0) return <p className="muted">{t('download.none')}</p>;
  return (
    <ul className="app-download">
      {apps.map(({ type, key, Icon, url }) => {
        const value = absolute(url, origin);
        return (
          <li key={type} className="app-download__item" data-resource={type}>
            {value ? (
              <QrCode
                value={value}
                size={qrSize}
                margin={Math.round((QR_CODE_DEFAULTS.margin * qrSize) / QR_CODE_DEFAULTS.size)}
                logo={logo}
                label={t('download.qr_label', { app: t(`download.app_${key}`) })}
              />
            ) : (
              <span className="qr-code qr-code--pending" style={{ width: qrSize }} data-testid="qr-pending" />
            )}
            <div className="app-download__meta">
              <span className="app-download__name">
                <Icon size={20} /> {t(`download.app_${key}`)}
              </span>
              <span className="muted small">{t(`download.app_${key}_hint`)}</span>
              <a className="btn btn--outline btn--sm" href={url} target="_blank" rel="noopener noreferrer">
                <IconDownload size={16} />
                <span>{t('download.get')}</span>
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
};
