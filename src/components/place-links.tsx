import { Link, useParams } from '@tanstack/react-router';
import type { Locale } from '../../domain/locales.ts';
import { localized } from '../lib/localized.ts';
import { useLocale } from '../lib/use-locale.ts';

interface Named {
  slug?: unknown;
  [key: string]: unknown;
}

/** "City, Governorate" of an item page, each a link to its place page. */
function CityAndState({ city, state }: { city: Named; state: Named }) {
  const locale = useLocale();
  const { lang } = useParams({ strict: false });
  return (
    <>
      <Link to="/{-$lang}/city/$slug" params={{ lang, slug: String(city.slug) }} className="cover-link">
        {localized(city, 'name', locale)}
      </Link>
      {/* Tunis, Sfax… are their governorate's name too: said once. */}
      {localized(state, 'name', locale) !== localized(city, 'name', locale) && (
        <>
          {', '}
          <Link to="/{-$lang}/states/$slug" params={{ lang, slug: String(state.slug) }} className="cover-link">
            {localized(state, 'name', locale)}
          </Link>
        </>
      )}
    </>
  );
}

export const cityAndState = (item: { city: Named; state: Named }) => (
  <CityAndState city={item.city} state={item.state} />
);

/** The destination a card belongs to. */
export const destinationOf = (item: { destination: Named }, locale: Locale) =>
  localized(item.destination, 'name', locale);
