import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from './stack-config';

interface OutboxLine {
  to: string;
  channel: string;
  scene: string;
  code: string;
  at: string;
}

/** The embedded server's code sender appends one JSON line per message to DATA_DIR/outbox.jsonl. */
export async function readLatestCode(to: string, timeoutMs = 10_000): Promise<string> {
  const file = path.join(dataDir, 'outbox.jsonl');
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (fs.existsSync(file)) {
      const lines = fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as OutboxLine)
        .filter((line) => line.to === to);
      const last = lines.at(-1);
      if (last) return last.code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code for ${to} in ${file}`);
}
