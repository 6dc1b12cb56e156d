import { Trans } from '@lingui/react/macro';
import { useOnline } from '../lib/use-online.ts';

/** A load failure the user can act on: offline with nothing saved, or a server problem to retry. */
export function QueryError({ onRetry }: { error: unknown; onRetry: () => void }) {
  const online = useOnline();
  return (
    <div className="error-state" role="alert">
      <p>
        {online ? (
          <Trans>Un problème technique nous empêche d’afficher cette page.</Trans>
        ) : (
          <Trans>Vous êtes hors ligne et cette page n’a pas encore été enregistrée sur cet appareil.</Trans>
        )}
      </p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        <Trans>Réessayer</Trans>
      </button>
    </div>
  );
}
