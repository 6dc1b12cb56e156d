import type { Kysely } from 'kysely';
import type { PartnerSlug } from '../../../domain/constants.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { flattenLocalized } from '../../lib/localized.ts';
import { toEmergencyNumber, toLocation } from './directories.mappers.ts';
import { DirectoriesRepository } from './directories.repository.ts';

/** Partners' networks, public offices and emergency numbers (directories.routes.ts declares the calls). */
export class DirectoriesService {
  private readonly directories: DirectoriesRepository;

  constructor(db: Kysely<Database>) {
    this.directories = new DirectoriesRepository(db);
  }

  async partner(slug: PartnerSlug) {
    const partner = await this.directories.partner(slug);
    if (!partner) throw notFound('not_found', 'This partner has no page yet.');
    const [places, locations] = await Promise.all([
      this.directories.places(),
      this.directories.partnerLocations(partner.id),
    ]);
    return {
      partner: {
        id: partner.id,
        slug: partner.slug,
        ...flattenLocalized('name', partner.name),
        ...flattenLocalized('description', partner.description),
        website: partner.website,
        phone: partner.phone,
      },
      locations: locations.map((l) => ({ ...toLocation(l, places), ...flattenLocalized('services', l.services) })),
    };
  }

  async offices(kind: 'bureau' | 'post') {
    const [places, rows] = await Promise.all([this.directories.places(), this.directories.offices(kind)]);
    const offices = rows.map((o) => ({
      ...toLocation(o, places),
      ...flattenLocalized('hours', o.hours),
      fax: o.fax,
      email: o.email,
    }));
    return kind === 'bureau' ? { bureaus: offices } : { post_offices: offices };
  }

  async emergencyNumbers() {
    return { numbers: (await this.directories.emergencyNumbers()).map(toEmergencyNumber) };
  }
}
