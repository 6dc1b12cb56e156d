import type { StaticPage } from '../static-page.ts';

/** "Conditions générales de vente": terms of sale for bookings made through Rihla with hotels, guides, agencies… */
export const CGV: StaticPage = {
  title: {
    fr: 'Conditions générales de vente',
    en: 'Terms of sale',
    ar: 'الشروط العامة للبيع',
    ru: 'Общие условия продажи',
    zh: '销售条款',
    ja: '販売条件',
    ko: '판매 약관',
  },
  intro: {
    fr: 'Les présentes conditions générales de vente s’appliquent à toute réservation effectuée par l’intermédiaire de Rihla, sur le site comme dans l’application. Merci de les lire attentivement avant de confirmer une réservation.',
    en: 'These terms of sale apply to every booking made through Rihla, on the website as well as in the app. Please read them carefully before confirming a booking.',
    ar: 'تنطبق هذه الشروط العامة للبيع على كل حجز يتم عبر «رحلة»، سواء على الموقع أو في التطبيق. يُرجى قراءتها بعناية قبل تأكيد أي حجز.',
    ru: 'Настоящие общие условия продажи применяются ко всем бронированиям, сделанным через Rihla, как на сайте, так и в приложении. Пожалуйста, внимательно прочитайте их, прежде чем подтвердить бронирование.',
    zh: '本销售条款适用于通过 Rihla 网站或应用进行的所有预订。确认预订前，请仔细阅读。',
    ja: 'この販売条件は、ウェブサイトまたはアプリを通じて Rihla で行うすべての予約に適用されます。予約を確定する前に、よくお読みください。',
    ko: '이 판매 약관은 웹사이트와 앱을 포함하여 Rihla를 통해 이루어지는 모든 예약에 적용됩니다. 예약을 확정하기 전에 주의 깊게 읽어 주시기 바랍니다.',
  },
  sections: [
    {
      heading: {
        fr: 'Parties et objet',
        en: 'Parties and purpose',
        ar: 'الأطراف وموضوع الشروط',
        ru: 'Стороны и предмет',
        zh: '当事方与条款目的',
        ja: '当事者および目的',
        ko: '당사자 및 목적',
      },
      paragraphs: {
        fr: [
          'Rihla est un service d’intermédiation : il vous permet de découvrir des prestations touristiques en Tunisie et d’adresser des demandes de réservation aux prestataires qui les proposent. Rihla n’est ni un hôtel, ni un restaurant, ni une agence de voyage, ni un loueur de véhicules.',
          'La prestation elle-même — hébergement, repas, sortie guidée, circuit, activité ou location de véhicule — est exécutée par le prestataire (hôtel, maison d’hôtes, restaurant, guide, agence ou loueur), qui en est seul responsable. Le contrat de prestation est conclu entre vous et ce prestataire ; les présentes conditions encadrent l’utilisation du service de réservation de Rihla.',
          'En confirmant une réservation, vous reconnaissez avoir pris connaissance des présentes conditions et des conditions particulières du prestataire affichées avant la confirmation, et les accepter.',
        ],
        en: [
          'Rihla is an intermediary service: it lets you discover tourism services in Tunisia and send booking requests to the providers who offer them. Rihla is not a hotel, a restaurant, a travel agency or a vehicle rental company.',
          'The service itself — accommodation, meal, guided outing, circuit, activity or vehicle rental — is performed by the provider (hotel, guest house, restaurant, guide, agency or rental company), who is solely responsible for it. The service contract is concluded between you and that provider; these terms govern the use of Rihla’s booking service.',
          'By confirming a booking, you acknowledge that you have read and accept these terms as well as the provider’s own conditions displayed before confirmation.',
        ],
        ar: [
          '«رحلة» خدمة وساطة: تتيح لك اكتشاف الخدمات السياحية في تونس وإرسال طلبات الحجز إلى مقدّمي الخدمات الذين يعرضونها. و«رحلة» ليست فندقًا ولا مطعمًا ولا وكالة أسفار ولا وكالة لكراء السيارات.',
          'يتولّى مقدّم الخدمة (الفندق أو دار الضيافة أو المطعم أو المرشد أو الوكالة أو مؤجّر السيارات) تنفيذ الخدمة نفسها، سواء كانت إقامة أو وجبة أو جولة برفقة مرشد أو مسلكًا سياحيًا أو نشاطًا أو كراء سيارة، ويتحمّل وحده مسؤوليتها. ويُبرم عقد الخدمة بينك وبين مقدّم الخدمة، في حين تنظّم هذه الشروط استعمال خدمة الحجز التي توفّرها «رحلة».',
          'بتأكيدك الحجز، تُقرّ بأنك اطّلعت على هذه الشروط وعلى الشروط الخاصة بمقدّم الخدمة المعروضة قبل التأكيد، وبأنك تقبلها.',
        ],
        ru: [
          'Rihla — посреднический сервис: он позволяет узнавать о туристических услугах в Тунисе и направлять запросы на бронирование поставщикам, которые их предлагают. Rihla не является ни отелем, ни рестораном, ни туристическим агентством, ни прокатной компанией.',
          'Саму услугу — проживание, питание, экскурсию с гидом, тур, развлечение или аренду транспорта — оказывает поставщик (отель, гостевой дом, ресторан, гид, агентство или прокатная компания), который несёт за неё полную ответственность. Договор на оказание услуги заключается между вами и поставщиком; настоящие условия регулируют использование сервиса бронирования Rihla.',
          'Подтверждая бронирование, вы подтверждаете, что ознакомились с настоящими условиями и с условиями поставщика, показанными до подтверждения, и принимаете их.',
        ],
        zh: [
          'Rihla 是一项中介服务：您可以通过它了解突尼斯的各类旅游服务，并向提供这些服务的服务商发送预订请求。Rihla 本身不是酒店、餐厅、旅行社，也不是租车公司。',
          '服务本身——住宿、餐饮、导游带领的游览、线路行程、体验活动或车辆租赁——由服务商（酒店、民宿、餐厅、导游、旅行社或租车公司）提供，并由其独自承担责任。服务合同在您与该服务商之间订立；本条款规范的是 Rihla 预订服务的使用。',
          '确认预订即表示您已阅读并接受本条款，以及确认前所显示的服务商自身的条件。',
        ],
        ja: [
          'Rihla は仲介サービスです。チュニジアの観光サービスを探し、それを提供する事業者に予約リクエストを送ることができます。Rihla 自身はホテル、レストラン、旅行会社、レンタカー会社のいずれでもありません。',
          '宿泊、食事、ガイド付きの外出、周遊ツアー、アクティビティ、車両レンタルといったサービスそのものは、事業者（ホテル、ゲストハウス、レストラン、ガイド、旅行会社、レンタカー会社）が提供し、その責任を単独で負います。サービスに関する契約はお客様と当該事業者との間で成立し、この販売条件は Rihla の予約サービスの利用について定めるものです。',
          '予約を確定することにより、お客様はこの販売条件と、確定前に表示される事業者独自の条件を読み、これに同意したものとみなされます。',
        ],
        ko: [
          'Rihla는 중개 서비스입니다. Rihla를 통해 튀니지의 관광 서비스를 찾아보고, 해당 서비스를 제공하는 업체에 예약 요청을 보낼 수 있습니다. Rihla 자체는 호텔, 레스토랑, 여행사 또는 렌터카 업체가 아닙니다.',
          '숙박, 식사, 가이드 동반 나들이, 투어, 액티비티, 차량 렌털 등 서비스 자체는 서비스 제공자(호텔, 게스트하우스, 레스토랑, 가이드, 여행사 또는 렌터카 업체)가 이행하며, 그에 대한 책임도 전적으로 서비스 제공자가 집니다. 서비스 계약은 이용자와 해당 서비스 제공자 사이에 체결되며, 이 약관은 Rihla 예약 서비스의 이용에 관한 사항을 정합니다.',
          '예약을 확정하면 이 약관과 확정 전에 표시된 서비스 제공자의 개별 조건을 읽고 이에 동의한 것으로 간주됩니다.',
        ],
      },
    },
    {
      heading: {
        fr: 'Réservations',
        en: 'Bookings',
        ar: 'الحجوزات',
        ru: 'Бронирование',
        zh: '预订',
        ja: '予約',
        ko: '예약',
      },
      paragraphs: {
        fr: [
          'Une réservation envoyée depuis Rihla est d’abord une demande. Elle apparaît dans votre compte avec le statut « en attente » tant que le prestataire ne l’a pas confirmée.',
          'Le prestataire confirme ou refuse la demande, notamment selon ses disponibilités. Vous recevez alors un e-mail indiquant si votre réservation est confirmée ou refusée, et son statut est mis à jour dans votre compte. Seule une réservation confirmée engage le prestataire ; en cas de refus, les sommes éventuellement versées pour cette demande vous sont remboursées.',
          'Pour les sorties et circuits proposés par un guide, celui-ci peut accepter ou rejeter la demande, par exemple selon la date, la taille du groupe ou la météo. Dans tous les cas, vérifiez les informations saisies (dates, nombre de personnes, coordonnées) : elles sont transmises telles quelles au prestataire.',
        ],
        en: [
          'A booking sent from Rihla is first of all a request. It appears in your account with the status “pending” until the provider has confirmed it.',
          'The provider confirms or declines the request, depending in particular on availability. You then receive an e-mail telling you whether your booking is confirmed or refused, and its status is updated in your account. Only a confirmed booking commits the provider; if the request is refused, any amount already paid for it is refunded to you.',
          'For outings and circuits offered by a guide, the guide may accept or reject the request, for example depending on the date, the size of the group or the weather. In every case, check the details you enter (dates, number of people, contact details): they are passed on to the provider exactly as entered.',
        ],
        ar: [
          'الحجز المُرسَل عبر «رحلة» هو في البداية طلب. ويظهر في حسابك بحالة «قيد الانتظار» ما دام مقدّم الخدمة لم يؤكّده.',
          'يؤكّد مقدّم الخدمة الطلب أو يرفضه، بحسب مدى توفّر الأماكن لديه خاصة. وتتلقى عندئذ رسالة بالبريد الإلكتروني تُعلمك بتأكيد حجزك أو رفضه، وتُحدَّث حالته في حسابك. ولا يلتزم مقدّم الخدمة إلا بالحجز المؤكَّد؛ وفي حال الرفض، تُعاد إليك أي مبالغ دفعتها مقابل هذا الطلب.',
          'بالنسبة إلى الجولات والمسالك التي يقترحها مرشد سياحي، يمكن للمرشد قبول الطلب أو رفضه، بحسب التاريخ أو عدد أفراد المجموعة أو الأحوال الجوية مثلًا. وفي كل الحالات، تحقّق من المعلومات التي أدخلتها (التواريخ، عدد الأشخاص، بيانات الاتصال)، إذ تُنقل إلى مقدّم الخدمة كما هي.',
        ],
        ru: [
          'Бронирование, отправленное через Rihla, — это прежде всего запрос. Оно отображается в вашем аккаунте со статусом «ожидает подтверждения», пока поставщик его не подтвердит.',
          'Поставщик подтверждает или отклоняет запрос, прежде всего в зависимости от наличия мест. После этого вы получаете письмо о том, подтверждено бронирование или отклонено, а его статус обновляется в аккаунте. Обязательства у поставщика возникают только по подтверждённому бронированию; если запрос отклонён, уже внесённые за него суммы возвращаются вам.',
          'Выезды и туры, которые предлагает гид, он может принять или отклонить — например, в зависимости от даты, размера группы или погоды. В любом случае проверяйте введённые данные (даты, число участников, контакты): они передаются поставщику в том виде, в каком вы их указали.',
        ],
        zh: [
          '通过 Rihla 发出的预订首先是一项预订请求。在服务商确认之前，它会以“待确认”状态显示在您的账户中。',
          '服务商主要根据可预订情况确认或拒绝请求。随后您会收到一封电子邮件，告知预订已确认或已被拒绝，账户中的预订状态也会同步更新。只有已确认的预订才对服务商具有约束力；如请求被拒绝，您为此已支付的款项将予以退还。',
          '对于导游提供的外出游览和线路行程，导游可以根据日期、团队人数或天气等情况接受或拒绝请求。无论何种情况，请仔细核对您填写的信息（日期、人数、联系方式）：这些信息会原样转交给服务商。',
        ],
        ja: [
          'Rihla から送信した予約は、まずリクエストとして扱われます。事業者が確定するまで、アカウントには「確認待ち」のステータスで表示されます。',
          '事業者は、主に空き状況に応じてリクエストを承認または辞退します。その後、予約が確定したか辞退されたかをお知らせするメールが届き、アカウント上のステータスも更新されます。事業者を拘束するのは確定済みの予約のみです。辞退された場合、そのリクエストについてお支払い済みの金額は返金されます。',
          'ガイドが提供する外出や周遊ツアーについては、日程、グループの人数、天候などに応じて、ガイドがリクエストを承認または却下することがあります。いずれの場合も、入力した情報（日程、人数、連絡先）をよくご確認ください。入力内容はそのまま事業者に伝えられます。',
        ],
        ko: [
          'Rihla에서 보낸 예약은 먼저 예약 요청으로 처리됩니다. 서비스 제공자가 확정하기 전까지 계정에 ‘대기 중’ 상태로 표시됩니다.',
          '서비스 제공자는 주로 예약 가능 여부에 따라 요청을 확정하거나 거절합니다. 이후 예약이 확정되었는지 거절되었는지 알려 드리는 이메일이 발송되며, 계정의 예약 상태도 갱신됩니다. 서비스 제공자는 확정된 예약에 대해서만 의무를 지며, 요청이 거절된 경우 해당 요청에 대해 이미 결제한 금액은 환불됩니다.',
          '가이드가 제공하는 나들이와 투어의 경우, 가이드는 날짜, 단체 인원, 날씨 등에 따라 요청을 수락하거나 거절할 수 있습니다. 어떤 경우든 입력한 정보(날짜, 인원, 연락처)를 꼭 확인하시기 바랍니다. 이 정보는 입력한 그대로 서비스 제공자에게 전달됩니다.',
        ],
      },
    },
    {
      heading: {
        fr: 'Prix et devise',
        en: 'Prices and currency',
        ar: 'الأسعار والعملة',
        ru: 'Цены и валюта',
        zh: '价格与币种',
        ja: '料金と通貨',
        ko: '가격 및 통화',
      },
      paragraphs: {
        fr: [
          'Les prix sont indiqués en dinars tunisiens (DT). Ils incluent les taxes telles qu’indiquées sur la fiche de la prestation ; lorsqu’un frais local n’est pas inclus, par exemple une taxe de séjour payable sur place, il est signalé avant la réservation.',
          'Le prix applicable est celui affiché au moment de la réservation et rappelé dans son récapitulatif. Une modification ultérieure des tarifs par le prestataire est sans effet sur une réservation déjà envoyée.',
          'Si vous payez avec une carte émise dans une autre devise, votre banque peut appliquer un taux de change et des frais de conversion, qui ne dépendent ni de Rihla ni du prestataire.',
        ],
        en: [
          'Prices are shown in Tunisian dinars (DT). They include taxes as indicated on the service’s page; when a local charge is not included, such as a tourist tax payable on site, this is stated before you book.',
          'The price that applies is the one displayed at the time of booking and repeated in the booking summary. Any later change in the provider’s rates has no effect on a booking already sent.',
          'If you pay with a card issued in another currency, your bank may apply an exchange rate and conversion fees, which are outside the control of both Rihla and the provider.',
        ],
        ar: [
          'تُعرض الأسعار بالدينار التونسي (د.ت). وهي تشمل الضرائب وفق ما هو مبيّن في صفحة الخدمة؛ وإذا لم يكن رسم محلي مشمولًا، كرسم الإقامة السياحية الذي يُدفع في عين المكان، فيُشار إليه قبل الحجز.',
          'السعر المعتمد هو السعر المعروض لحظة الحجز والمذكور في ملخّصه. ولا يسري أي تغيير لاحق في أسعار مقدّم الخدمة على حجز سبق إرساله.',
          'إذا دفعت ببطاقة صادرة بعملة أخرى، فقد يطبّق مصرفك سعر صرف ورسوم تحويل لا تتحكّم فيها «رحلة» ولا مقدّم الخدمة.',
        ],
        ru: [
          'Цены указаны в тунисских динарах (DT). Они включают налоги так, как это указано на странице услуги; если какой-либо местный сбор не включён — например, туристический налог, оплачиваемый на месте, — об этом сообщается до бронирования.',
          'Применяется цена, показанная в момент бронирования и указанная в его сводке. Последующее изменение тарифов поставщиком не влияет на уже отправленное бронирование.',
          'Если вы платите картой, выпущенной в другой валюте, ваш банк может применить свой курс обмена и взять комиссию за конвертацию; это не зависит ни от Rihla, ни от поставщика.',
        ],
        zh: [
          '价格以突尼斯第纳尔（DT）标示，并按服务页面上的说明包含相关税费；如有未包含在内的当地费用（例如需在当地支付的住宿税），会在预订前注明。',
          '适用价格以预订时显示并在预订摘要中列明的价格为准。服务商此后调整价格，不影响已发出的预订。',
          '如果您使用以其他货币发行的银行卡付款，您的发卡银行可能会按其汇率结算并收取货币转换费，这些均不在 Rihla 或服务商的控制范围内。',
        ],
        ja: [
          '料金はチュニジア・ディナール（DT）で表示されます。税金はサービスのページに記載されているとおり料金に含まれます。現地で支払う宿泊税など、含まれていない現地費用がある場合は、予約前にお知らせします。',
          '適用される料金は、予約時に表示され、予約内容の確認画面に記載された料金です。その後に事業者が料金を変更しても、送信済みの予約には影響しません。',
          '他の通貨で発行されたカードでお支払いの場合、カード発行銀行が独自の為替レートを適用し、換算手数料を請求することがあります。これは Rihla や事業者が関与できるものではありません。',
        ],
        ko: [
          '가격은 튀니지 디나르(DT)로 표시되며, 세금은 서비스 페이지에 안내된 대로 포함됩니다. 현지에서 내는 숙박세처럼 포함되지 않은 현지 비용이 있으면 예약 전에 안내합니다.',
          '적용되는 가격은 예약 시점에 표시되고 예약 요약에 기재된 가격입니다. 이후 서비스 제공자가 요금을 변경하더라도 이미 보낸 예약에는 영향을 주지 않습니다.',
          '다른 통화로 발행된 카드로 결제하는 경우 카드 발급 은행이 자체 환율을 적용하고 환전 수수료를 부과할 수 있으며, 이는 Rihla나 서비스 제공자가 관여할 수 없는 부분입니다.',
        ],
      },
    },
    {
      heading: {
        fr: 'Paiement',
        en: 'Payment',
        ar: 'الدفع',
        ru: 'Оплата',
        zh: '付款',
        ja: 'お支払い',
        ko: '결제',
      },
      paragraphs: {
        fr: [
          'Lorsque le paiement en ligne est proposé, il s’effectue par carte bancaire, sur une interface de paiement sécurisée. Rihla ne conserve pas le numéro complet de votre carte.',
          'Si le paiement échoue ou est interrompu, la réservation peut ne pas être enregistrée, ou être enregistrée sans être payée. Vérifiez alors son statut dans votre compte et contactez le service client depuis la page Contact avant de payer à nouveau, afin d’éviter un double débit.',
        ],
        en: [
          'When online payment is offered, it is made by bank card through a secure payment interface. Rihla does not keep your full card number.',
          'If the payment fails or is interrupted, the booking may not be recorded, or it may be recorded as unpaid. In that case, check its status in your account and contact customer service from the contact page before paying again, to avoid being charged twice.',
        ],
        ar: [
          'عندما يُتاح الدفع عبر الإنترنت، يتم ببطاقة بنكية من خلال واجهة دفع آمنة. ولا تحتفظ «رحلة» بالرقم الكامل لبطاقتك.',
          'إذا فشل الدفع أو انقطع، فقد لا يُسجَّل الحجز، أو قد يُسجَّل دون أن يكون مدفوعًا. في هذه الحالة، تحقّق من حالته في حسابك واتصل بخدمة العملاء عبر صفحة الاتصال قبل إعادة الدفع، تفاديًا للخصم مرتين.',
        ],
        ru: [
          'Если доступна онлайн-оплата, она производится банковской картой через защищённый платёжный интерфейс. Rihla не хранит полный номер вашей карты.',
          'Если платёж не прошёл или был прерван, бронирование может не сохраниться или сохраниться как неоплаченное. В этом случае проверьте его статус в аккаунте и, прежде чем платить повторно, свяжитесь со службой поддержки через страницу «Контакты», чтобы избежать двойного списания.',
        ],
        zh: [
          '如提供在线支付，将通过安全的支付界面以银行卡付款。Rihla 不会保存您的完整卡号。',
          '如果付款失败或中断，预订可能未被记录，也可能被记录为未付款。遇到这种情况，请先在账户中查看预订状态，并在重新付款前通过“联系我们”页面联系客服，以免重复扣款。',
        ],
        ja: [
          'オンライン決済が利用できる場合は、安全な決済画面からクレジットカードまたはデビットカードでお支払いいただきます。Rihla がカード番号の全桁を保存することはありません。',
          '決済が失敗した場合や途中で中断された場合、予約が記録されないこと、または未払いのまま記録されることがあります。その際はアカウントで予約のステータスをご確認のうえ、二重請求を避けるため、再度お支払いになる前にお問い合わせページからカスタマーサービスにご連絡ください。',
        ],
        ko: [
          '온라인 결제가 제공되는 경우, 안전한 결제 화면에서 은행 카드로 결제합니다. Rihla는 카드 번호 전체를 보관하지 않습니다.',
          '결제가 실패하거나 중단되면 예약이 기록되지 않거나, 미결제 상태로 기록될 수 있습니다. 이 경우 계정에서 예약 상태를 확인하시고, 이중 결제를 피하기 위해 다시 결제하기 전에 문의 페이지를 통해 고객 서비스에 연락해 주십시오.',
        ],
      },
    },
    {
      heading: {
        fr: 'Annulation et modification',
        en: 'Cancellation and changes',
        ar: 'الإلغاء والتعديل',
        ru: 'Отмена и изменение',
        zh: '取消与变更',
        ja: 'キャンセルと変更',
        ko: '취소 및 변경',
      },
      paragraphs: {
        fr: [
          'Chaque prestataire fixe ses propres conditions d’annulation et de modification : délais, frais éventuels, remboursement. Elles sont affichées avant la confirmation de la réservation et ce sont elles qui s’appliquent.',
          'Pour annuler, connectez-vous à votre compte, ouvrez la liste de vos réservations, sélectionnez celle qui vous concerne et confirmez l’annulation ; un e-mail vous la confirme. Pour changer de dates ou de nombre de personnes, annulez puis envoyez une nouvelle demande dans le respect de ces conditions, ou contactez le service client depuis la page Contact.',
          'Si le prestataire annule une réservation confirmée, vous en êtes informé par e-mail et les sommes déjà versées pour cette réservation vous sont intégralement remboursées.',
        ],
        en: [
          'Each provider sets its own cancellation and change conditions: deadlines, any fees, refunds. They are displayed before you confirm the booking, and they are the ones that apply.',
          'To cancel, sign in to your account, open the list of your bookings, select the one concerned and confirm the cancellation; you will receive an e-mail confirming it. To change dates or the number of people, cancel and send a new request in line with those conditions, or contact customer service from the contact page.',
          'If the provider cancels a confirmed booking, you are informed by e-mail and any amount already paid for that booking is refunded to you in full.',
        ],
        ar: [
          'يحدّد كل مقدّم خدمة شروطه الخاصة بالإلغاء والتعديل: الآجال، والرسوم المحتملة، واسترداد المبالغ. وتُعرض هذه الشروط قبل تأكيد الحجز، وهي التي تُطبَّق.',
          'للإلغاء، سجّل الدخول إلى حسابك، وافتح قائمة حجوزاتك، واختر الحجز المعني، ثم أكّد الإلغاء؛ وستصلك رسالة بالبريد الإلكتروني تؤكّد ذلك. ولتغيير التواريخ أو عدد الأشخاص، ألغِ الحجز ثم أرسل طلبًا جديدًا مع احترام هذه الشروط، أو اتصل بخدمة العملاء عبر صفحة الاتصال.',
          'إذا ألغى مقدّم الخدمة حجزًا مؤكَّدًا، تُعلَم بذلك عبر البريد الإلكتروني، وتُعاد إليك كامل المبالغ التي دفعتها مقابل هذا الحجز.',
        ],
        ru: [
          'Каждый поставщик устанавливает собственные условия отмены и изменения: сроки, возможные сборы, порядок возврата средств. Они показываются до подтверждения бронирования, и применяются именно они.',
          'Чтобы отменить бронирование, войдите в аккаунт, откройте список своих бронирований, выберите нужное и подтвердите отмену; вы получите письмо с подтверждением. Чтобы изменить даты или число участников, отмените бронирование и отправьте новый запрос с учётом этих условий или свяжитесь со службой поддержки через страницу «Контакты».',
          'Если поставщик отменяет подтверждённое бронирование, вы получаете уведомление по электронной почте, а уже уплаченные за это бронирование суммы возвращаются вам в полном объёме.',
        ],
        zh: [
          '每家服务商都会自行规定取消和变更条件，包括期限、可能产生的费用以及退款方式。这些条件会在确认预订前显示，并以其为准。',
          '如需取消，请登录账户，打开预订列表，选择相应的预订并确认取消；随后您会收到一封确认取消的电子邮件。如需更改日期或人数，请在遵守上述条件的前提下取消原预订并重新提交请求，或通过“联系我们”页面联系客服。',
          '如果服务商取消已确认的预订，您会收到电子邮件通知，并全额退还您为该预订已支付的款项。',
        ],
        ja: [
          'キャンセルおよび変更の条件（期限、手数料の有無、返金方法）は、各事業者が独自に定めています。これらの条件は予約を確定する前に表示され、その条件が適用されます。',
          'キャンセルするには、アカウントにログインして予約一覧を開き、該当する予約を選んでキャンセルを確定してください。確認のメールが届きます。日程や人数を変更したい場合は、上記の条件に従って予約をキャンセルし、改めてリクエストを送信するか、お問い合わせページからカスタマーサービスにご連絡ください。',
          '確定済みの予約を事業者がキャンセルした場合は、メールでお知らせし、その予約についてお支払い済みの金額を全額返金します。',
        ],
        ko: [
          '각 서비스 제공자는 기한, 수수료 여부, 환불 방식 등 자체적인 취소 및 변경 조건을 정합니다. 이 조건은 예약을 확정하기 전에 표시되며, 해당 조건이 적용됩니다.',
          '예약을 취소하려면 계정에 로그인하여 예약 목록을 열고, 해당 예약을 선택한 뒤 취소를 확정하십시오. 취소 확인 이메일이 발송됩니다. 날짜나 인원을 변경하려면 위 조건에 따라 예약을 취소한 후 새 요청을 보내거나, 문의 페이지를 통해 고객 서비스에 연락해 주십시오.',
          '서비스 제공자가 확정된 예약을 취소하는 경우 이메일로 알려 드리며, 해당 예약에 대해 이미 결제한 금액은 전액 환불됩니다.',
        ],
      },
    },
    {
      heading: {
        fr: 'Location de véhicules',
        en: 'Vehicle rental',
        ar: 'كراء السيارات',
        ru: 'Аренда транспорта',
        zh: '车辆租赁',
        ja: '車両レンタル',
        ko: '차량 렌털',
      },
      paragraphs: {
        fr: [
          'Le conducteur doit être titulaire d’un permis de conduire valide, correspondant à la catégorie du véhicule. Le loueur peut exiger un âge minimum et une ancienneté de permis, et demander à voir le permis et une pièce d’identité à la remise du véhicule.',
          'Lors de la réservation, vous indiquez la date de début et la date de fin de la location, ainsi que le lieu de prise en charge et le lieu de restitution du véhicule.',
          'Le montant total est égal au prix journalier multiplié par le nombre de jours de location. Le carburant, les péages, les amendes, la caution et les options (siège enfant, conducteur supplémentaire…) relèvent des conditions du loueur, affichées avant la réservation.',
        ],
        en: [
          'The driver must hold a valid driving licence for the category of vehicle. The rental company may require a minimum age and a minimum number of years holding a licence, and may ask to see the licence and an identity document when handing over the vehicle.',
          'When booking, you enter the start and end dates of the rental, as well as the pick-up and drop-off places for the vehicle.',
          'The total amount equals the daily price multiplied by the number of rental days. Fuel, tolls, fines, the deposit and extras (child seat, additional driver…) are governed by the rental company’s conditions, shown before you book.',
        ],
        ar: [
          'يجب أن يكون السائق حاملًا لرخصة سياقة سارية المفعول تتوافق مع صنف السيارة. ويمكن لمؤجّر السيارات أن يشترط حدًّا أدنى للسن ولأقدمية الرخصة، وأن يطلب الاطلاع على الرخصة وعلى وثيقة هوية عند تسليم السيارة.',
          'عند الحجز، تحدّد تاريخ بداية الكراء وتاريخ نهايته، وكذلك مكان استلام السيارة ومكان إرجاعها.',
          'يساوي المبلغ الإجمالي السعر اليومي مضروبًا في عدد أيام الكراء. أما الوقود ورسوم الطرق السيارة والمخالفات والضمان والخيارات الإضافية (مقعد الطفل، سائق إضافي...) فتخضع لشروط المؤجّر المعروضة قبل الحجز.',
        ],
        ru: [
          'У водителя должно быть действующее водительское удостоверение соответствующей категории. Прокатная компания может установить минимальный возраст и минимальный стаж вождения, а также попросить предъявить удостоверение и документ, удостоверяющий личность, при выдаче автомобиля.',
          'При бронировании вы указываете даты начала и окончания аренды, а также место получения и место возврата автомобиля.',
          'Общая сумма равна суточной цене, умноженной на количество дней аренды. Топливо, платные дороги, штрафы, залог и дополнительные опции (детское кресло, дополнительный водитель и т. п.) регулируются условиями прокатной компании, которые показываются до бронирования.',
        ],
        zh: [
          '驾驶人须持有与车辆类别相符的有效驾驶执照。租车公司可以规定最低年龄和最短驾龄，并可在交车时要求查看驾驶执照和身份证件。',
          '预订时，您需填写租车的起止日期，以及取车地点和还车地点。',
          '总金额等于日租价格乘以租车天数。燃油、过路费、罚款、押金以及附加选项（儿童座椅、增加驾驶人等）均按租车公司的条件执行，这些条件会在预订前显示。',
        ],
        ja: [
          '運転者は、車両の区分に対応した有効な運転免許証をお持ちである必要があります。レンタカー会社は最低年齢や免許取得後の年数を条件とすることがあり、車両の引き渡し時に運転免許証と身分証明書の提示を求めることがあります。',
          '予約の際には、レンタルの開始日と終了日、車両の受取場所と返却場所を入力します。',
          '合計金額は、1日あたりの料金にレンタル日数を掛けた金額です。燃料、有料道路の料金、罰金、保証金、オプション（チャイルドシート、追加運転者など）については、予約前に表示されるレンタカー会社の条件に従います。',
        ],
        ko: [
          '운전자는 차량 종류에 맞는 유효한 운전면허를 소지해야 합니다. 렌터카 업체는 최소 연령과 최소 운전 경력을 요구할 수 있으며, 차량 인도 시 운전면허증과 신분증 제시를 요청할 수 있습니다.',
          '예약할 때 렌털 시작일과 종료일, 그리고 차량 인수 장소와 반납 장소를 입력합니다.',
          '총 금액은 1일 요금에 렌털 일수를 곱한 금액입니다. 연료, 통행료, 과태료, 보증금, 추가 옵션(유아용 카시트, 추가 운전자 등)은 예약 전에 표시되는 렌터카 업체의 조건을 따릅니다.',
        ],
      },
    },
    {
      heading: {
        fr: 'Responsabilité',
        en: 'Liability',
        ar: 'المسؤولية',
        ru: 'Ответственность',
        zh: '责任',
        ja: '責任',
        ko: '책임',
      },
      paragraphs: {
        fr: [
          'Rihla s’engage à transmettre fidèlement vos demandes de réservation et à vous tenir informé de leur suivi. Les descriptions, photos et prix des prestations sont fournis par les prestataires ; Rihla veille à leur clarté mais ne peut garantir l’exactitude de chaque détail.',
          'Le prestataire est seul responsable de la bonne exécution de la prestation. La responsabilité de Rihla ne peut être engagée qu’en cas de manquement dans le service de réservation lui-même, et dans les limites prévues par la loi.',
          'Les établissements du catalogue de démonstration sont fictifs : une réservation faite auprès d’eux ne donne lieu à aucune prestation réelle.',
        ],
        en: [
          'Rihla undertakes to pass on your booking requests faithfully and to keep you informed of their progress. Descriptions, photos and prices of services are supplied by the providers; Rihla takes care that they are clear but cannot guarantee that every detail is accurate.',
          'The provider alone is responsible for performing the service properly. Rihla can only be held liable for a failure in the booking service itself, and within the limits set by law.',
          'The businesses in the demonstration catalogue are fictitious: a booking made with them does not lead to any real service.',
        ],
        ar: [
          'تلتزم «رحلة» بنقل طلبات حجزك بأمانة وبإعلامك بمآلها. أما أوصاف الخدمات وصورها وأسعارها فيقدّمها مقدّمو الخدمات؛ وتحرص «رحلة» على وضوحها، لكنها لا تستطيع ضمان دقة كل تفصيل.',
          'مقدّم الخدمة هو المسؤول الوحيد عن حسن تنفيذ الخدمة. ولا تُثار مسؤولية «رحلة» إلا في حال وجود إخلال في خدمة الحجز نفسها، وفي الحدود التي يقرّها القانون.',
          'المؤسسات الواردة في الكتالوج التجريبي وهمية: والحجز لديها لا يترتّب عليه تقديم أي خدمة فعلية.',
        ],
        ru: [
          'Rihla обязуется точно передавать ваши запросы на бронирование и сообщать вам о ходе их обработки. Описания, фотографии и цены услуг предоставляют поставщики; Rihla следит за тем, чтобы они были понятны, но не может гарантировать точность каждой детали.',
          'Только поставщик отвечает за надлежащее оказание услуги. Rihla может нести ответственность лишь за сбои в работе самого сервиса бронирования и в пределах, установленных законом.',
          'Заведения из демонстрационного каталога вымышлены: бронирование у них не влечёт оказания каких-либо реальных услуг.',
        ],
        zh: [
          'Rihla 承诺如实转达您的预订请求，并随时告知您处理进展。服务的介绍、照片和价格由服务商提供；Rihla 会尽力确保其清晰明了，但无法保证每个细节都准确无误。',
          '服务能否妥善履行，完全由服务商负责。Rihla 仅对预订服务本身的过失承担责任，且以法律规定的范围为限。',
          '演示目录中的商家均为虚构：向其提交的预订不会产生任何实际服务。',
        ],
        ja: [
          'Rihla は、お客様の予約リクエストを正確に伝え、その進捗をお知らせするよう努めます。サービスの説明、写真、料金は事業者から提供されたものです。Rihla はわかりやすい表示に努めますが、すべての細部の正確さを保証することはできません。',
          'サービスを適切に提供する責任は、事業者のみが負います。Rihla が責任を負うのは予約サービスそのものに不備があった場合に限られ、その範囲も法律の定める限度内とします。',
          'デモ用カタログに掲載されている施設は架空のものです。これらの施設への予約によって実際のサービスが提供されることはありません。',
        ],
        ko: [
          'Rihla는 이용자의 예약 요청을 정확하게 전달하고 그 처리 상황을 알려 드릴 것을 약속합니다. 서비스의 설명, 사진, 가격은 서비스 제공자가 제공하며, Rihla는 이를 알기 쉽게 보여 드리도록 노력하지만 모든 세부 사항의 정확성을 보장할 수는 없습니다.',
          '서비스를 제대로 이행할 책임은 전적으로 서비스 제공자에게 있습니다. Rihla는 예약 서비스 자체에 하자가 있는 경우에 한하여, 법률이 정한 범위 내에서 책임을 집니다.',
          '데모 카탈로그에 나오는 업체는 가상의 업체입니다. 이들 업체에 한 예약으로는 실제 서비스가 제공되지 않습니다.',
        ],
      },
    },
    {
      heading: {
        fr: 'Réclamations et médiation',
        en: 'Complaints and mediation',
        ar: 'الشكاوى والوساطة',
        ru: 'Претензии и медиация',
        zh: '投诉与调解',
        ja: '苦情と調停',
        ko: '불만 처리 및 조정',
      },
      paragraphs: {
        fr: [
          'En cas de problème pendant la prestation, signalez-le d’abord au prestataire, sur place si possible, afin qu’il puisse y remédier rapidement.',
          'Si le désaccord persiste, adressez une réclamation au service client depuis la page Contact, en indiquant la référence de la réservation et en joignant tout élément utile. Nous faisons le lien avec le prestataire et vous répondons dans les meilleurs délais.',
          'À défaut de solution amiable, vous pouvez recourir à une médiation ou saisir les organismes de protection des consommateurs compétents avant toute action en justice.',
        ],
        en: [
          'If a problem arises during the service, report it to the provider first, on the spot if possible, so that it can be put right quickly.',
          'If the disagreement continues, send a complaint to customer service from the contact page, giving the booking reference and attaching anything useful. We will liaise with the provider and reply to you as soon as possible.',
          'If no amicable solution is found, you may turn to mediation or to the relevant consumer protection bodies before taking any legal action.',
        ],
        ar: [
          'إذا طرأ أي إشكال أثناء تقديم الخدمة، فأبلغ عنه مقدّم الخدمة أولًا، في عين المكان إن أمكن، ليتمكّن من معالجته بسرعة.',
          'إذا استمر الخلاف، فوجّه شكوى إلى خدمة العملاء عبر صفحة الاتصال، مع ذكر مرجع الحجز وإرفاق كل ما يفيد. وسنتولّى التواصل مع مقدّم الخدمة ونردّ عليك في أقرب الآجال.',
          'وإذا تعذّر التوصل إلى حل ودّي، يمكنك اللجوء إلى الوساطة أو إلى هياكل حماية المستهلك المختصة قبل أي إجراء قضائي.',
        ],
        ru: [
          'Если во время оказания услуги возникла проблема, сначала сообщите о ней поставщику — по возможности прямо на месте, чтобы он мог быстро всё исправить.',
          'Если разногласия сохраняются, направьте претензию в службу поддержки через страницу «Контакты», указав номер бронирования и приложив все полезные материалы. Мы свяжемся с поставщиком и ответим вам как можно скорее.',
          'Если урегулировать спор мирным путём не удалось, до обращения в суд вы можете прибегнуть к медиации или обратиться в компетентные органы по защите прав потребителей.',
        ],
        zh: [
          '如在服务过程中遇到问题，请先向服务商反映，尽可能在现场提出，以便其及时处理。',
          '如果分歧仍未解决，请通过“联系我们”页面向客服提交投诉，注明预订编号并附上相关材料。我们会与服务商沟通，并尽快给您答复。',
          '如果无法友好协商解决，您可以在提起诉讼之前寻求调解，或向主管的消费者保护机构求助。',
        ],
        ja: [
          'サービスの利用中に問題が生じた場合は、迅速に対応してもらえるよう、まず事業者に、できればその場でお伝えください。',
          'それでも解決しない場合は、予約番号を明記し、参考になる資料を添えて、お問い合わせページからカスタマーサービスに苦情をお寄せください。私たちが事業者との間に入り、できるだけ早くご回答いたします。',
          '話し合いによる解決が得られない場合は、訴訟を起こす前に、調停を利用したり、所管の消費者保護機関に相談したりすることができます。',
        ],
        ko: [
          '서비스 이용 중 문제가 생기면 신속히 해결될 수 있도록 먼저 서비스 제공자에게, 가능하면 현장에서 알려 주십시오.',
          '이견이 해소되지 않으면 예약 번호를 적고 관련 자료를 첨부하여 문의 페이지를 통해 고객 서비스에 불만을 접수해 주십시오. 저희가 서비스 제공자와 연락을 취하고 최대한 빨리 답변드리겠습니다.',
          '원만한 해결이 이루어지지 않으면 소송을 제기하기 전에 조정을 신청하거나 관할 소비자 보호 기관에 도움을 요청할 수 있습니다.',
        ],
      },
    },
    {
      heading: {
        fr: 'Droit applicable et juridiction',
        en: 'Applicable law and jurisdiction',
        ar: 'القانون المنطبق والاختصاص القضائي',
        ru: 'Применимое право и подсудность',
        zh: '适用法律与管辖',
        ja: '準拠法および管轄',
        ko: '준거법 및 관할',
      },
      paragraphs: {
        fr: [
          'Les présentes conditions sont soumises au droit tunisien.',
          'Tout litige relatif à leur interprétation ou à leur exécution qui n’a pas pu être réglé à l’amiable relève des tribunaux compétents de Tunis, sous réserve des règles impératives protégeant les consommateurs.',
        ],
        en: [
          'These terms are governed by Tunisian law.',
          'Any dispute concerning their interpretation or performance that could not be settled amicably falls under the jurisdiction of the competent courts of Tunis, subject to the mandatory rules protecting consumers.',
        ],
        ar: [
          'تخضع هذه الشروط للقانون التونسي.',
          'كل نزاع يتعلّق بتأويلها أو بتنفيذها يتعذّر حلّه بالتراضي يكون من اختصاص المحاكم المختصة بتونس، مع مراعاة القواعد الآمرة الحامية للمستهلك.',
        ],
        ru: [
          'Настоящие условия регулируются законодательством Туниса.',
          'Любой спор, связанный с их толкованием или исполнением, который не удалось урегулировать мирным путём, подлежит рассмотрению компетентными судами города Туниса с учётом императивных норм о защите прав потребителей.',
        ],
        zh: [
          '本条款受突尼斯法律管辖。',
          '因本条款的解释或履行而产生、且无法友好协商解决的任何争议，由突尼斯市有管辖权的法院审理，但保护消费者的强制性规定另有规定的除外。',
        ],
        ja: [
          'この販売条件は、チュニジアの法律に準拠します。',
          'この販売条件の解釈または履行に関する紛争のうち、話し合いで解決できなかったものは、消費者を保護する強行規定が適用される場合を除き、チュニスの管轄裁判所が管轄します。',
        ],
        ko: [
          '이 약관은 튀니지 법률을 준거법으로 합니다.',
          '이 약관의 해석 또는 이행과 관련하여 원만히 해결되지 않은 분쟁은 소비자를 보호하는 강행 규정이 적용되는 경우를 제외하고 튀니스의 관할 법원이 관할합니다.',
        ],
      },
    },
  ],
  updated: '2026-11-24',
};
