import type { TPromotionState } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { stateTone } from '../utils/promotion-state';
import { stateLabel } from './promotion-labels';

/** The member's state in a promotion as a coloured pill (SPEC.md §4 Activity). */
export const StateBadge = ({ state }: { state: TPromotionState }) => {
  const { t } = useTranslation();
  return (
    <span className={`promo-state promo-state--${stateTone(state)}`} data-testid="promotion-state" data-state={state}>
      {stateLabel(t, state)}
    </span>
  );
};
