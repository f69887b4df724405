import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { IconAlert } from '@/components/icons';
import { errorKey, isApiError } from '@/lib/api-client';

/** A failed load: the error's own text and a way to try again. */
export const WalletProblem = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <EmptyState
      compact
      icon={<IconAlert size={28} />}
      title={t('wallet.load_failed')}
      body={t(errorKey(error), { defaultValue: isApiError(error) ? error.message : undefined })}
      actions={
        <Button variant="outline" size="sm" onClick={onRetry} data-testid="wallet-retry">
          {t('common.retry')}
        </Button>
      }
    />
  );
};
