import { format } from '@exchange/sdk';
import type { Project } from '@exchange/protocol';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Facts } from '../layout';

const Seed = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/**
 * A project's subscription figures: applied, subscriptions and win rate; with `drawn`, also the
 * winners (before the win rate) and the draw's seed (last), as the lottery results show them.
 */
export function ProjectFigures({ project, drawn = false }: { project: Project; drawn?: boolean }) {
  const { t } = useTranslation('earn');
  return (
    <Facts>
      <div>
        <dt>{t('ieo.applied')}</dt>
        <dd>{`${format(project.total_apply, 'amountShort', { group: true })} ${project.currency_name}`}</dd>
      </div>
      <div>
        <dt>{t('ieo.applyCount')}</dt>
        <dd>{project.apply_count}</dd>
      </div>
      {drawn && (
        <div>
          <dt>{t('ieo.winCount')}</dt>
          <dd>{project.win_count}</dd>
        </div>
      )}
      <div>
        <dt>{t('ieo.winRate')}</dt>
        <dd>{format(project.win_rate, 'change')}%</dd>
      </div>
      {drawn && (
        <div>
          <dt>{t('ieo.seed')}</dt>
          <dd>
            <Seed>{project.lottery_seed}</Seed>
          </dd>
        </div>
      )}
    </Facts>
  );
}
