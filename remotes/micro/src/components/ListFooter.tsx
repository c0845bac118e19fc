import { Button } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Foot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0;
  }
`;

export interface ListFooterProps {
  shown: number;
  total: number | undefined;
  more: { loadMore: () => Promise<void>; loading: boolean; failed: boolean };
}

/** "Load more" while the server holds more (20 a page), "No more" at the end, a retry after a failure. */
export function ListFooter({ shown, total, more }: ListFooterProps) {
  const { t } = useTranslation('micro');
  if (total === undefined || shown === 0) return null;
  return (
    <Foot>
      {more.failed && <p role="alert">{t('orders.loadFailed')}</p>}
      {shown < total ? (
        <Button variant="ghost" loading={more.loading} onClick={() => void more.loadMore()}>
          {more.failed ? t('orders.retry') : t('orders.loadMore')}
        </Button>
      ) : (
        <p>{t('orders.noMore')}</p>
      )}
    </Foot>
  );
}
