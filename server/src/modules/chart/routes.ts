import { chartLayoutGet, chartLayoutPut } from '@exchange/protocol';
import type { ServerModule } from '../../context';
import { registerEndpoint } from '../../http/endpoint';
import { readLayout, writeLayout } from './layouts';

/** GET and PUT /api/chart/layout: a logged-in user's chart layout per pair (README.md). */
export const chartModule: ServerModule = {
  name: 'chart',
  register(app, ctx) {
    registerEndpoint(app, ctx, chartLayoutGet, async ({ input, me }) => ({
      pair: input.pair,
      layout: await readLayout(ctx.db, me.id, input.pair),
    }));

    registerEndpoint(app, ctx, chartLayoutPut, async ({ input, me }) => {
      await writeLayout(ctx.db, me.id, input.pair, input.layout);
      return { pair: input.pair, layout: input.layout };
    });
  },
};
