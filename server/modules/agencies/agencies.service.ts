import type { Kysely } from 'kysely';
import type { Agency } from '../../../domain/contract/catalogue.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { flattenLocalized } from '../../lib/localized.ts';
import { toVoyage } from '../guides/guides.mappers.ts';
import { GuidesRepository } from '../guides/guides.repository.ts';
import { toAgency } from './agencies.mappers.ts';
import { AgenciesRepository } from './agencies.repository.ts';

export interface AgenciesQuery {
  search?: string | undefined;
  destination_id?: number | undefined;
  city_id?: number | undefined;
  status?: 'active' | 'inactive' | 'pending' | undefined;
}

/** Travel agencies with their partner hotels, and a partner agency's trips (agencies.routes.ts declares the calls). */
export class AgenciesService {
  private readonly agenciesRepository: AgenciesRepository;
  private readonly guides: GuidesRepository;

  constructor(db: Kysely<Database>) {
    this.agenciesRepository = new AgenciesRepository(db);
    this.guides = new GuidesRepository(db);
  }

  /** Each agency's partner hotels, by agency id. */
  private async partnerHotels(agencyIds: number[]) {
    const map = new Map<number, Agency['hotels']>();
    if (agencyIds.length === 0) return map;
    for (const l of await this.agenciesRepository.partnerHotels(agencyIds))
      map.set(l.agency_id, [
        ...(map.get(l.agency_id) ?? []),
        {
          id: l.id,
          slug: l.slug,
          ...flattenLocalized('name', l.name),
          cover: l.cover,
          lat: String(l.lat),
          lng: String(l.lng),
        } as Agency['hotels'][number],
      ]);
    return map;
  }

  async agencies(query: AgenciesQuery) {
    const filter = {
      search: query.search,
      destinationId: query.destination_id,
      cityId: query.city_id,
      equals: query.status ? { status: query.status } : undefined,
    };
    const [places, rows] = await Promise.all([this.agenciesRepository.places(), this.agenciesRepository.list(filter)]);
    const hotels = await this.partnerHotels(rows.map((r) => r.id));
    return rows.map((r) => toAgency(r, hotels.get(r.id) ?? [], places));
  }

  async agency(slugOrId: string) {
    const row = /^\d+$/.test(slugOrId)
      ? await this.agenciesRepository.byId(Number(slugOrId))
      : await this.agenciesRepository.bySlug(slugOrId);
    if (!row) throw notFound('agency_not_found', 'No agency with this slug.');
    const [places, hotels, voyages] = await Promise.all([
      this.agenciesRepository.places(),
      this.partnerHotels([row.id]),
      this.guides.voyagesOf({ agencyId: row.id }),
    ]);
    return {
      agency: {
        ...toAgency(row, hotels.get(row.id) ?? [], places),
        voyages: voyages.map((v) => toVoyage(v, row, places)),
      },
    };
  }
}
