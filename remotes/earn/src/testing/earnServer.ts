import { createTestSdk, type TestSdk } from '@exchange/sdk/testing';
import type { LockupConfig, LockupOrder, Project } from '@exchange/protocol';
import { lockupConfigRow, lockupOrderRow, NOW, ok, project, walletDetailOf } from './fixtures';

export interface EarnServerOptions {
  loggedIn?: boolean;
  projects?: Project[];
  configs?: LockupConfig[];
  orders?: LockupOrder[];
  balance?: string;
}

/**
 * A test sdk whose fake server answers the earn calls from the fixtures: project (30 a page),
 * lh/deposit/config, lh/deposit/order (5 a page), wallet/detail. Logged in unless told otherwise;
 * replace any answer with `test.server.on(path, ...)`.
 */
export function earnServer(options: EarnServerOptions = {}): TestSdk {
  const test = createTestSdk();
  if (options.loggedIn !== false) test.sdk.session.login('token-1');
  const projects = options.projects ?? [project(1)];
  test.server.on('/api/project', (request) => {
    const page = Number(request.fields.page ?? '1');
    const list = projects.slice((page - 1) * 30, page * 30);
    return ok({ list, page, limit: 30, total: projects.length, server_time: NOW });
  });
  test.server.on('/api/lh/deposit/config', ok(options.configs ?? [lockupConfigRow(1)]));
  const orders = options.orders ?? [lockupOrderRow(1)];
  test.server.on('/api/lh/deposit/order', (request) => {
    const page = Number(request.fields.page ?? '1');
    const order_list = orders.slice((page - 1) * 5, page * 5);
    return ok({ order_list, page, limit: 5, total: orders.length, server_time: NOW });
  });
  test.server.on('/api/wallet/detail', ok(walletDetailOf(options.balance ?? '500')));
  return test;
}

export { keysSent, sent } from '@exchange/sdk/testing';
