import { useSdk } from '@exchange/sdk';
import { SendCodeButton } from '@exchange/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { failureText } from '../failureText';
import { type SendCodeRequest, sendVerificationCode } from '../sendCode';
import { TextField } from './TextField';

const Send = styled(SendCodeButton)`
  flex: 0 0 auto;
  min-block-size: 44px;
  min-inline-size: 7.5em;
  font-variant-numeric: tabular-nums;
`;

export interface CodeFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The field's own validation error (already translated). */
  error?: string;
  /** What to send the code to, read when the button is pressed; undefined sends nothing. */
  request: () => SendCodeRequest | undefined;
  /** Countdown length: 60 s, or 31 s in password reset (spec §9). */
  seconds: number;
}

/**
 * A verification-code input with its send button (spec §4): the countdown starts only when the
 * server accepted the send, and presses while sending or counting down do nothing.
 */
export function CodeField({ label, value, onValueChange, error, request, seconds }: CodeFieldProps) {
  const { t } = useTranslation(['auth', 'server']);
  const { api } = useSdk();
  const [sendError, setSendError] = useState<string | undefined>(undefined);
  const [sent, setSent] = useState(false);

  const onSend = async () => {
    const target = request();
    if (!target) return false;
    const outcome = await sendVerificationCode(api, target);
    setSent(outcome.kind === 'sent');
    if (outcome.kind === 'invalid') setSendError(t(`auth:${outcome.messageKey}`));
    else if (outcome.kind === 'failed') setSendError(failureText(t, outcome.failure));
    else setSendError(undefined);
    return outcome.kind === 'sent';
  };

  return (
    <TextField
      label={label}
      value={value}
      onValueChange={onValueChange}
      error={sendError ?? error}
      hint={sent ? t('auth:sendCode.sent') : undefined}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      trailing={<Send seconds={seconds} onSend={onSend} />}
    />
  );
}
