import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './Button';

export interface UnavailablePanelProps {
  /** Retries loading; a returned promise keeps the button busy. */
  onRetry: () => unknown;
  /** Extra detail for support, e.g. the remote's name. */
  detail?: ReactNode;
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.xl} auto;
  padding: ${({ theme }) => theme.space.xl};
  max-inline-size: 520px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The "module unavailable" panel shown in place of a remote's page that failed to load. */
export function UnavailablePanel({ onRetry, detail }: UnavailablePanelProps) {
  const { t } = useTranslation('common');
  return (
    <Panel role="alert" aria-live="assertive" data-testid="module-unavailable">
      <h2>{t('moduleUnavailable.title')}</h2>
      <p>{t('moduleUnavailable.body')}</p>
      {detail && <p>{detail}</p>}
      <Button onClick={onRetry}>{t('moduleUnavailable.retry')}</Button>
    </Panel>
  );
}
