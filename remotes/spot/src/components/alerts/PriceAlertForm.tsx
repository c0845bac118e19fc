import { alertsApi, type AlertDirection, type PriceAlert } from '@exchange/protocol';
import { failureNotice, format, useSubmit, useTicker, type StoredPair } from '@exchange/sdk';
import { Button, FailureMessage, NumberInput, Tabs, type FormFeedback } from '@exchange/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PRICE_DECIMALS } from '../../model/spotRules';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
`;

const PriceField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  flex: 0 1 280px;
  min-inline-size: 160px;
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Sets an alert on the deal centre's pair: above or below a price (§9 price precision), the pair's
 * last price beside it; the server's refusal (price already past, too many alerts...) under the form.
 */
export function PriceAlertForm({
  pair,
  onAdded,
}: {
  pair: StoredPair;
  onAdded: (alert: PriceAlert) => void;
}) {
  const { t } = useTranslation('alerts');
  const priceId = useId();
  const [direction, setDirection] = useState<AlertDirection>('above');
  const [price, setPrice] = useState('');
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const last = useTicker(pair).data?.last;
  const { submit, pending } = useSubmit(alertsApi.alertsAdd);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = { legal_id: pair.legalId, currency_id: pair.currencyId, direction, price };
    const result = await submit(payload, { silent: true });
    if (result.type === 'ok') {
      setPrice('');
      setFeedback({ tone: 'success', message: t('added') });
      onAdded(result.message);
      return;
    }
    const notice = failureNotice(result);
    setFeedback(notice ? { tone: 'error', message: notice } : null);
  };

  return (
    <Column>
      <Form onSubmit={onSubmit} aria-label={t('set')}>
        <Tabs<AlertDirection>
          aria-label={t('direction')}
          variant="pill"
          value={direction}
          onChange={setDirection}
          items={[
            { value: 'above', label: t('above') },
            { value: 'below', label: t('below') },
          ]}
        />
        <PriceField>
          <label htmlFor={priceId}>{t('price')}</label>
          <NumberInput
            id={priceId}
            value={price}
            onChange={setPrice}
            maxDecimals={PRICE_DECIMALS}
            suffix={pair.legalName}
          />
        </PriceField>
        <Button type="submit" loading={pending}>
          {t('set')}
        </Button>
      </Form>
      <span>{t('lastPrice', { price: format(last, 'price') })}</span>
      <FailureMessage message={feedback?.message} tone={feedback?.tone} />
    </Column>
  );
}
