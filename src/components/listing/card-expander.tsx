import { useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode } from 'react';
import { Optional } from '../optional.tsx';

/** A listing expands one card at a time (spec §4): each card is told whether it is that one. */
export interface CardExpansion {
  expanded: boolean;
  onToggle: () => void;
}

/** An expanded card's details; their code (sanitized description, contacts) loads with the first one opened. */
export const LazyCardDetails = lazy(() => import('./card-details.tsx').then((m) => ({ default: m.CardDetails })));

/** A card's « Plus de détails » button and the details it shows. */
export function CardExpander({
  id,
  expansion,
  details,
}: {
  id: number;
  expansion: CardExpansion;
  details: () => ReactNode;
}) {
  const { t } = useLingui();
  const detailsId = `card-${id}-details`;
  return (
    <>
      <button
        type="button"
        className="button card-toggle"
        aria-expanded={expansion.expanded}
        aria-controls={detailsId}
        onClick={expansion.onToggle}
      >
        {expansion.expanded ? t`Moins de détails` : t`Plus de détails`}
      </button>
      <div id={detailsId} className="card-details" hidden={!expansion.expanded}>
        {expansion.expanded && <Optional>{details()}</Optional>}
      </div>
    </>
  );
}
