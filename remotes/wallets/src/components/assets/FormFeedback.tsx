import type { MessageParams } from '@exchange/protocol';
import { useTranslation } from 'react-i18next';
import { Message } from './layout';

export type Feedback = {
  kind: 'error' | 'success';
  key: string;
  params?: MessageParams;
  ns?: 'server' | 'wallets';
} | null;

/** A form's outcome line: errors as an alert, successes as a status, in the user's language. */
export function FormFeedback({ feedback }: { feedback: Feedback }) {
  const { t } = useTranslation('wallets');
  if (!feedback) return <div role="status" aria-live="polite" />;
  const text = t(`${feedback.ns ?? 'server'}:${feedback.key}`, {
    ...feedback.params,
    defaultValue: feedback.key,
  });
  return feedback.kind === 'error' ? (
    <Message role="alert" $kind="error">
      {text}
    </Message>
  ) : (
    <div role="status" aria-live="polite">
      <Message $kind="success">{text}</Message>
    </div>
  );
}
