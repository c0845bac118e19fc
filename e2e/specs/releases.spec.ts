import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  distWithThrowingPage,
  environmentFile,
  keepRelease,
  openOperatorReleases,
  releaseShown,
  tamperWith,
  visitorIn,
  visitorPage,
  type Release,
} from '../support/releases';

// Issue 25 item 6: releases of the markets remote (copies of its built dist kept with `pnpm release`),
// composed in the e2e environment file the host serves as /remotes.json and the operator API edits.
let stable: Release;
let canary: Release;
let broken: Release;
let tampered: Release;
let environment: ReturnType<typeof environmentFile>;

test.beforeAll(() => {
  stable = keepRelease('markets', '1.0.0');
  canary = keepRelease('markets', '1.1.0');
  broken = keepRelease('markets', '1.2.0', distWithThrowingPage('markets', 'HomePage'));
  tampered = keepRelease('markets', '1.3.0');
  tamperWith('markets', tampered);
});
test.beforeEach(() => {
  environment = environmentFile();
});
test.afterEach(() => environment.restore());

const marketsHome = (page: Page) => page.getByRole('region', { name: 'Markets' }).first();

test('two visitors in a 50% canary see the two releases and keep them across reloads', async ({
  browser,
}) => {
  environment.compose('markets', stable, { ...canary, percent: 50 });
  const inCanary = await visitorPage(browser, visitorIn('markets', true));
  const inStable = await visitorPage(browser, visitorIn('markets', false));
  for (const [page, release] of [
    [inCanary, canary],
    [inStable, stable],
  ] as const) {
    await page.goto('/');
    await expect(marketsHome(page)).toBeVisible();
    await expect(releaseShown(page, 'markets')).toHaveAttribute('data-remote-release', release.version);
    await page.reload();
    await expect(marketsHome(page)).toBeVisible();
    await expect(releaseShown(page, 'markets')).toHaveAttribute('data-remote-release', release.version);
  }
  await inCanary.context().close();
  await inStable.context().close();
});

test('a canary whose page throws falls back to stable for that user, and the error shows on the operator page', async ({
  browser,
}) => {
  environment.compose('markets', stable, { ...broken, percent: 100 });
  const page = await visitorPage(browser, visitorIn('markets', true));
  await page.goto('/');
  await expect(releaseShown(page, 'markets')).toHaveAttribute('data-remote-release', stable.version);
  await expect(marketsHome(page)).toBeVisible();
  await expect(page.getByText('This section is unavailable')).toHaveCount(0);

  // The session remembers: a reload does not try the bad canary again.
  const brokenRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/releases/${broken.version}/`)) brokenRequests.push(request.url());
  });
  await page.reload();
  await expect(releaseShown(page, 'markets')).toHaveAttribute('data-remote-release', stable.version);
  expect(brokenRequests).toEqual([]);

  // Leaving the page sends the reports (sendBeacon on pagehide).
  const card = await openOperatorReleases(page, 'markets');
  await expect(async () => {
    await page.reload();
    await expect(card.getByTestId('recent-errors')).toContainText(
      `${broken.version} · threw while rendering: e2e canary bug`,
      { timeout: 2000 },
    );
  }).toPass({ timeout: 30_000 });
  await expect(card.getByTestId('canary-version')).toContainText(`${broken.version} for 100% of users`);
  await expectNoSeriousA11yViolations(page);
  await page.context().close();
});

test('a tampered entry fails integrity and falls back to stable', async ({ browser }) => {
  environment.compose('markets', stable, { ...tampered, percent: 100 });
  const page = await visitorPage(browser, visitorIn('markets', true));
  const entryAnswers: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith(`/releases/${tampered.version}/remoteEntry.js`))
      entryAnswers.push(response.status());
  });
  await page.goto('/');
  await expect(releaseShown(page, 'markets')).toHaveAttribute('data-remote-release', stable.version);
  await expect(marketsHome(page)).toBeVisible();
  // The entry was served; the browser refused to run it.
  expect(entryAnswers).toContain(200);

  const card = await openOperatorReleases(page, 'markets');
  await expect(async () => {
    await page.reload();
    await expect(card.getByTestId('recent-errors')).toContainText(`${tampered.version} · failed integrity`, {
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });
  await page.context().close();
});

test('a rollback from the operator page takes effect on the next load', async ({ browser }) => {
  environment.compose('markets', stable, { ...canary, percent: 100 });
  const visitor = await visitorPage(browser, visitorIn('markets', false));
  await visitor.goto('/');
  await expect(releaseShown(visitor, 'markets')).toHaveAttribute('data-remote-release', canary.version);

  const operator = await visitorPage(browser, 'operator');
  const card = await openOperatorReleases(operator, 'markets');
  await expect(card.getByTestId('canary-version')).toContainText(canary.version);
  await expectNoSeriousA11yViolations(operator);
  await card.getByRole('button', { name: 'Roll back: drop the canary' }).click();
  await expect(card.getByRole('status')).toHaveText('Canary dropped');
  await expect(card.getByTestId('canary-version')).toHaveText('None');
  await expect(
    operator.getByRole('table', { name: 'Changes to environment e2e, newest first' }),
  ).toContainText('Canary dropped');

  await visitor.reload();
  await expect(releaseShown(visitor, 'markets')).toHaveAttribute('data-remote-release', stable.version);
  await expect(marketsHome(visitor)).toBeVisible();
  await visitor.context().close();
  await operator.context().close();
});
