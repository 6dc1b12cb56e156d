import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { type ComponentType, Suspense } from 'react';
import type { Voyage } from '../../../../domain/contract/catalogue.ts';
import { ItemDetail } from '../../../components/detail/item-detail.tsx';
import { MapPanel } from '../../../components/map/map-panel.tsx';
import { BlockSkeleton } from '../../../components/skeleton.tsx';
import { PriceTiers, TripProgramme, tripTextLanguage, UntranslatedNote } from '../../../components/trip/trip-parts.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { localized } from '../../../lib/localized.ts';
import { useFirstLoadOver } from '../../../lib/use-first-load-over.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { voyageQuery } from '../api/guides-and-tours.queries.ts';

/**
 * `allguides/{guide}/voyages/{trip}` or `agences/{agency}/voyages/{trip}`: a guide's or partner
 * agency's trip — gallery, programme, price tiers, the meeting point on a map — and its departures
 * with the places left, booked for a party with `Booking` (booking's, given by the route: lazy,
 * after the first load).
 */
export function VoyagePage({
  voyageId,
  agencyTrip,
  Booking,
}: {
  voyageId: number;
  /** Reached under a partner agency's page (its crumbs lead back to the agencies). */
  agencyTrip: boolean;
  Booking: ComponentType<{ voyage: Voyage }>;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  // The party form (and its catalogs) once the page has loaded: what a first visit reads comes first.
  const bookingReady = useFirstLoadOver();
  const { lang } = useParams({ strict: false });
  return (
    <ItemDetail
      query={voyageQuery(voyageId)}
      section={
        agencyTrip
          ? { label: t`Agences de voyage`, to: '/{-$lang}/agences' }
          : { label: t`Guides touristiques`, to: '/{-$lang}/allguides' }
      }
      loadingLabel={t`Chargement du voyage`}
      content={({ voyage: v }) => {
        const name = localized(v, 'name', locale);
        const leader = v.guide ?? v.agency;
        const guide = leader ? localized(leader, 'name', locale) : '';
        const from = Math.min(...v.prices.map((p) => p.price));
        const point = v.meeting_point;
        return {
          title: name,
          cover: v.cover,
          images: v.images,
          place: (
            <Trans>
              Départ de {localized(v.departure_city, 'name', locale)} ·{' '}
              <Plural value={v.days.length} one="# jour" other="# jours" />
            </Trans>
          ),
          descriptionHtml: localized(v, 'description', locale),
          aboutFooter: <UntranslatedNote voyage={v} />,
          facts: [
            v.agency
              ? {
                  label: t`Agence`,
                  value: (
                    <Link to="/{-$lang}/agences/$slug" params={{ lang, slug: v.agency.slug }}>
                      {guide}
                    </Link>
                  ),
                }
              : {
                  label: t`Guide`,
                  value: (
                    <Link to="/{-$lang}/allguides/$id" params={{ lang, id: v.guide_id ?? 0 }}>
                      {guide}
                    </Link>
                  ),
                },
            { label: t`Durée`, value: <Plural value={v.days.length} one="# jour" other="# jours" /> },
            ...(v.prices.length > 0
              ? [{ label: t`À partir de`, value: t`${formatPrice(from, locale)} par personne` }]
              : []),
          ],
          ...(point ? { lat: point.lat, lng: point.lng } : {}),
          sections: [
            <section key="programme" aria-labelledby="programme" lang={tripTextLanguage(v, locale)}>
              <h2 id="programme">
                <Trans>Programme</Trans>
              </h2>
              <TripProgramme voyage={v} />
            </section>,
            <section key="prices" aria-labelledby="prices">
              <h2 id="prices">
                <Trans>Prix</Trans>
              </h2>
              <PriceTiers voyage={v} />
            </section>,
            point ? (
              <section key="meeting" aria-labelledby="meeting">
                <h2 id="meeting">
                  <Trans>Point de rencontre</Trans>
                </h2>
                <MapPanel
                  label={t`Point de rencontre du voyage`}
                  points={[{ id: v.id, lat: point.lat, lng: point.lng, title: name, detail: guide }]}
                />
              </section>
            ) : null,
          ],
          booking: bookingReady ? (
            <Suspense fallback={<BlockSkeleton height={220} />}>
              <Booking voyage={v} />
            </Suspense>
          ) : (
            <BlockSkeleton height={220} />
          ),
        };
      }}
    />
  );
}
