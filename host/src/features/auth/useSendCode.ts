import { api as endpoints, type CodeScene, type Failure } from '@exchange/protocol';
import { type ClientFailure, useSdk } from '@exchange/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chooseCodeChannel } from './validation/sendCode';

export interface SendCodeRequest {
  account: string;
  scene: CodeScene;
  areaCode?: string;
  areaCodeId?: number;
}

export type SendCodeOutcome =
  | { kind: 'sent' }
  /** Pressed while counting down or already sending: nothing was sent (spec §5). */
  | { kind: 'ignored' }
  | { kind: 'invalid'; messageKey: string }
  | { kind: 'failed'; failure: Failure | ClientFailure };

/**
 * The send-code button's state machine (spec §4 "Send-code button", §5 "Send code"): pick the mail
 * or SMS call from the account's shape, then count down `seconds` (60, or 31 in password reset)
 * during which further presses are ignored. The countdown reads the clock, so a throttled
 * background tab still re-enables on time.
 */
export function useSendCode(seconds: number) {
  const { api } = useSdk();
  const [endsAt, setEndsAt] = useState<number | undefined>(undefined);
  const [remaining, setRemaining] = useState(0);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    if (endsAt === undefined) return undefined;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(undefined);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const send = useCallback(
    async (request: SendCodeRequest): Promise<SendCodeOutcome> => {
      if (busy.current || endsAt !== undefined) return { kind: 'ignored' };
      const decision = chooseCodeChannel(request.account);
      if (!decision.ok) return { kind: 'invalid', messageKey: decision.messageKey };
      busy.current = true;
      setSending(true);
      const payload = {
        user_string: request.account.trim(),
        scene: request.scene,
        ...(decision.channel === 'sms' && request.areaCode ? { area_code: request.areaCode } : {}),
        ...(decision.channel === 'sms' && request.areaCodeId ? { area_code_id: request.areaCodeId } : {}),
      };
      const endpoint = decision.channel === 'mail' ? endpoints.smsMail : endpoints.smsSend;
      const result = await api.call(endpoint, payload, { silent: true });
      busy.current = false;
      setSending(false);
      if (result.type === 'ok') {
        setEndsAt(Date.now() + seconds * 1000);
        setRemaining(seconds);
        return { kind: 'sent' };
      }
      return { kind: 'failed', failure: result };
    },
    [api, endsAt, seconds],
  );

  return { send, sending, remaining, counting: endsAt !== undefined };
}
