import {
  bureausResponseSchema,
  emergencyNumbersResponseSchema,
  partnerResponseSchema,
  postOfficesResponseSchema,
} from '../../../domain/contract/catalogue.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { DirectoriesService } from './directories.service.ts';

const op = operationsOf<DirectoriesService>();

/** Where to find help on the road: partners' networks, public offices, emergency numbers. */
export const DIRECTORY_OPERATIONS: Operation<DirectoriesService>[] = [
  op({
    path: '/agil',
    summary: 'Fuel partner (Agil) and its stations',
    response: partnerResponseSchema,
    handle: (s) => s.partner('agil'),
  }),
  op({
    path: '/tunisietelecom',
    summary: 'Telecom partner (Tunisie Telecom) and its shops',
    response: partnerResponseSchema,
    handle: (s) => s.partner('tunisietelecom'),
  }),
  op({
    path: '/gat',
    summary: 'Insurance partner (GAT) and its agencies',
    response: partnerResponseSchema,
    handle: (s) => s.partner('gat'),
  }),
  op({
    path: '/bureautourisme',
    summary: 'Regional tourism offices under `bureaus`',
    response: bureausResponseSchema,
    handle: (s) => s.offices('bureau'),
  }),
  op({
    path: '/posttunisie',
    summary: 'Post offices under `post_offices`',
    response: postOfficesResponseSchema,
    handle: (s) => s.offices('post'),
  }),
  op({
    path: '/secours',
    summary: 'Emergency and useful numbers under `numbers`, in display order',
    response: emergencyNumbersResponseSchema,
    handle: (s) => s.emergencyNumbers(),
  }),
];
