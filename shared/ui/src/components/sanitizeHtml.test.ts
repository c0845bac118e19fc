import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps ordinary formatting, links and images', () => {
    const html =
      '<h2>Listing</h2><p>New <b>pair</b> <a href="https://example.com">details</a></p><img src="/x.png" alt="x">';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<h2>Listing</h2>');
    expect(clean).toContain('<b>pair</b>');
    expect(clean).toContain('href="https://example.com"');
    expect(clean).toContain('<img src="/x.png" alt="x">');
  });

  it('removes scripts, event handlers, javascript: links, frames and forms', () => {
    const html =
      '<p onclick="steal()">hi</p><script>steal()</script><a href="javascript:steal()">x</a>' +
      '<iframe src="https://evil.example"></iframe><form action="/api/wallet/out"><input name="a"></form>' +
      '<img src="x" onerror="steal()">';
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|<form|<input/i);
    expect(clean).toContain('<p>hi</p>');
  });

  it('drops inline styles that could overlay the page', () => {
    expect(sanitizeHtml('<div style="position:fixed;inset:0">x</div>')).toBe('<div>x</div>');
  });
});
