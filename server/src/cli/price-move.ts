/**
 * Operator command: `pnpm --filter @exchange/server price:move <pair> <price>`, e.g. `BTC/USDT 67000`.
 * Moves a pair's price on the running server (POST /operator/price on loopback with the secret in
 * DATA_DIR/operator.token): lever stops and liquidations, micro settlement and the charts see it.
 */
import { callOperator, exitWith, runCommand } from './operator-call';
import { loadConfig } from '../config';

runCommand(async () => {
  const [pair, price] = process.argv.slice(2).filter((a) => a !== '--');
  if (!pair || !price) {
    console.error('usage: price:move <pair> <price>   e.g. price:move BTC/USDT 67000');
    process.exit(2);
  }
  exitWith(await callOperator(loadConfig(), '/operator/price', { pair, price }));
});
