import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUPING_STEPS, useBookView, useDepth, type FrameTiming, type StoredPair } from '@exchange/sdk';
import { OrderBookView, useOrderBookLabels } from '@exchange/ui';
import { LIVE_TIMING } from '../model/deal';

export interface OrderBookProps {
  pair: StoredPair;
  /** The depth channel's frame timing if this book starts it; tests and the bench pass their own. */
  timing?: FrameTiming;
  /** A click on a price passes it to the order form (spec §2). */
  onPickPrice?: (price: string) => void;
  /** Counts commits of the book, for the benchmark; not for product code. */
  onRender?: () => void;
}

/**
 * Spec §2 order book: the shared `OrderBookView` fed by the sdk's depth channel (`useDepth`: the
 * snapshot, sequence-checked pushes, published at most once per frame and per LIVE_FLUSH_MS, so it
 * renders at most that often) through `useBookView` (8 levels a side, 'load more'), with spot's
 * price grouping.
 */
export function OrderBook({ pair, timing = LIVE_TIMING, onPickPrice, onRender }: OrderBookProps) {
  const { t } = useTranslation('spot');
  const book = useDepth(pair, timing).data;
  const [step, setStep] = useState<string | null>(null);
  const levels = useBookView(book, { step });
  // One translation per language, not one per row per render: the price is put into the template.
  const usePriceLabel = useMemo(() => {
    const template = t('book.usePrice', { price: '\u0000' });
    return (price: string) => template.replace('\u0000', price);
  }, [t]);
  const labels = useOrderBookLabels('spot', pair.currencyName, pair.legalName);
  onRender?.();

  const grouping = (
    <select
      aria-label={t('book.grouping')}
      value={step ?? ''}
      onChange={(event) => setStep(event.target.value === '' ? null : event.target.value)}
    >
      <option value="">{t('book.noGrouping')}</option>
      {GROUPING_STEPS.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );

  return (
    <OrderBookView
      {...levels}
      labels={labels}
      usePriceLabel={usePriceLabel}
      onPickPrice={onPickPrice}
      controls={grouping}
    />
  );
}
