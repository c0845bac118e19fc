import type { RemotePageProps } from '@exchange/sdk';
import { PagePlaceholder } from '../components/PagePlaceholder';

/** `/ieorgDetail` (spec §2). Created by `pnpm new:remote`: replace the placeholder with the page. */
export default function IeoDetailPage(_props: RemotePageProps) {
  return <PagePlaceholder page="IeoDetailPage" />;
}
