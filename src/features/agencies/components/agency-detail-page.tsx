import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { ItemDetail } from '../../../components/detail/item-detail.tsx';
import { cityAndState } from '../../../components/place-links.tsx';
import { TripCard } from '../../../components/trip/trip-card.tsx';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { agencyQuery } from '../api/agencies.queries.ts';
import { AgencyStatus } from './agency-status.tsx';

export function AgencyDetailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { slug, lang } = useParams({ from: '/{-$lang}/agences/$slug' });
  return (
    <ItemDetail
      query={agencyQuery(slug)}
      section={{ label: t`Agences de voyage`, to: '/{-$lang}/agences' }}
      loadingLabel={t`Chargement de l’agence`}
      content={({ agency: a }) => ({
        title: localized(a, 'name', locale),
        cover: a.cover,
        images: a.images,
        place: cityAndState(a),
        address: localized(a, 'address', locale),
        descriptionHtml: localized(a, 'description', locale),
        badge: <AgencyStatus status={a.status} />,
        facts: [
          { label: t`Localité`, value: localized(a, 'locality', locale) },
          { label: t`Région`, value: localized(a, 'region', locale) },
          { label: t`Licence`, value: <bdi>{a.licence}</bdi> },
          ...(a.landline ? [{ label: t`Téléphone fixe`, value: <bdi>{a.landline}</bdi> }] : []),
        ],
        contact: { phone: a.phone, fax: a.fax, email: a.email, website: a.website },
        lat: a.lat,
        lng: a.lng,
        sections: [
          a.voyages.length > 0 ? (
            <section key="trips" aria-labelledby="trips">
              <h2 id="trips">
                <Trans>Ses voyages</Trans>
              </h2>
              {a.voyages.map((v) => (
                <TripCard key={v.id} voyage={v} />
              ))}
            </section>
          ) : null,
          a.hotels.length > 0 ? (
            <section key="hotels" aria-labelledby="partner-hotels">
              <h2 id="partner-hotels">
                <Trans>Hôtels partenaires</Trans>
              </h2>
              <ul className="search-hits">
                {a.hotels.map((h) => (
                  <li key={h.id}>
                    <Link to="/{-$lang}/hotels/$id" params={{ lang, id: h.id }} className="search-hit">
                      <img loading="lazy" decoding="async" src={h.cover} alt="" width={96} height={60} />
                      <span>{localized(h, 'name', locale)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null,
        ],
      })}
    />
  );
}
