import { format } from '@exchange/sdk';
import type { Project } from '@exchange/protocol';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Facts, Muted, PanelSection } from '../layout';

const Seed = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** Spec §2 lottery results of an ended project: applied, subscriptions, winners, win rate and the draw's seed. */
export function LotteryResults({ project }: { project: Project }) {
  const { t } = useTranslation('earn');
  return (
    <PanelSection aria-labelledby="earn-ieo-results">
      <h2 id="earn-ieo-results">{t('ieo.results')}</h2>
      {project.drawn !== 1 ? (
        <Muted>{t('ieo.notDrawn')}</Muted>
      ) : (
        <Facts>
          <div>
            <dt>{t('ieo.applied')}</dt>
            <dd>{`${format(project.total_apply, 'amountShort', { group: true })} ${project.currency_name}`}</dd>
          </div>
          <div>
            <dt>{t('ieo.applyCount')}</dt>
            <dd>{project.apply_count}</dd>
          </div>
          <div>
            <dt>{t('ieo.winCount')}</dt>
            <dd>{project.win_count}</dd>
          </div>
          <div>
            <dt>{t('ieo.winRate')}</dt>
            <dd>{format(project.win_rate, 'change')}%</dd>
          </div>
          <div>
            <dt>{t('ieo.seed')}</dt>
            <dd>
              <Seed>{project.lottery_seed}</Seed>
            </dd>
          </div>
        </Facts>
      )}
    </PanelSection>
  );
}
