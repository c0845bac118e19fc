import type { CallResult } from '@exchange/sdk';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A failed answer's message in the reader's language (the server sends keys of the `server` namespace). */
export function useServerText() {
  const { t } = useTranslation('contracts');
  return useCallback(
    (result: Extract<CallResult<unknown>, { message: string }>) =>
      t(`server:${result.message}`, {
        ...('params' in result ? (result.params as object) : {}),
        defaultValue: result.message,
      }),
    [t],
  );
}
