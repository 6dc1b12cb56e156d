import type { BoardBasis } from '../../../domain/contract/hotels.ts';
import type { Locale } from '../../../domain/locales.ts';

/** The words of the e-mails a traveller receives about an order, in the order's language. */
export interface TravellerMailTexts {
  greeting: (name: string) => string;
  signature: string;
  reference: string;
  total: string;
  nights: (count: number) => string;
  boards: Record<BoardBasis, string>;
  seeReservations: string;
  paid: { subject: (ref: string) => string; body: string; answerBy: (when: string) => string };
  confirmed: { subject: (ref: string, place: string) => string; body: (place: string) => string };
  refused: {
    subject: (ref: string, place: string) => string;
    body: (place: string) => string;
    /** Refused because the place did not answer in time. */
    unanswered: (place: string) => string;
    /** The reason a guide gave for refusing, in their words. */
    reason: (text: string) => string;
  };
  /** Who leads a guide's trip. */
  guide: (name: string) => string;
  cancelled: { subject: (ref: string) => string; body: (place: string) => string; fee: (amount: string) => string };
  /** The provider cancelled what it had sold (a guide cancels a departure): refunded in full. */
  cancelledByProvider: { subject: (ref: string) => string; body: (place: string) => string };
  /** Money that arrived after the hold had ended and the rooms were gone. */
  lateRefund: { subject: (ref: string) => string; body: string };
  refund: (amount: string) => string;
  /** A rental, paid at pickup: recorded at once, waiting for the renter. */
  rental: {
    subject: (ref: string) => string;
    body: string;
    answerBy: (when: string) => string;
    days: (count: number) => string;
    pickup: string;
    dropoff: string;
    payAtPickup: string;
  };
  /** Seats Rihla confirms itself (paid or free), and requests recorded with nothing to pay online. */
  booked: {
    subject: (ref: string) => string;
    paidBody: string;
    freeBody: string;
    /** In an order that also awaits a provider: the seats are already confirmed. */
    seatsConfirmed: string;
    requestSubject: (ref: string) => string;
    requestBody: string;
    seats: (count: number) => string;
    /** A table's or circuit's party, and a circuit's rooms. */
    people: (count: number) => string;
    rooms: (count: number) => string;
    free: string;
    showReference: string;
  };
}

const FR: TravellerMailTexts = {
  greeting: (name) => `Bonjour ${name},`,
  signature: 'L’équipe Rihla',
  reference: 'Référence',
  total: 'Total',
  nights: (n) => (n > 1 ? `${n} nuits` : `${n} nuit`),
  boards: {
    room_only: 'logement seul',
    bed_breakfast: 'petit-déjeuner inclus',
    half_board: 'demi-pension',
    full_board: 'pension complète',
    all_inclusive: 'tout compris',
  },
  seeReservations: 'Vos réservations',
  paid: {
    subject: (ref) => `Rihla : paiement reçu, réservation ${ref} en attente de confirmation`,
    body: 'Votre paiement est vérifié et votre réservation est enregistrée. L’établissement doit maintenant la confirmer.',
    answerBy: (when) => `Vous recevrez un e-mail dès sa réponse, au plus tard le ${when} (heure de Tunis).`,
  },
  confirmed: {
    subject: (ref, place) => `Rihla : ${place} a confirmé votre réservation ${ref}`,
    body: (place) => `Bonne nouvelle : ${place} a confirmé votre réservation.`,
  },
  refused: {
    subject: (ref, place) => `Rihla : ${place} n’a pas pu confirmer votre réservation ${ref}`,
    body: (place) => `${place} n’a pas pu confirmer votre réservation.`,
    unanswered: (place) => `${place} n’a pas répondu à temps : votre réservation n’est pas confirmée.`,
    reason: (text) => `Motif donné : « ${text} »`,
  },
  guide: (name) => `Guide : ${name}`,
  cancelled: {
    subject: (ref) => `Rihla : annulation de votre réservation ${ref}`,
    body: (place) => `Votre réservation chez ${place} est annulée ; l’établissement en est informé.`,
    fee: (amount) => `Frais d’annulation selon les conditions de la réservation : ${amount}.`,
  },
  cancelledByProvider: {
    subject: (ref) => `Rihla : votre réservation ${ref} est annulée par le guide`,
    body: (place) =>
      `${place} a dû annuler ce départ. Nous en sommes désolés : votre réservation est annulée et vous êtes remboursé en entier.`,
  },
  lateRefund: {
    subject: (ref) => `Rihla : votre paiement pour ${ref} vous est remboursé`,
    body: 'Votre paiement est arrivé après la fin de la réservation temporaire de vos chambres, et elles ont été réservées entre-temps.',
  },
  refund: (amount) => `Vous êtes remboursé de ${amount} sur le moyen de paiement utilisé (comptez quelques jours).`,
  rental: {
    subject: (ref) => `Rihla : demande de location ${ref} envoyée au loueur`,
    body: 'Votre demande de location est enregistrée et envoyée au loueur, qui doit maintenant la confirmer.',
    answerBy: (when) => `Vous recevrez un e-mail dès sa réponse, au plus tard le ${when} (heure de Tunis).`,
    days: (n) => (n > 1 ? `${n} jours` : `${n} jour`),
    pickup: 'Prise en charge',
    dropoff: 'Restitution',
    payAtPickup: 'à régler au loueur à la prise en charge',
  },
  booked: {
    subject: (ref) => `Rihla : réservation ${ref} confirmée`,
    paidBody: 'Votre paiement est vérifié : votre réservation est confirmée.',
    freeBody: 'Votre réservation est confirmée ; il n’y a rien à payer.',
    seatsConfirmed: 'Vos places sont déjà confirmées.',
    requestSubject: (ref) => `Rihla : demande ${ref} envoyée`,
    requestBody: 'Votre demande est enregistrée et envoyée au prestataire, qui doit maintenant la confirmer.',
    seats: (n) => (n > 1 ? `${n} places` : `${n} place`),
    people: (n) => (n > 1 ? `${n} personnes` : `${n} personne`),
    rooms: (n) => (n > 1 ? `${n} chambres` : `${n} chambre`),
    free: 'entrée libre',
    showReference: 'Présentez cette référence à l’entrée.',
  },
};

