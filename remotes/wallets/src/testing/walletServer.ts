import { createTestSdk, type TestSdk } from '@exchange/sdk/testing';
import type { LogEntry, WalletListResponse } from '@exchange/protocol';
import {
  cashInfo,
  depositAddress,
  logEntry,
  ok,
  walletInfo,
  walletList,
  walletEntry,
  btcEntry,
} from './fixtures';

export interface WalletServerOptions {
  list?: WalletListResponse;
  log?: LogEntry[];
}

/**
 * A logged-in test sdk whose fake server answers the wallet calls with the fixtures: wallet/list,
 * get_info, cash_info (no address saved), get_udun_address (per network), legal_log (20 a page). Replace any answer with
 * `test.server.on(path, ...)`.
 */
export function walletServer(options: WalletServerOptions = {}): TestSdk {
  const test = createTestSdk();
  test.sdk.session.login('token-1');
  test.server.on('/api/wallet/list', ok(options.list ?? walletList([walletEntry(), btcEntry()])));
  test.server.on('/api/wallet/get_info', ok(walletInfo()));
  test.server.on('/api/user/cash_info', ok(cashInfo()));
  test.server.on('/api/wallet/get_udun_address', (request) =>
    ok(depositAddress((request.fields.type as 'erc20' | 'trc20' | 'omni' | undefined) ?? 'erc20')),
  );
  const log = options.log ?? [logEntry(1), logEntry(2, { value: '12.5', info: 'ledger.deposit' })];
  test.server.on('/api/wallet/legal_log', (request) => {
    const page = Number(request.fields.page ?? '1');
    return ok({ list: log.slice((page - 1) * 20, page * 20), page, limit: 20, total: log.length });
  });
  return test;
}

export { goOnline } from '@exchange/starter/testing';
export { keysSent, sent } from '@exchange/sdk/testing';
