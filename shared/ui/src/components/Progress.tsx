import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface ProgressProps {
  /** 0 to 100. */
  value: number;
  label?: string;
  tone?: 'primary' | 'up' | 'down' | 'warning';
}

const Track = styled.div`
  block-size: 6px;
  border-radius: 3px;
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Bar = styled.div<{ $tone: NonNullable<ProgressProps['tone']> }>`
  block-size: 100%;
  background: ${({ theme, $tone }) => theme.colors[$tone]};
  transition: inline-size 0.3s;
`;

/** A determinate bar, e.g. the security level (25/50/75/100) or an IEO's sold share. */
export function Progress({ value, label, tone = 'primary' }: ProgressProps) {
  const { t } = useTranslation('common');
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <Track
      role="progressbar"
      aria-label={label ?? t('progress.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
    >
      <Bar $tone={tone} style={{ inlineSize: `${clamped}%` }} />
    </Track>
  );
}
