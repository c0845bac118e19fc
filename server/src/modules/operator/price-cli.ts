/**
 * Operator command: `pnpm --filter @exchange/server price:move <pair> <price>`, e.g. `BTC/USDT 67000`.
 * Moves a pair's price on the running server (POST /operator/price on loopback with the secret in
 * DATA_DIR/operator.token): lever stops and liquidations, micro settlement and the charts see it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadConfig } from '../../config';
import { operatorTokenFile } from './access';

async function main(): Promise<void> {
  const [pair, price] = process.argv.slice(2).filter((a) => a !== '--');
  if (!pair || !price) {
    console.error('usage: price:move <pair> <price>   e.g. price:move BTC/USDT 67000');
    process.exit(2);
  }
  const config = loadConfig();
  const tokenFile = operatorTokenFile(config.dataDir);
  const secret = existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() : '';
  const response = await fetch(`http://127.0.0.1:${config.port}/operator/price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-token': secret },
    body: JSON.stringify({ pair, price }),
  });
  const body = (await response.json()) as { type: string; message: unknown };
  console.log(JSON.stringify(body));
  process.exit(body.type === 'ok' ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
