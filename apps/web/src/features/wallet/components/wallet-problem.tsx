import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/load-failed';

/** A failed load of the wallet pages: the error's own text and a way to try again. */
export const WalletProblem = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  return <LoadFailed title={t('wallet.load_failed')} error={error} onRetry={onRetry} retrySize="sm" retryTestId="wallet-retry" />;
};
