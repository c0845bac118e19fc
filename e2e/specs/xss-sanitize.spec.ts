import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { xssPayloads } from '../support/xss-payloads';
import { apiOk } from './spot-support';

/**
 * Operator HTML (notices, the policy, IEO project details) shown in Chromium with XSS payloads in it
 * (e2e/support/xss-payloads.ts, 76 of them). The server has no call to publish news, so the page's
 * calls are answered from the server's real answer with `content` replaced: the page, the sdk and the
 * shared sanitizer (@exchange/ui/sanitize) see exactly what an operator entry would give them.
 * Each payload would set `window.__xss` and open a dialog if it ran; the page must show the harmless
 * part and keep no handler, script-bearing element, script URL or clobbered global. One notice per
 * payload runs with the CSP bypassed (a payload the sanitizer let through would really run); the
 * combined pages run under the production CSP.
 */

const harmless =
  '<p>Harmless <b>bold-word</b> <a href="https://example.com/safe">safe link</a> ' +
  '<img src="/favicon.svg" alt="harmless image" width="16" height="16"></p>';

interface Watch {
  dialogs: string[];
  /** Console lines of blocked or evaluated script: CSP violations, eval, page errors. */
  securityConsole: string[];
}

/**
 * Chrome reports an inline handler as a CSP violation when it parses one, even in the inert document
 * DOMPurify parses the operator's string in (nothing runs there: the bypass-CSP test below sets no
 * canary). Under the production CSP these parse-time reports are expected; every other CSP line is not.
 */
const parseTimeHandlerReport = /^Executing inline event handler violates/;

/** Records dialogs (dismissed) and console lines a blocked script would cause (CSP, eval). */
function watch(page: Page, { ignoreParseTimeHandlerReports = false } = {}): Watch {
  const seen: Watch = { dialogs: [], securityConsole: [] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    const text = message.text();
    if (ignoreParseTimeHandlerReports && parseTimeHandlerReport.test(text)) return;
    if (
      /content security policy|unsafe-eval|unsafe-inline|refused to (execute|load|frame)|\beval\b/i.test(text)
    )
      seen.securityConsole.push(text);
  });
  page.on('pageerror', (error) => seen.securityConsole.push(`pageerror: ${error.message}`));
  return seen;
}

/** Answers the real server call, with `edit` applied to its `message`. */
async function editAnswer(route: Route, edit: (message: Record<string, unknown>) => void): Promise<void> {
  const response = await route.fetch();
  const body = (await response.json()) as { type: string; message: Record<string, unknown> };
  expect(body.type).toBe('ok');
  edit(body.message);
  await route.fulfill({ response, json: body });
}

/** What a payload could have left in the sanitized DOM of each element `containers` matches. */
async function leftovers(containers: Locator): Promise<string[][]> {
  return containers.evaluateAll((roots) =>
    roots.map((root) => {
      const found: string[] = [];
      const banned =
        'script,iframe,frame,object,embed,base,meta,link,style,form,input,button,textarea,noscript,template';
      for (const element of root.querySelectorAll(banned)) found.push(`<${element.localName}>`);
      for (const element of document.querySelectorAll('base, meta[http-equiv]'))
        found.push(`document <${element.localName}>`);
      for (const element of root.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          const name = attribute.name.toLowerCase();
          // The parser has decoded entities already; strip what a browser ignores inside a scheme.
          // eslint-disable-next-line no-control-regex -- control characters are what a browser skips in a scheme
          const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
          if (name.startsWith('on')) found.push(`${element.localName}[${name}]`);
          if (name === 'style' || name === 'srcdoc' || name === 'formaction')
            found.push(`${element.localName}[${name}]`);
          if (/(javascript|vbscript|livescript):|data:text\/html|data:image\/svg/.test(value))
            found.push(`${element.localName}[${name}=${attribute.value.slice(0, 40)}]`);
        }
      }
      return found;
    }),
  );
}

