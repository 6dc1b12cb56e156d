import { Trans } from '@lingui/react/macro';
import { SaveOffline } from '../../../components/detail/save-offline.tsx';
import { picturesIn } from '../../../lib/offline-saves.ts';
import { type PlaceFilter, SECTIONS } from '../place-sections.ts';

/**
 * What a saved place's answers lead to: every item of a section's list (its own answer) and every
 * picture named in any answer, so the place and the pages of its items open offline.
 */
export function followPlace(filter: PlaceFilter) {
  return (url: string, answer: unknown): string[] => {
    const section = SECTIONS.find((s) => s.path(filter) === url);
    const items = section ? section.pick(answer).map((item) => section.detail(item.id)) : [];
    return [...items, ...picturesIn(answer)];
  };
}

/** "Save for offline" on a destination, governorate or city: the place, its lists and their items. */
export function SavePlace({ title, placesPath, filter }: { title: string; placesPath: string; filter: PlaceFilter }) {
  const lists = SECTIONS.map((s) => s.path(filter)).filter((p): p is string => p !== null);
  return (
    <SaveOffline
      title={title}
      urls={[placesPath, ...lists]}
      follow={followPlace(filter)}
      hint={
        <Trans>
          Avec ses hôtels, restaurants, maisons d’hôtes, activités, événements, monuments et musées, et leurs photos.
        </Trans>
      }
    />
  );
}
