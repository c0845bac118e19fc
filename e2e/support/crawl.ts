import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { routePaths } from '@exchange/protocol';

/**
 * A crawler that uses the product as a new user would: from the page it is on, it follows only what is
 * visible there (links, and the links inside menus it opens with their buttons), by role and name, and
 * walks back with the browser's back button. It records how each route of spec §2 was first reached and
 * runs axe (WCAG 2.1 A/AA) once on every route it reaches.
 */

/** The route of spec §2 a URL belongs to (its path; query and hash aside), or undefined. */
export function routeOf(url: string): string | undefined {
  const { pathname } = new URL(url);
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return (routePaths as readonly string[]).includes(path) ? path : undefined;
}

interface Target {
  route: string;
  href: string;
  role: 'link' | 'menuitem';
  name: string;
  /** The buttons to click first, in order (a menu's trigger). */
  openers: string[];
}

export interface Reached {
  /** How the route was first reached: "page: [menu >] link name". */
  via: string;
  /** The route the browser ended on after the click (a private route sends a visitor to login). */
  landed: string | undefined;
}

export interface CrawlResult {
  reached: Map<string, Reached>;
  axe: string[];
}

const wcag21 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Visible links of the page (or of an open menu) to a route of spec §2, with their role and text. */
async function visibleLinks(page: Page, scope: string): Promise<Omit<Target, 'route' | 'openers'>[]> {
  return page.locator(scope).evaluateAll((roots) => {
    const found: { href: string; role: 'link' | 'menuitem'; name: string }[] = [];
    for (const root of roots)
      for (const a of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        const box = a.getBoundingClientRect();
        if (!a.checkVisibility({ checkVisibilityCSS: true }) || box.width === 0 || box.height === 0) continue;
        if (a.target === '_blank' || a.origin !== location.origin) continue;
        found.push({
          href: a.getAttribute('href') ?? '',
          role: a.getAttribute('role') === 'menuitem' ? 'menuitem' : 'link',
          name: (a.getAttribute('aria-label') ?? a.innerText).replace(/\s+/g, ' ').trim().slice(0, 60),
        });
      }
    return found;
  });
}

