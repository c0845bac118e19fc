import DOMPurify from 'dompurify';

/**
 * Notice content is HTML written by operators; it is sanitized before it reaches the DOM so a
 * compromised or careless entry cannot run script, load frames or submit forms in the user's session.
 */
export function sanitizeNoticeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
