import Fastify from 'fastify';
import type { ServerModule } from '../context';
import { isEngineOwned, markEngineRoutes } from './engine-routes';

const declaring = (name: string, engineOwned?: ServerModule['engineOwned']): ServerModule => ({
  name,
  engineOwned,
  register: () => undefined,
});

it('flags the routes a module declares engine-owned, and only those', async () => {
  const app = Fastify();
  const registering = markEngineRoutes(app);
  const answer = async (request: Parameters<typeof isEngineOwned>[0]) => ({ owned: isEngineOwned(request) });
  registering(declaring('books', 'all'));
  app.get('/books/depth', answer);
  app.post('/books/trade', answer);
  registering(declaring('orders', ['/orders/place']));
  app.post('/orders/place', answer);
  app.get('/orders/list', answer);
  registering(declaring('news'));
  app.get('/news', answer);
  registering(undefined);
  app.get('/late', answer);

  const owned = async (method: 'GET' | 'POST', url: string) =>
    (await app.inject({ method, url })).json<{ owned: boolean }>().owned;
  expect(await owned('GET', '/books/depth')).toBe(true);
  expect(await owned('POST', '/books/trade')).toBe(true);
  expect(await owned('POST', '/orders/place')).toBe(true);
  expect(await owned('GET', '/orders/list')).toBe(false);
  expect(await owned('GET', '/news')).toBe(false);
  expect(await owned('GET', '/late')).toBe(false);
  await app.close();
});
