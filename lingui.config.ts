import type { LinguiConfig } from '@lingui/conf';

/** The reservation pages of seats, tables, circuits, flights and guides' trips, and a destination's free tables. */
const RESERVE = [
  'src/features/booking/seat-reservation-page.tsx',
  'src/features/booking/table-reservation-page.tsx',
  'src/features/booking/circuit-reservation-page.tsx',
  'src/features/booking/flight-reservation-page.tsx',
  'src/features/booking/voyage-booking.tsx',
  'src/features/booking/departure-select.tsx',
  'src/features/restaurants/components/restaurant-find-page.tsx',
];
/** The traveller's reservations, on the account page. */
const WALLET = ['src/features/account/my-reservations.tsx', 'src/features/account/reservation-kinds.ts'];
/** The partner's space (applications, trips), and the operator's decision page on its own. */
const DECISION = ['src/features/partner-space/partner-decision-page.tsx'];
const PARTNER = ['src/features/partner-space/**'];
const BOOKING = ['src/features/booking/**', 'src/features/vehicles/rental-dialog.tsx'];
/** The map's own words (its buttons), loaded with the map (src/components/map/map-view.tsx). */
const MAP = ['src/components/map/map-view.tsx'];
const root = (paths: string[]) => paths.map((p) => `<rootDir>/${p}`);

const config: LinguiConfig = {
  locales: ['fr', 'en', 'ar', 'ru', 'zh', 'ja', 'ko'],
  sourceLocale: 'fr',
  fallbackLocales: { default: 'fr' },
  // Booking's pages (cart, reservation, payment, the provider's answer) and the rental modal, the
  // reservation pages of the other kinds, and the traveller's reservations each load their own
  // messages with their route or their first opening (app/i18n.ts): no other page's first load
  // carries them, and each of these pages carries only what it shows.
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src', 'domain'],
      exclude: root([...BOOKING, ...RESERVE, ...WALLET, ...PARTNER, ...MAP]),
    },
    { path: '<rootDir>/locales/{locale}/map', include: root(MAP) },
    { path: '<rootDir>/locales/{locale}/booking', include: root(BOOKING), exclude: root([...RESERVE, ...WALLET]) },
    { path: '<rootDir>/locales/{locale}/reserve', include: root(RESERVE) },
    { path: '<rootDir>/locales/{locale}/wallet', include: root(WALLET) },
    { path: '<rootDir>/locales/{locale}/partner', include: root(PARTNER), exclude: root(DECISION) },
    { path: '<rootDir>/locales/{locale}/decision', include: root(DECISION) },
  ],
  format: 'po',
};

export default config;
