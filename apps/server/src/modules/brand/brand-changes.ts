import type { LiveBus } from '../live/live.bus';
import type { BrandResolver } from './brand.service';

/** Where a process tells the others that a brand's row or host names changed. */
export const BRAND_CHANGED_CHANNEL = 'brand.changed';

/**
 * Every process keeps brands by host for a few seconds (createBrandResolver).
 * A change made in the console is announced on the bus after its commit
 * (Redis when several processes share it), and every process forgets what it
 * kept, so the next request reads the brand as it is now. A process that
 * misses the message still reads it once its entries expire.
 */
export const announceBrandChange = (bus: Pick<LiveBus, 'publishJson'>, merchantId: number): Promise<void> =>
  bus.publishJson(BRAND_CHANGED_CHANNEL, { merchantId });

/** Clears the resolver whenever any process announces a change; returns the unsubscribe function. */
export const forgetBrandsOnChange = (bus: Pick<LiveBus, 'subscribeJson'>, resolver: Pick<BrandResolver, 'clear'>): (() => void) =>
  bus.subscribeJson(BRAND_CHANGED_CHANNEL, () => resolver.clear());
