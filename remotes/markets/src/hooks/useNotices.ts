import type { NewsItem } from '@exchange/protocol';
import { NOTICE_CATEGORY, useNews } from './useNews';

export { NOTICE_CATEGORY };
const NOTICE_LIMIT = 9;

/** Notices for the home carousel; null while loading, [] when there are none or the load failed (silent, §8). */
export function useNotices(): NewsItem[] | null {
  return useNews(NOTICE_CATEGORY, NOTICE_LIMIT);
}
