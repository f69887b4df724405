import { useTranslation } from 'react-i18next';
import { apiMessage } from '@/lib/api-message';
import { Button, EmptyState } from '@wps/ui';
import { IconAlert } from './icons';

/**
 * A load that failed: what did not load, the API's reason in the member's
 * language and a way to try again. Compact inside a page's section; `page`
 * when nothing of the page could be shown.
 */
export const LoadFailed = ({
  title,
  error,
  onRetry,
  page = false,
  retrySize,
  retryTestId,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  page?: boolean;
  retrySize?: 'sm' | 'md';
  retryTestId?: string;
}) => {
  const { t } = useTranslation();
  return (
    <EmptyState
      compact={!page}
      icon={<IconAlert size={page ? 32 : 28} />}
      title={title}
      body={apiMessage(t, error)}
      actions={
        <Button variant="outline" size={retrySize} onClick={onRetry} data-testid={retryTestId}>
          {t('common.retry')}
        </Button>
      }
    />
  );
};
