import { LIVE_EVENTS_PATH } from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../services';
import { createMemberSockets, serveLiveSocket } from './live.socket';

/** The live-event socket; inside the /wps scope, so the request's brand is resolved before the upgrade. */
export function registerLiveRoutes(app: FastifyInstance, services: AppServices): void {
  const sockets = createMemberSockets(services.liveSocket.maxSocketsPerMember);
  app.get(LIVE_EVENTS_PATH, { websocket: true }, (socket, request) => {
    serveLiveSocket({ services, sockets, merchant: request.brand.merchant, log: request.log }, socket);
  });
}
