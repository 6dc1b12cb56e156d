import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import type { Monument, Museum } from '../../../../domain/contract/catalogue.ts';
import type { Locale } from '../../../../domain/locales.ts';
import { type ItemContent, ItemDetail } from '../../../components/detail/item-detail.tsx';
import { cityAndState } from '../../../components/place-links.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { formatDateRange, formatPrice } from '../../../lib/format.ts';
import { localized } from '../../../lib/localized.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { festivalQuery, monumentQuery, museumQuery } from '../api/heritage.queries.ts';
import { currentEdition, UnescoBadge } from './heritage-facts.tsx';

/** What monuments and museums share on their pages: hours, fee, contacts. */
function heritageContent(
  item: (Museum | Monument) & Parameters<typeof cityAndState>[0],
  locale: Locale,
  facts: ItemContent['facts'],
): ItemContent {
  return {
    title: localized(item, 'name', locale),
    cover: item.cover,
    images: item.images,
    place: cityAndState(item),
    address: localized(item, 'address', locale),
    descriptionHtml: localized(item, 'description', locale),
    facts,
    contact: { phone: item.phone, fax: null, email: null, website: item.website },
    lat: item.lat,
    lng: item.lng,
    badge: item.unesco ? <UnescoBadge /> : undefined,
  };
}

/** Fee, or nothing when the catalogue does not know it. */
function useFee() {
  const { t } = useLingui();
  const locale = useLocale();
  return (price: number | null) =>
    price === null ? [] : [{ label: t`Entrée`, value: price === 0 ? t`Gratuite` : formatPrice(price, locale) }];
}

export function MonumentDetailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const fee = useFee();
  const { id } = useParams({ from: '/{-$lang}/monument/$id' });
  return (
    <ItemDetail
      query={monumentQuery(id)}
      section={{ label: t`Monuments et sites`, to: '/{-$lang}/monument' }}
      loadingLabel={t`Chargement du monument`}
      content={({ monument: m }) =>
        heritageContent(m, locale, [
          { label: t`Époque`, value: localized(m, 'period', locale) },
          ...(m.opening_hours ? [{ label: t`Horaires`, value: localized(m, 'opening_hours', locale) }] : []),
          ...fee(m.price),
        ])
      }
    />
  );
}

export function MuseumDetailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const fee = useFee();
  const { id } = useParams({ from: '/{-$lang}/musses/$id' });
  return (
    <ItemDetail
      query={museumQuery(id)}
      section={{ label: t`Musées`, to: '/{-$lang}/musses' }}
      loadingLabel={t`Chargement du musée`}
      content={({ musee: m }) =>
        heritageContent(m, locale, [
          ...(m.opening_hours ? [{ label: t`Horaires`, value: localized(m, 'opening_hours', locale) }] : []),
          ...fee(m.price),
        ])
      }
    />
  );
}

export function FestivalDetailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { id } = useParams({ from: '/{-$lang}/festival/$id' });
  return (
    <ItemDetail
      query={festivalQuery(id)}
      section={{ label: t`Festivals`, to: '/{-$lang}/festival' }}
      loadingLabel={t`Chargement du festival`}
      content={({ festival: f }) => {
        const edition = currentEdition(f);
        return {
          title: localized(f, 'name', locale),
          cover: f.cover,
          images: f.images,
          place: cityAndState(f),
          descriptionHtml: localized(f, 'description', locale),
          facts: edition
            ? [
                {
                  label: t`Édition ${edition.year}`,
                  value: formatDateRange(edition.start_date, edition.end_date, locale),
                },
              ]
            : [],
          contact: { phone: null, fax: null, email: null, website: f.website },
          lat: f.lat,
          lng: f.lng,
          badge: edition && <StatusBadge status={edition.status} />,
          sections: (
            <section aria-labelledby="editions">
              <h2 id="editions">
                <Trans>Éditions</Trans>
              </h2>
              <ol className="editions">
                {f.editions.map((e) => (
                  <li key={e.year} className="edition">
                    <p className="edition-head">
                      <strong>{e.year}</strong>
                      <span>{formatDateRange(e.start_date, e.end_date, locale)}</span>
                      <StatusBadge status={e.status} />
                    </p>
                    <p>{localized(e, 'highlights', locale)}</p>
                  </li>
                ))}
              </ol>
            </section>
          ),
        };
      }}
    />
  );
}
