import type { Page } from '@playwright/test';
import { stackUrls } from './stack-config';

export const demoUser = { email: 'demo@exchange.local', password: 'demo1234' } as const;

/** Logs in through the real server and stores the token the way the host does (spec §4: token = logged in). */
export async function loginThroughApi(page: Page, account: string, password: string): Promise<string> {
  const response = await page.request.post(`${stackUrls.host}/api/user/login`, {
    form: { user_string: account, password },
  });
  const body = (await response.json()) as { type: string | number; message: string };
  if (body.type !== 'ok') throw new Error(`login failed: ${JSON.stringify(body)}`);
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('token', token), body.message);
  return body.message;
}

export async function localStorageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).sort());
}
