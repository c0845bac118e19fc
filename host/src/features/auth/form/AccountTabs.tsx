import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AccountKind } from '../validation/register';

const List = styled.div`
  display: flex;
  gap: 4px;
  margin-block-end: 16px;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;
const Tab = styled.button<{ $active: boolean }>`
  min-block-size: 40px;
  padding-inline: 14px;
  border: 0;
  border-block-end: 2px solid ${({ $active, theme }) => ($active ? theme.colors.primary : 'transparent')};
  background: transparent;
  color: inherit;
  font-weight: ${({ $active }) => ($active ? 700 : 400)};
  cursor: pointer;
`;

const kinds: readonly AccountKind[] = ['email', 'phone'];

/** E-mail / phone switch with the ARIA tabs pattern (arrow keys move, roving tabindex). */
export function AccountTabs({
  value,
  onChange,
}: {
  value: AccountKind;
  onChange: (kind: AccountKind) => void;
}) {
  const { t } = useTranslation('auth');
  const refs = useRef<Record<AccountKind, HTMLButtonElement | null>>({ email: null, phone: null });
  const onKeyDown = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next = value === 'email' ? 'phone' : 'email';
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <List role="tablist" aria-label={t('tabs.label')} onKeyDown={onKeyDown}>
      {kinds.map((kind) => (
        <Tab
          key={kind}
          ref={(node) => {
            refs.current[kind] = node;
          }}
          type="button"
          role="tab"
          aria-selected={value === kind}
          tabIndex={value === kind ? 0 : -1}
          $active={value === kind}
          onClick={() => onChange(kind)}
        >
          {t(`tabs.${kind}`)}
        </Tab>
      ))}
    </List>
  );
}
