// The server's building blocks for modules and tests (the process entry point is main.ts).
export { buildServer, type BuildOptions, type BuiltServer } from './app';
export { loadConfig, type ServerConfig } from './config';
export type { AuthUser, ServerContext, ServerModule } from './context';
export { ApiError } from './errors';
export { registerEndpoint, type Call, type Handler } from './http/endpoint';
export { openDatabase, type Database, type Queryable } from './db';
export {
  applyLedger,
  ledgerTotals,
  walletFields,
  type LedgerEntry,
  type WalletField,
} from './services/ledger';
export type { Realtime } from './realtime/realtime';
export type { CodeSender, CodeMessage } from './modules/account';
export * from './money';
export { createClock, type Clock, type ClockOptions } from './services/clock';
export type { FillKind, FillKinds, FillStream, FillSubscriber } from './services/fills';
export type { Ledger } from './services/ledger';
