// Notices use the one shared sanitizer (@exchange/ui/sanitize), as the IEO project details do.
export { sanitizeHtml as sanitizeNoticeHtml } from '@exchange/ui/sanitize';
