import { useEffect, useState } from 'react';
import type { MarketsSource, NoticeItem } from '../data/MarketsSource';

/** Notices for the home carousel; null while loading, [] when there are none or the load failed. */
export function useNotices(source: MarketsSource): NoticeItem[] | null {
  const [notices, setNotices] = useState<NoticeItem[] | null>(null);
  useEffect(() => {
    let active = true;
    source.fetchNotices().then(
      (list) => active && setNotices(list ?? []),
      () => active && setNotices([]),
    );
    return () => {
      active = false;
    };
  }, [source]);
  return notices;
}
