// Notices use the one shared sanitizer (@exchange/ui), as the IEO project details do.
export { sanitizeHtml as sanitizeNoticeHtml } from '@exchange/ui';
