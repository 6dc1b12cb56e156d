import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Cuisine } from '../../../domain/contract/restaurants.ts';
export const CUISINE_LABELS: Record<Cuisine, MessageDescriptor> = {
  tunisian: msg`Cuisine tunisienne`,
  seafood: msg`Poissons et fruits de mer`,
  mediterranean: msg`Méditerranéenne`,
  international: msg`Internationale`,
  cafe: msg`Café`,
  street_food: msg`Sur le pouce`,
};
