import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { BookingBox } from '../../../components/detail/booking-box.tsx';
import { ItemDetail } from '../../../components/detail/item-detail.tsx';
import { MapPanel } from '../../../components/map/map-panel.tsx';
import { TripCard } from '../../../components/trip/trip-card.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { circuitQuery, guideQuery } from '../api/guides-and-tours.queries.ts';
import { GUIDES_BANNER, languageNames, route } from './guide-and-tour-facts.ts';

export function GuideDetailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { id } = useParams({ from: '/{-$lang}/allguides/$id' });
  return (
    <ItemDetail
      query={guideQuery(id)}
      section={{ label: t`Guides touristiques`, to: '/{-$lang}/allguides' }}
      loadingLabel={t`Chargement du guide`}
      content={({ guide: g }) => {
        const name = localized(g, 'name', locale);
        return {
          title: name,
          // A portrait is no banner (it would be enlarged and cut): the guides' banner; the portrait is the photo.
          cover: GUIDES_BANNER,
          images: [g.photo],
          place: localized(g.city, 'name', locale),
          descriptionHtml: localized(g, 'bio', locale),
          facts: [
            { label: t`Langues`, value: languageNames(g.languages, locale) },
            { label: t`Spécialités`, value: localized(g, 'specialties', locale) },
            {
              label: t`Expérience`,
              value: <Plural value={g.years_experience} one="# an" other="# ans" />,
            },
            { label: t`Carte professionnelle`, value: <bdi>{g.licence}</bdi> },
            ...(g.trips_from === null
              ? []
              : [{ label: t`Voyages à partir de`, value: t`${formatPrice(g.trips_from, locale)} par personne` }]),
          ],
          contact: { phone: g.phone, fax: null, email: g.email, website: null },
          sections: [
            <section key="trips" aria-labelledby="trips">
              <h2 id="trips">
                <Trans>Ses voyages</Trans>
              </h2>
              {g.voyages.length === 0 ? (
                <p>
                  <Trans>Ce guide n’a pas encore publié de voyage.</Trans>
                </p>
              ) : (
                g.voyages.map((v) => <TripCard key={v.id} voyage={v} />)
              )}
            </section>,
          ],
        };
      }}
    />
  );
}

export function CircuitDetailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { slug } = useParams({ from: '/{-$lang}/circuits/$slug' });
  return (
    <ItemDetail
      query={circuitQuery(slug)}
      section={{ label: t`Circuits`, to: '/{-$lang}/circuits' }}
      loadingLabel={t`Chargement du circuit`}
      content={({ circuit: c }) => ({
        title: localized(c, 'name', locale),
        cover: c.cover,
        images: c.images,
        place: route(c, locale),
        descriptionHtml: localized(c, 'description', locale),
        facts: [
          { label: t`Durée`, value: <Plural value={c.days} one="# jour" other="# jours" /> },
          { label: t`À partir de`, value: t`${formatPrice(c.starting_price, locale)} par personne` },
        ],
        sections: (
          <section aria-labelledby="stops">
            <h2 id="stops">
              <Trans>Étapes</Trans>
            </h2>
            <MapPanel
              label={t`Carte : ${localized(c, 'name', locale)}`}
              route
              points={c.stops.map((stop, i) => ({
                id: i,
                lat: Number(stop.lat),
                lng: Number(stop.lng),
                title: localized(stop.city, 'name', locale),
              }))}
            />
            <ol className="stops">
              {c.stops.map((stop, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a city may come back later in the same tour
                <li key={i} className="stop">
                  <strong>{localized(stop.city, 'name', locale)}</strong>
                  <span className="card-meta">
                    <Plural value={stop.nights} _0="Visite dans la journée" one="# nuit" other="# nuits" />
                  </span>
                  <p>{localized(stop, 'note', locale)}</p>
                </li>
              ))}
            </ol>
          </section>
        ),
        booking: (
          <BookingBox
            signInText={t`Connectez-vous pour composer et réserver ce circuit.`}
            item={{ kind: 'circuit', id: String(c.id), title: localized(c, 'name', locale), image: c.cover }}
            chooseOn={{ page: 'circuit', slug: c.slug }}
          />
        ),
      })}
    />
  );
}
