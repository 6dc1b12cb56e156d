import type { Kysely, Transaction } from 'kysely';
import type {
  AgencyApplicationBody,
  Application,
  ApplicationBody,
  DecisionLink,
  GuideApplicationBody,
} from '../../../domain/contract/partners.ts';
import { isLocale, LOCALES, type Locale } from '../../../domain/locales.ts';
import { agencyProblems, guideProblems, presentationFor, slugify } from '../../../domain/partners.ts';
import { normalizeSearch } from '../../../domain/text.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Authed } from '../../lib/operations.ts';
import { paragraphs } from '../../lib/plain-text-html.ts';
import type { DecisionLinks } from './decision-links.ts';
import type { PartnerMails } from './partner-mails.ts';
import { type PartnerPhotos, PORTRAIT_SIZES } from './partner-photos.ts';
import { type ApplicationRow, PartnersRepository } from './partners.repository.ts';

export type Decision = 'approve' | 'reject';

export interface PartnersOptions {
  now: () => Date;
  photos: PartnerPhotos;
  links: DecisionLinks;
  mails: PartnerMails;
  /** Sends what the transaction queued (the mail outbox). */
  afterCommit: () => void;
  /** A guide or agency was published: public answers and pages kept in memory are stale. */
  afterPublish?: () => void;
}

const fieldsError = (problems: Record<string, string>) =>
  new HttpError(400, 'invalid_fields', 'Some fields are missing or invalid.', { fields: problems });

/**
 * Tour guides and agencies who apply from their account (spec §1, §6). The operator approves or
 * rejects from an e-mailed signed link or the command line; approved, a guide joins `allguides`
 * and an agency the directory and its map. Only what the operator approved is ever public.
 */
export class PartnersService {
  private readonly repository: PartnersRepository;

  constructor(
    db: Kysely<Database>,
    private readonly options: PartnersOptions,
  ) {
    this.repository = new PartnersRepository(db);
  }

  /** A portrait from the phone: checked from its bytes, re-encoded to WebP without metadata. */
  async photo(upload: Buffer | undefined) {
    return { photo: await this.options.photos.store(upload, PORTRAIT_SIZES) };
  }

  async mine(auth: Authed) {
    const rows = await this.repository.ofUser(auth.user.id);
    const published = await this.repository.published(rows.map((r) => r.id));
    return { applications: rows.map((r) => this.view(r, published)) };
  }

  /**
   * Applies as a guide or an agency: pending until the operator decides. A rejected application
   * may be sent again; a pending or approved one may not (409 `already_partner`).
   */
  async apply(auth: Authed, body: ApplicationBody, locale: Locale | undefined) {
    const problems = await this.problems(body);
    if (Object.keys(problems).length > 0) throw fieldsError(problems);
    const at = this.options.now().toISOString();
    const language = locale ?? (isLocale(auth.user.locale) ? auth.user.locale : 'fr');
    const id = await this.repository.transaction(async (trx) => {
      const existing = await this.repository.ofUserAndKind(auth.user.id, body.kind, trx);
      if (existing && existing.status !== 'rejected')
        throw new HttpError(409, 'already_partner', 'You have already applied.', { status: existing.status });
      const values = {
        status: 'pending' as const,
        details: JSON.stringify(body),
        locale: language,
        reason: null,
        created_at: at,
        decided_at: null,
        decided_by: null,
      };
      const saved = existing
        ? await this.repository.reapply(trx, existing.id, values)
        : await this.repository.insert(trx, { ...values, user_id: auth.user.id, kind: body.kind });
      const row = (await this.repository.byId(saved.id, trx))!;
      await this.options.mails.applied(trx, row, auth.user, at);
      return saved.id;
    });
    this.options.afterCommit();
    const row = (await this.repository.byId(id))!;
    return { application: this.view(row, await this.repository.published([id])) };
  }

  /** What the operator's e-mailed link is about (reading it decides nothing). */
  async decisionPage(link: DecisionLink) {
    const row = await this.linked(link, false);
    return this.decisionView(row, link.action);
  }

  /** The operator decides from the e-mailed link's page (a POST). */
  async decideByLink(link: DecisionLink) {
    const row = await this.linked(link, true);
    await this.decide(row.id, link.action, 'link', link.reason);
    return this.decisionView((await this.repository.byId(row.id))!, link.action);
  }

  /**
   * Approves (publishing the guide or agency) or rejects a pending application, once: a second
   * decision gets 409 `already_decided`. The applicant is e-mailed either way.
   */
  async decide(id: number, decision: Decision, by: 'link' | 'cli', reason?: string) {
    const at = this.options.now().toISOString();
    await this.repository.transaction(async (trx) => {
      const moved = await this.repository.decide(trx, id, {
        status: decision === 'approve' ? 'approved' : 'rejected',
        decided_at: at,
        decided_by: by,
        reason: decision === 'reject' ? reason?.trim() || null : null,
      });
      const row = await this.repository.byId(id, trx);
      if (!row) throw new HttpError(404, 'application_not_found', 'No application with this id.');
      if (!moved)
        throw new HttpError(409, 'already_decided', 'This application has already been decided.', {
          status: row.status,
        });
      const user = await this.repository.applicant(row.user_id, trx);
      if (decision === 'approve') await this.publish(trx, row, user);
      await this.options.mails.decided(trx, row, user, at);
    });
    this.options.afterCommit();
    if (decision === 'approve') this.options.afterPublish?.();
  }

