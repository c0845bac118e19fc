import type { Page } from '@playwright/test';

export const demoUser = { email: 'demo@exchange.local', password: 'demo1234' } as const;

export async function localStorageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).sort());
}
