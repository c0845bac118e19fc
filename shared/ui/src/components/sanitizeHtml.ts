import DOMPurify from 'dompurify';

/**
 * HTML written by operators (notices, policy, IEO project details) is sanitized before it reaches the
 * DOM, so a compromised or careless entry cannot run script, load frames or submit forms in the user's
 * session. The one sanitizer of the web apps: host and remotes use this, never a copy.
 * Beyond DOMPurify's HTML profile: no forms, frames, objects or styles; no `template` (its inert
 * content escapes DOM checks); no `srcset` (its comma list hides URLs from the URI check:
 * `srcset=",,javascript:…"`); and ids/names are prefixed `user-content-` so an entry cannot clobber
 * globals the app reads (`<a id="config">` makes `window.config` that element).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
      'template',
    ],
    FORBID_ATTR: ['style', 'srcset'],
    SANITIZE_NAMED_PROPS: true,
  });
}
