import { newsApi, type NewsItem } from '@exchange/protocol';
import { useCall } from '@exchange/sdk';

/** Spec §7 news categories shown on home: 11 notices, 5 banners, 4 home news. */
export const NOTICE_CATEGORY = 11;
export const BANNER_CATEGORY = 5;
export const HOME_NEWS_CATEGORY = 4;

/** One news category for home; null while loading, [] when there is none or the load failed (silent, §8). */
export function useNews(category: number, limit: number): NewsItem[] | null {
  const news = useCall(newsApi.newsList, { c_id: category, page: 1, limit }, { silent: true });
  if (news.data) return news.data.list;
  return news.loading ? null : [];
}
