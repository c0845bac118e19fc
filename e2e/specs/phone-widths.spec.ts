import { expect, test, type Page } from '@playwright/test';
import { fiatRoutePaths, routePaths } from '@exchange/protocol';
import { settle } from '../support/crawl';
import { demoUser } from '../support/session';
import { loginToken } from './spot-support';

/**
 * Every page of spec §2 on a 390 px phone in the languages whose words run longest (Russian, German)
 * and right to left (Arabic): nothing reaches past the screen's edge, so the page never scrolls
 * sideways. The crawls check reach and axe in English, where the texts are short; in Russian the home
 * board's hidden action heading sat past the edge and the whole home page scrolled sideways, and in
 * German the account settings' actions did (found 2026-12-08 on this machine).
 */

/** Routes a phone reader reaches that serve a page of their own (not a visitor's, not a redirect). */
const pages = routePaths.filter(
  (path) =>
    !(fiatRoutePaths as readonly string[]).includes(path) &&
    !['/components/login', '/components/register', '/forgetPwd', '/resetPwd'].includes(path),
);

test.use({ trace: 'off', screenshot: 'off' });

/** The elements past the screen's right or left edge that are not inside a box scrolling them. */
async function pastTheEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      .slice(0, 3)
      .map((el) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`);
  });
}

for (const locale of ['ru', 'de', 'arabic']) {
  test(`no page scrolls sideways on a 390 px phone in ${locale}`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const token = await loginToken(page.request, demoUser.email, demoUser.password);
    await page.goto('/');
    await page.evaluate(
      ([t, l]) => {
        localStorage.setItem('token', t);
        localStorage.setItem('locale', l);
      },
      [token, locale] as const,
    );
    const wide: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await settle(page);
      const past = await pastTheEdge(page);
      if (past.length > 0) wide.push(`${path}: ${past.join(', ')}`);
    }
    expect(pages.length).toBeGreaterThan(30);
    expect(wide).toEqual([]);
  });
}
