import { Trans } from '@lingui/react/macro';

/**
 * The listing's empty state: 'no_results' with 'try_different_search' (spec §8); `title` names
 * what was not found where the list knows it ("Aucun événement trouvé.").
 */
export function NoResults({ title }: { title?: string }) {
  return (
    <div className="empty-state" role="status">
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <circle cx="28" cy="28" r="18" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="M41 41l14 14" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <p className="empty-state-title">{title ?? <Trans>Aucun résultat</Trans>}</p>
      <p>
        <Trans>Essayez une autre recherche.</Trans>
      </p>
    </div>
  );
}
