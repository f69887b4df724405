import type { TGameCard, TGameClassify } from '@wps/contracts';
import { laneOf, type VendorSetRules } from '../catalog/catalog.service';
import type { GameCardRow } from './games.repository';

const TAGS = new Set(['hot', 'new']);

/** A game row and its vendor as the tile shows it (SPEC.md §3 Game/vendor card). */
export function presentGameCard(row: GameCardRow, rules: VendorSetRules): TGameCard {
  const { game } = row;
  return {
    nodeId: game.nodeId,
    gameName: game.gameName,
    nodeName: game.gameName,
    iconUrl: game.iconPath,
    showIcon: game.iconPath,
    gameType: game.gameType,
    // The same vendor-set rules as the lanes (SPEC.md §9), so a JL slot says JL and DS88 says COCKFIGHT.
    gameCategory: laneOf({ vassalage: game.vassalage, gameType: game.gameType, gameCategory: row.vendorCategory }, rules),
    vassalage: game.vassalage,
    displayName: row.vendorName,
    gameCode: game.gameCode,
    isGame: game.isGame,
    classify: (game.classify ?? null) as TGameClassify | null,
    tags: game.tags.filter((t): t is 'hot' | 'new' => TAGS.has(t)),
    minBet: game.minBet.toString(),
    lines: game.lines,
    maintenance: game.status !== 'active' || row.vendorStatus !== 'ACTIVE',
  };
}
