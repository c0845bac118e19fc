// Entry of the coin_trade bench's client thread: worker threads do not inherit tsx's loader on Node 20.
import { register } from 'tsx/esm/api';

register();
await import('./coin-trade-client.ts');
