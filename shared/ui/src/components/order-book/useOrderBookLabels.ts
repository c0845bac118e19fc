import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderBookLabels } from './OrderBookView';

/**
 * The book's labels from an app's namespace, where every app keeps them under the same `book.*` keys
 * (`book.price` with `{{quote}}`, `book.amount` and `book.total` with `{{base}}`). `book.last` and
 * `book.empty` are optional: a namespace without them leaves the view's own behaviour.
 */
export function useOrderBookLabels(namespace: string, base: string, quote: string): OrderBookLabels {
  const { t, i18n } = useTranslation(namespace);
  return useMemo(() => {
    const optional = (key: string) => (i18n.exists(key, { ns: namespace }) ? t(key) : undefined);
    return {
      title: t('book.title'),
      price: t('book.price', { quote }),
      amount: t('book.amount', { base }),
      total: t('book.total', { base }),
      asks: t('book.asks'),
      bids: t('book.bids'),
      last: optional('book.last'),
      loadMore: t('book.loadMore'),
      showLess: t('book.showLess'),
      empty: optional('book.empty'),
    };
  }, [t, i18n, namespace, base, quote]);
}
