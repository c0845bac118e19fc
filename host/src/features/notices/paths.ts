/** Spec §2 notice routes. The detail also answers at `/components/noticeDetail` (host route table). */
export const noticePaths = {
  list: '/noticeList',
  detail: (id: number) => `/noticeDetail?id=${id}`,
} as const;

/** News category of the notices (spec §7 news/list c_id 11). */
export const NOTICE_CATEGORY = 11;
export const NOTICE_PAGE_SIZE = 20;
