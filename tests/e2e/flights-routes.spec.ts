import { demo } from '../demo-catalogue.ts';
import { expect, test } from './app-test.ts';

/** The first day from a week ahead that falls on `weekday` (0 Sunday … 6 Saturday). */
function dayAhead(weekday: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 7);
  while (day.getUTCDay() !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const AIRLINES: Record<string, string> = { TU: 'Tunisair', UG: 'Tunisair Express', BJ: 'Nouvelair' };

const TEXT = {
  fr: { airline: 'Compagnie :', nearby: 'Jours proches avec des vols' },
  ar: { airline: 'شركة الطيران:', nearby: 'أيام قريبة فيها رحلات' },
} as const;

// Issue 28: the airline on each flight, nearby days when a day is empty, only the routes flown.
for (const lang of ['fr', 'ar'] as const) {
  test(`flights name their airline, an empty day leads to nearby days with flights, the lists follow the routes (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const text = TEXT[lang];

    // Only airports with a route leave; the arrivals are where the departure flies.
    await page.goto(`/${lang}/vols`);
    const values = (id: string) =>
      page.locator(`${id} option`).evaluateAll((o) => (o as HTMLOptionElement[]).map((x) => x.value).filter(Boolean));
    const departures = [...new Set(demo.flights.map((f) => f.from))].sort();
    await expect.poll(async () => (await values('#flight-from')).sort()).toEqual(departures);
    await page.locator('#flight-from').selectOption('TUN');
    const fromTunis = [...new Set(demo.flights.filter((f) => f.from === 'TUN').map((f) => f.to))].sort();
    expect((await values('#flight-to')).sort()).toEqual(fromTunis);
    await page.locator('#flight-to').selectOption('DJE');
    // Gafsa only flies to Tunis: Djerba is no longer offered, and is cleared.
    await page.locator('#flight-from').selectOption('GAF');
    expect(await values('#flight-to')).toEqual(['TUN']);
    await expect(page.locator('#flight-to')).toHaveValue('');
    // Djerba flies back to Tunis: Tunis stays chosen.
    await page.locator('#flight-to').selectOption('TUN');
    await page.locator('#flight-from').selectOption('DJE');
    await expect(page.locator('#flight-to')).toHaveValue('TUN');

    // Each flight names its airline.
    const saturday = dayAhead(6);
    await page.goto(`/${lang}/vols/find/TUN/DJE?date=${saturday}`);
    const flights = demo.flights
      .filter((f) => f.from === 'TUN' && f.to === 'DJE' && f.weekdays.includes('6'))
      .sort((a, b) => a.departs.localeCompare(b.departs));
    const cards = page.locator('.flight-card');
    await expect(cards).toHaveCount(flights.length);
    for (const [i, f] of flights.entries())
      await expect(cards.nth(i).locator('.flight-airline')).toHaveText(
        `${text.airline} ${AIRLINES[f.number.slice(0, 2)]}`,
      );
    await page.screenshot({ path: `/tmp/rihla-polish-b/flights-results-${lang}.png`, fullPage: true });

    // Tozeur is flown on Mondays, Wednesdays, Fridays and Sundays: a Tuesday offers Sunday,
    // Monday, Wednesday and Friday, each with its lowest fare, and a tap searches that day.
    const tuesday = dayAhead(2);
    await page.goto(`/${lang}/vols/find/TUN/TOE?date=${tuesday}`);
    await expect(page.locator('.flight-card')).toHaveCount(0);
    const nearby = page.getByRole('navigation', { name: text.nearby }).getByRole('link');
    await expect(nearby).toHaveCount(4);
    const fare = demo.flights.find((f) => f.from === 'TUN' && f.to === 'TOE')!.economyDt;
    await expect(nearby.first()).toContainText(String(fare));
    await page.screenshot({ path: `/tmp/rihla-polish-b/flights-nearby-${lang}.png`, fullPage: true });
    await nearby.nth(2).click();
    await expect(page).toHaveURL(new RegExp(`/vols/find/TUN/TOE\\?date=${addDays(tuesday, 1)}$`));
    await expect(page.locator('.flight-card')).toHaveCount(1);
    await expect(page.locator('.flight-card .flight-airline')).toContainText('Tunisair Express');
    // The only flight of the day is chosen: the trip goes on.
    await expect(page.locator('.flight-continue')).toBeVisible();
  });
}
