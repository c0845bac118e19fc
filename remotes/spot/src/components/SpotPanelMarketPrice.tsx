import { format, useFrameStore, type FrameSource } from '@exchange/sdk';
import { NumberInput } from '@exchange/ui';
import type { DealState } from '../model/deal';

const selectLastPrice = (state: DealState | undefined) => state?.book?.lastPrice;

/** No live feed (a panel on its own): the field shows the empty-value mark. */
const noFeed: FrameSource<DealState | undefined> = {
  getSnapshot: () => undefined,
  subscribe: () => () => undefined,
};

/**
 * Spec §2 spot panel: at market the price field is read-only and shows the live price (the deal
 * centre's last trade price, §9 price precision). Its own component, so a new price re-renders only it.
 */
export function SpotPanelMarketPrice({
  id,
  store = noFeed,
  quote,
}: {
  id: string;
  store?: FrameSource<DealState | undefined>;
  quote: string;
}) {
  const last = useFrameStore(store, selectLastPrice);
  return <NumberInput id={id} readOnly value={format(last, 'price')} onChange={ignore} suffix={quote} />;
}

const ignore = () => undefined;
