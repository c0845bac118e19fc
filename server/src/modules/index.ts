import type { ServerModule } from '../context';
import { accountModule } from './account/routes';
import { envModule } from './env/routes';
import { exchangeModule } from './exchange/routes';
import { ieoModule } from './ieo/routes';
import { leverModule } from './lever/routes';
import { lockupModule } from './lockup/routes';
import { marketModule } from './market/routes';
import { microModule } from './micro/routes';
import { newsModule } from './news/routes';
import { operatorModule } from './operator/routes';
import { paymentModule } from './payment/routes';
import { referralModule } from './referral/routes';
import { spotModule } from './spot/routes';
import { walletFundsModule } from './wallet/funds-module';
import { walletModule } from './wallet/routes';

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
  ieoModule,
  lockupModule,
  referralModule,
  operatorModule,
];
