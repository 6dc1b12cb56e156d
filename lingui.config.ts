import type { LinguiConfig } from '@lingui/conf';

const config: LinguiConfig = {
  locales: ['fr', 'en', 'ar', 'ru', 'zh', 'ja', 'ko'],
  sourceLocale: 'fr',
  fallbackLocales: { default: 'fr' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src', 'domain'] }],
  format: 'po',
};

export default config;
