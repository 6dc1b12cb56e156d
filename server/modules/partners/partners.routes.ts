import * as z from 'zod/mini';
import {
  applicationBodySchema,
  applicationResponseSchema,
  decisionLinkSchema,
  decisionViewSchema,
  myPartnershipResponseSchema,
  photoResponseSchema,
} from '../../../domain/contract/partners.ts';
import { LOCALES } from '../../../domain/locales.ts';
import { PHOTO_MAX_BYTES } from '../../../domain/partners.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { PartnersService } from './partners.service.ts';

const op = operationsOf<PartnersService>();
const HOUR = 3_600_000;

/** Becoming a partner (spec §1, §6): a traveller applies, the operator decides. */
export const PARTNER_OPERATIONS: Operation<PartnersService>[] = [
  op({
    path: '/partners/me',
    summary: 'The signed-in traveller’s partner applications and where they are public once approved',
    auth: 'required',
    live: true,
    response: myPartnershipResponseSchema,
    errors: [401],
    handle: (s, { auth }) => s.mine(auth!),
  }),
  op({
    method: 'post',
    path: '/partners/photos',
    summary:
      'A photo’s bytes (`image/*`, up to 12 MB): checked from the bytes, re-encoded to WebP at the pages’ sizes, metadata (EXIF, GPS) removed; answers its address. 415 `not_an_image`',
    auth: 'required',
    upload: { maxBytes: PHOTO_MAX_BYTES },
    response: photoResponseSchema,
    status: 201,
    errors: [401, 413, 415, 429],
    limits: [{ per: 'account', max: 30, windowMs: HOUR }],
    handle: (s, { upload }) => s.photo(upload),
  }),
  op({
    method: 'post',
    path: '/partners/applications',
    summary:
      'Apply as a tour guide or a partner agency (`kind`); pending until the operator decides. 400 `invalid_fields`, 409 `already_partner`',
    auth: 'required',
    query: z.object({ lang: z.optional(z.enum(LOCALES)) }),
    body: applicationBodySchema,
    response: applicationResponseSchema,
    status: 201,
    errors: [400, 401, 409, 429],
    limits: [{ per: 'account', max: 10, windowMs: HOUR }],
    // `lang`: the language the traveller applied in, which their e-mails use.
    handle: (s, { auth, body, query }) => s.apply(auth!, body, query.lang),
  }),
  op({
    path: '/partners/decisions',
    summary: 'What the operator’s signed decision link is about (reading it decides nothing)',
    query: decisionLinkSchema,
    response: decisionViewSchema,
    errors: [400, 403, 404],
    live: true,
    limits: [{ per: 'ip', max: 60, windowMs: 60_000 }],
    handle: (s, { query }) => s.decisionPage(query),
  }),
  op({
    method: 'post',
    path: '/partners/decisions',
    summary: 'The operator approves or rejects an application with its signed link (once: 409 `already_decided`)',
    body: decisionLinkSchema,
    response: decisionViewSchema,
    errors: [400, 403, 404, 409, 429],
    limits: [{ per: 'ip', max: 30, windowMs: 60_000 }],
    handle: (s, { body }) => s.decideByLink(body),
  }),
];
