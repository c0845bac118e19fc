import { format } from '@exchange/sdk';
import { useTranslation } from 'react-i18next';
import { accountTotal, type AccountRow } from '../../model/accounts';
import { Figure } from './layout';

/** An account's value in dollars, summed from its rows (so it follows the pushes); '--' before they load. */
export function AccountValue({ rows }: { rows: readonly AccountRow[] | undefined }) {
  const { t } = useTranslation('wallets');
  return (
    <Figure>
      <span>{t('assets.accountValue')}</span>
      <bdi dir="ltr">{rows ? format(accountTotal(rows), 'fiat', { group: true }) : '--'}</bdi>
    </Figure>
  );
}
