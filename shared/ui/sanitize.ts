// `@exchange/ui/sanitize`: the one HTML sanitizer (DOMPurify), kept out of the package's index because
// `@exchange/ui` is an eager singleton of the host: only the pages that show operator HTML (notices,
// policy, IEO details) load DOMPurify, in their own lazy chunks.
export { sanitizeHtml } from './src/components/sanitizeHtml';