const EN: TravellerMailTexts = {
  greeting: (name) => `Hello ${name},`,
  signature: 'The Rihla team',
  reference: 'Reference',
  total: 'Total',
  nights: (n) => (n === 1 ? '1 night' : `${n} nights`),
  boards: {
    room_only: 'room only',
    bed_breakfast: 'breakfast included',
    half_board: 'half board',
    full_board: 'full board',
    all_inclusive: 'all inclusive',
  },
  seeReservations: 'Your reservations',
  paid: {
    subject: (ref) => `Rihla: payment received, reservation ${ref} awaiting confirmation`,
    body: 'Your payment is verified and your reservation is recorded. The property must now confirm it.',
    answerBy: (when) => `You will get an e-mail as soon as it answers, by ${when} (Tunis time) at the latest.`,
  },
  confirmed: {
    subject: (ref, place) => `Rihla: ${place} confirmed your reservation ${ref}`,
    body: (place) => `Good news: ${place} confirmed your reservation.`,
  },
  refused: {
    subject: (ref, place) => `Rihla: ${place} could not confirm your reservation ${ref}`,
    body: (place) => `${place} could not confirm your reservation.`,
    unanswered: (place) => `${place} did not answer in time: your reservation is not confirmed.`,
    reason: (text) => `Reason given: “${text}”`,
  },
  guide: (name) => `Guide: ${name}`,
  cancelled: {
    subject: (ref) => `Rihla: your reservation ${ref} is cancelled`,
    body: (place) => `Your reservation at ${place} is cancelled; the property has been told.`,
    fee: (amount) => `Cancellation fee under the reservation's terms: ${amount}.`,
  },
  cancelledByProvider: {
    subject: (ref) => `Rihla: your reservation ${ref} was cancelled by the guide`,
    body: (place) =>
      `${place} had to cancel this departure. We are sorry: your reservation is cancelled and you are refunded in full.`,
  },
  lateRefund: {
    subject: (ref) => `Rihla: your payment for ${ref} is being refunded`,
    body: 'Your payment arrived after your rooms’ temporary hold had ended, and they were booked in the meantime.',
  },
  refund: (amount) => `${amount} is refunded to the means of payment you used (allow a few days).`,
  rental: {
    subject: (ref) => `Rihla: rental request ${ref} sent to the renter`,
    body: 'Your rental request is recorded and sent to the renter, who must now confirm it.',
    answerBy: (when) => `You will get an e-mail as soon as they answer, by ${when} (Tunis time) at the latest.`,
    days: (n) => (n === 1 ? '1 day' : `${n} days`),
    pickup: 'Pick-up',
    dropoff: 'Drop-off',
    payAtPickup: 'paid to the renter at pick-up',
  },
  booked: {
    subject: (ref) => `Rihla: reservation ${ref} confirmed`,
    paidBody: 'Your payment is verified: your reservation is confirmed.',
    freeBody: 'Your reservation is confirmed; there is nothing to pay.',
    seatsConfirmed: 'Your seats are already confirmed.',
    requestSubject: (ref) => `Rihla: request ${ref} sent`,
    requestBody: 'Your request is recorded and sent to the provider, who must now confirm it.',
    seats: (n) => (n === 1 ? '1 seat' : `${n} seats`),
    people: (n) => (n === 1 ? '1 person' : `${n} people`),
    rooms: (n) => (n === 1 ? '1 room' : `${n} rooms`),
    free: 'free entry',
    showReference: 'Show this reference at the entrance.',
  },
};