  /** Every application, for the operator's command line. */
  list() {
    return this.repository.all();
  }

  private async problems(body: ApplicationBody): Promise<Record<string, string>> {
    const places = await this.repository.placeSlugs();
    const isCity = (slug: string) => places.cities.has(slug);
    if (body.kind === 'agency') return agencyProblems(body, { isCity });
    return guideProblems(body, { isCity, isRegion: (slug) => places.states.has(slug) });
  }

  /** The application's guide or agency, public from now on (a catalogue import carries it over). */
  private async publish(
    trx: Transaction<Database>,
    row: ApplicationRow,
    user: { first_name: string; last_name: string; email: string; phone: string },
  ) {
    const details = JSON.parse(row.details) as ApplicationBody;
    const city = await this.repository.city(details.city, trx);
    if (!city) throw new HttpError(409, 'invalid_fields', 'The application’s city no longer exists.');
    if (details.kind === 'guide') {
      const name = `${user.first_name} ${user.last_name}`.trim();
      await this.repository.insertGuide(trx, {
        slug: `${slugify(name)}-${row.id}`,
        city_id: city.id,
        name: JSON.stringify({ fr: name }),
        bio: JSON.stringify(bioOf(details)),
        specialties: JSON.stringify(regionsOf(await this.repository.states(details.regions, trx))),
        search_text: ` ${normalizeSearch(name)} | ${Object.values(JSON.parse(city.name) as Record<string, string>)
          .map(normalizeSearch)
          .join(' | ')} `,
        photo: details.photo,
        languages: JSON.stringify(details.languages),
        phone: details.phone,
        email: user.email,
        licence: details.licence.trim(),
        years_experience: details.yearsExperience,
        application_id: row.id,
      });
    } else {
      await this.repository.insertAgency(trx, agencyRow(details, row.id, city, user));
    }
  }

  private async linked(link: DecisionLink, deciding: boolean) {
    const verdict = this.options.links.check(link, this.options.now());
    if (verdict === 'forged') throw new HttpError(403, 'invalid_decision_link', 'This link is not valid.');
    if (deciding && verdict === 'expired')
      throw new HttpError(403, 'decision_link_expired', 'This link has expired; decide from the command line.');
    const row = await this.repository.byId(link.application);
    if (!row) throw new HttpError(404, 'application_not_found', 'No application with this id.');
    return row;
  }

  private async decisionView(row: ApplicationRow, action: Decision) {
    const user = await this.repository.applicant(row.user_id);
    return {
      decision: {
        application: row.id,
        kind: row.kind,
        status: row.status,
        action,
        applicant: { name: `${user.first_name} ${user.last_name}`, email: user.email, phone: user.phone },
        details: JSON.parse(row.details) as ApplicationBody,
        created_at: row.created_at,
      },
    };
  }

  private view(
    row: ApplicationRow,
    published: { guides: Map<number, number>; agencies: Map<number, string> },
  ): Application {
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      created_at: row.created_at,
      decided_at: row.decided_at,
      reason: row.reason,
      details: JSON.parse(row.details) as ApplicationBody,
      public_id: published.guides.get(row.id) ?? null,
      public_slug: published.agencies.get(row.id) ?? null,
    };
  }
}

/** The guide's presentation by language, as the pages' HTML; a language they did not write reads their first one. */
function bioOf(details: GuideApplicationBody): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((l) => [l, paragraphs(presentationFor(details.presentation, l)?.text ?? '')]),
  ) as Record<Locale, string>;
}

/** The regions a guide works in, named in every language. */
function regionsOf(states: { name: string }[]): Record<Locale, string> {
  const names = states.map((s) => JSON.parse(s.name) as Partial<Record<Locale, string>>);
  return Object.fromEntries(LOCALES.map((l) => [l, names.map((n) => n[l] || n.fr || '').join(', ')])) as Record<
    Locale,
    string
  >;
}

function agencyRow(
  d: AgencyApplicationBody,
  applicationId: number,
  city: { id: number; state_id: number; destination_id: number; lat: number; lng: number; name: string },
  user: { email: string; phone: string },
) {
  const slug = `${slugify(d.name)}-${applicationId}`;
  const same = (text: string) => JSON.stringify({ fr: text.trim() });
  const cityName = (JSON.parse(city.name) as Record<string, string>).fr ?? '';
  return {
    slug,
    state_id: city.state_id,
    destination_id: city.destination_id,
    city_id: city.id,
    lat: city.lat,
    lng: city.lng,
    name: same(d.name),
    address: same([d.locality, cityName].filter(Boolean).join(', ')),
    description: same(''),
    locality: same(d.locality),
    region: same(d.region),
    search_text: ` ${[d.name, d.locality, d.region, cityName].map(normalizeSearch).join(' | ')} `,
    cover: `/media/seed/agencies/${slug}-cover.webp`,
    images: JSON.stringify([`/media/seed/agencies/${slug}-1.webp`]),
    status: 'active' as const,
    phone: d.landline.trim(),
    landline: d.landline.trim(),
    fax: d.fax.trim() || null,
    email: user.email,
    website: d.website.trim() || null,
    licence: `RIHLA-${applicationId}`,
    application_id: applicationId,
  };
}
