import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { messages as booking } from '../../locales/fr/booking.po';
import { messages as decision } from '../../locales/fr/decision.po';
import { messages } from '../../locales/fr/messages.po';
import { messages as partner } from '../../locales/fr/partner.po';
import { messages as reserve } from '../../locales/fr/reserve.po';
import { messages as wallet } from '../../locales/fr/wallet.po';

// As the app does before its first render (src/app/i18n.ts): components read the active catalog,
// with booking's, the reservation pages' and the wallet's own (their routes load them) for the
// components of those pages.
beforeEach(() => {
  i18n.loadAndActivate({
    locale: 'fr',
    messages: { ...messages, ...booking, ...reserve, ...wallet, ...partner, ...decision },
  });
});

afterEach(() => {
  cleanup();
});
