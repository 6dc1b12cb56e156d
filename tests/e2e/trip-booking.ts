import type { Browser, Page } from '@playwright/test';
import { expect } from './app-test.ts';
import { signIn } from './held-order.ts';
import type { Traveller } from './traveller.ts';

/** A phone's screen, where guides answer their bookings on the road. */
export const PHONE = { width: 390, height: 844 };

/** What the trip page and the sandbox call the steps, in French and in Arabic. */
export const BOOKING_LABELS = {
  fr: { people: 'Nombre de personnes', book: 'Réserver et payer', pay: /^Payer /, approve: 'Approuver le paiement' },
  ar: { people: 'عدد الأشخاص', book: 'احجز وادفع', pay: /^ادفع /, approve: 'الموافقة على الدفع' },
};

/** On a trip's page: the party, then pay with the sandbox; answers the order's reference. */
export async function bookAndPay(page: Page, people: number, lang: 'fr' | 'ar') {
  const labels = BOOKING_LABELS[lang];
  await page.getByLabel(labels.people).fill(String(people));
  await page.getByRole('button', { name: labels.book }).click();
  await expect(page).toHaveURL(/\/payment\?order=RH-[0-9A-Z]{4}-[0-9A-Z]{4}/);
  const reference = new URL(page.url()).searchParams.get('order')!;
  await page.getByRole('button', { name: labels.pay }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  await page.getByRole('button', { name: labels.approve }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/success\\?order=${reference}`));
  return reference;
}

/** A browser of its own for `who`, signed in, at `path` once the app has rendered. */
export async function browserOf(browser: Browser, who: Traveller, path: string, phone = false): Promise<Page> {
  const context = await browser.newContext(phone ? { viewport: PHONE, hasTouch: true, isMobile: true } : {});
  const page = await context.newPage();
  await signIn(page, who);
  await page.goto(path);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  return page;
}
