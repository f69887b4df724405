import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { IconClock, IconWrench } from '@/components/icons';
import { useBrand } from '@/lib/brand';
import { formatInOffset } from '@/lib/time';
import { StatusPage } from './status-page';

/** SPEC.md §2 Maintenance page: game_maintenance, info_maintenance, end time if known, customer service. */
export const MaintenancePage = ({ support, headerExtras }: { support: ReactNode; headerExtras?: ReactNode }) => {
  const { t } = useTranslation();
  const { permission, name } = useBrand();
  const title = t('game_maintenance');
  useEffect(() => {
    document.title = `${title} | ${name}`;
  }, [title, name]);
  const end = permission.maintenanceEnd;
  return (
    <StatusPage
      testId="maintenance-page"
      tone="info"
      brandName={name}
      icon={<IconWrench size={40} />}
      title={title}
      actions={
        <>
          {support}
          {headerExtras}
        </>
      }
    >
      <p>{t('info_maintenance')}</p>
      {end !== null && (
        <p className="status-page__meta">
          <IconClock size={18} />
          <span>{t('maintenance.ends_at')}</span>{' '}
          <time data-testid="maintenance-end" dateTime={new Date(end).toISOString()}>
            {formatInOffset(end, permission.info.setting.gmtOffsetMinutes)}
          </time>
        </p>
      )}
    </StatusPage>
  );
};
