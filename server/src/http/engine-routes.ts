import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerModule } from '../context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Served by the engine owner: an `api` node of the scaled topology forwards it (cluster/). */
    engineOwned?: boolean;
  }
}

/**
 * Marks the routes each module declares engine-owned (`ServerModule.engineOwned`) as they are
 * registered: call the answer with the module about to register, and with undefined after the last.
 */
export function markEngineRoutes(app: FastifyInstance): (registering: ServerModule | undefined) => void {
  let current: ServerModule | undefined;
  app.addHook('onRoute', (route) => {
    const owned = current?.engineOwned;
    if (owned === 'all' || owned?.includes(route.url)) route.config = { ...route.config, engineOwned: true };
  });
  return (registering) => {
    current = registering;
  };
}

/** Whether the request's route reads or changes an engine's memory (see markEngineRoutes). */
export const isEngineOwned = (request: FastifyRequest): boolean =>
  request.routeOptions.config.engineOwned === true;
