import type { TDepositChannel } from '@wps/contracts/player';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { CardHead } from '@/components/card-head';
import { IconAlert, IconInfo } from '@/components/icons';
import { apiMessage } from '@/lib/api-message';
import { useRequestId } from '@/lib/use-request-id';
import { useGatewayDeposit } from '../api/gateway-deposit';
import { checkDepositAmount } from '../utils/deposit-amount';
import { DepositAmountField, useAmountError } from './deposit-amount-field';
import { useFeeNote } from './deposit-channel-picker';

/**
 * Payment gateway: the server opens the deposit and answers where to pay;
 * the member goes there and the gateway sends them back to this page with
 * ?order=<orderNo>, where the order's status shows.
 */
export const GatewayDepositForm = ({ channel, symbol }: { channel: TDepositChannel; symbol: string }) => {
  const { t } = useTranslation();
  const amountError = useAmountError();
  const feeNote = useFeeNote();
  const start = useGatewayDeposit();
  const { idFor, settle } = useRequestId();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const check = checkDepositAmount(amount, channel);
    setError(amountError(check, channel, symbol));
    if (!check.minor) return;
    setFailure(null);
    start.mutate(
      { channelCode: channel.code, amount: check.minor, requestId: idFor(`${channel.code}|${check.minor}`) },
      {
        onSuccess: ({ redirectUrl }) => {
          settle();
          setLeaving(true);
          window.location.assign(redirectUrl);
        },
        onError: (err) => {
          settle(err);
          setFailure(apiMessage(t, err));
        },
      },
    );
  };

  return (
    <form className="card deposit-form" onSubmit={submit} noValidate aria-labelledby="gateway-deposit-title" data-testid="gateway-deposit-form">
      <CardHead titleId="gateway-deposit-title" title={t('wallet.deposit.gateway_title', { name: channel.name })} />
      <DepositAmountField channel={channel} symbol={symbol} value={amount} onChange={setAmount} error={error} />
      <p className="wallet-note">
        <IconInfo size={16} />
        {t('wallet.deposit.gateway_note', { fee: feeNote(channel, symbol) })}
      </p>
      {failure && (
        <p className="wallet-note wallet-note--error" role="alert" data-testid="deposit-error">
          <IconAlert size={16} />
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" block disabled={start.isPending || leaving} data-testid="deposit-submit">
        {start.isPending || leaving ? t('wallet.deposit.redirecting') : t('wallet.deposit.submit_gateway')}
      </Button>
    </form>
  );
};
