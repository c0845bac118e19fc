import type { MicroCurrency } from '@exchange/protocol';
import { format } from '@exchange/sdk';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Line } from './panelParts';

const Cover = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding-block-start: ${({ theme }) => theme.space.sm};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const percent = (value: string) => format(value, 0, { rounding: 'down' });

/**
 * Spec §3 micro currency `insurance_types` and `user_insurance`, in the order panel beside the
 * currency they cover: each plan with its terms (§9: claim at 50 % loss, cover ends at 100 % profit,
 * at most two payouts a day) and the caller's chosen plan. Nothing is bought here (labels only, §3).
 */
export function InsuranceCover({ currency }: { currency: MicroCurrency }) {
  const { t } = useTranslation('micro');
  const plans = currency.insurance_types;
  if (plans.length === 0) return null;
  const chosen = plans.find((plan) => plan.id === currency.user_insurance?.insurance_type_id);
  return (
    <Cover aria-labelledby="micro-insurance-title">
      <h3 id="micro-insurance-title">{t('insurance.title')}</h3>
      <Line>
        <span>{t('insurance.yours')}</span>
        <output>{chosen ? t(`server:${chosen.name}`) : t('insurance.none')}</output>
      </Line>
      <ul>
        {plans.map((plan) => (
          <li key={plan.id}>
            {t('insurance.terms', {
              name: t(`server:${plan.name}`),
              claim: percent(plan.claim_loss_percent),
              stop: percent(plan.stop_profit_percent),
              payouts: plan.max_daily_payouts,
            })}
          </li>
        ))}
      </ul>
    </Cover>
  );
}
