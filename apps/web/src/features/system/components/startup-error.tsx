import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { IconAlert, IconRefresh } from '@/components/icons';
import { StatusPage } from './status-page';

/** The permission call failed: nothing can be shown without the brand's configuration. */
export const StartupError = ({ messageKey, onRetry, retrying }: { messageKey: string; onRetry: () => void; retrying: boolean }) => {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="startup-error"
      tone="warn"
      icon={<IconAlert size={40} />}
      title={t('startup.failed_title')}
      actions={
        <Button size="lg" onClick={onRetry} disabled={retrying} icon={<IconRefresh size={18} />} data-testid="startup-retry">
          {retrying ? t('common.loading') : t('common.retry')}
        </Button>
      }
    >
      <p role="alert">{t(messageKey, { defaultValue: t('error.network_error') })}</p>
    </StatusPage>
  );
};
