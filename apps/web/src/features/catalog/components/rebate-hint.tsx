import { REBATE_HINTS } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';

/** SPEC.md §9 rebate hints per category; '-' (PVP) shows nothing. */
export const RebateHint = ({ category }: { category: string }) => {
  const { t } = useTranslation();
  const hint = REBATE_HINTS[category === 'JL' ? 'RNG' : category];
  if (!hint || hint === '-') return null;
  return (
    <span className="rebate-hint" data-testid="rebate-hint">
      {t('catalog.rebate_hint', { rate: hint })}
    </span>
  );
};
