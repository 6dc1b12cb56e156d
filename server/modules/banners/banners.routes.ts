import { bannersResponseSchema } from '../../../domain/contract/catalogue.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { BannersService } from './banners.service.ts';

const op = operationsOf<BannersService>();

export const BANNER_OPERATIONS: Operation<BannersService>[] = [
  op({
    path: '/a_d_s_f_ront',
    summary: 'Banners: three groups, in order, under `states`',
    response: bannersResponseSchema,
    handle: (s) => s.banners(),
  }),
];
