import {
  IconCards,
  IconEsports,
  IconFish,
  IconLive,
  IconLottery,
  IconRooster,
  IconSlots,
  IconSports,
  IconStar,
  IconTicket,
  type IconProps,
} from '@/components/icons';
import type { LaneCategory } from '../utils/categories';

const ICONS: Record<LaneCategory, (p: IconProps) => React.JSX.Element> = {
  SPORTS: IconSports,
  ESPORTS: IconEsports,
  LIVE: IconLive,
  LOTT: IconLottery,
  ELOTT: IconTicket,
  FISH: IconFish,
  PVP: IconCards,
  RNG: IconSlots,
  COCKFIGHT: IconRooster,
  JL: IconStar,
};

export const CategoryIcon = ({ category, size = 20 }: { category: LaneCategory; size?: number }) => {
  const Icon = ICONS[category];
  return <Icon size={size} />;
};
