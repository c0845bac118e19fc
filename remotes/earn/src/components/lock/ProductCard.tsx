import { useState } from 'react';
import { format } from '@exchange/sdk';
import type { LockupConfig } from '@exchange/protocol';
import { Button, Field, NumberInput } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { depositProblem, estimatedIncome, LOCKUP_DECIMALS } from '../../model/lockup';
import { Card, Facts } from '../layout';
import { problemText } from './problemText';

const Rate = styled.p`
  margin: 0;
  font-size: 24px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.up};
  font-variant-numeric: tabular-nums;
`;

export interface ProductCardProps {
  config: LockupConfig;
  /** Buy with a valid amount; visitors get the login prompt instead (`loggedIn` false). */
  onBuy: (config: LockupConfig, amount: string) => void;
  loggedIn: boolean;
}

/** Spec §2 lock-up product card: amount, estimated income (live), rate, days, buy. */
export function ProductCard({ config, onBuy, loggedIn }: ProductCardProps) {
  const { t } = useTranslation('earn');
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const problem = depositProblem(amount, config);
  const income = estimatedIncome(amount, config.interest_rate, config.day);
  const titleId = `earn-product-${config.id}`;
  const buy = () => {
    setTried(true);
    if (!problem) onBuy(config, amount);
  };
  return (
    <Card aria-labelledby={titleId}>
      <h3 id={titleId}>{t('lock.product', { currency: config.currency_name, days: config.day })}</h3>
      <div>
        <Rate>{format(config.interest_rate, 'change')}%</Rate>
        <span>{t('lock.rate')}</span>
      </div>
      <Field
        label={t('lock.amount')}
        hint={t('lock.minimum', { amount: config.save_min, currency: config.currency_name })}
        error={tried && problem ? problemText(t, problem) : undefined}
      >
        {(control) => (
          <NumberInput
            {...control}
            value={amount}
            onChange={setAmount}
            maxDecimals={LOCKUP_DECIMALS}
            suffix={config.currency_name}
          />
        )}
      </Field>
      <Facts>
        <div>
          <dt>{t('lock.estimatedIncome')}</dt>
          <dd>{`${format(income ?? '0', LOCKUP_DECIMALS, { rounding: 'down' })} ${config.currency_name}`}</dd>
        </div>
        <div>
          <dt>{t('lock.days')}</dt>
          <dd>{config.day}</dd>
        </div>
      </Facts>
      {loggedIn && (
        <Button variant="buy" block onClick={buy}>
          {t('lock.buy')}
        </Button>
      )}
    </Card>
  );
}
