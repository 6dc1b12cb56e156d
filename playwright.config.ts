import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 48123);

/** Playwright against the production build served by the real server, in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A French browser: the site's root follows the browser's language on a first visit.
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf .e2e-data && tsx server/main.ts`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Loopback is trusted as a proxy so that tests may sign travellers up from addresses of their own
    // (tests/e2e/traveller.ts); the browser sends no X-Forwarded-For and stays 127.0.0.1.
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: '.e2e-data', LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1' },
  },
});
