import { defineConfig, devices } from '@playwright/test';
import { stackUrls } from './support/stack-config';

// Playwright drives Debian's Chromium (no browser downloads on this machine) against the composed stack
// started by global-setup: the real server on a fresh embedded database, every built remote, the host.
export default defineConfig({
  testDir: './specs',
  // One folder per stack (E2E_PORT_BASE), so two suites side by side do not delete each other's traces.
  outputDir: `test-results/${process.env.E2E_PORT_BASE ?? '3500'}`,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: stackUrls.host,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
