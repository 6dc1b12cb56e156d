import { isValidPhone } from './accounts.ts';
import { LOCALES, type Locale } from './locales.ts';

/**
 * Partners (spec §1, §6): tour guides and agencies who apply from their account, are approved by
 * the operator, and then publish. The rules of an application, shared by its form and the server.
 */
export const PARTNER_KINDS = ['guide', 'agency'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

/** An application waits for the operator; approved, the partner is public; rejected, it may apply again. */
export const APPLICATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** The languages a guide may say they guide in (ISO 639-1), as the catalogue's guides do. */
export const GUIDE_LANGUAGES = ['ar', 'fr', 'en', 'it', 'de', 'es', 'ru', 'zh', 'ja', 'ko', 'pt', 'nl', 'tr'] as const;
export type GuideLanguage = (typeof GUIDE_LANGUAGES)[number];

export const PARTNER_LIMITS = {
  licence: 20,
  presentation: 600,
  agencyName: 120,
  locality: 80,
  region: 80,
  phone: 24,
  website: 200,
  regions: 24,
  yearsExperience: 70,
  reason: 500,
} as const;

/** Photos: what a phone takes, up to this size; the server re-encodes them to WebP, without metadata. */
export const PHOTO_MAX_BYTES = 12 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/avif'] as const;

export interface GuideDraft {
  licence: string;
  yearsExperience: number;
  languages: string[];
  /** Governorates' slugs. */
  regions: string[];
  /** A city's slug: where the guide is based. */
  city: string;
  /** In the languages the guide chooses; at least one. */
  presentation: Partial<Record<Locale, string>>;
  /** The uploaded portrait's address (`/media/uploads/…`). */
  photo: string;
  phone: string;
}

export interface AgencyDraft {
  name: string;
  /** A city's slug; the governorate follows from it. */
  city: string;
  locality: string;
  region: string;
  landline: string;
  fax: string;
  website: string;
}

export type PartnerProblem =
  | 'required'
  | 'too_long'
  | 'invalid_licence'
  | 'invalid_phone'
  | 'invalid_website'
  | 'invalid_years'
  | 'unknown_language'
  | 'unknown_place'
  | 'invalid_photo';

/** A guide's licence or professional card number: letters, digits, `/` and `-`. */
export const isLicence = (value: string) => /^[A-Za-z0-9][A-Za-z0-9/ -]{2,19}$/.test(value.trim());
export const isUploadedPhoto = (value: string) => /^\/media\/uploads\/[a-f0-9]{32}(-\d+x\d+)?\.webp$/.test(value);
export const isWebsite = (value: string) => {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/**
 * What is wrong with a guide's application, field by field. `places` says whether a city or
 * governorate slug exists (the server asks its database; the form, the lists it offers).
 */
export function guideProblems(
  d: GuideDraft,
  places: { isCity: (slug: string) => boolean; isRegion: (slug: string) => boolean },
): Partial<Record<keyof GuideDraft, PartnerProblem>> {
  const problems: Partial<Record<keyof GuideDraft, PartnerProblem>> = {};
  if (!d.licence.trim()) problems.licence = 'required';
  else if (!isLicence(d.licence)) problems.licence = 'invalid_licence';
  if (
    !Number.isInteger(d.yearsExperience) ||
    d.yearsExperience < 0 ||
    d.yearsExperience > PARTNER_LIMITS.yearsExperience
  )
    problems.yearsExperience = 'invalid_years';
  if (d.languages.length === 0) problems.languages = 'required';
  else if (d.languages.some((l) => !(GUIDE_LANGUAGES as readonly string[]).includes(l)))
    problems.languages = 'unknown_language';
  if (d.regions.length === 0) problems.regions = 'required';
  else if (d.regions.length > PARTNER_LIMITS.regions || d.regions.some((r) => !places.isRegion(r)))
    problems.regions = 'unknown_place';
  if (!d.city) problems.city = 'required';
  else if (!places.isCity(d.city)) problems.city = 'unknown_place';
  const written = LOCALES.filter((l) => d.presentation[l]?.trim());
  if (written.length === 0) problems.presentation = 'required';
  else if (written.some((l) => (d.presentation[l]?.trim().length ?? 0) > PARTNER_LIMITS.presentation))
    problems.presentation = 'too_long';
  if (!d.photo) problems.photo = 'required';
  else if (!isUploadedPhoto(d.photo)) problems.photo = 'invalid_photo';
  if (!d.phone.trim()) problems.phone = 'required';
  else if (!isValidPhone(d.phone)) problems.phone = 'invalid_phone';
  return problems;
}

/** What is wrong with an agency's application (the agency fields of spec §3), field by field. */
export function agencyProblems(
  d: AgencyDraft,
  places: { isCity: (slug: string) => boolean },
): Partial<Record<keyof AgencyDraft, PartnerProblem>> {
  const problems: Partial<Record<keyof AgencyDraft, PartnerProblem>> = {};
  if (!d.name.trim()) problems.name = 'required';
  else if (d.name.trim().length > PARTNER_LIMITS.agencyName) problems.name = 'too_long';
  if (!d.city) problems.city = 'required';
  else if (!places.isCity(d.city)) problems.city = 'unknown_place';
  if (!d.locality.trim()) problems.locality = 'required';
  else if (d.locality.trim().length > PARTNER_LIMITS.locality) problems.locality = 'too_long';
  if (d.region.trim().length > PARTNER_LIMITS.region) problems.region = 'too_long';
  if (!d.landline.trim()) problems.landline = 'required';
  else if (!isValidPhone(d.landline)) problems.landline = 'invalid_phone';
  if (d.fax.trim() && !isValidPhone(d.fax)) problems.fax = 'invalid_phone';
  if (d.website.trim() && !isWebsite(d.website)) problems.website = 'invalid_website';
  return problems;
}

/** The first language a guide wrote their presentation in, for a reader of `locale` who has none of theirs. */
export function presentationFor(
  presentation: Partial<Record<Locale, string>>,
  locale: Locale,
): { text: string; locale: Locale } | undefined {
  const own = presentation[locale]?.trim();
  if (own) return { text: own, locale };
  for (const l of ['fr', 'en', ...LOCALES] as const) {
    const text = presentation[l]?.trim();
    if (text) return { text, locale: l };
  }
  return undefined;
}

/** Ids for slugs: lower-case Latin letters and digits joined by dashes. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'partner'
  );
}

/** A guide rejecting a booking says why (the traveller reads it); accepting needs nothing. */
export function tripAnswerProblem(action: 'accept' | 'reject', reason: string): 'required' | 'too_long' | null {
  if (action === 'accept') return null;
  const text = reason.trim();
  if (!text) return 'required';
  return text.length > PARTNER_LIMITS.reason ? 'too_long' : null;
}
