import { useEffect, useRef } from 'react';
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
  // Server messages load on demand (not with the first frame): a toast waits for its namespace.
  const { t, i18n } = useTranslation('server', { useSuspense: false });

  // The subscription lives as long as the stream: `navigate` changes identity on every location change,
  // and re-subscribing then would cancel a pending delayed redirect (999 clears the token, a private
  // route redirects at once, and the 1 s move to login?type=1 must still happen).
  const latest = useRef({ navigate, toast, t, i18n });
  latest.current = { navigate, toast, t, i18n };

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const subscription = effects$.subscribe((effect) => {
      if (effect.kind === 'toast') {
        const show = () => {
          const { toast, t: translate } = latest.current;
          toast.show(translate(effect.messageKey, { ...effect.params, defaultValue: effect.messageKey }), {
            kind: 'error',
          });
        };
        void latest.current.i18n.loadNamespaces('server').then(show, show);
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        latest.current.navigate(effect.to);
      }, effect.delayMs);
      timers.add(timer);
    });
    return () => {
      subscription.unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, [effects$]);

  return null;
}
