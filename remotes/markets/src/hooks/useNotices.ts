import { newsApi, type NewsItem } from '@exchange/protocol';
import { useCall } from '@exchange/sdk';

/** Spec §7: news category 11 holds the notices shown on home. */
export const NOTICE_CATEGORY = 11;
const NOTICE_LIMIT = 9;

/** Notices for the home carousel; null while loading, [] when there are none or the load failed (silent, §8). */
export function useNotices(): NewsItem[] | null {
  const notices = useCall(
    newsApi.newsList,
    { c_id: NOTICE_CATEGORY, page: 1, limit: NOTICE_LIMIT },
    { silent: true },
  );
  if (notices.data) return notices.data.list;
  return notices.loading ? null : [];
}
