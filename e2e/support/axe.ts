import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rule tags every screen is held to. */
const wcag21 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core on what the page shows now and fails on any serious or critical violation,
 * listing each rule with the first offending nodes so the failure says what to fix.
 * `exclude` takes selectors of parts owned by another screen's test (e.g. the shared header).
 */
export async function expectNoSeriousA11yViolations(page: Page, exclude: string[] = []): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(wcag21);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, 'serious or critical axe violations').toEqual([]);
}
