import type { RemotePageProps } from '@exchange/sdk';
import { PagePlaceholder } from '../components/PagePlaceholder';

/** `/leverTransactions` (spec §2). Created by `pnpm new:remote`: replace the placeholder with the page. */
export default function LeverTransactionsPage(_props: RemotePageProps) {
  return <PagePlaceholder page="LeverTransactionsPage" />;
}
