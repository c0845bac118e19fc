import { useDepth, type StoredPair } from '@exchange/sdk';
import { LIVE_TIMING } from '../../model/deal';
import { DepthChart } from './DepthChart';

/** The order book's depth tab: the chart over the pair's shared depth channel (the list's own feed). */
export function DepthTab({ pair }: { pair: StoredPair }) {
  const book = useDepth(pair, LIVE_TIMING).data;
  return <DepthChart pair={pair} book={book} />;
}

export default DepthTab;
