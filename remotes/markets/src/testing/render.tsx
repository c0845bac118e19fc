import type { ReactElement } from 'react';
import { createTestSdk, type TestSdk } from '@exchange/sdk/testing';
import { renderInApp, type RenderInAppOptions } from '@exchange/starter/testing';
import { banners, homeNews, notices, quotationGroups } from './fixtures';

/**
 * Renders a markets view inside the host's very providers (`@exchange/starter/testing`) on a real sdk
 * over the sdk's fake server and socket (`@exchange/sdk/testing`). The server answers the quotation and
 * the news lists with the fixtures unless `prepare` scripts otherwise.
 */
export function renderMarkets(
  ui: ReactElement,
  {
    prepare,
    ...options
  }: Omit<RenderInAppOptions, 'test' | 'namespaces'> & { prepare?: (test: TestSdk) => void } = {},
) {
  const test = createTestSdk();
  test.server.on('/api/currency/quotation_new', { body: { type: 'ok', message: quotationGroups() } });
  // Notices (c_id 11), banners (5) and home news (4), each list of its own category.
  test.server.on('/api/news/list', (request) => {
    const cId = Number(request.fields.c_id);
    const list = cId === 11 ? notices(4) : cId === 5 ? banners(2) : cId === 4 ? homeNews(2) : [];
    return { body: { type: 'ok', message: { list, total: list.length, page: 1, limit: 9 } } };
  });
  prepare?.(test);
  return renderInApp(ui, { ...options, test, namespaces: ['markets'] });
}

export { goOnline } from '@exchange/starter/testing';
