import { Progress } from '@exchange/ui';
import { format } from '@exchange/sdk';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useNow } from '../../hooks/useNow';
import { promoCycle, promoSample } from '../../model/promo';
import { CountdownTo } from '../CountdownTo';
import { Card, Muted } from '../layout';

const Rate = styled.p`
  margin: 0;
  font-size: 32px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.up};
  font-variant-numeric: tabular-nums;
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The promo's head: the sample rate, a live countdown to the end of the sample term and its progress. */
export function PromoOverview() {
  const { t } = useTranslation('earn');
  const cycle = promoCycle(useNow());
  return (
    <Card aria-labelledby="earn-promo-overview">
      <h2 id="earn-promo-overview">{t('promo.overview')}</h2>
      <div>
        <Rate>{format(promoSample.annualRate, 'change')}%</Rate>
        <Muted>{t('promo.annualRate')}</Muted>
      </div>
      <Line>
        <span>{t('promo.endsIn')}</span>
        <CountdownTo deadlineMs={cycle.endsAt} />
      </Line>
      <Progress value={cycle.elapsedPercent} label={t('promo.progress')} />
      <Muted>{t('promo.progressValue', { percent: cycle.elapsedPercent })}</Muted>
    </Card>
  );
}
