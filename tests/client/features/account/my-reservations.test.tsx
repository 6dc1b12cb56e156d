import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as arabic } from '../../../../locales/ar/messages.po';
import { messages as arabicWallet } from '../../../../locales/ar/wallet.po';
import { MyReservations } from '../../../../src/features/account/my-reservations.tsx';
import { keepInWallet, walletOf } from '../../../../src/features/account/wallet.ts';
import { markReachable } from '../../../../src/lib/connectivity.ts';
import { formatDate, formatDateRange, formatMillimes } from '../../../../src/lib/format.ts';
import { renderWithI18n } from '../../render.tsx';
import {
  answer,
  cancelledStay,
  confirmedStay,
  pendingStay,
  refusedStay,
  unsettledStay,
} from './reservation-fixtures.ts';

const OWNER = 'amira@example.tn';
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The API as the test wants it: `reservations` answers the list, or fails like a cut network. */
function serve(reservations: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/dashbord/user/reservations')) return reservations();
    throw new TypeError('Failed to fetch'); // the connectivity probe: offline too
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

/** The section inside a router (its links) and a query client, as on the account page. */
function renderSection() {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({ component: () => <MyReservations token="token-1" owner={OWNER} /> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/user'] }) });
  return renderWithI18n(
    <QueryClientProvider client={queries}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
/** 08:30 UTC is 09:30 in Tunisia, written as the page's language writes a time. */
// Matched as the page's text is read: its no-break spaces (« 9 h 30 ») as spaces.
const LAST_CONFIRMED = `Dernière confirmation le ${formatDate('2027-03-02T09:30', 'fr')}`.replace(/\u00a0/g, ' ');
/** Answers arrive through the app's lazy schemas and React Query: a busy machine may take a while. */
const WAIT = { timeout: 5000 };
const card = (name: string | RegExp) => screen.getByRole('article', { name });

describe('Mes réservations', () => {
  // The app loads the answers' schemas with its first call; here, once, before the first test's clock runs.
  beforeAll(() => import('../../../../src/lib/response-schemas.ts'), 30_000);
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => markReachable());
  });

  it('lists each stay with its state, dates, rooms, total, contact and way there, and keeps it for offline', async () => {
    serve(() =>
      json({
        ...answer([confirmedStay, pendingStay, refusedStay, unsettledStay]),
        // Whatever else an answer carried, the wallet keeps only what the schema knows.
        traveller: { idNumber: 'X1234567' },
      }),
    );
    renderSection();
    const [confirmed, pending, refused, unsettled] = (await screen.findAllByRole('article', {}, WAIT)) as HTMLElement[];
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByText(LAST_CONFIRMED)).toBeTruthy();

    expect(confirmed).toBe(card('Dar Yasmine RH-7K3M-Q9TX'));
    expect(within(confirmed!).getByText('Confirmée')).toBeTruthy();
    expect(confirmed!.textContent).toContain(`${formatDateRange('2027-04-10', '2027-04-12', 'fr')} · 2 nuits`);
    expect(confirmed!.textContent).toContain('1 × Chambre patio (Petit-déjeuner inclus)');
    expect(confirmed!.textContent).toContain('2 adultes, 1 enfant');
    expect(confirmed!.textContent).toContain(formatMillimes(412_500, 'fr'));
    expect(confirmed!.textContent).toContain('Rue du Jasmin, Hammamet');
    const reference = within(confirmed!).getByText('RH-7K3M-Q9TX');
    expect([reference.tagName, reference.getAttribute('dir')]).toEqual(['BDI', 'ltr']);
    expect(
      within(confirmed!)
        .getByRole('link', { name: /Appeler/ })
        .getAttribute('href'),
    ).toBe('tel:+21672280000');
    // The place's name goes along, for the directions page's heading.
    expect(within(confirmed!).getByRole('link', { name: 'Itinéraire' }).getAttribute('href')).toMatch(
      /^\/iteneraire\/36\.4\/10\.6\?name=Dar/,
    );
    expect(
      within(confirmed!)
        .getByRole('link', { name: /^Dar Yasmine/ })
        .getAttribute('href'),
    ).toBe('/hotels/3');
    expect(within(confirmed!).getByRole('button', { name: 'Ajouter au calendrier' })).toBeTruthy();

    // A place gone from the catalogue: no page, directions by a maps search of its address.
    expect(pending).toBe(card('Dar Ancienne RH-ABCD-EFGH'));
    expect(within(pending!).getByText('En attente de confirmation de la maison d’hôtes')).toBeTruthy();
    expect(within(pending!).queryByRole('link', { name: 'Dar Ancienne' })).toBeNull();
    expect(within(pending!).queryByRole('link', { name: /Appeler/ })).toBeNull();
    expect(within(pending!).getByRole('link', { name: 'Itinéraire' }).getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Dar Ancienne, Rue du Jasmin, Hammamet')}`,
    );
    expect(within(pending!).getByRole('button', { name: 'Ajouter au calendrier' })).toBeTruthy();

    expect(within(refused!).getByText('Refusée')).toBeTruthy();
    expect(within(refused!).queryByRole('button', { name: 'Ajouter au calendrier' })).toBeNull();
    expect(within(unsettled!).getByText('Paiement non réglé — contactez le service client')).toBeTruthy();
    expect(within(unsettled!).getByRole('link', { name: 'Contacter le service client' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(within(unsettled!).queryByRole('button', { name: 'Ajouter au calendrier' })).toBeNull();

    expect(walletOf(OWNER)?.reservations.map((r) => r.reference)).toEqual([
      'RH-7K3M-Q9TX',
      'RH-ABCD-EFGH',
      'RH-REFU-SED2',
      'RH-UNSE-TTLD',
    ]);
    expect(localStorage.getItem('rihla.wallet')).not.toContain('X1234567');
    expect(localStorage.getItem('rihla.wallet')).not.toContain('token-1');
  });

  it('offline, shows the wallet with the time the server last confirmed it', async () => {
    keepInWallet(OWNER, answer([confirmedStay], '2027-03-02T08:30:00.000Z'));
    serve(offline);
    renderSection();
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveProperty(
      'textContent',
      expect.stringContaining('Vous êtes hors ligne : voici vos réservations telles qu’elles sont enregistrées'),
    );
    expect(screen.getByRole('article', { name: /^Dar Yasmine/ })).toBeTruthy();
    expect(screen.getByText(LAST_CONFIRMED)).toBeTruthy();
    // The calendar file is made on the device: offline too.
    expect(screen.getByRole('button', { name: 'Ajouter au calendrier' })).toBeTruthy();
  });

  it('offline with nothing kept says so and retries; the server’s answer then shows', async () => {
    let online = false;
    const fetch = serve(() => (online ? json(answer([confirmedStay])) : offline()));
    renderSection();
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain(
      'Vous êtes hors ligne : vos réservations s’afficheront une fois la connexion revenue.',
    );
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    online = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Réessayer' })));
    expect(await screen.findByRole('article', { name: /^Dar Yasmine/ }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/reservations'))).toHaveLength(2);
  });

  it('says there is none yet, with a way to find a hotel', async () => {
    serve(() => json(answer([])));
    renderSection();
    expect(await screen.findByText('Aucune réservation pour l’instant.', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir les hôtels' }).getAttribute('href')).toBe('/hotels');
  });

  it('shows the loading state, then a server failure with a retry', async () => {
    let fail!: (response: Response) => void;
    serve(() => new Promise<Response>((resolve) => (fail = resolve)));
    const { container } = renderSection();
    await vi.waitFor(
      () => expect(container.querySelector('.my-reservations[aria-busy="true"] .skeleton')).toBeTruthy(),
      WAIT,
    );
    await act(async () =>
      fail(
        new Response(JSON.stringify({ code: 'server_error', message: 'Boom' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain(
      'Vos réservations n’ont pas pu être chargées.',
    );
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('says where the money of a refused or cancelled stay is: on its way since when, or refunded, and the fee kept', async () => {
    serve(() => json(answer([refusedStay, cancelledStay, confirmedStay])));
    renderSection();
    const refused = await screen.findByRole('article', { name: /RH-REFU-SED2/ }, WAIT);
    const since = formatDate('2027-03-02T09:30', 'fr');
    expect(refused.querySelector('.reservation-money')?.textContent?.replace(/\u00a0|\u202f/g, ' ')).toBe(
      `Remboursement en cours : ${formatMillimes(412_500, 'fr')}, demandé le ${since} ; comptez quelques jours pour le voir sur le moyen de paiement utilisé.`.replace(
        /\u00a0|\u202f/g,
        ' ',
      ),
    );
    const cancelled = card(/RH-CANC-ELD3/);
    expect(cancelled.querySelector('.reservation-money')?.textContent).toContain(
      `Remboursé : ${formatMillimes(206_250, 'fr')}`,
    );
    expect(cancelled.querySelector('.reservation-money')?.textContent).toContain(
      `Frais d’annulation retenus selon les conditions : ${formatMillimes(206_250, 'fr')}.`,
    );
    // A stay still on says nothing of refunds.
    expect(card(/RH-7K3M-Q9TX/).querySelector('.reservation-money')).toBeNull();
  });

  it('in Arabic, the refund reads in Arabic', async () => {
    i18n.loadAndActivate({ locale: 'ar', messages: { ...arabic, ...arabicWallet } });
    serve(() => json(answer([refusedStay])));
    renderSection();
    const article = await screen.findByRole('article', { name: /RH-REFU-SED2/ }, WAIT);
    expect(article.querySelector('.reservation-money')?.textContent).toContain('الاسترداد جارٍ');
  });

  it('reads in Arabic, the place’s name and the state in Arabic, the reference left to right', async () => {
    i18n.loadAndActivate({ locale: 'ar', messages: { ...arabic, ...arabicWallet } });
    serve(() => json(answer([confirmedStay])));
    renderSection();
    const article = await screen.findByRole('article', { name: /^دار ياسمين/ }, WAIT);
    expect(within(article).getByText('مؤكَّدة')).toBeTruthy();
    expect(within(article).getByText('RH-7K3M-Q9TX').getAttribute('dir')).toBe('ltr');
    expect(article.textContent).toContain('نهج الياسمين، الحمامات');
  });
});
