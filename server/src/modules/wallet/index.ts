/**
 * The wallet module's public entry: what other folders may import (README "Module boundaries").
 * Balances' pushes, the chains and currencies, withdrawal addresses and payment methods.
 */
export { walletModule } from './routes';
export { walletFundsModule } from './funds-module';
export { openWallets } from './wallets';
export { pushBalances, pushRecords, type Touched } from './balance-pushes';
export { chainsOf, currencyOf, walletSettings, type ChainRow, type CurrencyRow } from './chains';
export { isValidAddress } from './addresses';
export {
  paymentMethodsOf,
  savePaymentMethods,
  withdrawAddressesOf,
  type PaymentMethods,
} from './payment-store';
