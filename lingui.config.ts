import type { LinguiConfig } from '@lingui/conf';

const config: LinguiConfig = {
  locales: ['fr', 'en', 'ar', 'ru', 'zh', 'ja', 'ko'],
  sourceLocale: 'fr',
  fallbackLocales: { default: 'fr' },
  // Booking's own pages (cart, reservation, payment, the provider's answer) and the traveller's
  // reservations load their messages with their route (app/i18n.ts): every other page's first
  // load does not carry them.
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src', 'domain'],
      exclude: ['<rootDir>/src/features/booking/**', '<rootDir>/src/features/account/my-reservations.tsx'],
    },
    {
      path: '<rootDir>/locales/{locale}/booking',
      include: ['src/features/booking', 'src/features/account/my-reservations.tsx'],
    },
  ],
  format: 'po',
};

export default config;
