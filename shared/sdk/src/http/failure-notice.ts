import type { Failure, MessageParams } from '@exchange/protocol';
import type { ClientFailure } from './failure-routing';

/**
 * What a screen shows beside a failed call (a field, a form, a page), after the failure routing
 * (failure-routing.ts) did its part. An i18n key of the `server` namespace (the server's message
 * keys; an unknown key is shown as text) or a namespaced key such as `common:state.error`.
 */
export interface FailureNotice {
  messageKey: string;
  params?: MessageParams;
}

/** The generic text for a failure without a server message (a bad answer, a proxy's status). */
export const genericFailureKey = 'common:state.error';

/**
 * Spec §8 "other types show the server message": `error` and `not` show theirs. Everything the
 * routing already handles shows nothing here: 999, 996, 997/555 and 998 toast and redirect, HTTP 401
 * redirects, network errors are silently ignored, and a `duplicate` submit sent nothing. An answer
 * that broke the protocol, or another HTTP status, shows the generic text. Call with `silent: true`
 * when the screen shows this, so the routing does not toast the same message again.
 */
export function failureNotice(failure: Failure | ClientFailure): FailureNotice | null {
  switch (failure.type) {
    case 'error':
    case 'not':
      return failure.params
        ? { messageKey: failure.message, params: failure.params }
        : { messageKey: failure.message };
    case 'invalid_response':
      return { messageKey: genericFailureKey };
    case 'http':
      return failure.status === 401 ? null : { messageKey: genericFailureKey };
    default:
      return null;
  }
}
