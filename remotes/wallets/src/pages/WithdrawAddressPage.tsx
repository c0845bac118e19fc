import type { RemotePageProps } from '@exchange/sdk';
import { PagePlaceholder } from '../components/PagePlaceholder';

/** `/userSetting2` (spec §2). Created by `pnpm new:remote`: replace the placeholder with the page. */
export default function WithdrawAddressPage(_props: RemotePageProps) {
  return <PagePlaceholder page="WithdrawAddressPage" />;
}
