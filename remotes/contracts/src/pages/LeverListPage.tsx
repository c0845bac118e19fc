import type { RemotePageProps } from '@exchange/sdk';
import { PagePlaceholder } from '../components/PagePlaceholder';

/** `/leverList` (spec §2). Created by `pnpm new:remote`: replace the placeholder with the page. */
export default function LeverListPage(_props: RemotePageProps) {
  return <PagePlaceholder page="LeverListPage" />;
}
