import type { RemotePageProps } from '@exchange/sdk';
import { AccountPage } from '../components/assets/AccountPage';
import { LegalAccount } from '../components/legal/LegalAccount';

/** `/legalAccount`, `/new_account/legal`, `/new_account/legalAccount` (spec §2): the fiat account. */
export default function LegalAccountPage(_props: RemotePageProps) {
  return <AccountPage titleKey="legal.title">{(body) => <LegalAccount {...body} />}</AccountPage>;
}
