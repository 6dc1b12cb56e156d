import { i18n } from '@lingui/core';

/**
 * The partner's space (`partner`) and the operator's decision page (`decision`) have catalogs of
 * their own (lingui.config.ts): their routes ask for them with their pages, from these pages’ own chunks,
 * so that no other page carries even the catalogs' addresses.
 */
export async function loadPartnerMessages(catalog: 'partner' | 'decision'): Promise<void> {
  if (typeof document === 'undefined') return;
  const locale = i18n.locale;
  const { messages } =
    catalog === 'partner'
      ? await import(`../../../locales/${locale}/partner.po`)
      : await import(`../../../locales/${locale}/decision.po`);
  i18n.load(locale, messages);
}