const AR: TravellerMailTexts = {
  greeting: (name) => `مرحبًا ${name}،`,
  signature: 'فريق رحلة',
  reference: 'المرجع',
  total: 'المجموع',
  nights: (n) => {
    if (n === 1) return 'ليلة واحدة';
    if (n === 2) return 'ليلتان';
    const tail = n % 100;
    return tail >= 3 && tail <= 10 ? `${n} ليالٍ` : `${n} ليلة`;
  },
  boards: {
    room_only: 'إقامة فقط',
    bed_breakfast: 'مع فطور الصباح',
    half_board: 'نصف إقامة',
    full_board: 'إقامة كاملة',
    all_inclusive: 'شامل كليًا',
  },
  seeReservations: 'حجوزاتك',
  paid: {
    subject: (ref) => `رحلة: تم استلام الدفعة، والحجز ${ref} بانتظار التأكيد`,
    body: 'تم التحقق من دفعتك وتسجيل حجزك. ويتعيّن على المنشأة الآن تأكيده.',
    answerBy: (when) => `ستصلك رسالة بريد إلكتروني فور ردّها، في موعد أقصاه ${when} (بتوقيت تونس).`,
  },
  confirmed: {
    subject: (ref, place) => `رحلة: تأكيد حجزك ${ref} لدى ${place}`,
    body: (place) => `خبر سار: أكّدت المنشأة ${place} حجزك.`,
  },
  refused: {
    subject: (ref, place) => `رحلة: تعذّر على ${place} تأكيد حجزك ${ref}`,
    body: (place) => `تعذّر على ${place} تأكيد حجزك.`,
    unanswered: (place) => `لم يصل ردّ من ${place} في الوقت المحدد: حجزك غير مؤكَّد.`,
    reason: (text) => `السبب المذكور: «${text}»`,
  },
  guide: (name) => `المرشد: ${name}`,
  cancelled: {
    subject: (ref) => `رحلة: إلغاء حجزك ${ref}`,
    body: (place) => `تم إلغاء حجزك لدى ${place}؛ وقد أُبلغت المنشأة بذلك.`,
    fee: (amount) => `رسوم الإلغاء وفق شروط الحجز: ${amount}.`,
  },
  cancelledByProvider: {
    subject: (ref) => `رحلة: ألغى المرشد حجزك ${ref}`,
    body: (place) => `اضطر ${place} إلى إلغاء موعد الانطلاق هذا. نعتذر لك: أُلغي حجزك وسيُعاد إليك المبلغ كاملًا.`,
  },
  lateRefund: {
    subject: (ref) => `رحلة: استرداد مبلغ دفعتك للحجز ${ref}`,
    body: 'وصلت دفعتك بعد انتهاء مدة الحجز المؤقت لغرفك، وقد حُجزت هذه الغرف في غضون ذلك.',
  },
  refund: (amount) => `سيُردّ مبلغ ${amount} إلى وسيلة الدفع التي استخدمتها (قد يستغرق ذلك بضعة أيام).`,
  rental: {
    subject: (ref) => `رحلة: أُرسل طلب الإيجار ${ref} إلى المؤجّر`,
    body: 'سُجّل طلب الإيجار وأُرسل إلى المؤجّر، وعليه الآن تأكيده.',
    answerBy: (when) => `ستتلقى بريدًا إلكترونيًا فور رده، في موعد أقصاه ${when} (بتوقيت تونس).`,
    days: (n) => (n === 1 ? 'يوم واحد' : n === 2 ? 'يومان' : `${n} أيام`),
    pickup: 'الاستلام',
    dropoff: 'التسليم',
    payAtPickup: 'يُدفع للمؤجّر عند الاستلام',
  },
  booked: {
    subject: (ref) => `رحلة: تم تأكيد الحجز ${ref}`,
    paidBody: 'تم التحقق من دفعتك: حجزك مؤكَّد.',
    freeBody: 'حجزك مؤكَّد، ولا يوجد ما تدفعه.',
    seatsConfirmed: 'مقاعدك مؤكَّدة بالفعل.',
    requestSubject: (ref) => `رحلة: تم إرسال الطلب ${ref}`,
    requestBody: 'تم تسجيل طلبك وإرساله إلى مقدّم الخدمة، وعليه الآن تأكيده.',
    seats: (n) => (n === 1 ? 'مقعد واحد' : n === 2 ? 'مقعدان' : n <= 10 ? `${n} مقاعد` : `${n} مقعدًا`),
    people: (n) => (n === 1 ? 'شخص واحد' : n === 2 ? 'شخصان' : n <= 10 ? `${n} أشخاص` : `${n} شخصًا`),
    rooms: (n) => (n === 1 ? 'غرفة واحدة' : n === 2 ? 'غرفتان' : n <= 10 ? `${n} غرف` : `${n} غرفة`),
    free: 'الدخول مجاني',
    showReference: 'قدّم هذا المرجع عند المدخل.',
  },
};

