import type { Locale } from '../../../domain/locales.ts';

/**
 * What a rental request's answer says (`message`, spec §7-§8): the page shows it in its toast,
 * « Error: {message} » on failure, so it is written in the traveller's language.
 */
export interface RentalTexts {
  success: string;
  invalid: string;
  notFound: string;
  taken: string;
  priceChanged: (total: string) => string;
}

export const RENTAL_TEXTS: Record<Locale, RentalTexts> = {
  fr: {
    success: 'Réservation enregistrée ! Le loueur vous la confirmera par e-mail.',
    invalid: 'Vérifiez les dates (à partir de demain) et les lieux de prise en charge et de restitution.',
    notFound: 'Ce véhicule n’est plus proposé à la location.',
    taken: 'Ce véhicule est déjà loué sur une partie de ces dates : choisissez d’autres dates ou un autre véhicule.',
    priceChanged: (total) => `Le prix a changé : cette location coûte maintenant ${total}.`,
  },
  en: {
    success: 'Reservation successful! The renter will confirm it by e-mail.',
    invalid: 'Check the dates (from tomorrow on) and the pick-up and drop-off places.',
    notFound: 'This vehicle is no longer offered for rent.',
    taken: 'This vehicle is already rented on some of these dates: choose other dates or another vehicle.',
    priceChanged: (total) => `The price has changed: this rental now costs ${total}.`,
  },
  ar: {
    success: 'تم تسجيل الحجز! سيؤكده لك المؤجّر عبر البريد الإلكتروني.',
    invalid: 'تحقّق من التواريخ (ابتداءً من الغد) ومن مكانَي الاستلام والتسليم.',
    notFound: 'لم تعد هذه المركبة معروضة للإيجار.',
    taken: 'هذه المركبة مؤجّرة في بعض هذه التواريخ: اختر تواريخ أخرى أو مركبة أخرى.',
    priceChanged: (total) => `تغيّر السعر: أصبحت تكلفة هذا الإيجار ${total}.`,
  },
  ru: {
    success: 'Бронирование оформлено! Арендодатель подтвердит его по электронной почте.',
    invalid: 'Проверьте даты (начиная с завтрашнего дня) и места получения и возврата.',
    notFound: 'Этот автомобиль больше не сдаётся в аренду.',
    taken: 'Этот автомобиль уже арендован на часть этих дат: выберите другие даты или другой автомобиль.',
    priceChanged: (total) => `Цена изменилась: теперь эта аренда стоит ${total}.`,
  },
  zh: {
    success: '预订成功！租车方将通过电子邮件向您确认。',
    invalid: '请检查日期（从明天起）以及取车和还车地点。',
    notFound: '该车辆已不再出租。',
    taken: '该车辆在其中部分日期已被租出：请选择其他日期或其他车辆。',
    priceChanged: (total) => `价格已变动：此次租车现在的费用为 ${total}。`,
  },
  ja: {
    success: '予約を受け付けました！レンタル会社からメールで確認のご連絡があります。',
    invalid: '日付（明日以降）と、受け取り・返却場所をご確認ください。',
    notFound: 'この車両は現在レンタルの提供がありません。',
    taken: 'この車両はこれらの日付の一部ですでに貸し出されています。別の日付か別の車両をお選びください。',
    priceChanged: (total) => `料金が変更されました。このレンタルは現在 ${total} です。`,
  },
  ko: {
    success: '예약이 접수되었습니다! 렌터카 업체가 이메일로 확정해 드립니다.',
    invalid: '날짜(내일부터)와 인수 및 반납 장소를 확인해 주세요.',
    notFound: '이 차량은 더 이상 대여할 수 없습니다.',
    taken: '이 차량은 일부 날짜에 이미 대여되었습니다. 다른 날짜나 다른 차량을 선택해 주세요.',
    priceChanged: (total) => `가격이 변경되었습니다. 이 대여의 요금은 이제 ${total}입니다.`,
  },
};
