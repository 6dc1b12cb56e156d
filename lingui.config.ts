import type { LinguiConfig } from '@lingui/conf';

const config: LinguiConfig = {
  locales: ['fr', 'en', 'ar', 'ru', 'zh', 'ja', 'ko'],
  sourceLocale: 'fr',
  fallbackLocales: { default: 'fr' },
  // Booking's own pages (cart, reservation, payment, the provider's answer), the traveller's
  // reservations and the rental modal load their messages with their route or their first opening
  // (app/i18n.ts): every other page's first load does not carry them.
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src', 'domain'],
      exclude: [
        '<rootDir>/src/features/booking/**',
        '<rootDir>/src/features/account/my-reservations.tsx',
        '<rootDir>/src/features/vehicles/rental-dialog.tsx',
      ],
    },
    {
      path: '<rootDir>/locales/{locale}/booking',
      include: [
        'src/features/booking',
        'src/features/account/my-reservations.tsx',
        'src/features/vehicles/rental-dialog.tsx',
      ],
    },
  ],
  format: 'po',
};

export default config;
