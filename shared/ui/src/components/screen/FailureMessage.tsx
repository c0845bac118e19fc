import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';

/**
 * A message key to show (the sdk's `FailureNotice` has this shape): a key of the `server` namespace
 * (the server's message keys; an unknown key is shown as it is), or a namespaced key (`micro:noPair`).
 */
export interface Notice {
  messageKey: string;
  params?: Record<string, string | number>;
}

/** What a message shows: a notice to translate, or text already translated. */
export type NoticeContent = Notice | string;

export type MessageTone = 'error' | 'success' | 'warning';

/** A form's outcome to show under it (`<FailureMessage message={f.message} tone={f.tone} />`), or none. */
export type FormFeedback = { tone: MessageTone; message: NoticeContent } | null;

/** Translates a notice (`server` namespace, unknown keys as text); text passes through. */
export function useNoticeText(): (content: NoticeContent) => string {
  const { t } = useTranslation('server');
  return useCallback(
    (content: NoticeContent) =>
      typeof content === 'string'
        ? content
        : t(content.messageKey, { ...content.params, defaultValue: content.messageKey }),
    [t],
  );
}

const Line = styled.p<{ $tone: MessageTone; $small: boolean }>`
  margin: 0;
  font-size: ${({ theme, $small }) => ($small ? theme.fontSizes.sm : theme.fontSizes.md)};
  color: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.colors.down : $tone === 'success' ? theme.colors.up : theme.colors.warning};
`;

export interface FailureMessageProps {
  /** Nothing is rendered for null or undefined. */
  message: NoticeContent | null | undefined;
  /**
   * `field`: a short line under a control; `form`: a line under a form or a list (announced);
   * `page`: the whole area failed, with a retry when `onRetry` is given.
   */
  level?: 'field' | 'form' | 'page';
  /** Forms also confirm success and warn; failures are the default. */
  tone?: MessageTone;
  onRetry?: () => void;
}

/** The one way a screen shows the outcome of a call: fed by the sdk's `failureNotice` or by text. */
export function FailureMessage({ message, level = 'form', tone = 'error', onRetry }: FailureMessageProps) {
  const text = useNoticeText();
  const { t } = useTranslation('common');
  if (message === null || message === undefined) return null;
  if (level === 'page')
    return (
      <div role="alert">
        <EmptyState
          title={text(message)}
          action={
            onRetry && (
              <Button variant="ghost" onClick={onRetry}>
                {t('action.retry')}
              </Button>
            )
          }
        />
      </div>
    );
  return (
    <Line role={tone === 'error' ? 'alert' : 'status'} $tone={tone} $small={level === 'field'}>
      {text(message)}
    </Line>
  );
}
