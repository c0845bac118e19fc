import { format, useDepth, type StoredPair } from '@exchange/sdk';
import { NumberInput } from '@exchange/ui';
import { LIVE_TIMING } from '../../model/deal';

/**
 * Spec §2 spot panel: at market the price field is read-only and shows the live price (the pair's
 * last trade price from the shared depth channel, §9 price precision). Its own component, so a new
 * price re-renders only it.
 */
export function MarketPrice({ id, pair }: { id: string; pair: StoredPair }) {
  const last = useDepth(pair, LIVE_TIMING).data?.lastPrice;
  return (
    <NumberInput id={id} readOnly value={format(last, 'price')} onChange={ignore} suffix={pair.legalName} />
  );
}

const ignore = () => undefined;
