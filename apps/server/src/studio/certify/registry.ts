/**
 * Every game of the studio that `npm run games:certify` certifies. Each
 * game's folder exports its certifiers; this list is the one place they meet.
 */
import { ORIGINAL_CERTIFIERS } from '../originals/certify';
import { TABLE_CERTIFIERS } from '../tables/rules/certify';
import { jackpotCertifier } from './jackpot';
import { luckyReelsCertifier } from './lucky-reels';
import type { Certifier } from './types';

export const CERTIFIERS: readonly Certifier[] = [luckyReelsCertifier, jackpotCertifier, ...ORIGINAL_CERTIFIERS, ...TABLE_CERTIFIERS];
