import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bindTradePassword, login, register, smsSend, type Endpoint } from '@exchange/protocol';

/** What a call answered; `undefined` when the connection died before an answer (server killed). */
export interface WireAnswer {
  type: unknown;
  message: unknown;
  params?: Record<string, unknown>;
}

/** Calls a protocol endpoint over real HTTP the way the client does (form-encoded; GET: query). */
export async function httpCall(
  baseUrl: string,
  endpoint: Endpoint,
  input: Record<string, unknown> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<WireAnswer> {
  const method = endpoint.methods[0];
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) if (value !== undefined) form.append(key, String(value));
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}`, ...headers } : headers;
  const response =
    method === 'GET'
      ? await fetch(`${baseUrl}${endpoint.path}?${form.toString()}`, { headers: auth })
      : await fetch(`${baseUrl}${endpoint.path}`, {
          method,
          headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        });
  if (response.status >= 500) throw new Error(`HTTP ${response.status} from ${endpoint.path}`);
  return (await response.json()) as WireAnswer;
}

/** The last code the server wrote to DATA_DIR/outbox.jsonl for `to`. */
export function outboxCode(dataDir: string, to: string): string {
  const lines = readFileSync(join(dataDir, 'outbox.jsonl'), 'utf8').trim().split('\n');
  for (const line of lines.reverse()) {
    const message = JSON.parse(line) as { to: string; code: string };
    if (message.to === to) return message.code;
  }
  throw new Error(`no code for ${to} in the outbox`);
}

export interface HttpTrader {
  phone: string;
  token: string;
}

/** Registers a phone account over HTTP (demo funds on), logs in and binds trade password 123456. */
export async function registerTrader(baseUrl: string, dataDir: string, phone: string): Promise<HttpTrader> {
  const expectOk = (what: string, answer: WireAnswer) => {
    if (answer.type !== 'ok') throw new Error(`${what} failed: ${JSON.stringify(answer)}`);
    return answer;
  };
  expectOk('sms_send', await httpCall(baseUrl, smsSend, { user_string: phone, scene: 'register' }));
  const code = outboxCode(dataDir, phone);
  expectOk(
    'register',
    await httpCall(baseUrl, register, {
      type: 'mobile',
      user_string: phone,
      code,
      password: 'secret12',
      re_password: 'secret12',
    }),
  );
  const token = expectOk(
    'login',
    await httpCall(baseUrl, login, { user_string: phone, password: 'secret12' }),
  ).message as string;
  expectOk(
    'trade password',
    await httpCall(baseUrl, bindTradePassword, { password: '123456', re_password: '123456' }, token),
  );
  return { phone, token };
}
