import { useState } from 'react';
import { useCall, useIdempotentSubmit, useSession } from '@exchange/sdk';
import { lockupConfig, lockupDeposit, type LockupConfig } from '@exchange/protocol';
import { EmptyState, FailureMessage, Spinner } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DepositDialog } from './DepositDialog';
import { ProductCard } from './ProductCard';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;

/** The products (lh/deposit/config) as cards; Buy opens the confirm overlay. */
export function ProductList({ onBought }: { onBought: () => void }) {
  const { t } = useTranslation('earn');
  const { loggedIn } = useSession();
  const configs = useCall(lockupConfig, {});
  const [buying, setBuying] = useState<{ config: LockupConfig; amount: string }>();
  // One Idempotency-Key per deposit, kept while the overlay closes and opens again: a retry after a
  // lost answer locks the funds once.
  const deposit = useIdempotentSubmit(lockupDeposit);

  if (!configs.data) {
    if (configs.loading) return <Spinner />;
    return <FailureMessage level="page" message={t('lock.productsFailed')} onRetry={configs.reload} />;
  }
  if (configs.data.length === 0) return <EmptyState title={t('lock.noProducts')} />;
  return (
    <>
      <Grid>
        {configs.data.map((config) => (
          <ProductCard
            key={config.id}
            config={config}
            loggedIn={loggedIn}
            onBuy={(chosen, amount) => setBuying({ config: chosen, amount })}
          />
        ))}
      </Grid>
      {buying && (
        <DepositDialog
          config={buying.config}
          amount={buying.amount}
          deposit={deposit}
          onClose={() => setBuying(undefined)}
          onDone={onBought}
        />
      )}
    </>
  );
}
