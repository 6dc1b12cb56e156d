import type { Locale } from '../../../../domain/locales.ts';

/** The sandbox gateway's page, in the order's language (it plays a bank's page, outside the app). */
export interface SandboxTexts {
  title: string;
  notice: string;
  amount: string;
  order: string;
  approve: string;
  decline: string;
  abandon: string;
  approveLate: string;
  approveLateHint: string;
  lateTitle: string;
  lateBody: string;
  sendConfirmation: string;
  done: string;
  notFound: string;
}

const FR: SandboxTexts = {
  title: 'Passerelle de paiement de test',
  notice: 'Environnement de test : aucune somme réelle n’est débitée. Choisissez ce que la banque répond.',
  amount: 'Montant',
  order: 'Commande',
  approve: 'Approuver le paiement',
  decline: 'Refuser le paiement',
  abandon: 'Abandonner et revenir',
  approveLate: 'Approuver trop tard',
  approveLateHint: 'La réservation temporaire des chambres expire d’abord, puis la banque accepte le paiement.',
  lateTitle: 'Paiement accepté, confirmation retardée',
  lateBody: 'La réservation temporaire a expiré. La banque confirmera le paiement quand vous cliquerez ci-dessous.',
  sendConfirmation: 'Envoyer la confirmation',
  done: 'Ce paiement est déjà traité.',
  notFound: 'Paiement introuvable.',
};

const EN: SandboxTexts = {
  title: 'Test payment gateway',
  notice: 'Test environment: no real money is charged. Choose what the bank answers.',
  amount: 'Amount',
  order: 'Order',
  approve: 'Approve the payment',
  decline: 'Decline the payment',
  abandon: 'Abandon and go back',
  approveLate: 'Approve too late',
  approveLateHint: 'The rooms’ temporary hold expires first, then the bank accepts the payment.',
  lateTitle: 'Payment accepted, confirmation delayed',
  lateBody: 'The temporary hold has expired. The bank will confirm the payment when you click below.',
  sendConfirmation: 'Send the confirmation',
  done: 'This payment has already been handled.',
  notFound: 'Payment not found.',
};

const AR: SandboxTexts = {
  title: 'بوابة دفع تجريبية',
  notice: 'بيئة اختبار: لن يُخصم أي مبلغ حقيقي. اختر بماذا يردّ البنك.',
  amount: 'المبلغ',
  order: 'الطلب',
  approve: 'الموافقة على الدفع',
  decline: 'رفض الدفع',
  abandon: 'إلغاء العملية والعودة',
  approveLate: 'الموافقة بعد فوات الأوان',
  approveLateHint: 'ينتهي الحجز المؤقت للغرف أولًا، ثم يقبل البنك الدفع.',
  lateTitle: 'قُبل الدفع، والتأكيد متأخّر',
  lateBody: 'انتهت مدة الحجز المؤقت. سيؤكّد البنك الدفع عند النقر على الزر أدناه.',
  sendConfirmation: 'إرسال التأكيد',
  done: 'تمت معالجة هذه الدفعة من قبل.',
  notFound: 'لم يُعثر على الدفعة.',
};

const RU: SandboxTexts = {
  title: 'Тестовый платёжный шлюз',
  notice: 'Тестовая среда: реальные деньги не списываются. Выберите, что ответит банк.',
  amount: 'Сумма',
  order: 'Заказ',
  approve: 'Одобрить платёж',
  decline: 'Отклонить платёж',
  abandon: 'Отказаться и вернуться',
  approveLate: 'Одобрить с опозданием',
  approveLateHint: 'Сначала истекает временный резерв номеров, затем банк принимает платёж.',
  lateTitle: 'Платёж принят, подтверждение задерживается',
  lateBody: 'Временный резерв истёк. Банк подтвердит платёж, когда вы нажмёте кнопку ниже.',
  sendConfirmation: 'Отправить подтверждение',
  done: 'Этот платёж уже обработан.',
  notFound: 'Платёж не найден.',
};

const ZH: SandboxTexts = {
  title: '测试支付网关',
  notice: '测试环境：不会扣除任何真实款项。请选择银行的答复。',
  amount: '金额',
  order: '订单',
  approve: '批准付款',
  decline: '拒绝付款',
  abandon: '放弃并返回',
  approveLate: '超时后批准',
  approveLateHint: '客房的临时保留先到期，随后银行才接受付款。',
  lateTitle: '付款已接受，确认延迟',
  lateBody: '临时保留已到期。点击下方按钮后，银行将确认付款。',
  sendConfirmation: '发送确认',
  done: '此付款已处理。',
  notFound: '未找到该付款。',
};

const JA: SandboxTexts = {
  title: 'テスト用決済ゲートウェイ',
  notice: 'テスト環境です。実際の金額は請求されません。銀行の応答を選択してください。',
  amount: '金額',
  order: '注文',
  approve: '支払いを承認する',
  decline: '支払いを拒否する',
  abandon: '中止して戻る',
  approveLate: '期限後に承認する',
  approveLateHint: '先に客室の仮押さえが期限切れになり、その後に銀行が支払いを承認します。',
  lateTitle: '支払いは承認済み、確認は遅延中',
  lateBody: '仮押さえの期限が切れました。下のボタンをクリックすると、銀行が支払いを確認します。',
  sendConfirmation: '確認を送信する',
  done: 'この支払いはすでに処理されています。',
  notFound: '支払いが見つかりません。',
};

const KO: SandboxTexts = {
  title: '테스트 결제 게이트웨이',
  notice: '테스트 환경입니다. 실제 금액은 청구되지 않습니다. 은행의 응답을 선택하세요.',
  amount: '금액',
  order: '주문',
  approve: '결제 승인',
  decline: '결제 거절',
  abandon: '중단하고 돌아가기',
  approveLate: '기한 후 승인',
  approveLateHint: '객실 임시 예약이 먼저 만료된 뒤 은행이 결제를 승인합니다.',
  lateTitle: '결제 승인됨, 확인 지연',
  lateBody: '임시 예약이 만료되었습니다. 아래 버튼을 클릭하면 은행이 결제를 확인합니다.',
  sendConfirmation: '확인 보내기',
  done: '이미 처리된 결제입니다.',
  notFound: '결제를 찾을 수 없습니다.',
};

export const SANDBOX_TEXTS: Record<Locale, SandboxTexts> = { fr: FR, en: EN, ar: AR, ru: RU, zh: ZH, ja: JA, ko: KO };
