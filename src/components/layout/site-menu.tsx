import { useLingui } from '@lingui/react/macro';
import { type ComponentType, lazy, type MouseEvent, Suspense, use, useEffect, useSyncExternalStore } from 'react';
import { Optional } from '../optional.tsx';
import type { MenuDialogProps } from '../site-menu-dialog.tsx';

export const MENU_ID = 'site-menu';

// The menu's code (a kilobyte and a half gzipped) stays out of every page's first load
// (budgets.spec.ts), hence outside components/layout, which the `app` chunk takes whole (vite.config.ts).
const LazyMenuDialog = lazy(() => import('../site-menu-dialog.tsx').then((m) => ({ default: m.MenuDialog })));
let serverMenuDialog: ComponentType<MenuDialogProps> | undefined;

/** The server renders the menu into the page (src/entry-server.tsx): it works before the app loads. */
export function renderMenuWith(dialog: ComponentType<MenuDialogProps>) {
  serverMenuDialog = dialog;
}

const CLOSED = { open: false };
/**
 * Whether the menu is open, as the button last set it. The same object as the server's snapshot
 * until then: a different one would re-render the button's part after hydration, and React would
 * render the menu's part afresh (without the server's `<dialog>`) rather than hydrate it.
 */
let state = CLOSED;
const listeners = new Set<() => void>();
let markWanted: () => void = () => {};
const wanted = new Promise<void>((resolve) => {
  markWanted = resolve;
});

function setOpen(open: boolean) {
  markWanted();
  if (state.open === open) return;
  state = { open };
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const close = () => setOpen(false);

/**
 * The menu in the browser. Until the traveller comes near the button it suspends: while the page
 * hydrates, React then keeps the server's menu as it is (a working `<dialog>`, open already if the
 * traveller opened it before the app loaded) and hydrates it once its code has loaded.
 */
function BrowserMenu() {
  use(wanted);
  const { open } = useSyncExternalStore(
    subscribe,
    () => state,
    () => CLOSED,
  );
  return <LazyMenuDialog open={open} onClose={close} />;
}

/**
 * The menu button. It is an HTML invoker (`command`/`commandfor`) of the server-rendered menu, a
 * modal `<dialog>`, so the menu opens before the app's code has loaded; once it has, the click
 * goes through the handler, which keeps `aria-expanded` true and serves browsers without invokers.
 */
export function SiteMenu() {
  const { t } = useLingui();
  const { open } = useSyncExternalStore(
    subscribe,
    () => state,
    () => CLOSED,
  );
  const show = (event: MouseEvent) => {
    event.preventDefault();
    setOpen(true);
  };
  const ServerMenuDialog = serverMenuDialog;
  // Opened from the server's page before the app had loaded: its code loads now.
  useEffect(() => {
    if ((document.getElementById(MENU_ID) as HTMLDialogElement | null)?.open) markWanted();
  }, []);

  return (
    <>
      <button
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        command="show-modal"
        commandfor={MENU_ID}
        onClick={show}
        onPointerEnter={markWanted}
        onFocus={markWanted}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="menu-button-label">
          {t({ message: 'Menu', comment: 'the button opening the site’s menu' })}
        </span>
      </button>
      {ServerMenuDialog ? (
        <Suspense fallback={null}>
          <ServerMenuDialog open={false} onClose={close} />
        </Suspense>
      ) : (
        <Optional>
          <BrowserMenu />
        </Optional>
      )}
    </>
  );
}
