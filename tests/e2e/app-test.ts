import { test as base, type ConsoleMessage, type Page } from '@playwright/test';
import { REACT_ERROR_PREFIX } from '../../src/app/react-errors.ts';

export { devices, expect, type Page } from '@playwright/test';

/** Resolves once the app has rendered over the page (src/boot.tsx marks `<html data-ready>`). */
const appReady = (page: Page) => page.locator('html[data-ready]').waitFor({ state: 'attached' });

/**
 * Playwright's `test`, whose `page.goto` and `page.reload` also wait for the app. A page paints
 * from the server's markup before any of the app's code loads (src/main.tsx); until the app has
 * rendered over it, links work but buttons and filters do not answer yet, which a traveller sees
 * as a moment's delay and a test as a missed click.
 */
/**
 * What the browser's console says when the server's page and the app's first render disagree: our
 * report of React's recoverable errors (src/app/react-errors.ts), and React's own messages for
 * what it reports itself (a mismatch seen in a part it then renders again, its minified error codes
 * 418–425 for hydration).
 */
function isReactError(message: ConsoleMessage): boolean {
  if (message.type() !== 'error') return false;
  const text = message.text();
  return (
    text.startsWith(REACT_ERROR_PREFIX) ||
    /Minified React error #4(1[89]|2[0-5])\b/.test(text) ||
    /hydrat(ion|ed)/i.test(text)
  );
}

export const test = base.extend<{ reactErrors: string[] }>({
  /**
   * Every test, in every page of its browser context, fails on a React recoverable error
   * (a hydration mismatch above all): the list is checked once the test is over.
   */
  reactErrors: [
    async ({ context }, use, testInfo) => {
      const errors: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (isReactError(message)) errors.push(`${page.url()}: ${message.text()}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      if (errors.length > 0 && testInfo.expectedStatus === 'passed') {
        throw new Error(`React reported ${errors.length} error(s) in the page:\n${errors.join('\n')}`);
      }
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appReady(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
    await use(page);
  },
});

/**
 * Scrolls to the page's end as a keyboard user does (End), and waits for what loads only as a
 * traveller nears it once the page's first load is over (src/components/when-near.tsx): a key
 * press ends that wait at once (src/lib/after-first-load.ts).
 */
export async function scrollToEnd(page: Page) {
  await page.keyboard.press('End');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.locator('.when-near').first().waitFor({ state: 'detached' });
}

/**
 * Holds the app's code (src/boot.tsx) back until the returned function is called: the traveller
 * meanwhile has the server's page alone, as on a slow connection.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
