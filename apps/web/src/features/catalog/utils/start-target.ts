import type { TGameCard, TVendor } from '@wps/contracts/player';
import type { StartTarget } from './game-start';

export const toStartTarget = (game: TGameCard): StartTarget => ({
  vassalage: game.vassalage,
  gameType: game.gameType,
  gameCategory: game.gameCategory,
  isGame: game.isGame,
  gameCode: game.gameCode,
  gameName: game.gameName || game.nodeName,
  nodeId: game.nodeId,
  maintenance: game.maintenance,
});

export const vendorStartTarget = (vendor: TVendor): StartTarget => ({
  vassalage: vendor.vassalage,
  gameType: vendor.gameType,
  gameCategory: vendor.gameCategory,
  isGame: false,
  gameName: vendor.displayName,
  maintenance: vendor.status === 'MAINTENANCE',
});
