import type { Notice } from '@exchange/ui';

/**
 * The operator releases API (server, README "teams and ops"; shapes in @exchange/protocol releases.ts):
 * loopback only, with the operator token in `x-operator-token`. Answers are the usual `{type, message}`;
 * failure keys are of the `server` namespace (`operator.forbidden`, `operator.unknownRelease`, ...).
 */
export type {
  AuditEntry,
  OperatorEnvironment as EnvironmentReleases,
  OperatorRemote as RemoteReleases,
  ReleaseStats,
} from '@exchange/protocol';
import { operatorReleasesSchema, releaseAuditSchema, releaseChangeSchema } from '@exchange/protocol';

export type OperatorAnswer<T> = { ok: true; message: T } | { ok: false; notice: Notice };

/** Keys the page tells apart: a refused token asks for the token again. */
export const forbiddenKey = 'operator.forbidden';
const unreachable: Notice = { messageKey: 'ops:unreachable' };

/** The protocol's schema of an answer's `message` (releases.ts): what the page reads is checked, not cast. */
interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export async function operatorCall<T>(
  path: string,
  token: string,
  answerSchema: AnswerSchema<T>,
  body?: object,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<OperatorAnswer<T>> {
  try {
    const response = await fetchImpl(path, {
      method: body ? 'POST' : 'GET',
      cache: 'no-store',
      headers: { 'x-operator-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const answer = (await response.json()) as { type?: unknown; message?: unknown };
    if (answer.type === 'ok') {
      const parsed = answerSchema.safeParse(answer.message);
      return parsed.success ? { ok: true, message: parsed.data } : { ok: false, notice: unreachable };
    }
    if (answer.type === 'error' && typeof answer.message === 'string')
      return { ok: false, notice: { messageKey: answer.message } };
    return { ok: false, notice: unreachable };
  } catch {
    return { ok: false, notice: unreachable };
  }
}

export const operatorApi = {
  releases: (token: string) => operatorCall('/operator/releases', token, operatorReleasesSchema),
  audit: (token: string, environment: string) =>
    operatorCall(
      `/operator/releases/audit?environment=${encodeURIComponent(environment)}`,
      token,
      releaseAuditSchema,
    ),
  setCanaryPercent: (token: string, body: { environment: string; remote: string; percent: number }) =>
    operatorCall('/operator/releases/canary', token, releaseChangeSchema, body),
  startCanary: (
    token: string,
    body: { environment: string; remote: string; version: string; percent: number },
  ) => operatorCall('/operator/releases/canary/start', token, releaseChangeSchema, body),
  rollBack: (token: string, body: { environment: string; remote: string; version?: string }) =>
    operatorCall('/operator/releases/rollback', token, releaseChangeSchema, body),
};

const tokenKey = 'exchange.operatorToken';

/** The operator token lives for the tab's session only (sessionStorage), never in localStorage. */
export const operatorToken = {
  read(): string | null {
    try {
      return window.sessionStorage.getItem(tokenKey);
    } catch {
      return null;
    }
  },
  write(token: string | null): void {
    try {
      if (token) window.sessionStorage.setItem(tokenKey, token);
      else window.sessionStorage.removeItem(tokenKey);
    } catch {
      /* blocked storage: asked again on the next load */
    }
  },
};
