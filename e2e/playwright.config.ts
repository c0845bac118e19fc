import { defineConfig, devices } from '@playwright/test';
import { stackUrls } from './support/stack-config';

/** Debian's Chromium with the flags this machine needs; shared with the benchmarks. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { chromiumLaunchOptions } = require('../shared/build/chromium.cjs') as {
  chromiumLaunchOptions: { executablePath: string; args: string[] };
};

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
    // A trace records every step of every test (DOM snapshots, a screencast) and is kept only for a
    // failure. CI keeps nothing but its log, so there the recording is pure cost (about a tenth of
    // the suite's time on 2 cores); locally a failing test leaves its trace in test-results.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