/** Menu buttons and disclosure buttons (the phone menu) that are visible and closed. */
async function closedTriggers(page: Page): Promise<string[]> {
  return page
    .locator('button[aria-haspopup="menu"], button[aria-expanded="false"][aria-controls]')
    .evaluateAll((buttons) =>
      buttons
        .filter(
          (b) =>
            b.checkVisibility({ checkVisibilityCSS: true }) && b.getAttribute('aria-expanded') !== 'true',
        )
        .map((b) => {
          // The accessible name: aria-label, else the text without decorative (aria-hidden) glyphs.
          const text = b.cloneNode(true) as HTMLElement;
          for (const hidden of text.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
          return (b.getAttribute('aria-label') ?? text.textContent ?? '').replace(/\s+/g, ' ').trim();
        }),
    );
}

const button = (page: Page, name: string): Locator => page.getByRole('button', { name, exact: true }).first();

function targetLocator(page: Page, target: Target): Locator {
  // The name as a prefix of the accessible name (a card's name runs on into its description).
  const byRole = target.name
    ? page.getByRole(target.role, { name: target.name })
    : page.getByRole(target.role);
  return byRole.and(page.locator(`[href="${target.href.replace(/"/g, '\\"')}"]`)).first();
}

/**
 * Waits until the remote page (if any) has loaded, then briefly for its first calls. A page may keep a
 * busy part (a chart waiting for its feed) or poll: axe then sees it as a user would at that moment.
 */
export async function settle(page: Page, idleMs = 500): Promise<void> {
  // First the host's own drawing: after a back navigation that reloads the document, `main` may not exist
  // yet, and a page with no busy status in it would pass the wait below before anything was drawn.
  await page
    .waitForFunction(() => (document.querySelector('main')?.textContent ?? '').trim() !== '', undefined, {
      timeout: 15_000,
    })
    .catch(() => undefined);
  await page
    .locator('main [role="status"][aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  if (idleMs > 0) await page.waitForLoadState('networkidle', { timeout: idleMs }).catch(() => undefined);
}

export class Crawler {
  readonly reached = new Map<string, Reached>();
  readonly axe: string[] = [];
  /** The links each menu trigger showed when first opened. */
  private readonly menus = new Map<string, Omit<Target, 'route' | 'openers'>[]>();

  private readonly started = Date.now();

  constructor(
    private readonly page: Page,
    private readonly label: string,
    /**
     * How long to wait for the network to go quiet after following a link. A visitor's page may still
     * redirect once its first call answers (the contract page on 999, spec §6): the guest crawl waits
     * for that, so the route is recorded where it really ends.
     */
    private readonly idleMs = 500,
  ) {}

  private note(route: string, reached: Reached) {
    const seconds = ((Date.now() - this.started) / 1000).toFixed(1);
    console.log(
      `[crawl ${this.label} ${seconds}s] ${route} <- ${reached.via}${reached.landed === route ? '' : ` => ${reached.landed}`}`,
    );
  }

  async crawlFrom(path: string): Promise<CrawlResult> {
    await this.page.goto(path);
    await settle(this.page);
    const start = routeOf(this.page.url()) ?? path;
    this.reached.set(start, { via: 'start', landed: start });
    await this.explore();
    return { reached: this.reached, axe: this.axe };
  }

  private async checkAxe(route: string) {
    const { violations } = await new AxeBuilder({ page: this.page }).withTags(wcag21).analyze();
    for (const v of violations)
      if (v.impact === 'serious' || v.impact === 'critical')
        this.axe.push(
          `${this.label} ${route}: ${v.id} (${v.impact}) ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
        );
  }

  /** Unvisited routes linked from the page as it is, opening the menus that may hold more. */
  private async discover(): Promise<Target[]> {
    const fresh = (links: Omit<Target, 'route' | 'openers'>[], openers: string[]) =>
      links.flatMap((link) => {
        const route = routeOf(new URL(link.href, this.page.url()).href);
        return route && !this.reached.has(route) ? [{ ...link, route, openers }] : [];
      });
    const targets = fresh(await visibleLinks(this.page, 'body'), []);
    for (const trigger of await closedTriggers(this.page)) {
      // The header's menus are the same on every page: opened once, their links are remembered (following
      // one still opens the menu and clicks the item, so a menu that changed fails to be followed).
      let links = this.menus.get(trigger);
      if (!links) {
        await button(this.page, trigger).click();
        links = await visibleLinks(this.page, '[role="menu"], nav[id]');
        this.menus.set(trigger, links);
        await button(this.page, trigger).click();
      }
      targets.push(...fresh(links, [trigger]));
    }
    return targets.filter((t, i) => targets.findIndex((u) => u.route === t.route) === i);
  }

  private async explore(): Promise<void> {
    const here = this.page.url();
    const route = routeOf(here);
    if (route) await this.checkAxe(route);
    // Discover again after each return: a link may appear once the page has loaded its data.
    const tried = new Set<string>();
    for (;;) {
      if (this.page.url() !== here) {
        await this.page.goto(here);
        await settle(this.page, 0);
      }
      let target = (await this.discover()).find((t) => !tried.has(t.route));
      if (!target) {
        // Before leaving a page as done, give it time to draw what loads late (a remote's cards, data).
        await settle(this.page, 1_000);
        target = (await this.discover()).find((t) => !tried.has(t.route));
        if (!target) break;
      }
      tried.add(target.route);
      const where = routeOf(here) ?? here;
      for (const opener of target.openers) await button(this.page, opener).click();
      const link = targetLocator(this.page, target);
      // A menu draws its items after the click; a link may also go (a carousel moved on): then say so, so
      // that a route missed this way shows why in the log.
      const shown = await link.waitFor({ state: 'visible', timeout: 3_000 }).then(
        () => true,
        () => false,
      );
      if (!shown) {
        console.log(`[crawl ${this.label}] ${where}: "${target.name}" went before it could be followed`);
        continue;
      }
      await link.click();
      await this.page.waitForURL((url) => url.href !== here, { timeout: 10_000 }).catch(() => undefined);
      await settle(this.page, this.idleMs);
      const landed = routeOf(this.page.url());
      const reached = { via: `${where}: ${[...target.openers, target.name].join(' > ')}`, landed };
      this.reached.set(target.route, reached);
      this.note(target.route, reached);
      if (landed === target.route) await this.explore();
      else if (landed && !this.reached.has(landed)) {
        this.reached.set(landed, { via: `${where}: ${target.name} (redirected)`, landed });
        await this.checkAxe(landed);
      }
      await this.page.goBack();
      await settle(this.page, 0);
    }
  }
}
