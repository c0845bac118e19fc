import { map, type Observable } from 'rxjs';
import type { UserInfo } from '@exchange/protocol';
import { loadProtocol } from '../http/protocol-loader';
import type { ApiClient } from '../http/api-client';
import type { FailureRouter, SessionExpiredEvent } from '../http/failure-routing';
import type { TypedStorage } from '../storage/store';

/** Spec §4: logged in means a token is stored. */
export interface SessionState {
  loggedIn: boolean;
  token: string | undefined;
}

export interface Session {
  readonly isLoggedIn: boolean;
  /** The current state, then every change (login, logout, expiry, another tab). */
  readonly session$: Observable<SessionState>;
  /** Type 999 happened: storage is already cleared, the router already asked for the login page. */
  readonly expired$: Observable<SessionExpiredEvent>;
  login(token: string): void;
  /** Stores the user keys of §3 from user/info (user_id, accountNum, extension_code, is_seller, type). */
  rememberUser(user: Pick<UserInfo, 'id' | 'account_number' | 'extension_code' | 'is_seller' | 'type'>): void;
  /** Calls user/logout (its failure does not matter), then clears storage but the locale (§4). */
  logout(): Promise<void>;
}

export function createSession(deps: {
  storage: TypedStorage;
  api: ApiClient;
  router: FailureRouter;
}): Session {
  const { storage, api, router } = deps;
  return {
    get isLoggedIn() {
      return Boolean(storage.get('token'));
    },
    session$: storage.watch('token').pipe(map((token) => ({ loggedIn: Boolean(token), token }))),
    expired$: router.sessionExpired$,
    login(token) {
      storage.set('token', token);
    },
    rememberUser(user) {
      storage.setMany({
        user_id: user.id,
        accountNum: user.account_number,
        extension_code: user.extension_code,
        is_seller: user.is_seller,
        type: user.type,
      });
    },
    async logout() {
      // The request carries the token; storage is cleared before the answer, so a 999 (the token was
      // already revoked elsewhere) is stale for the failure router rather than a session expiry.
      // The endpoint comes with the protocol chunk; without it (offline) the server is not told.
      const protocol = await loadProtocol().catch(() => undefined);
      const told =
        protocol && storage.get('token') ? api.call(protocol.logout, {}, { silent: true }) : undefined;
      storage.clearAllButLocale();
      await told;
    },
  };
}
