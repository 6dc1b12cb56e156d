import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { messages } from '../../locales/fr/messages.po';

// As the app does before its first render (src/app/i18n.ts): components read the active catalog.
beforeEach(() => {
  i18n.loadAndActivate({ locale: 'fr', messages });
});

afterEach(() => {
  cleanup();
});
