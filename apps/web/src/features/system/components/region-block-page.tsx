import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { IconShield } from '@/components/icons';
import { useBrand } from '@/lib/brand';
import { StatusPage } from './status-page';

/** SPEC.md §2 Region-block page: blockip, info_ip_block, the visitor's IP, customer service. */
export const RegionBlockPage = ({ support, headerExtras }: { support: ReactNode; headerExtras?: ReactNode }) => {
  const { t } = useTranslation();
  const { permission, name } = useBrand();
  const title = t('blockip');
  useEffect(() => {
    document.title = `${title} | ${name}`;
  }, [title, name]);
  return (
    <StatusPage
      testId="region-block-page"
      tone="danger"
      brandName={name}
      icon={<IconShield size={40} />}
      title={title}
      actions={
        <>
          {support}
          {headerExtras}
        </>
      }
    >
      <p>{t('info_ip_block')}</p>
      <p className="status-page__meta">
        <span>{t('region.your_ip')}</span>{' '}
        <code className="ip-chip" data-testid="visitor-ip">
          {permission.location.ip}
        </code>
      </p>
    </StatusPage>
  );
};
