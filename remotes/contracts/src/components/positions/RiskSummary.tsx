import { cmp, format, isPositive } from '@exchange/sdk';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Signed } from '../common/styles';

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.xl}`};
  margin: 0;
  div {
    display: flex;
    flex-direction: column;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 600;
  }
`;

export interface RiskSummaryProps {
  /** Percent; '0' with nothing open. */
  hazardRate: string | undefined;
  profitsTotal: string | undefined;
  /** The liquidation line (percent), shown beside the risk rate. */
  maintenanceRate?: string;
}

/** Spec §2 positions screen: the account's risk rate and total profit and loss, live. */
export function RiskSummary({ hazardRate, profitsTotal, maintenanceRate }: RiskSummaryProps) {
  const { t } = useTranslation('contracts');
  const open = hazardRate !== undefined && isPositive(hazardRate);
  return (
    <Figures>
      <div>
        <dt>{t('risk.rate')}</dt>
        <dd data-testid="risk-rate">{open ? `${format(hazardRate, 'change')}%` : '--'}</dd>
      </div>
      <div>
        <dt>{t('risk.profits')}</dt>
        <dd>
          <Signed data-testid="profits-total" $sign={profitsTotal ? cmp(profitsTotal, 0) : 0}>
            <bdi dir="ltr">{format(profitsTotal, 'amount')}</bdi>
          </Signed>
        </dd>
      </div>
      {maintenanceRate && (
        <div>
          <dt>{t('risk.maintenance')}</dt>
          <dd>{`${format(maintenanceRate, 'change')}%`}</dd>
        </div>
      )}
    </Figures>
  );
}
