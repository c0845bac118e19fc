import type { ServerModule } from '../context';
import { accountModule } from './account';
import { chartModule } from './chart';
import { alertsModule } from './alerts';
import { envModule } from './env';
import { exchangeModule } from './exchange';
import { fieldModule } from './field';
import { ieoModule } from './ieo';
import { leverModule } from './lever';
import { lockupModule } from './lockup';
import { marketModule } from './market';
import { microModule } from './micro';
import { newsModule } from './news';
import { operatorModule } from './operator';
import { paymentModule } from './payment';
import { referralModule } from './referral';
import { spotModule } from './spot';
import { walletFundsModule, walletModule } from './wallet';

/** Every feature of the server, registered in this order. Add a module with one line. */
export const modules: ServerModule[] = [
  envModule,
  accountModule,
  walletModule,
  walletFundsModule,
  paymentModule,
  newsModule,
  marketModule,
  spotModule,
  leverModule,
  microModule,
  exchangeModule,
  fieldModule,
  ieoModule,
  lockupModule,
  referralModule,
  alertsModule,
  operatorModule,
  chartModule,
];
