import { apiQuery } from '../../../lib/api-query.ts';

/** The API's path keeps its historic name (`secours`): it is part of the contract. */
export const emergencyNumbersQuery = () => apiQuery('/utilisateur/secours', 'emergencyNumbersResponseSchema');
