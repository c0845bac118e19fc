import { formatTime } from '@exchange/sdk';
import type { Project } from '@exchange/protocol';
import { narrowScreen } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { phasesOf } from '../../model/ieo';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  ${narrowScreen} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Step = styled.li<{ $done: boolean }>`
  border-block-start: 3px solid ${({ theme, $done }) => ($done ? theme.colors.up : theme.colors.border)};
  padding-block-start: ${({ theme }) => theme.space.sm};
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
  }
`;

/** Spec §2 IEO timeline: subscription opens, closes (the draw), placement opens; passed ones marked. */
export function PhaseTimeline({ project, now }: { project: Project; now: number }) {
  const { t } = useTranslation('earn');
  const phases = phasesOf(project, now);
  const current = phases.filter((phase) => phase.done).pop();
  return (
    <List aria-label={t('ieo.timeline')}>
      {phases.map((phase) => (
        <Step key={phase.key} $done={phase.done} aria-current={phase === current ? 'step' : undefined}>
          <strong>{t(`ieo.phase.${phase.key}`)}</strong>
          <span>{formatTime(phase.at, 'dateTime')}</span>
        </Step>
      ))}
    </List>
  );
}
