import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { integer, wireId, wireInt } from './wire';

/**
 * News categories of spec §7: 11 notices, 5 banners, 4 home news, 29 and 30 home footer lists,
 * 9 and 10 footer lists (about, support).
 */
export const newsCategoryIds = [11, 5, 4, 29, 30, 9, 10] as const;
export type NewsCategoryId = (typeof newsCategoryIds)[number];

/** Spec §3 News item. `content` is HTML; the client sanitizes it before rendering. */
export const newsItemSchema = z.object({
  id: integer,
  c_id: integer,
  title: z.string(),
  abstract: z.string(),
  content: z.string(),
  /** `YYYY-MM-DD HH:mm:ss`, server time (UTC). */
  update_time: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsListResponseSchema = z.object({
  list: z.array(newsItemSchema),
  total: integer,
  page: integer,
  limit: integer,
});
export type NewsListResponse = z.infer<typeof newsListResponseSchema>;

export const newsList = defineEndpoint({
  methods: ['POST', 'GET'],
  path: '/api/news/list',
  auth: false,
  request: z.object({
    c_id: wireId,
    page: z._default(wireInt.check(z.minimum(1), z.maximum(100000)), 1),
    limit: z._default(wireInt.check(z.minimum(1), z.maximum(100)), 20),
  }),
  response: newsListResponseSchema,
});

export const newsDetail = defineEndpoint({
  methods: ['POST', 'GET'],
  path: '/api/news/detail',
  auth: false,
  request: z.object({ id: wireId }),
  response: newsItemSchema,
});

export const newsApi = { newsList, newsDetail };