const RU: TravellerMailTexts = {
  greeting: (name) => `Здравствуйте, ${name}!`,
  signature: 'Команда Rihla',
  reference: 'Номер бронирования',
  total: 'Итого',
  nights: (n) => {
    const one = n % 10;
    const tens = n % 100;
    if (one === 1 && tens !== 11) return `${n} ночь`;
    if (one >= 2 && one <= 4 && (tens < 12 || tens > 14)) return `${n} ночи`;
    return `${n} ночей`;
  },
  boards: {
    room_only: 'только проживание',
    bed_breakfast: 'завтрак включён',
    half_board: 'полупансион',
    full_board: 'полный пансион',
    all_inclusive: 'всё включено',
  },
  seeReservations: 'Ваши бронирования',
  paid: {
    subject: (ref) => `Rihla: оплата получена, бронирование ${ref} ожидает подтверждения`,
    body: 'Ваш платёж проверен, бронирование оформлено. Теперь его должен подтвердить объект размещения.',
    answerBy: (when) => `Вы получите письмо, как только придёт ответ, — не позднее ${when} (по тунисскому времени).`,
  },
  confirmed: {
    subject: (ref, place) => `Rihla: ${place} — ваше бронирование ${ref} подтверждено`,
    body: (place) => `Хорошая новость: объект размещения ${place} подтвердил ваше бронирование.`,
  },
  refused: {
    subject: (ref, place) => `Rihla: ${place} — не удалось подтвердить ваше бронирование ${ref}`,
    body: (place) => `Объекту размещения ${place} не удалось подтвердить ваше бронирование.`,
    unanswered: (place) => `Объект размещения ${place} не ответил вовремя: ваше бронирование не подтверждено.`,
    reason: (text) => `Указанная причина: «${text}»`,
  },
  guide: (name) => `Гид: ${name}`,
  cancelled: {
    subject: (ref) => `Rihla: отмена бронирования ${ref}`,
    body: (place) => `Ваше бронирование в ${place} отменено; объект размещения уведомлён.`,
    fee: (amount) => `Плата за отмену согласно условиям бронирования: ${amount}.`,
  },
  cancelledByProvider: {
    subject: (ref) => `Rihla: гид отменил ваше бронирование ${ref}`,
    body: (place) =>
      `${place} пришлось отменить это отправление. Приносим извинения: бронирование отменено, деньги будут возвращены полностью.`,
  },
  lateRefund: {
    subject: (ref) => `Rihla: возврат платежа за бронирование ${ref}`,
    body: 'Ваш платёж поступил после окончания временного резерва номеров, и за это время их уже забронировали.',
  },
  refund: (amount) =>
    `Мы возвращаем ${amount} на способ оплаты, которым вы воспользовались (зачисление может занять несколько дней).`,
  rental: {
    subject: (ref) => `Rihla: запрос на аренду ${ref} отправлен арендодателю`,
    body: 'Ваш запрос на аренду зарегистрирован и отправлен арендодателю, который должен его подтвердить.',
    answerBy: (when) => `Вы получите письмо сразу после его ответа, не позднее ${when} (по времени Туниса).`,
    days: (n) => {
      const mod10 = n % 10;
      const mod100 = n % 100;
      if (mod10 === 1 && mod100 !== 11) return `${n} день`;
      if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return `${n} дня`;
      return `${n} дней`;
    },
    pickup: 'Получение',
    dropoff: 'Возврат',
    payAtPickup: 'оплачивается арендодателю при получении',
  },
  booked: {
    subject: (ref) => `Rihla: бронирование ${ref} подтверждено`,
    paidBody: 'Ваш платёж проверен: бронирование подтверждено.',
    freeBody: 'Ваше бронирование подтверждено; платить ничего не нужно.',
    seatsConfirmed: 'Ваши места уже подтверждены.',
    requestSubject: (ref) => `Rihla: запрос ${ref} отправлен`,
    requestBody: 'Ваш запрос записан и отправлен поставщику, который теперь должен его подтвердить.',
    seats: (n) => {
      const mod10 = n % 10;
      const mod100 = n % 100;
      if (mod10 === 1 && mod100 !== 11) return `${n} место`;
      if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return `${n} места`;
      return `${n} мест`;
    },
    people: (n) => {
      const mod10 = n % 10;
      const mod100 = n % 100;
      return mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? `${n} человека` : `${n} человек`;
    },
    rooms: (n) => {
      const mod10 = n % 10;
      const mod100 = n % 100;
      if (mod10 === 1 && mod100 !== 11) return `${n} номер`;
      return mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? `${n} номера` : `${n} номеров`;
    },
    free: 'вход свободный',
    showReference: 'Покажите этот номер на входе.',
  },
};

