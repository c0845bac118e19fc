import { useState, type FormEvent } from 'react';
import { failureNotice, format, useIdempotentSubmit } from '@exchange/sdk';
import type { Project } from '@exchange/protocol';
import { Button, FailureMessage, Field, NumberInput, useToast, type NoticeContent } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { COIN_DECIMALS, quantityProblem, subscribeEndpoint, subscriptionCost } from '../../model/ieo';
import { Muted } from '../layout';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
  }
`;

/**
 * Spec §2/§7: subscribe (project/order, funds locked) when the user holds the pay currency, else
 * join the lottery (project/lottery). Quantity not negative (§5);
 * on failure the server's message shows under the form (after the sdk's §8 routing) and the
 * button's loader goes (§8).
 */
/** `onDone`: subscribed (the caller re-reads the detail and goes back after 1 s, §7). */
export function SubscribeForm({ project, onDone }: { project: Project; onDone: () => void }) {
  const { t } = useTranslation('earn');
  const toast = useToast();
  const lottery = project.user_has_money !== 1;
  // One Idempotency-Key per subscription: a retry after a lost answer subscribes (and locks) once.
  const { submit, pending } = useIdempotentSubmit(subscribeEndpoint(project));
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<NoticeContent | null>(null);
  const problem = quantityProblem(amount);
  const cost = subscriptionCost(amount, project.price) ?? '0';

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem) return;
    setRefusal(null);
    const result = await submit({ amount, project_id: project.id }, { silent: true });
    if (result.type !== 'ok') {
      setRefusal(failureNotice(result));
      return;
    }
    toast.show(t('ieo.subscribed'), { kind: 'success' });
    onDone();
  };

  return (
    <Form onSubmit={send} noValidate aria-labelledby="earn-subscribe-title">
      <h2 id="earn-subscribe-title">{t(lottery ? 'ieo.lotteryTitle' : 'ieo.subscribeTitle')}</h2>
      <Field
        label={t('ieo.quantity', { currency: project.currency_name })}
        error={tried && problem ? t(problem) : undefined}
        hint={
          lottery
            ? t('ieo.lotteryHint')
            : t('ieo.subscribeHint', { amount: format(cost, 'amount'), currency: project.pay_currency_name })
        }
      >
        {(control) => (
          <NumberInput {...control} value={amount} onChange={setAmount} maxDecimals={COIN_DECIMALS} />
        )}
      </Field>
      {lottery && (
        <Muted>{`${t('ieo.totalPrice')}: ${format(cost, 'amount')} ${project.pay_currency_name}`}</Muted>
      )}
      <FailureMessage message={refusal} />
      <Button type="submit" variant="buy" block loading={pending}>
        {t(lottery ? 'ieo.joinLottery' : 'ieo.subscribe')}
      </Button>
    </Form>
  );
}
