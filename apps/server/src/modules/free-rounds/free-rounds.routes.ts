/** Free rounds: the player's list of free spins still to play (the site's bonusDetails section). */
import { freeRoundList } from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { listActiveFreeRounds } from './free-rounds.service';

export function registerFreeRoundRoutes(app: FastifyInstance, services: Pick<AppServices, 'db' | 'clock'>): void {
  registerContract(app, freeRoundList, async ({ request }) => {
    if (!request.member) throw new Error('auth contract reached without a member');
    return listActiveFreeRounds(services.db, request.brand.merchant, request.member.id, services.clock.now());
  });
}
