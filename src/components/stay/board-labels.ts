import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BoardBasis } from '../../../domain/contract/hotels.ts';

/** What a rate includes, as travellers read it on Tunisian hotel sites. */
export const BOARD_LABELS: Record<BoardBasis, MessageDescriptor> = {
  room_only: msg`Logement seul`,
  bed_breakfast: msg`Petit-déjeuner inclus`,
  half_board: msg`Demi-pension`,
  full_board: msg`Pension complète`,
  all_inclusive: msg`Tout compris`,
};
