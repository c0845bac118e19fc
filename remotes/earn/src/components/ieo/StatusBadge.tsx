import type { ProjectTimeStatus } from '@exchange/protocol';
import { useTranslation } from 'react-i18next';
import { Badge } from '../layout';

const tones = { 1: 'warning', 2: 'up', 3: 'muted' } as const;

/** Spec §4 time_status as a badge: not started, in progress, ended. */
export function StatusBadge({ status }: { status: ProjectTimeStatus }) {
  const { t } = useTranslation('earn');
  return <Badge $tone={tones[status]}>{t(`ieo.status.${status}`)}</Badge>;
}
