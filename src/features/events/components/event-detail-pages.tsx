import { Plural, useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { BookingBox } from '../../../components/detail/booking-box.tsx';
import { ItemDetail } from '../../../components/detail/item-detail.tsx';
import { cityAndState } from '../../../components/place-links.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { formatDate, formatDateRange, formatNumber } from '../../../lib/format.ts';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { activityQuery, eventQuery } from '../api/events.queries.ts';
import { eventDuration, isOver, usePriceLabel } from './event-facts.ts';

export function EventDetailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const price = usePriceLabel();
  const { id } = useParams({ from: '/{-$lang}/events/$id' });
  return (
    <ItemDetail
      query={eventQuery(id)}
      section={{ label: t`Événements`, to: '/{-$lang}/events' }}
      loadingLabel={t`Chargement de l’événement`}
      content={({ event: e }) => {
        const duration = eventDuration(e.start_date, e.end_date);
        return {
          title: localized(e, 'title', locale),
          cover: e.cover,
          images: e.images,
          place: cityAndState(e),
          descriptionHtml: localized(e, 'description', locale),
          facts: [
            // A weekend trip leaves from somewhere; an event happens there.
            { label: e.kind === 'weekend' ? t`Point de rendez-vous` : t`Lieu`, value: localized(e, 'address', locale) },
            { label: t`Dates`, value: formatDateRange(e.start_date, e.end_date, locale) },
            {
              label: t`Durée`,
              value:
                'hours' in duration ? (
                  <Plural value={duration.hours} one="# heure" other="# heures" />
                ) : (
                  <Plural value={duration.days} one="# jour" other="# jours" />
                ),
            },
            { label: t`Prix`, value: price(e.price) },
            { label: t`Places restantes`, value: formatNumber(e.seats, locale) },
          ],
          lat: e.lat,
          lng: e.lng,
          badge: <StatusBadge status={e.status} />,
          booking: (
            <BookingBox
              closedReason={
                e.status === 'past'
                  ? t`Cet événement est terminé : il ne peut plus être réservé.`
                  : e.seats === 0
                    ? t`Toutes les places sont réservées.`
                    : undefined
              }
              signInText={t`Connectez-vous pour réserver cet événement.`}
              item={{ kind: 'event', id: String(e.id), title: localized(e, 'title', locale), image: e.cover }}
              chooseOn={{ page: 'seats', id: e.id, search: {} }}
            />
          ),
        };
      }}
    />
  );
}

export function ActivityDetailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const price = usePriceLabel();
  const { id } = useParams({ from: '/{-$lang}/activity/$id' });
  return (
    <ItemDetail
      query={activityQuery(id)}
      section={{ label: t`Activités`, to: '/{-$lang}/activity' }}
      loadingLabel={t`Chargement de l’activité`}
      content={({ activety: a }) => ({
        title: localized(a, 'title', locale),
        cover: a.cover,
        images: a.images,
        place: cityAndState(a),
        address: localized(a, 'address', locale),
        descriptionHtml: localized(a, 'description', locale),
        facts: [
          { label: t`Durée`, value: <Plural value={a.duration_hours} one="# heure" other="# heures" /> },
          { label: t`Prix par personne`, value: price(a.price) },
          { label: t`Places par séance`, value: formatNumber(a.numberplaces, locale) },
          { label: t`Proposée jusqu’au`, value: formatDate(a.end_date, locale) },
        ],
        lat: a.lat,
        lng: a.lng,
        booking: (
          <BookingBox
            closedReason={isOver(a) ? t`Cette activité n’est plus proposée.` : undefined}
            signInText={t`Connectez-vous pour réserver cette activité.`}
            item={{ kind: 'activity', id: String(a.id), title: localized(a, 'title', locale), image: a.cover }}
            chooseOn={{ page: 'seats', id: a.id, search: { kind: 'activity' } }}
          />
        ),
      })}
    />
  );
}
