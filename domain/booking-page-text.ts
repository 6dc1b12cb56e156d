import type { PageText } from './seo.ts';

/**
 * The titles of the booking pages (reservation pages, cart, payment, confirmations, the
 * provider's answer), apart from seo.ts: only those pages' code imports them, so they stay out of
 * every other page's first load; `ALL_PAGE_TEXT` (page-text.ts) gathers them with the rest, for the server.
 */

export const CART_TEXT: PageText = {
  title: {
    fr: 'Mon panier',
    en: 'My cart',
    ar: 'سلة الحجوزات',
    ru: 'Моя корзина',
    zh: '我的预订车',
    ja: '予約カート',
    ko: '예약 장바구니',
  },
};

export const HOTEL_RESERVATION_TEXT: PageText = {
  title: {
    fr: 'Réserver votre séjour',
    en: 'Book your stay',
    ar: 'احجز إقامتك',
    ru: 'Бронирование проживания',
    zh: '预订住宿',
    ja: 'ご宿泊の予約',
    ko: '숙박 예약',
  },
};

export const PAYMENT_TEXT: PageText = {
  title: {
    fr: 'Paiement',
    en: 'Payment',
    ar: 'الدفع',
    ru: 'Оплата',
    zh: '付款',
    ja: 'お支払い',
    ko: '결제',
  },
};

export const PAYMENT_SUCCESS_TEXT: PageText = {
  title: {
    fr: 'Paiement accepté',
    en: 'Payment accepted',
    ar: 'تم قبول الدفع',
    ru: 'Оплата принята',
    zh: '付款成功',
    ja: 'お支払い完了',
    ko: '결제 완료',
  },
};

export const PAYMENT_FAILURE_TEXT: PageText = {
  title: {
    fr: 'Paiement non abouti',
    en: 'Payment not completed',
    ar: 'لم يكتمل الدفع',
    ru: 'Оплата не завершена',
    zh: '付款未完成',
    ja: 'お支払いが完了しませんでした',
    ko: '결제 미완료',
  },
};

export const CONFIRMATION_TEXT: PageText = {
  title: {
    fr: 'Confirmation de réservation',
    en: 'Booking confirmation',
    ar: 'تأكيد الحجز',
    ru: 'Подтверждение бронирования',
    zh: '预订确认',
    ja: '予約の確認',
    ko: '예약 확인',
  },
};

/** `events/reservation/{id}`: seats at an event, or places at an activity. */
export const SEAT_RESERVATION_TEXT: PageText = {
  title: {
    fr: 'Réserver vos places',
    en: 'Book your seats',
    ar: 'احجز مقاعدك',
    ru: 'Бронирование мест',
    zh: '预订座位',
    ja: '席の予約',
    ko: '좌석 예약',
  },
};

/** `restaurants/reservation?id=`: a table at a restaurant. */
export const TABLE_RESERVATION_TEXT: PageText = {
  title: {
    fr: 'Réserver une table',
    en: 'Book a table',
    ar: 'احجز طاولة',
    ru: 'Бронирование столика',
    zh: '预订餐桌',
    ja: 'テーブルの予約',
    ko: '테이블 예약',
  },
};

/** `circuits/reservation?circuit=`: places on a circuit's departure. */
export const CIRCUIT_RESERVATION_TEXT: PageText = {
  title: {
    fr: 'Réserver votre circuit',
    en: 'Book your tour',
    ar: 'احجز جولتك',
    ru: 'Бронирование тура',
    zh: '预订线路',
    ja: '周遊ツアーの予約',
    ko: '투어 예약',
  },
};

/** `circuits/confirmation?order=`: how a circuit's booking ended. */
export const CIRCUIT_CONFIRMATION_TEXT: PageText = {
  title: {
    fr: 'Confirmation de votre circuit',
    en: 'Your tour booking',
    ar: 'تأكيد حجز جولتك',
    ru: 'Подтверждение тура',
    zh: '线路预订确认',
    ja: '周遊ツアー予約の確認',
    ko: '투어 예약 확인',
  },
};

/** `vols/reservation`: the flights chosen, the passengers' names, then payment. */
export const FLIGHT_RESERVATION_TEXT: PageText = {
  title: {
    fr: 'Réserver vos vols',
    en: 'Book your flights',
    ar: 'احجز رحلاتك الجوية',
    ru: 'Бронирование авиабилетов',
    zh: '预订机票',
    ja: '航空券の予約',
    ko: '항공편 예약',
  },
};

export const RESTAURANT_FIND_TEXT: PageText = {
  title: {
    fr: 'Tables disponibles',
    en: 'Available tables',
    ar: 'الطاولات المتاحة',
    ru: 'Свободные столики',
    zh: '可预订的餐桌',
    ja: '空席のあるレストラン',
    ko: '예약 가능한 테이블',
  },
};
