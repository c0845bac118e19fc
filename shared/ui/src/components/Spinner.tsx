import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
`;

export interface SpinnerProps {
  size?: number;
  /** Accessible text; defaults to "Loading". Pass `decorative` inside an element that already says so. */
  label?: string;
  decorative?: boolean;
}

export function Spinner({ size = 16, label, decorative = false }: SpinnerProps) {
  const { t } = useTranslation('common');
  if (decorative) return <Ring $size={size} aria-hidden="true" />;
  return <Ring $size={size} role="status" aria-label={label ?? t('state.loading')} />;
}
