import { tunisiaDateTime } from '../../../domain/dates.ts';

/** Today on Tunisia's calendar, where hotel nights are counted. */
export const today = () => tunisiaDateTime(new Date()).slice(0, 10);