/** Lets handlers that fire late (image errors, toggles, animations, autofocus) have their turn. */
async function settle(page: Page, container: Locator): Promise<void> {
  await container.evaluateAll((roots) =>
    Promise.all(
      roots
        .flatMap((root) => [...root.querySelectorAll('img')])
        .filter((img) => !img.complete)
        .map(
          (img) =>
            new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            }),
        ),
    ),
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

async function expectHarmlessShown(container: Locator): Promise<void> {
  await expect(container.locator('b', { hasText: 'bold-word' })).toBeVisible();
  await expect(container.getByRole('link', { name: 'safe link' })).toHaveAttribute(
    'href',
    'https://example.com/safe',
  );
  const image = container.getByRole('img', { name: 'harmless image' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

async function expectNothingRan(page: Page, seen: Watch, container: Locator, where: string, url: RegExp) {
  await settle(page, container);
  expect(await leftovers(container), `${where}: left in the DOM`).toEqual([[]]);
  const state = await page.evaluate(() => ({
    canary: typeof (window as { __xss?: unknown }).__xss,
    url: location.href,
    // DOM clobbering: the globals the app relies on are still the real ones.
    globals: [
      window.location instanceof Location,
      document.body instanceof HTMLBodyElement,
      typeof document.getElementById,
      typeof document.cookie,
    ],
  }));
  expect(state.canary, `${where}: window.__xss`).toBe('undefined');
  expect(seen.dialogs, `${where}: dialogs`).toEqual([]);
  expect(seen.securityConsole, `${where}: console`).toEqual([]);
  expect(state.url, `${where}: navigated away`).toMatch(url);
  expect(state.globals, `${where}: clobbered globals`).toEqual([true, true, 'function', 'string']);
}

async function firstNoticeId(page: Page): Promise<number> {
  const notices = await apiOk<{ list: Array<{ id: number }> }>(page.request, 'news/list', { c_id: 11 });
  const first = notices.list[0];
  if (!first) throw new Error('the server seeds no notice');
  return first.id;
}

const noticeContainer = (page: Page) =>
  page.locator('main article', { has: page.locator('b', { hasText: 'bold-word' }) });

/** The notice detail's id for payload `index`: ids the server does not have, answered by the route. */
const payloadNoticeId = (index: number) => 900_000 + index;

/** A real news/detail answer of the server, to answer the payload ids with. */
async function noticeAnswer(page: Page): Promise<{ type: string; message: Record<string, unknown> }> {
  const response = await page.request.post('/api/news/detail', { form: { id: await firstNoticeId(page) } });
  return (await response.json()) as { type: string; message: Record<string, unknown> };
}

/** Changes the route the way a link does (history + popstate), without loading the page again. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('with the CSP bypassed, so the sanitizer is the only defence', () => {
  // A payload the sanitizer let through would run here (and set the canary), not be blocked by the CSP.
  test.use({ bypassCSP: true });

  test(`notice detail: none of ${xssPayloads.length} payloads runs, each in its own notice, and the harmless content shows`, async ({
    page,
  }) => {
    test.setTimeout(240_000); // one notice per payload, each checked: about a second each on a busy machine
    const answer = await noticeAnswer(page);
    expect(answer.type).toBe('ok');
    await page.route('**/api/news/detail**', (route) => {
      const request = route.request();
      const asked = new URLSearchParams(request.postData() ?? new URL(request.url()).search);
      const index = Number(asked.get('id')) - payloadNoticeId(0);
      const payload = xssPayloads[index];
      if (!payload) return route.continue();
      const content = `${harmless}<p>payload ${index}</p>${payload.html}`;
      return route.fulfill({
        json: { ...answer, message: { ...answer.message, id: payloadNoticeId(index), content } },
      });
    });
    const seen = watch(page);
    await page.goto(`/noticeDetail?id=${payloadNoticeId(0)}`);
    for (const [index, payload] of xssPayloads.entries()) {
      await test.step(payload.name, async () => {
        if (index > 0) await navigateInApp(page, `/noticeDetail?id=${payloadNoticeId(index)}`);
        const container = noticeContainer(page);
        await expect(container).toContainText(`payload ${index}`);
        await expectHarmlessShown(container);
        await expectNothingRan(page, seen, container, payload.name, /\/noticeDetail\?id=\d+$/);
      });
    }
  });
});

