import { Outlet } from '@tanstack/react-router';
import { Later } from '../../app/staged-render.tsx';
import { ConnectionBanner } from './connection-banner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

export function AppLayout() {
  return (
    <div className="app">
      <Later>
        <SiteHeader />
      </Later>
      <ConnectionBanner />
      <main id="main" className="app-main" tabIndex={-1}>
        <Later>
          <Outlet />
        </Later>
      </main>
      <Later>
        <SiteFooter />
      </Later>
      <UpdatePrompt />
    </div>
  );
}
