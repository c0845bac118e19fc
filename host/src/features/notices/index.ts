/** The notice screens the host shell routes to (spec §2 noticeList, noticeDetail). */
export { NoticeListPage } from './NoticeListPage';
export { NoticeDetailPage } from './NoticeDetailPage';
export { noticePaths } from './paths';
