import { useTranslation } from 'react-i18next';
import { EmptyState } from '@wps/ui';
import { ButtonLink } from '@/components/button';
import { IconSearch } from '@/components/icons';
import { Page } from '@/components/page';

export const NotFoundRoute = () => {
  const { t } = useTranslation();
  return (
    <Page name="not-found" title={t('title.not_found')}>
      <EmptyState
        icon={<IconSearch size={32} />}
        title={t('not_found.title')}
        body={t('not_found.body')}
        actions={<ButtonLink to="/">{t('not_found.home')}</ButtonLink>}
      />
    </Page>
  );
};
