import type { RemotePageProps } from '@exchange/sdk';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { OrderLists } from '../components/OrderLists';
import { useRunningOrders } from '../hooks/useRunningOrders';

const Frame = styled.section`
  max-inline-size: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  @media (max-width: 640px) {
    padding: ${({ theme }) => theme.space.sm};
  }
`;

function History() {
  const { t } = useTranslation('micro');
  const running = useRunningOrders(undefined);
  return (
    <Frame aria-labelledby="micro-history-title">
      <h1 id="micro-history-title">{t('ordersTitle')}</h1>
      <OrderLists running={running} />
    </Frame>
  );
}

/** `/secondsOrder` (spec §2): the caller's whole seconds-order history, running and closed, 20 a page. */
export default function SecondsOrderPage(_props: RemotePageProps) {
  return <History />;
}
