import type { PageText } from './seo.ts';

/** The provider's answer page's title, apart: only that page's code (and the server) imports it. */
export const PROVIDER_ANSWER_TEXT: PageText = {
  title: {
    fr: 'Répondre à une réservation',
    en: 'Answer a reservation',
    ar: 'الرد على حجز',
    ru: 'Ответ на бронирование',
    zh: '回复预订',
    ja: '予約への回答',
    ko: '예약 응답',
  },
};
