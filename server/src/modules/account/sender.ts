import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export type CodeChannel = 'email' | 'sms';

/** One message carrying a verification code. */
export interface CodeMessage {
  to: string;
  channel: CodeChannel;
  scene: string;
  code: string;
}

/** Delivers codes. A deployment plugs in its mail/SMS provider here. */
export interface CodeSender {
  send(message: CodeMessage): Promise<void>;
}

/**
 * The embedded default: appends `{"to","channel","scene","code","at"}` as one line to
 * `<dataDir>/outbox.jsonl` and logs it, so a person running the demo or an e2e test can read codes.
 */
export function outboxSender(dataDir: string, log?: FastifyBaseLogger): CodeSender {
  const file = join(dataDir, 'outbox.jsonl');
  return {
    async send(message) {
      const line = {
        to: message.to,
        channel: message.channel,
        scene: message.scene,
        code: message.code,
        at: new Date().toISOString(),
      };
      await appendFile(file, JSON.stringify(line) + '\n');
      log?.info(
        { outbox: line },
        `code ${message.code} for ${message.to} (${message.scene}) written to ${file}`,
      );
    },
  };
}
