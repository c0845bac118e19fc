import { Tabs } from '@exchange/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AccountKind } from '../validation/register';

const Spaced = styled.div`
  margin-block-end: ${({ theme }) => theme.space.lg};
`;

/** E-mail / phone switch of the login and register forms. */
export function AccountTabs({
  value,
  onChange,
}: {
  value: AccountKind;
  onChange: (kind: AccountKind) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <Spaced>
      <Tabs<AccountKind>
        aria-label={t('tabs.label')}
        value={value}
        onChange={onChange}
        items={[
          { value: 'email', label: t('tabs.email') },
          { value: 'phone', label: t('tabs.phone') },
        ]}
      />
    </Spaced>
  );
}
