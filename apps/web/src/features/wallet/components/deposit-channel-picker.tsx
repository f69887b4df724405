import type { TDepositChannel } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { IconPhone, IconWallet } from '@/components/icons';
import { money } from '@/lib/money';
import { percentOfBps } from '../utils/money';

/** '1.5% fee', '₱5.00 fee', '1.5% + ₱5.00 fee' or 'No fee'. */
export const useFeeNote = () => {
  const { t } = useTranslation();
  return (channel: TDepositChannel, symbol: string): string => {
    const hasFixed = BigInt(channel.feeFixed) > 0n;
    const percent = percentOfBps(channel.feeBps);
    const fixed = money(symbol, channel.feeFixed);
    if (channel.feeBps > 0 && hasFixed) return t('wallet.deposit.fee_both', { percent, fixed });
    if (channel.feeBps > 0) return t('wallet.deposit.fee_percent', { percent });
    if (hasFixed) return t('wallet.deposit.fee_fixed', { fixed });
    return t('wallet.deposit.fee_none');
  };
};

/** The brand's deposit channels as cards (a radio group): name, kind, limits and fee. */
export const DepositChannelPicker = ({
  channels,
  selected,
  onSelect,
  symbol,
}: {
  channels: TDepositChannel[];
  selected: string | null;
  onSelect: (code: string) => void;
  symbol: string;
}) => {
  const { t } = useTranslation();
  const feeNote = useFeeNote();
  return (
    <fieldset className="deposit-channels">
      <legend className="deposit-channels__legend">{t('wallet.deposit.choose_channel')}</legend>
      {channels.map((c) => {
        const active = c.code === selected;
        return (
          <label key={c.code} className="deposit-channel" data-active={active || undefined} data-kind={c.kind} data-testid={`deposit-channel-${c.code}`}>
            <input type="radio" name="deposit-channel" value={c.code} checked={active} onChange={() => onSelect(c.code)} className="deposit-channel__radio" />
            <span className="deposit-channel__icon" aria-hidden="true">
              {c.kind === 'bank' ? <IconWallet size={22} /> : <IconPhone size={22} />}
            </span>
            <span className="deposit-channel__body">
              <span className="deposit-channel__name">{c.name}</span>
              <span className="deposit-channel__kind">{c.kind === 'bank' ? t('wallet.deposit.kind_bank') : t('wallet.deposit.kind_gateway')}</span>
              <span className="deposit-channel__limits">
                {t('wallet.deposit.limits', { min: money(symbol, c.minAmount), max: money(symbol, c.maxAmount) })}
              </span>
            </span>
            <span className="deposit-channel__fee" data-free={c.feeBps === 0 && BigInt(c.feeFixed) === 0n ? true : undefined}>
              {feeNote(c, symbol)}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
};
