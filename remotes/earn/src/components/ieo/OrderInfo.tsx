import { format } from '@exchange/sdk';
import type { Project, ProjectOrder } from '@exchange/protocol';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { needsBalanceReminder } from '../../model/ieo';
import { Badge, Facts, PanelSection } from '../layout';

const Reminder = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.bg};
`;

const tones = { 0: 'primary', 1: 'up', 2: 'up', 3: 'muted' } as const;

/** The caller's subscription with the §4 status texts (won lottery: the quantity and the balance reminder; 3: 'not completed'). */
export function OrderInfo({ project, order }: { project: Project; order: ProjectOrder }) {
  const { t } = useTranslation('earn');
  return (
    <PanelSection aria-labelledby="earn-ieo-order">
      <h2 id="earn-ieo-order">{t('ieo.yourOrder')}</h2>
      <Facts>
        <div>
          <dt>{t('ieo.orderNo')}</dt>
          <dd>{order.order_no}</dd>
        </div>
        <div>
          <dt>{t('lock.statusLabel')}</dt>
          <dd>
            <Badge $tone={tones[order.status]}>{t(`ieo.orderStatus.${order.status}`)}</Badge>
          </dd>
        </div>
        <div>
          <dt>{t('ieo.subscriptionKind')}</dt>
          <dd>{t(`ieo.orderType.${order.type}`)}</dd>
        </div>
        {order.status !== 3 && (
          <>
            <div>
              <dt>{t('ieo.coinAmount')}</dt>
              <dd>{`${format(order.coin_amount, 'amount')} ${project.currency_name}`}</dd>
            </div>
            <div>
              <dt>{t('ieo.totalPrice')}</dt>
              <dd>{`${format(order.total_price, 'amount')} ${project.pay_currency_name}`}</dd>
            </div>
          </>
        )}
      </Facts>
      {needsBalanceReminder(order) && (
        <Reminder role="note">
          {t('ieo.keepBalance', {
            amount: format(order.coin_amount, 'amount'),
            currency: project.currency_name,
            total: format(order.total_price, 'amount'),
            pay: project.pay_currency_name,
          })}
        </Reminder>
      )}
    </PanelSection>
  );
}
