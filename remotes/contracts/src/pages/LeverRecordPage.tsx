import type { RemotePageProps } from '@exchange/sdk';
import { useSearchParams } from 'react-router-dom';
import { LeverRecord } from '../components/record/LeverRecord';
import { PageFrame } from './PageFrame';

/** `/leverRecord?id=<currency>` (spec §2): the contract account's log, of one currency when given. */
export default function LeverRecordPage(_props: RemotePageProps) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const currency = id && /^\d{1,9}$/.test(id) ? Number(id) : undefined;
  return (
    <PageFrame>
      <LeverRecord currency={currency} />
    </PageFrame>
  );
}
