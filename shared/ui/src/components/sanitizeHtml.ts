import DOMPurify from 'dompurify';

/**
 * HTML written by operators (notices, IEO project details) is sanitized before it reaches the DOM,
 * so a compromised or careless entry cannot run script, load frames or submit forms in the user's
 * session. The one sanitizer of the web apps: host and remotes use this, never a copy.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
