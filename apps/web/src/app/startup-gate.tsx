import { SystemStatus, type TPermission } from '@wps/contracts/player';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { SupportButton } from '@/features/customer-service/components/support-button';
import { SupportChat } from '@/features/customer-service/live-chat/support-chat';
import { LanguageSelector } from '@/features/preferences/components/language-selector';
import { ThemeToggle } from '@/features/preferences/components/theme-toggle';
import { usePermission } from '@/features/system/api/get-permission';
import { MaintenancePage } from '@/features/system/components/maintenance-page';
import { RegionBlockPage } from '@/features/system/components/region-block-page';
import { StartupError } from '@/features/system/components/startup-error';
import { errorKey } from '@/lib/api-client';
import { BrandProvider } from '@/lib/brand';
import { applyBrandTheme } from '@/lib/brand-theme';
import { loadGtag } from '@/lib/gtag';
import { changeLanguage, currentLanguage, pickStartLanguage } from '@/lib/i18n';
import { setEncryptionKey } from '@/lib/encryption-key';
import { storeMerchantCode } from '@/lib/session';

/** Applies what the permission call says about the brand before anything is shown. */
const useApplyBrand = (permission: TPermission | undefined) => {
  // Ready at once when the brand starts in the language already loaded (the page the server rendered):
  // the first render is the page, not a loader.
  const [languageReady, setLanguageReady] = useState(
    () => permission !== undefined && currentLanguage() === pickStartLanguage(permission.info.setting.supportedLanguages, permission.info.setting.defaultLanguage),
  );
  useEffect(() => {
    if (!permission) return;
    const { setting, analytics, domainRoute } = permission.info;
    storeMerchantCode(domainRoute.merchantCode || setting.merchantCode);
    setEncryptionKey(permission.info.encryption);
    applyBrandTheme(setting.theme);
    loadGtag(analytics.gtagId);
    // A language whose chunk cannot be fetched falls back to English.
    void changeLanguage(pickStartLanguage(setting.supportedLanguages, setting.defaultLanguage))
      .catch(() => changeLanguage('EN'))
      .catch(() => undefined)
      .finally(() => setLanguageReady(true));
  }, [permission]);
  return languageReady;
};

/**
 * SPEC.md §4 System status: the permission call runs first and decides the
 * app (0), the maintenance page (1) or the region-block page (2).
 */
export const StartupGate = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const { data, error, isPending, isFetching, refetch } = usePermission();
  const languageReady = useApplyBrand(data);

  // Before the language's chunk has come the label is empty (a screen reader hears the status role).
  if (isPending) return <FullScreenLoader label={t('startup.loading', { defaultValue: '' })} />;
  if (error) return <StartupError messageKey={errorKey(error)} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!languageReady) return <FullScreenLoader label={t('startup.loading', { defaultValue: '' })} brandName={data.info.setting.name} />;

  const extras = (
    <div className="status-page__prefs">
      <LanguageSelector />
      <ThemeToggle />
    </div>
  );
  return (
    <BrandProvider permission={data}>
      {data.status === SystemStatus.maintenance ? (
        <MaintenancePage support={<SupportButton />} headerExtras={extras} />
      ) : data.status === SystemStatus.regionRestricted ? (
        <RegionBlockPage support={<SupportButton />} headerExtras={extras} />
      ) : (
        children
      )}
      <SupportChat />
    </BrandProvider>
  );
};
