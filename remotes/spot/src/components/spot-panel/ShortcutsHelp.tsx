import { Modal } from '@exchange/ui';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Keys = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    padding-block: ${({ theme }) => theme.space.xs};
    text-align: start;
    vertical-align: top;
  }
  th {
    font-weight: normal;
  }
  td {
    white-space: nowrap;
  }
  kbd {
    display: inline-block;
    padding: 0 ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Each shortcut: its action's key in `keys.*` and the keys pressed together (`keys.names.*` or a key). */
const SHORTCUTS: readonly { action: string; keys: readonly string[] }[] = [
  { action: 'focusAmount', keys: ['alt', 'shift', 'A'] },
  { action: 'buy', keys: ['alt', 'shift', 'B'] },
  { action: 'sell', keys: ['alt', 'shift', 'S'] },
  { action: 'review', keys: ['enter'] },
  { action: 'confirm', keys: ['enter'] },
  { action: 'back', keys: ['esc'] },
  { action: 'tabs', keys: ['arrows'] },
  { action: 'help', keys: ['?'] },
];

const NAMED = new Set(['alt', 'shift', 'enter', 'esc', 'arrows']);

/** The order panel's keyboard shortcuts (issue 26 item 5), opened by "?" or the panel's button. */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('spot');
  return (
    <Modal open={open} title={t('keys.title')} onClose={onClose} width="480px">
      <Keys>
        <thead>
          <tr>
            <th scope="col">{t('keys.action')}</th>
            <th scope="col">{t('keys.keys')}</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map(({ action, keys }) => (
            <tr key={action}>
              <th scope="row">{t(`keys.${action}`)}</th>
              <td>
                {keys.map((key, index) => (
                  <Fragment key={key}>
                    {index > 0 && ' + '}
                    <kbd>{NAMED.has(key) ? t(`keys.names.${key}`) : key}</kbd>
                  </Fragment>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </Keys>
      <Note>{t('keys.note')}</Note>
    </Modal>
  );
}

export default ShortcutsHelp;
