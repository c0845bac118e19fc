import { Subject, type Observable } from 'rxjs';
import type { Failure, MessageParams } from '@exchange/protocol';
import { DELAY_MS } from '../format/intervals';
import type { TypedStorage } from '../storage/store';

/**
 * Spec §8 and DESIGN "HTTP calls": what the UI does for each non-ok answer, decided here and
 * nowhere else. The sdk knows no UI and no router, so it emits effects the host performs: it shows
 * toasts and navigates. Remotes never re-implement this.
 */

/** Paths of spec §2 the routing sends users to. */
export const failureRoutes = {
  login: '/components/login',
  bindTradePassword: '/bindmpwd',
  userSetting: '/userSetting',
  authentication: '/authentication',
} as const;

export type UiEffect =
  /** Show `messageKey` (namespace `server`; unknown keys are shown as text) as a toast. */
  | { kind: 'toast'; messageKey: string; params?: MessageParams }
  /** Go to `to` (path and query) after `delayMs`. */
  | { kind: 'navigate'; to: string; delayMs: number };

/** Failures the client itself produces, next to the server's §8 types. */
export type ClientFailure =
  /** The request never got an answer (offline, DNS, CORS, aborted). Silently ignored (§8). */
  | { type: 'network'; message: 'network'; error?: unknown }
  /** An HTTP status without a usable envelope, e.g. 401 or a proxy's 502. */
  | { type: 'http'; message: 'http'; status: number }
  /** The answer did not match the protocol schema; reported to `problems$`, never thrown. */
  | { type: 'invalid_response'; message: 'invalid_response'; issues: string }
  /** `useSubmit`: a submit of this form is still pending, so this one was not sent. */
  | { type: 'duplicate'; message: 'duplicate' };

export interface SessionExpiredEvent {
  /** The server's message key (shown to the user on the way to login). */
  messageKey: string;
}

export interface RouteOptions {
  /**
   * The caller shows this call's plain failures itself, or not at all (§8 "home quotation and news
   * loads: nothing is done"; background refreshes). Silent drops only the toast of a plain failure
   * (`error`, an unknown type): a 999 for the stored token still expires the session, and 996, 997,
   * 555, 998 and HTTP 401 still show their message and redirect. Those answers say the account must
   * do something before the call can ever succeed, whoever made it; a view that kept polling would
   * otherwise sit on "No data" forever. The one thing a silent call does not do is send a visitor
   * without a session to login (a 999 to a request that carried no token).
   */
  silent?: boolean;
  /**
   * The token the failed request carried (null: none). A 999 for a token that is no longer the
   * stored one is stale (the user already logged out or in again) and is ignored; a 999 for a
   * request without a token only leads to the login page: no session expired.
   */
  sentToken?: string | null;
}

export interface FailureRouter {
  /** UI effects for the host to perform (toasts, navigation). */
  readonly notices$: Observable<UiEffect>;
  /** Fired once per expiry (type 999), after storage was cleared. */
  readonly sessionExpired$: Observable<SessionExpiredEvent>;
  /** Route one failure (see `RouteOptions.silent` for what a silent call still routes). */
  route(failure: Failure | ClientFailure, options?: RouteOptions): void;
  /** Emit a toast from elsewhere in the sdk or from a caller that handles `not` itself. */
  toast(messageKey: string, params?: MessageParams): void;
}

export function createFailureRouter(storage: TypedStorage, now: () => number = Date.now): FailureRouter {
  const notices = new Subject<UiEffect>();
  const expired = new Subject<SessionExpiredEvent>();
  // Several calls in flight may all answer 999: expire the session once, until the next login.
  let expiryReported = false;
  storage.watch('token').subscribe((token) => {
    if (token) expiryReported = false;
  });

  const toast = (messageKey: string, params?: MessageParams) =>
    notices.next(params ? { kind: 'toast', messageKey, params } : { kind: 'toast', messageKey });
  const navigate = (to: string, delayMs = DELAY_MS.redirect) =>
    notices.next({ kind: 'navigate', to, delayMs });
  // Polls and parallel calls may meet the same gate at once: one message and one redirect per delay.
  let lastGate: { to: string; at: number } | undefined;
  const firstAtGate = (to: string): boolean => {
    if (lastGate?.to === to && now() - lastGate.at < DELAY_MS.redirect) return false;
    lastGate = { to, at: now() };
    return true;
  };
  const toastAndGo = (failure: Failure, to: string) => {
    if (!firstAtGate(to)) return;
    toast(failure.message, failure.params);
    navigate(to);
  };

  function route(failure: Failure | ClientFailure, options: RouteOptions = {}): void {
    switch (failure.type) {
      case 999:
        if (expiryReported) return;
        if (options.sentToken === null) return options.silent ? undefined : navigate(failureRoutes.login);
        if (options.sentToken !== undefined && options.sentToken !== storage.get('token')) return;
        expiryReported = true;
        storage.clearAllButLocale();
        expired.next({ messageKey: failure.message });
        toast(failure.message, failure.params);
        navigate(`${failureRoutes.login}?type=1`);
        return;
      case 996:
        return toastAndGo(failure, failureRoutes.bindTradePassword);
      case 997:
      case 555:
        return toastAndGo(failure, failureRoutes.userSetting);
      case 998:
        return toastAndGo(failure, failureRoutes.authentication);
      case 'http':
        if (failure.status === 401 && firstAtGate(failureRoutes.bindTradePassword))
          navigate(failureRoutes.bindTradePassword);
        return;
      // 'not' is the caller's flow: show the message, then offer to bind the trade password (§8).
      case 'not':
      case 'network':
      case 'invalid_response':
      case 'duplicate':
        return;
      case 'error':
        return options.silent ? undefined : toast(failure.message, failure.params);
    }
  }

  return { notices$: notices.asObservable(), sessionExpired$: expired.asObservable(), route, toast };
}
