import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { OutboxPage } from '@/features/dev-tools/components/outbox-page';

/** Developer tool, inside the normal frame so a demo can switch between it and the site. */
export const OutboxRoute = () => {
  const { t } = useTranslation();
  return (
    <Page name="dev-outbox" title={t('outbox.title')}>
      <OutboxPage />
    </Page>
  );
};
