import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { destinationsQuery } from '../../lib/geography-queries.ts';
import { localized, sortedByName } from '../../lib/localized.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** Every destination as a link to its page, in the language's alphabetical order. */
export function DestinationChips() {
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  const { data: destinations = [] } = useQuery(destinationsQuery());
  if (destinations.length === 0) return null;
  const sorted = sortedByName(destinations, locale);
  return (
    <section className="extras-section" aria-labelledby="destinations-title">
      <h2 id="destinations-title">
        <Trans>Destinations</Trans>
      </h2>
      <ul className="chips">
        {sorted.map((d) => (
          <li key={d.id}>
            <Link to="/{-$lang}/destination/$slug" params={{ lang, slug: d.slug }} className="chip">
              {localized(d, 'name', locale)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