const ZH: TravellerMailTexts = {
  greeting: (name) => `${name}，您好：`,
  signature: 'Rihla 团队',
  reference: '预订编号',
  total: '合计',
  nights: (n) => `${n} 晚`,
  boards: {
    room_only: '仅住宿',
    bed_breakfast: '含早餐',
    half_board: '半膳',
    full_board: '全膳',
    all_inclusive: '全包',
  },
  seeReservations: '您的预订',
  paid: {
    subject: (ref) => `Rihla：已收到付款，预订 ${ref} 等待确认`,
    body: '您的付款已核实，预订已登记。现在需要住宿方确认。',
    answerBy: (when) => `住宿方一旦答复，我们会立即发邮件通知您，最迟不晚于 ${when}（突尼斯时间）。`,
  },
  confirmed: {
    subject: (ref, place) => `Rihla：${place} 已确认您的预订 ${ref}`,
    body: (place) => `好消息：${place} 已确认您的预订。`,
  },
  refused: {
    subject: (ref, place) => `Rihla：${place} 未能确认您的预订 ${ref}`,
    body: (place) => `${place} 未能确认您的预订。`,
    unanswered: (place) => `${place} 未在规定时间内答复，您的预订未获确认。`,
    reason: (text) => `给出的理由：“${text}”`,
  },
  guide: (name) => `导游：${name}`,
  cancelled: {
    subject: (ref) => `Rihla：您的预订 ${ref} 已取消`,
    body: (place) => `您在 ${place} 的预订已取消；我们已通知住宿方。`,
    fee: (amount) => `根据预订条款，取消费用为 ${amount}。`,
  },
  cancelledByProvider: {
    subject: (ref) => `Rihla：导游已取消您的预订 ${ref}`,
    body: (place) => `${place} 不得不取消此次出发。非常抱歉：您的预订已取消，将全额退款。`,
  },
  lateRefund: {
    subject: (ref) => `Rihla：预订 ${ref} 的付款将退还给您`,
    body: '您的付款到账时，客房的临时保留已经结束，且客房在此期间已被他人预订。',
  },
  refund: (amount) => `${amount} 将退回至您付款时使用的支付方式（到账需要几天时间）。`,
  rental: {
    subject: (ref) => `Rihla：租车申请 ${ref} 已发送给租车方`,
    body: '您的租车申请已登记并发送给租车方，现需由对方确认。',
    answerBy: (when) => `对方答复后您会立即收到电子邮件，最迟在 ${when}（突尼斯时间）。`,
    days: (n) => `${n} 天`,
    pickup: '取车',
    dropoff: '还车',
    payAtPickup: '取车时向租车方支付',
  },
  booked: {
    subject: (ref) => `Rihla：预订 ${ref} 已确认`,
    paidBody: '您的付款已核实：预订已确认。',
    freeBody: '您的预订已确认，无需付款。',
    seatsConfirmed: '您的座位已经确认。',
    requestSubject: (ref) => `Rihla：请求 ${ref} 已发送`,
    requestBody: '您的请求已登记并发送给服务商，服务商现在需要确认。',
    seats: (n) => `${n} 个座位`,
    people: (n) => `${n} 人`,
    rooms: (n) => `${n} 间客房`,
    free: '免费入场',
    showReference: '入场时请出示此编号。',
  },
};

