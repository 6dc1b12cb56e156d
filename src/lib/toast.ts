import { createElement } from 'react';
import type { Root } from 'react-dom/client';
import { TOAST_MS } from '../../domain/constants.ts';

type ToastModule = typeof import('react-hot-toast');
let loading: Promise<{ mod: ToastModule; root: Root }> | null = null;

/** react-hot-toast loads with the first toast, not with the first page (it is only needed then). */
function toaster() {
  loading ??= Promise.all([import('react-hot-toast'), import('react-dom/client')]).then(([mod, { createRoot }]) => {
    const host = document.createElement('div');
    host.className = 'toaster';
    // The corner is chosen below; inside the host, left means left (each toast keeps the page's direction).
    host.dir = 'ltr';
    document.body.append(host);
    return { mod, root: createRoot(host) };
  });
  return loading;
}

/**
 * A toast (spec §9: 5 s, top-right; top-left in Arabic). The Toaster is rendered again on each call
 * so its corner follows the page's current direction after a language change.
 */
export async function showToast(message: string, kind: 'success' | 'error' = 'success', durationMs = TOAST_MS) {
  const { mod, root } = await toaster();
  const rtl = document.documentElement.dir === 'rtl';
  const toastOptions = { duration: TOAST_MS, style: { direction: rtl ? ('rtl' as const) : ('ltr' as const) } };
  root.render(createElement(mod.Toaster, { position: rtl ? 'top-left' : 'top-right', toastOptions }));
  mod.default[kind](message, { duration: durationMs });
}
