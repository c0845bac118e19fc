import type { Endpoint } from '@exchange/protocol';
import type { BuiltServer } from '../app';

export interface CallAnswer {
  type: unknown;
  message: unknown;
  params?: Record<string, unknown>;
}

/** Calls an endpoint the way the client does: form-encoded (GET: query), optional token and headers. */
export async function injectCall(
  app: BuiltServer['app'],
  endpoint: Endpoint,
  input: Record<string, unknown> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<CallAnswer> {
  const method = endpoint.methods[0];
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) if (value !== undefined) form.append(key, String(value));
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}`, ...headers } : headers;
  const response = await app.inject(
    method === 'GET'
      ? { method, url: `${endpoint.path}?${form.toString()}`, headers: auth }
      : {
          method,
          url: endpoint.path,
          headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
          payload: form.toString(),
        },
  );
  return response.json();
}
