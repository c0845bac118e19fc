import type { StoredPair } from '@exchange/sdk';
import { Spinner, Tabs } from '@exchange/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderBook } from './OrderBook';

// The depth chart and Highcharts load when the tab is first chosen, never with the deal centre's first page.
const DepthTab = lazy(() => import('./depth/DepthTab'));

type BookTab = 'list' | 'depth';

/** The order book as a list (spec §2) or, in a tab beside it, as a cumulative depth chart (issue 26). */
export function BookPanel({
  pair,
  onPickPrice,
}: {
  pair: StoredPair;
  onPickPrice?: (price: string) => void;
}) {
  const { t } = useTranslation('spot');
  const [tab, setTab] = useState<BookTab>('list');
  return (
    <Tabs<BookTab>
      aria-label={t('book.views')}
      value={tab}
      onChange={setTab}
      items={[
        { value: 'list', label: t('book.list') },
        { value: 'depth', label: t('book.depth') },
      ]}
    >
      {tab === 'list' ? (
        <OrderBook pair={pair} onPickPrice={onPickPrice} />
      ) : (
        <Suspense fallback={<Spinner label={t('depth.loading')} />}>
          <DepthTab pair={pair} />
        </Suspense>
      )}
    </Tabs>
  );
}
