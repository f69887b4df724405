import { formatMoney } from '@wps/contracts/player';
import { IconTrophy } from '@/components/icons';
import { useBrand } from '@/lib/brand';
import { useJackpot } from '../api/content';
import { RollingNumber } from './rolling-number';

/**
 * The jackpot counter of a page header (the slots list pages, SPEC.md §2):
 * the brand's real pool, rolling as it grows; nothing when the brand runs no
 * jackpot (never a made-up figure).
 */
export const JackpotBadge = ({ label }: { label: string }) => {
  const { permission } = useBrand();
  const pool = useJackpot().data?.pool ?? null;
  if (pool === null) return null;
  return (
    <div className="jackpot-badge">
      <span className="jackpot-badge__label">
        <IconTrophy size={16} />
        {label}
      </span>
      <span className="jackpot-counter" data-testid="jackpot-counter">
        <span className="jackpot-counter__prefix">{permission.info.setting.currencySymbol}</span>
        <RollingNumber text={formatMoney(pool)} label={label} />
      </span>
    </div>
  );
};
