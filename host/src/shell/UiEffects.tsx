import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Observable } from 'rxjs';
import type { UiEffect } from '@exchange/sdk';
import { useToast } from '@exchange/ui';

/**
 * Performs the sdk's §8 effects: toasts (server message keys, translated in namespace `server`; an
 * unknown key is shown as the text it is) and delayed navigation (999 -> login?type=1, 996 -> /bindmpwd,
 * 997/555 -> /userSetting, 998 -> /authentication). The sdk decides; the host only carries it out.
 */
export function UiEffects({ effects$ }: { effects$: Observable<UiEffect> }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation('server');

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const subscription = effects$.subscribe((effect) => {
      if (effect.kind === 'toast') {
        toast.show(t(effect.messageKey, { ...effect.params, defaultValue: effect.messageKey }), {
          kind: 'error',
        });
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        navigate(effect.to);
      }, effect.delayMs);
      timers.add(timer);
    });
    return () => {
      subscription.unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, [effects$, navigate, toast, t]);

  return null;
}
