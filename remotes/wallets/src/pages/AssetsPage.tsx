import type { RemotePageProps } from '@exchange/sdk';
import { useLocation } from 'react-router-dom';
import { AssetsView } from '../components/assets/AssetsView';

/**
 * `/dealFinance`, `/new_account` (index and `dealFinance`) and `/new_account/lever` (spec §2): the
 * assets screen; the contract wallet path opens on the contract account.
 */
export default function AssetsPage(_props: RemotePageProps) {
  const { pathname } = useLocation();
  return <AssetsView initialTab={/\/lever\/?$/.test(pathname) ? 'lever' : 'change'} />;
}
