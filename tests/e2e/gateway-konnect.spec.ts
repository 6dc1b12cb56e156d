import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { konnectDouble } from '../server/payments/doubles/gateway-doubles.ts';
import { expect, test } from './app-test.ts';
import { holdAllSingles, nextStay, signIn } from './held-order.ts';
import { registerTraveller } from './traveller.ts';

/**
 * An operator switches Rihla to Konnect by configuration only: a second Rihla server, started with
 * PAYMENT_PROVIDER=konnect against Konnect's double on loopback (tests/server/payments/doubles/),
 * and a traveller who pays there in the browser. The double calls Rihla's webhook over HTTP.
 */
const PORT = Number(process.env.E2E_PORT ?? 48123) + 11;
const ORIGIN = `http://127.0.0.1:${PORT}`;
let rihla: ChildProcess | undefined;
let double: Awaited<ReturnType<typeof konnectDouble>>;
let dataDir: string;

// Starting a second server with its database takes longer than a test's usual 30 s, more so while
// the rest of the suite runs beside it; a hook's time is set inside the hook.
test.describe.configure({ timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  double = await konnectDouble();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-konnect-'));
  rihla = spawn(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
    env: {
      ...process.env,
      ...double.env(),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: ORIGIN,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 400; i++) {
    const up = await fetch(`${ORIGIN}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the Konnect-configured server did not start');
});

test.afterAll(async () => {
  if (rihla && rihla.exitCode === null) {
    const exited = new Promise((resolve) => rihla!.once('exit', resolve));
    rihla.kill('SIGTERM');
    await exited;
  }
  await double?.server.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('paying with Konnect: a declined card, a second try, then Konnect’s webhook and the success page', async ({
  page,
}) => {
  const api = await playwrightRequest.newContext({ baseURL: ORIGIN });
  const traveller = await registerTraveller(api, 'konnect');
  const { reference, total } = await holdAllSingles(api, traveller, nextStay());
  await api.dispose();
  await signIn(page, traveller);
  const dinars = (total / 1000).toFixed(3);

  await page.goto(`${ORIGIN}/payment?order=${reference}&lang=fr`);
  await page.getByRole('button', { name: /^Payer / }).click();
  // Konnect's own page, on Konnect's origin, for the order's amount in dinars.
  await expect(page).toHaveURL(new RegExp(`^${double.server.url}/pay/\\w+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Konnect — paiement de ${dinars} TND`);
  await page.getByRole('button', { name: 'Carte refusée' }).click();

  // Konnect keeps the page open after a declined card: Rihla offers to try again while the hold runs.
  await expect(page).toHaveURL(`${ORIGIN}/payment?order=${reference}&lang=fr&retry=1`);
  await expect(page.locator('.payment-page .outcome[role="alert"]')).toContainText('Le paiement n’a pas abouti.');
  await page.getByRole('button', { name: /^Payer / }).click();
  await expect(page).toHaveURL(new RegExp(`^${double.server.url}/pay/\\w+$`));
  await page.getByRole('button', { name: `Payer ${dinars} TND` }).click();

  await expect(page).toHaveURL(`${ORIGIN}/payment/success?order=${reference}&lang=fr`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement accepté');
  // Konnect's webhook reached Rihla over HTTP, which then asked Konnect itself.
  expect(double.webhooks).toEqual(['200 {"received":true}']);
});
