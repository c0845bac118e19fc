import { useState } from 'react';
import { failureNotice, format, formatTime, useIdempotentSubmit } from '@exchange/sdk';
import { projectBuy, type Project, type ProjectOrder } from '@exchange/protocol';
import { Button, FailureMessage, useToast, type NoticeContent } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import { placementState } from '../../model/ieo';
import { Facts, Muted, PanelSection } from '../layout';

/** Spec §4: the placement of a winning subscription, only after sell_begin; pays total_price (§7 project/buy). */
export function PlacementForm({
  project,
  order,
  now,
  onDone,
}: {
  project: Project;
  order: ProjectOrder;
  now: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('earn');
  const toast = useToast();
  // One Idempotency-Key per placement: a retry after a lost answer pays once.
  const { submit, pending } = useIdempotentSubmit(projectBuy);
  const [refusal, setRefusal] = useState<NoticeContent | null>(null);
  const state = placementState(project, order, now);
  if (state === 'none') return null;

  const place = async () => {
    setRefusal(null);
    const result = await submit({ total_price: order.total_price, project_id: project.id }, { silent: true });
    if (result.type !== 'ok') {
      setRefusal(failureNotice(result));
      return;
    }
    toast.show(t('ieo.placed'), { kind: 'success' });
    onDone();
  };

  return (
    <PanelSection aria-labelledby="earn-ieo-place">
      <h2 id="earn-ieo-place">{t('ieo.placeTitle')}</h2>
      <Facts>
        <div>
          <dt>{t('ieo.totalPrice')}</dt>
          <dd>{`${format(order.total_price, 'amount')} ${project.pay_currency_name}`}</dd>
        </div>
      </Facts>
      <FailureMessage message={refusal} />
      {state === 'open' ? (
        <Button variant="buy" block loading={pending} onClick={place}>
          {t('ieo.placeSubmit')}
        </Button>
      ) : (
        <Muted>{t('ieo.placeNotOpen', { time: formatTime(project.sell_begin, 'dateTime') })}</Muted>
      )}
    </PanelSection>
  );
}
