import type { Project } from '@exchange/protocol';
import { useTranslation } from 'react-i18next';
import { Muted, PanelSection } from '../layout';
import { ProjectFigures } from './ProjectFigures';

/** Spec §2 lottery results of an ended project: applied, subscriptions, winners, win rate and the draw's seed. */
export function LotteryResults({ project }: { project: Project }) {
  const { t } = useTranslation('earn');
  return (
    <PanelSection aria-labelledby="earn-ieo-results">
      <h2 id="earn-ieo-results">{t('ieo.results')}</h2>
      {project.drawn !== 1 ? <Muted>{t('ieo.notDrawn')}</Muted> : <ProjectFigures project={project} drawn />}
    </PanelSection>
  );
}
