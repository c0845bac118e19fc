import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, Skeleton } from '@exchange/ui';
import { useState } from 'react';
import { IdentityForm } from './IdentityForm';
import { useUserInfo } from './useUserInfo';

const Card = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/**
 * Identity verification (spec §4 Verification: 0 form, 1 auditing, 2 certified). The state comes from
 * user/info review_status; after a submission the page shows 'auditing' at once.
 */
export function IdentityPage() {
  const { t } = useTranslation('host');
  const state = useUserInfo();
  const [submitted, setSubmitted] = useState(false);
  if (state.status === 'loading') return <Skeleton />;
  if (state.status === 'failed') return <EmptyState />;
  const status = submitted ? 1 : state.user.review_status;
  return (
    <Card>
      <h1>{t('account.identity')}</h1>
      <p data-testid="identity-status" data-status={status}>
        {t(`identity.status.${status}`)}
      </p>
      <p>{t(`identity.explain.${status}`)}</p>
      {status === 0 && <IdentityForm onSubmitted={() => setSubmitted(true)} />}
    </Card>
  );
}
