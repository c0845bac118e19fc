import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from './Toast';

/**
 * Copies text (addresses, invite links) and says so: "Copied", or "copy again" when the browser
 * refuses (spec §4 Copy). Resolves whether it worked. Needs a ToastProvider above.
 */
export function useCopy(): (text: string) => Promise<boolean> {
  const { t } = useTranslation('common');
  const toast = useToast();
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        toast.show(t('copy.success'), { kind: 'success' });
        return true;
      } catch {
        toast.show(t('copy.again'), { kind: 'error' });
        return false;
      }
    },
    [t, toast],
  );
}
