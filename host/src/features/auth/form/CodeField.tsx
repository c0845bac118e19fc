import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { failureText } from '../failureText';
import { type SendCodeRequest, useSendCode } from '../useSendCode';
import { TextField } from './TextField';

const SendButton = styled.button`
  flex: 0 0 auto;
  min-block-size: 44px;
  min-inline-size: 7.5em;
  padding-inline: 10px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:disabled {
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
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

/** A verification-code input with its send button, countdown and the outcome of the last send. */
export function CodeField({ label, value, onValueChange, error, request, seconds }: CodeFieldProps) {
  const { t } = useTranslation(['auth', 'server']);
  const { send, sending, remaining, counting } = useSendCode(seconds);
  const [sendError, setSendError] = useState<string | undefined>(undefined);
  const [sent, setSent] = useState(false);

  const onSend = async () => {
    const target = request();
    if (!target) return;
    const outcome = await send(target);
    if (outcome.kind === 'ignored') return;
    setSent(outcome.kind === 'sent');
    if (outcome.kind === 'invalid') setSendError(t(`auth:${outcome.messageKey}`));
    else if (outcome.kind === 'failed') setSendError(failureText(t, outcome.failure));
    else setSendError(undefined);
  };

  const buttonLabel = sending
    ? t('auth:sendCode.sending')
    : counting
      ? t('auth:sendCode.resendIn', { seconds: remaining })
      : t('auth:sendCode.send');

  return (
    <TextField
      label={label}
      value={value}
      onValueChange={onValueChange}
      error={sendError ?? error}
      hint={sent && counting ? t('auth:sendCode.sent') : undefined}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      trailing={
        <SendButton
          type="button"
          onClick={onSend}
          disabled={sending || counting}
          aria-busy={sending || undefined}
        >
          {buttonLabel}
        </SendButton>
      }
    />
  );
}