const JA: TravellerMailTexts = {
  greeting: (name) => `${name} 様`,
  signature: 'Rihla チーム',
  reference: '予約番号',
  total: '合計',
  nights: (n) => `${n}泊`,
  boards: {
    room_only: '素泊まり',
    bed_breakfast: '朝食付き',
    half_board: '2食付き（ハーフボード）',
    full_board: '3食付き（フルボード）',
    all_inclusive: 'オールインクルーシブ',
  },
  seeReservations: 'ご予約一覧',
  paid: {
    subject: (ref) => `Rihla：お支払いを受領しました。ご予約 ${ref} は確認待ちです`,
    body: 'お支払いを確認し、ご予約を登録いたしました。現在、施設による確定をお待ちしています。',
    answerBy: (when) =>
      `施設から回答があり次第、メールでお知らせします。遅くとも ${when}（チュニス時間）までにご連絡いたします。`,
  },
  confirmed: {
    subject: (ref, place) => `Rihla：${place} がご予約 ${ref} を確定しました`,
    body: (place) => `よいお知らせです。${place} がご予約を確定しました。`,
  },
  refused: {
    subject: (ref, place) => `Rihla：${place} はご予約 ${ref} を確定できませんでした`,
    body: (place) => `${place} はご予約を確定できませんでした。`,
    unanswered: (place) => `${place} から期限内に回答がなかったため、ご予約は確定していません。`,
    reason: (text) => `理由：「${text}」`,
  },
  guide: (name) => `ガイド：${name}`,
  cancelled: {
    subject: (ref) => `Rihla：ご予約 ${ref} のキャンセル`,
    body: (place) => `${place} のご予約はキャンセルされました。施設にもその旨を連絡済みです。`,
    fee: (amount) => `予約条件に基づくキャンセル料は ${amount} です。`,
  },
  cancelledByProvider: {
    subject: (ref) => `Rihla：ガイドがご予約 ${ref} をキャンセルしました`,
    body: (place) =>
      `${place} はこの出発日を中止せざるを得なくなりました。申し訳ございません。ご予約はキャンセルされ、全額返金されます。`,
  },
  lateRefund: {
    subject: (ref) => `Rihla：ご予約 ${ref} のお支払いを返金いたします`,
    body: 'お支払いが客室の仮押さえ期間の終了後に届き、その間に客室は他のお客様に予約されてしまいました。',
  },
  refund: (amount) => `${amount} をお支払いに使用された方法で返金いたします（反映まで数日かかる場合があります）。`,
  rental: {
    subject: (ref) => `Rihla：レンタル申し込み ${ref} をレンタル会社に送信しました`,
    body: 'レンタルのお申し込みを受け付け、レンタル会社に送信しました。レンタル会社の確認をお待ちください。',
    answerBy: (when) => `回答があり次第メールでお知らせします（遅くとも ${when}、チュニス時間）。`,
    days: (n) => `${n}日間`,
    pickup: '受け取り',
    dropoff: '返却',
    payAtPickup: '受け取り時にレンタル会社へお支払い',
  },
  booked: {
    subject: (ref) => `Rihla：予約 ${ref} が確定しました`,
    paidBody: 'お支払いが確認され、予約が確定しました。',
    freeBody: '予約が確定しました。お支払いは不要です。',
    seatsConfirmed: 'お席はすでに確定しています。',
    requestSubject: (ref) => `Rihla：リクエスト ${ref} を送信しました`,
    requestBody: 'リクエストは記録され、提供者に送信されました。提供者の確認をお待ちください。',
    seats: (n) => `${n}席`,
    people: (n) => `${n} 名`,
    rooms: (n) => `${n} 室`,
    free: '入場無料',
    showReference: '入口でこの予約番号をご提示ください。',
  },
};

