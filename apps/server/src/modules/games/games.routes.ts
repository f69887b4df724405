import { whoMember } from '../../http/request-context';
import {
  addFavoriteGame,
  getFavoriteGameIds,
  getFavoriteGameList,
  getGameList,
  getGameMenus,
  getHotGames,
  getRankList,
  getRecentGames,
  getRoomList,
  getVassGameTypes,
  removeFavoriteGame,
} from '@wps/contracts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { gameMenus, roomList } from './rooms.service';
import { vendorLobby } from '../provider';
import { addFavorite, favoriteIds, favoriteList, hotGames, listGames, rankList, recentGames, removeFavorite, vassGameTypes } from './games.service';

/**
 * The catalog reads are open to visitors (SPEC.md §6: visitors see game
 * lists). Favourites need a real account: trial members get the default
 * refusal of registerContract. Recent games are allowed for trial members,
 * who play with demo credits.
 */
export function registerGameRoutes(app: FastifyInstance, services: AppServices, outageGuard: preHandlerAsyncHookHandler): void {
  const { db } = services;
  const open = { preHandler: outageGuard };
  registerContract(app, getGameList, ({ query, request }) => listGames(db, request.brand, query), open);
  registerContract(app, getHotGames, ({ request }) => hotGames(db, request.brand), open);
  registerContract(app, getVassGameTypes, ({ query, request }) => vassGameTypes(db, request.brand, query.vassalage), open);
  registerContract(app, getRankList, ({ query, request }) => rankList(db, request.brand, query), open);
  registerContract(app, getGameMenus, ({ query, request }) => gameMenus(db, request.brand, query.prizeMode), open);
  // SPEC.md §7 marks the room list a token call; trial members play live tables with demo credits too.
  registerContract(
    app,
    getRoomList,
    ({ query, request }) =>
      roomList(db, request.brand, query.vassalage, () =>
        vendorLobby(app, db, { merchantId: request.brand.merchant.id, host: request.host, currency: request.brand.merchant.currency, log: request.log }, query.vassalage),
      ),
    {
      ...open,
      allowTrial: true,
    },
  );

  registerContract(app, getFavoriteGameIds, ({ request }) => favoriteIds(db, request.brand.merchant.id, whoMember(request).id));
  registerContract(app, getFavoriteGameList, ({ query, request }) => favoriteList(db, request.brand, whoMember(request).id, query));
  registerContract(app, addFavoriteGame, ({ body, request }) =>
    addFavorite(db, services.clock, request.brand.merchant.id, whoMember(request).id, body.nodeId),
  );
  registerContract(app, removeFavoriteGame, ({ query, request }) => removeFavorite(db, request.brand.merchant.id, whoMember(request).id, query.nodeId));
  registerContract(app, getRecentGames, ({ request }) => recentGames(db, request.brand, whoMember(request).id), { allowTrial: true });
}
