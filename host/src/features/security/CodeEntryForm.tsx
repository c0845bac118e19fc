import { Button } from '@exchange/ui';
import { type FormEvent, type HTMLAttributes, type ReactNode, useState } from 'react';
import { FormStack } from '../auth/form/AuthCard';
import { TextField } from '../auth/form/TextField';
import { Actions } from './Panel';

/** What sending the code came to: done (the caller moves on), or the failure text to show. */
export type CodeOutcome = { done: true } | { done: false; error: string | undefined };

export interface CodeEntryFormProps {
  /** What comes before the field (a hint, the QR...). */
  intro: ReactNode;
  label: string;
  maxLength: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoFocus?: boolean;
  /** The translated error for a code that cannot be sent (trimmed), or undefined. */
  validate: (code: string) => string | undefined;
  /** Sends the trimmed code; once done the button stays busy (the caller moves on). */
  submit: (code: string) => Promise<CodeOutcome>;
  submitLabel: string;
  cancelLabel: string;
  onCancel: () => void;
}

/** One code from the authenticator app (or a backup code) with submit and cancel: the 2FA forms. */
export function CodeEntryForm({
  intro,
  label,
  maxLength,
  inputMode,
  autoFocus,
  validate,
  submit,
  submitLabel,
  cancelLabel,
  onCancel,
}: CodeEntryFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = code.trim();
    const invalid = validate(trimmed);
    if (invalid !== undefined) {
      setError(invalid);
      return;
    }
    setBusy(true);
    setError(undefined);
    const outcome = await submit(trimmed);
    if (outcome.done) return;
    setBusy(false);
    setError(outcome.error);
  };

  return (
    <FormStack onSubmit={onSubmit} noValidate>
      {intro}
      <TextField
        label={label}
        value={code}
        onValueChange={setCode}
        error={error}
        inputMode={inputMode}
        autoComplete="one-time-code"
        maxLength={maxLength}
        autoFocus={autoFocus}
      />
      <Actions>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </Actions>
    </FormStack>
  );
}
