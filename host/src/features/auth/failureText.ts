import type { Failure } from '@exchange/protocol';
import type { ClientFailure } from '@exchange/sdk';
import type { TFunction } from 'i18next';

/**
 * The text a form shows for a failed call: the server's message key translated in namespace
 * `server` (unknown keys fall back to the text itself, spec §8), or our own words when the request
 * never got an answer. A duplicate in-flight call says nothing: the first one will answer.
 */
export function failureText(t: TFunction, failure: Failure | ClientFailure): string | undefined {
  switch (failure.type) {
    case 'duplicate':
      return undefined;
    case 'network':
    case 'http':
    case 'invalid_response':
      return t('auth:errors.network');
    default:
      return t(`server:${failure.message}`, { ...failure.params, defaultValue: failure.message });
  }
}
