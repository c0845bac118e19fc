import type { RemotePageProps } from '@exchange/sdk';
import { PagePlaceholder } from '../components/PagePlaceholder';

/** `/lock` (spec §2). Created by `pnpm new:remote`: replace the placeholder with the page. */
export default function LockPage(_props: RemotePageProps) {
  return <PagePlaceholder page="LockPage" />;
}
