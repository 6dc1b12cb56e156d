/** An agency's state of business (spec §3). Kept apart from the contract so routes can read it cheaply. */
export const AGENCY_STATUSES = ['active', 'inactive', 'pending'] as const;
export type AgencyStatus = (typeof AGENCY_STATUSES)[number];
