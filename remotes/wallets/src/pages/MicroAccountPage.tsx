import type { RemotePageProps } from '@exchange/sdk';
import { useSearchParams } from 'react-router-dom';
import { AccountPage } from '../components/assets/AccountPage';
import { MicroAccount } from '../components/micro/MicroAccount';

/** `/microAccount?currency_id=`, `/new_account/micro`, `/new_account/microAccount` (spec §2): the micro account. */
export default function MicroAccountPage(_props: RemotePageProps) {
  const [search] = useSearchParams();
  const id = Number(search.get('currency_id'));
  const currency = Number.isInteger(id) && id > 0 ? id : undefined;
  return (
    <AccountPage titleKey="micro.title">
      {(body) => <MicroAccount {...body} currency={currency} />}
    </AccountPage>
  );
}
