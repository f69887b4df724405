import { CATEGORY_ORDER, PATH_BY_CATEGORY, type TLane } from '@wps/contracts/player';

export type LaneCategory = TLane['gameCategory'];

/**
 * Exception vendors (JL) are split out of RNG into their own lane (SPEC.md
 * §9); its vendor list page is /jili. Every other code uses the shared map.
 */
export const pathOfCategory = (category: LaneCategory): string =>
  category === 'JL' ? '/jili' : PATH_BY_CATEGORY[category];

const rank = (category: LaneCategory): number => {
  if (category === 'JL') return CATEGORY_ORDER.indexOf('RNG') + 0.5;
  const i = CATEGORY_ORDER.indexOf(category);
  return i === -1 ? CATEGORY_ORDER.length : i;
};

/** Lanes with at least one vendor, in navigation order; ties keep the server's order. */
export const orderLanes = (lanes: readonly TLane[]): TLane[] =>
  lanes
    .map((lane, index) => ({ lane, index }))
    .filter(({ lane }) => lane.vendors.length > 0)
    .sort((a, b) => rank(a.lane.gameCategory) - rank(b.lane.gameCategory) || a.index - b.index)
    .map(({ lane }) => lane);

/** The i18n key of a category's label. */
export const categoryLabelKey = (category: LaneCategory) => `category.${category}`;

/** Categories whose vendors open a game list page rather than a lobby. */
export const hasGameListPage = (category: LaneCategory) => category === 'RNG' || category === 'JL';