const KO: TravellerMailTexts = {
  greeting: (name) => `${name}님, 안녕하세요.`,
  signature: 'Rihla 팀',
  reference: '예약 번호',
  total: '합계',
  nights: (n) => `${n}박`,
  boards: {
    room_only: '객실만',
    bed_breakfast: '조식 포함',
    half_board: '하프 보드(조·석식)',
    full_board: '풀 보드(삼식)',
    all_inclusive: '올 인클루시브',
  },
  seeReservations: '예약 내역',
  paid: {
    subject: (ref) => `Rihla: 결제 완료, 예약 ${ref} 건 확정 대기 중`,
    body: '결제가 확인되어 예약이 접수되었습니다. 이제 숙소에서 예약을 확정해야 합니다.',
    answerBy: (when) =>
      `숙소의 답변이 오는 즉시 이메일로 알려 드립니다. 늦어도 ${when}(튀니스 시간)까지는 연락드립니다.`,
  },
  confirmed: {
    subject: (ref, place) => `Rihla: ${place}에서 예약 ${ref} 건을 확정했습니다`,
    body: (place) => `좋은 소식입니다. ${place}에서 예약을 확정했습니다.`,
  },
  refused: {
    subject: (ref, place) => `Rihla: ${place}에서 예약 ${ref} 건을 확정하지 못했습니다`,
    body: (place) => `${place}에서 예약을 확정하지 못했습니다.`,
    unanswered: (place) => `${place}에서 기한 내에 답변하지 않아 예약이 확정되지 않았습니다.`,
    reason: (text) => `사유: "${text}"`,
  },
  guide: (name) => `가이드: ${name}`,
  cancelled: {
    subject: (ref) => `Rihla: 예약 ${ref} 건 취소 안내`,
    body: (place) => `${place} 예약이 취소되었으며, 숙소에도 이 사실을 알렸습니다.`,
    fee: (amount) => `예약 조건에 따른 취소 수수료는 ${amount}입니다.`,
  },
  cancelledByProvider: {
    subject: (ref) => `Rihla: 가이드가 예약 ${ref}을(를) 취소했습니다`,
    body: (place) => `${place} 님이 이 출발을 취소해야 했습니다. 죄송합니다. 예약이 취소되었으며 전액 환불됩니다.`,
  },
  lateRefund: {
    subject: (ref) => `Rihla: 예약 ${ref} 건의 결제 금액 환불 안내`,
    body: '객실의 임시 예약 시간이 끝난 뒤에 결제가 도착했으며, 그사이 해당 객실은 다른 고객에게 예약되었습니다.',
  },
  refund: (amount) => `결제에 사용하신 수단으로 ${amount} 환불됩니다(며칠 정도 소요될 수 있습니다).`,
  rental: {
    subject: (ref) => `Rihla: 대여 신청 ${ref}이(가) 렌터카 업체에 전달되었습니다`,
    body: '대여 신청이 접수되어 렌터카 업체에 전달되었습니다. 이제 업체의 확정을 기다립니다.',
    answerBy: (when) => `업체가 답변하는 즉시 이메일을 보내 드립니다(늦어도 ${when}, 튀니스 시간).`,
    days: (n) => `${n}일`,
    pickup: '인수',
    dropoff: '반납',
    payAtPickup: '인수 시 렌터카 업체에 지불',
  },
  booked: {
    subject: (ref) => `Rihla: 예약 ${ref} 확정`,
    paidBody: '결제가 확인되어 예약이 확정되었습니다.',
    freeBody: '예약이 확정되었습니다. 결제할 금액은 없습니다.',
    seatsConfirmed: '좌석은 이미 확정되었습니다.',
    requestSubject: (ref) => `Rihla: 요청 ${ref} 전송됨`,
    requestBody: '요청이 등록되어 제공업체에 전달되었습니다. 이제 제공업체의 확인을 기다립니다.',
    seats: (n) => `${n}석`,
    people: (n) => `${n}명`,
    rooms: (n) => `객실 ${n}개`,
    free: '무료 입장',
    showReference: '입장 시 이 예약 번호를 보여 주세요.',
  },
};

export const TRAVELLER_MAILS: Record<Locale, TravellerMailTexts> = {
  fr: FR,
  en: EN,
  ar: AR,
  ru: RU,
  zh: ZH,
  ja: JA,
  ko: KO,
};
