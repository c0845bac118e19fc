import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from './Button';

/**
 * Seconds left until a deadline, measured against the clock (not by counting ticks), so a
 * throttled background tab still ends on time. `start()` (re)starts from `seconds`.
 */
export function useCountdown(seconds: number, onDone?: () => void) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (deadline === null) return;
    let finished = false;
    const timer = setInterval(() => {
      if (finished) return;
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        finished = true;
        setDeadline(null);
        done.current?.();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback(() => {
    setDeadline(Date.now() + seconds * 1000);
    setRemaining(seconds);
  }, [seconds]);
  const reset = useCallback(() => {
    setDeadline(null);
    setRemaining(0);
  }, []);

  return { remaining, running: remaining > 0, start, reset };
}

export interface CountdownProps {
  seconds: number;
  onDone?: () => void;
}

/** Shows the seconds left from `seconds` down to 0 (starts on mount), then calls onDone. */
export function Countdown({ seconds, onDone }: CountdownProps) {
  const { remaining, start } = useCountdown(seconds, onDone);
  useEffect(() => start(), [start]);
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{remaining}</span>;
}

export interface SendCodeButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /**
   * Sends the code. Resolve `false` (e.g. the server said no) to stay clickable; anything else
   * starts the countdown. While it runs the button is busy and cannot be pressed again.
   */
  onSend: () => Promise<boolean | void> | boolean | void;
  /** Spec §9: 60 s, 31 s in password reset. */
  seconds?: number;
}

/** "Send code", then "Resend in N s" disabled until the countdown ends (spec §4 send-code button). */
export function SendCodeButton({
  onSend,
  seconds = 60,
  disabled,
  variant = 'ghost',
  ...rest
}: SendCodeButtonProps) {
  const { t } = useTranslation('common');
  const { remaining, running, start } = useCountdown(seconds);
  const send = async () => {
    const sent = await onSend();
    if (sent !== false) start();
  };
  return (
    <Button variant={variant} disabled={disabled || running} onClick={send} {...rest}>
      {running ? t('sendCode.resendIn', { seconds: remaining }) : t('sendCode.send')}
    </Button>
  );
}
