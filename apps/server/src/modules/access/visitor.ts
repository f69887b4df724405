import type { FastifyRequest } from 'fastify';
import type { Visitor } from './access.service';
import { countryOf } from './geo';

export function visitorOf(request: FastifyRequest): Visitor {
  return { ip: request.clientIp, country: countryOf(request.clientIp) };
}
