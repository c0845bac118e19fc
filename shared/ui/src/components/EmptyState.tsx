import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface EmptyStateProps {
  /** Defaults to "No data". */
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

const Title = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const Art = styled.svg`
  inline-size: 48px;
  block-size: 48px;
  color: ${({ theme }) => theme.colors.border};
`;

export function EmptyState({ title, description, action }: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <Box>
      <Art viewBox="0 0 48 48" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="8" y="12" width="32" height="26" rx="3" />
        <path d="M8 22h32M18 30h12" />
      </Art>
      <Title>{title ?? t('state.noData')}</Title>
      {description && <p style={{ margin: 0 }}>{description}</p>}
      {action}
    </Box>
  );
}
