import type { Guide } from '../../../domain/contract/catalogue.ts';
import type { Localized } from '../../../domain/locales.ts';
import type { Places, Row } from '../../db/listing-query.ts';
import { flattenLocalized } from '../../lib/localized.ts';
import { cityRef } from '../geography/geography.mappers.ts';
import { dinars, pictures, toSeo } from '../listings/listing.mappers.ts';

/** A guide, with the lowest price a person of their published trips (`tripsFrom`, millimes), if any. */
export function toGuide(r: Row<'guides'>, places: Places, tripsFrom: number | null): Guide {
  return {
    id: r.id,
    slug: r.slug,
    ...flattenLocalized('name', r.name),
    ...flattenLocalized('bio', r.bio),
    ...flattenLocalized('specialties', r.specialties),
    photo: r.photo,
    languages: JSON.parse(r.languages),
    phone: r.phone,
    email: r.email,
    licence: r.licence,
    years_experience: r.years_experience,
    city: cityRef(r.city_id, places),
    trips_from: tripsFrom === null ? null : dinars(tripsFrom),
  } as Guide;
}

/** Who leads a trip, as its page names and links them. */
export type TripLeader = Pick<Row<'guides'>, 'id' | 'slug' | 'name'> | undefined;

export function toVoyage(r: Row<'voyages'>, leader: TripLeader, places: Places) {
  const days = JSON.parse(r.days) as { title: Localized; programme: Localized }[];
  const tiers = JSON.parse(r.price_tiers) as { people: number; price_millimes: number }[];
  const named = (id: number) => ({
    id,
    slug: leader?.slug ?? '',
    ...flattenLocalized('name', leader?.name ?? '{}'),
  });
  return {
    id: r.id,
    slug: r.slug,
    guide_id: r.guide_id,
    guide: r.guide_id === null ? null : named(r.guide_id),
    agency: r.agency_id === null ? null : named(r.agency_id),
    ...flattenLocalized('name', r.name),
    ...flattenLocalized('description', r.description),
    ...pictures(r),
    seats: r.seats,
    departure_city: cityRef(r.departure_city_id, places),
    days: days.map((d, i) => ({
      day: i + 1,
      ...flattenLocalized('title', JSON.stringify(d.title)),
      ...flattenLocalized('programme', JSON.stringify(d.programme)),
    })),
    prices: tiers.map((t) => ({ number: t.people, price: dinars(t.price_millimes) })),
    seo: toSeo(r.seo),
    written_languages: r.draft ? writtenLanguages(JSON.parse(r.draft) as { name: Record<string, string> }) : null,
    meeting_point: r.meeting_point ? (JSON.parse(r.meeting_point) as { lat: number; lng: number }) : null,
  };
}

/** The languages a partner wrote their trip's name in, French and English first. */
function writtenLanguages(draft: { name: Record<string, string> }): string[] {
  const written = Object.keys(draft.name).filter((l) => draft.name[l]?.trim());
  return [...written.filter((l) => l === 'fr' || l === 'en'), ...written.filter((l) => l !== 'fr' && l !== 'en')];
}
