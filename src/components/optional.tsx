import { Component, type ReactNode, Suspense } from 'react';

/**
 * A lazily loaded extra the page can do without (a save button, the offline banner, carousels):
 * `fallback` (nothing unless given) while its code loads, and still if that code cannot be
 * fetched — offline before the service worker holds it — instead of the whole page giving way
 * to an error.
 */
export class Optional extends Component<{ children: ReactNode; fallback?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    const fallback = this.props.fallback ?? null;
    return this.state.failed ? fallback : <Suspense fallback={fallback}>{this.props.children}</Suspense>;
  }
}
