import { defineContract } from '../contract';
import { ZGameVendorValue } from './catalog.schemas';

/**
 * Vendor lanes per category, after the vendor-set rules of SPEC.md §9
 * (esports and cockfight vendors out of SPORTS, exception vendors out of RNG
 * into JL, cockfight after PVP, esports last). The header nav, side menu and
 * footer vendor icons are built from it; visitors need it too, so a token is
 * optional here.
 */
export const getGameVendors = defineContract({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameVendor',
  summary: 'Vendor lanes per game category',
  tags: ['catalog'],
  auth: false,
  value: ZGameVendorValue,
});
