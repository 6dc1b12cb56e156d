import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { messages as booking } from '../../locales/fr/booking.po';
import { messages } from '../../locales/fr/messages.po';

// As the app does before its first render (src/app/i18n.ts): components read the active catalog,
// with booking's own (its routes load it) for the components of those pages.
beforeEach(() => {
  i18n.loadAndActivate({ locale: 'fr', messages: { ...messages, ...booking } });
});

afterEach(() => {
  cleanup();
});
