import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { OrdersPanel } from '../components/OrdersPanel';
import { SpotNamespace } from './SpotNamespace';

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

function CoinOrderContent() {
  const { t } = useTranslation('spot');
  return (
    <Main>
      <h1>{t('page.coinOrder')}</h1>
      <OrdersPanel />
    </Main>
  );
}

/** Route `coinOrder` (spec §2): the user's spot orders of every pair, open (with cancel) and history. */
export function CoinOrderPage() {
  return (
    <SpotNamespace>
      <CoinOrderContent />
    </SpotNamespace>
  );
}

export default CoinOrderPage;
