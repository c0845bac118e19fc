import { accountApi } from './account';
import { accountSecurityApi } from './account-security';
import { envApi } from './env';
import { marketApi } from './market';
import { newsApi } from './news';
import { spotApi } from './spot';
import { walletApi } from './wallet';
import { walletRecordsApi } from './wallet-records';
import { paymentApi } from './payment';
import { exchangeApi } from './exchange';
import { ieoApi } from './ieo';
import { lockupApi } from './lockup';
import { referralApi } from './referral';
import { microApi } from './micro';
import { chartApi } from './chart';
import { alertsApi } from './alerts';

/**
 * Every call of spec §7 the server implements, by name. The client calls `api.login` etc.; the
 * server registers a handler per entry. Adding a call group: define it in its file and spread it here.
 */
export const api = {
  ...envApi,
  ...accountApi,
  ...accountSecurityApi,
  ...newsApi,
  ...walletApi,
  ...walletRecordsApi,
  ...paymentApi,
  ...exchangeApi,
  ...marketApi,
  ...spotApi,
  ...ieoApi,
  ...lockupApi,
  ...referralApi,
  ...microApi,
  ...chartApi,
  ...alertsApi,
} as const;
export type Api = typeof api;
export type ApiName = keyof Api;
