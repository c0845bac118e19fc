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

describe('sanitizeHtml against the hardening cases the browser test found', () => {
  it('prefixes ids and names, so an entry cannot clobber window globals', () => {
    const clean = sanitizeHtml(
      '<a id="__xss" href="https://example.com">c</a><img name="config" src="/x.png">',
    );
    expect(clean).toContain('id="user-content-__xss"');
    expect(clean).toContain('name="user-content-config"');
    document.body.innerHTML = clean;
    expect((window as unknown as Record<string, unknown>).__xss).toBeUndefined();
    expect((window as unknown as Record<string, unknown>).config).toBeUndefined();
  });

  it('drops srcset, whose comma list hides script URLs from the URI check', () => {
    const clean = sanitizeHtml('<img src="/x.png" srcset=",,,,javascript:steal() 1x" alt="x">');
    expect(clean).toBe('<img src="/x.png" alt="x">');
  });

  it('drops template elements and their content', () => {
    expect(sanitizeHtml('<p>a</p><template><img src=x onerror=steal()></template>')).toBe('<p>a</p>');
  });

  it.each([
    [
      'entity-encoded scheme',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;steal()">x</a>',
    ],
    ['control characters in the scheme', '<a href=" &#14;jav&#x09;ascript:steal()">x</a>'],
    ['svg xlink:href', '<svg><a xlink:href="javascript:steal()"><text>x</text></a></svg>'],
    ['mutation through math/style', '<math><mtext><table><mglyph><style><img src=x onerror=steal()>'],
    ['mutation through noscript', '<noscript><p title="</noscript><img src=x onerror=steal()>"></noscript>'],
    [
      'meta refresh and base',
      '<meta http-equiv="refresh" content="0;url=javascript:steal()"><base href="javascript:x//">',
    ],
  ])('removes %s', (_name, html) => {
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(/javascript:|onerror|<meta|<base|<img/i);
  });
});
