import { useLingui } from '@lingui/react/macro';
import { type ComponentType, lazy, type MouseEvent, useState } from 'react';
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

const closed = () => {};

/**
 * The menu button. It is an HTML invoker (`command`/`commandfor`) of the server-rendered menu, a
 * modal `<dialog>`, so the menu opens before the app's code has loaded; once it has, the click
 * goes through the handler, which keeps `aria-expanded` true and serves browsers without invokers.
 */
export function SiteMenu() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const show = (event: MouseEvent) => {
    event.preventDefault();
    setWanted(true);
    setOpen(true);
  };
  const ServerMenuDialog = serverMenuDialog;

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
        onPointerEnter={want}
        onFocus={want}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="menu-button-label">
          {t({ message: 'Menu', comment: 'the button opening the site’s menu' })}
        </span>
      </button>
      {ServerMenuDialog ? (
        <ServerMenuDialog open={false} onClose={closed} />
      ) : (
        wanted && (
          <Optional>
            <LazyMenuDialog open={open} onClose={() => setOpen(false)} />
          </Optional>
        )
      )}
    </>
  );
}
