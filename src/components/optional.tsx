import { Component, type ReactNode, Suspense } from 'react';

/**
 * A lazily loaded extra the page can do without (a save button, the offline banner, carousels):
 * nothing while its code loads, and nothing if that code cannot be fetched — offline before the
 * service worker holds it — instead of the whole page giving way to an error.
 */
export class Optional extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