test('notice detail with every payload at once: nothing runs, the page passes axe with harmless content', async ({
  page,
}) => {
  const id = await firstNoticeId(page);
  let content = harmless + xssPayloads.map((payload) => `<div>${payload.html}</div>`).join('\n');
  await page.route('**/api/news/detail**', (route) =>
    editAnswer(route, (message) => {
      message.content = content;
    }),
  );
  const seen = watch(page, { ignoreParseTimeHandlerReports: true });
  await page.goto(`/noticeDetail?id=${id}`);
  await expectHarmlessShown(noticeContainer(page));
  await expectNothingRan(page, seen, noticeContainer(page), 'all payloads', /\/noticeDetail\?id=\d+$/);

  // The page itself (operator markup aside, which the payloads make deliberately bad) passes axe.
  content = `<h2>Listing</h2>${harmless}`;
  await page.goto(`/noticeDetail?id=${id}`);
  await expectHarmlessShown(noticeContainer(page));
  await expectNoSeriousA11yViolations(page);
});

test('policy page: one article per payload, none runs, and the page passes axe', async ({ page }) => {
  await page.route('**/api/news/list**', async (route) => {
    const request = route.request();
    const asked = new URLSearchParams(request.postData() ?? new URL(request.url()).search);
    if (asked.get('c_id') !== '12') return route.continue();
    return editAnswer(route, (message) => {
      const [seeded] = message.list as Array<Record<string, unknown>>;
      message.list = xssPayloads.map((payload, index) => ({
        ...seeded,
        id: 90_000 + index,
        title: `Policy ${index + 1}`,
        content: `${harmless}${payload.html}`,
      }));
      message.total = xssPayloads.length;
    });
  });
  const seen = watch(page, { ignoreParseTimeHandlerReports: true });
  await page.goto('/policy');
  const articles = page.getByTestId('policy-page');
  await expect(articles).toHaveCount(xssPayloads.length);
  await expect(articles.locator('b', { hasText: 'bold-word' })).toHaveCount(xssPayloads.length);
  await expectHarmlessShown(articles.first());
  await settle(page, articles);
  const found = (await leftovers(articles)).flatMap((left, index) =>
    left.map((what) => `${xssPayloads[index]?.name}: ${what}`),
  );
  expect(found, 'left in the DOM').toEqual([]);
  await expectNothingRan(page, seen, page.locator('main').first(), 'policy', /\/policy$/);
  await expectNoSeriousA11yViolations(page, ['[data-testid="policy-page"] div[dir="auto"]']);
});

test('IEO project details: every payload at once, none runs, the harmless content shows', async ({
  page,
}) => {
  const projects = await apiOk<{ list: Array<{ id: number }> }>(page.request, 'project', {
    limit: 30,
    page: 1,
  });
  const project = projects.list[0];
  if (!project) throw new Error('the server seeds no IEO project');
  await page.route('**/api/project/detail**', (route) =>
    editAnswer(route, (message) => {
      const info = message.info as Record<string, unknown>;
      info.content = harmless + xssPayloads.map((payload) => `<div>${payload.html}</div>`).join('\n');
    }),
  );
  const seen = watch(page, { ignoreParseTimeHandlerReports: true });
  await page.goto(`/ieorgDetail?id=${project.id}`);
  await page.getByRole('tab', { name: 'Project details' }).click();
  const container = page.locator('div', { has: page.locator('> p > b', { hasText: 'bold-word' }) }).last();
  await expectHarmlessShown(container);
  await expectNothingRan(page, seen, container, 'IEO details', /\/ieorgDetail\?id=\d+$/);
});
