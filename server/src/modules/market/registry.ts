import type { ServerContext } from '../../context';
import type { MarketService } from './service';

const services = new WeakMap<ServerContext, MarketService>();

export function setMarketService(ctx: ServerContext, service: MarketService): void {
  services.set(ctx, service);
}

/**
 * The running market service of a server, for modules registered after market data (spot:
 * placeOrder, cancelOrder, setSettlement, on('order')). Throws if market data is not registered.
 */
export function marketServiceOf(ctx: ServerContext): MarketService {
  const service = services.get(ctx);
  if (!service) throw new Error('the market module must be registered before modules that trade');
  return service;
}
