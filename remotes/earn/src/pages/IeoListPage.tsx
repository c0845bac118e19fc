import type { RemotePageProps } from '@exchange/sdk';
import { PagePlaceholder } from '../components/PagePlaceholder';

/** `/ieorg` (spec §2). Created by `pnpm new:remote`: replace the placeholder with the page. */
export default function IeoListPage(_props: RemotePageProps) {
  return <PagePlaceholder page="IeoListPage" />;
}
