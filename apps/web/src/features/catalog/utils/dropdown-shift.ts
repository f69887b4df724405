/** Space kept between a drop-down and the window's edges. */
const EDGE = 8;

/**
 * How far a header drop-down moves from its item's left edge so that all of it
 * stays in the window: it opens under its item, and slides left only as far as
 * the right edge needs, never past the left edge.
 */
export const dropdownShift = (itemLeft: number, panelWidth: number, viewportWidth: number): number => {
  const left = Math.max(EDGE, Math.min(itemLeft, viewportWidth - EDGE - panelWidth));
  return Math.round(left - itemLeft);
};
