import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { OrdersPanel } from '../components/orders/OrdersPanel';

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** Route `coinOrder` (spec §2): the user's spot orders of every pair, open (with cancel) and history. */
export function CoinOrderPage() {
  const { t } = useTranslation('spot');
  return (
    <Main>
      <h1>{t('page.coinOrder')}</h1>
      <OrdersPanel />
    </Main>
  );
}

export default CoinOrderPage;
