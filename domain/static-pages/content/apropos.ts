import type { StaticPage } from '../static-page.ts';

/** "À propos": who builds Rihla, what the app offers, how the demo catalogue works, how to reach us. */
export const APROPOS: StaticPage = {
  title: {
    fr: 'À propos de Rihla',
    en: 'About Rihla',
    ar: 'عن «رحلة»',
    ru: 'О Rihla',
    zh: '关于 Rihla',
    ja: 'Rihla について',
    ko: 'Rihla 소개',
  },
  intro: {
    fr: 'Rihla signifie « voyage » en arabe. C’est un guide de voyage et une application de réservation consacrés à la Tunisie, conçus pour fonctionner partout, même hors ligne.',
    en: 'Rihla means “journey” in Arabic. It is a travel guide and booking app dedicated to Tunisia, designed to work everywhere, even offline.',
    ar: 'اخترنا اسم «رحلة» لأنه يلخّص ما نقدّمه: دليل سياحي وتطبيق حجز مخصّصان لتونس، صُمّما ليعملا في كل مكان، حتى دون اتصال بالإنترنت.',
    ru: 'Rihla (رحلة) по-арабски значит «путешествие». Это путеводитель и приложение для бронирования, посвящённые Тунису и созданные так, чтобы работать везде, даже без интернета.',
    zh: 'Rihla 在阿拉伯语中意为“旅程”。这是一款专为突尼斯打造的旅行指南和预订应用，无论身在何处都能使用，离线也不例外。',
    ja: 'Rihla（リフラ）はアラビア語で「旅」を意味します。チュニジアに特化した旅行ガイド兼予約アプリで、どこでも、オフラインでも使えるように作られています。',
    ko: 'Rihla는 아랍어로 ‘여행’을 뜻합니다. 튀니지 전문 여행 가이드이자 예약 앱으로, 어디서나, 오프라인에서도 사용할 수 있도록 만들었습니다.',
  },
  sections: [
    {
      heading: {
        fr: 'Qui sommes-nous',
        en: 'Who we are',
        ar: 'من نحن',
        ru: 'Кто мы',
        zh: '我们是谁',
        ja: '私たちについて',
        ko: '우리는 누구인가',
      },
      paragraphs: {
        fr: [
          'Nous sommes une petite équipe qui conçoit et développe Rihla, un guide de voyage et une application de réservation pour la Tunisie. Nous aimons ce pays, ses paysages, son patrimoine et son hospitalité, et nous voulons le rendre plus accessible aux voyageurs du monde entier.',
          'Nous avançons par petites étapes : chaque fonctionnalité est testée sur téléphone, sur une connexion lente et sans réseau, dans les sept langues de l’application, avant d’être mise en ligne.',
        ],
        en: [
          'We are a small team designing and building Rihla, a travel guide and booking app for Tunisia. We love this country — its landscapes, its heritage and its hospitality — and we want to make it easier to reach for travellers from all over the world.',
          'We move forward in small steps: every feature is tested on a phone, on a slow connection and with no network at all, in all seven languages of the app, before it goes live.',
        ],
        ar: [
          'نحن فريق صغير يصمّم ويطوّر «رحلة»، وهو دليل سياحي وتطبيق حجز خاص بتونس. نحب هذا البلد بمناظره الطبيعية وتراثه وكرم ضيافته، ونسعى إلى تقريبه من المسافرين القادمين من كل أنحاء العالم.',
          'نتقدّم خطوة بخطوة: تُختبر كل ميزة على الهاتف، وعلى اتصال بطيء ودون أي شبكة، وباللغات السبع للتطبيق، قبل إتاحتها للمستخدمين.',
        ],
        ru: [
          'Мы — небольшая команда, которая проектирует и разрабатывает Rihla, путеводитель и приложение для бронирования поездок по Тунису. Мы любим эту страну — её пейзажи, наследие и гостеприимство — и хотим сделать её ближе для путешественников со всего мира.',
          'Мы движемся небольшими шагами: прежде чем выпустить новую функцию, мы проверяем её на телефоне, на медленном соединении и совсем без сети, на всех семи языках приложения.',
        ],
        zh: [
          '我们是一个小团队，负责设计和开发 Rihla——一款面向突尼斯的旅行指南和预订应用。我们热爱这个国家的风光、文化遗产和热情好客，希望让世界各地的旅行者更容易走近它。',
          '我们稳扎稳打、逐步推进：每项功能上线之前，都会在手机上、在慢速网络和完全断网的环境下，以应用的全部七种语言进行测试。',
        ],
        ja: [
          '私たちは、チュニジアの旅行ガイド兼予約アプリ Rihla を設計・開発している小さなチームです。この国の風景、歴史遺産、そして温かいもてなしを愛し、世界中の旅行者にとってもっと身近な国にしたいと考えています。',
          '私たちは一歩ずつ開発を進めています。すべての機能は公開前に、スマートフォンで、低速回線や圏外の環境で、そしてアプリの7つの言語すべてでテストしています。',
        ],
        ko: [
          '우리는 튀니지 여행 가이드이자 예약 앱인 Rihla를 설계하고 개발하는 작은 팀입니다. 이 나라의 풍경과 유산, 따뜻한 환대를 사랑하며, 전 세계 여행자들이 튀니지를 더 쉽게 만날 수 있도록 하고자 합니다.',
          '우리는 한 걸음씩 나아갑니다. 모든 기능은 출시 전에 휴대전화에서, 느린 연결과 네트워크가 없는 환경에서, 앱의 7개 언어 모두로 테스트합니다.',
        ],
      },
    },
    {
      heading: {
        fr: 'Ce que vous trouvez dans l’application',
        en: 'What you will find in the app',
        ar: 'ماذا تجد في التطبيق',
        ru: 'Что есть в приложении',
        zh: '应用里有什么',
        ja: 'アプリでできること',
        ko: '앱에서 찾을 수 있는 것',
      },
      paragraphs: {
        fr: [
          'Pour vous loger et vous restaurer : des hôtels, des maisons d’hôtes et des restaurants, avec leur description, leurs photos, leurs prix et leur emplacement.',
          'Pour découvrir le pays : des musées, des monuments et des sites du patrimoine, des festivals et des événements, des activités, des circuits, des guides touristiques, ainsi que des lieux d’artisanat et de bien-être. Des vidéos vous en donnent un aperçu avant le départ.',
          'Pour vous déplacer : la location de véhicules et des informations pratiques sur les aéroports, sans oublier une page qui réunit les numéros d’urgence.',
        ],
        en: [
          'Places to stay and eat: hotels, guest houses and restaurants, with their description, photos, prices and location.',
          'Ways to discover the country: museums, monuments and heritage sites, festivals and events, activities, circuits, tourist guides, as well as craft and wellness places. Videos give you a glimpse of them before you set off.',
          'Getting around: vehicle rental and practical information on airports, plus a page that gathers all the emergency numbers.',
        ],
        ar: [
          'للإقامة والأكل: فنادق ودور ضيافة ومطاعم، مع وصفها وصورها وأسعارها ومواقعها.',
          'لاكتشاف البلاد: متاحف ومعالم ومواقع تراثية، ومهرجانات وتظاهرات، وأنشطة، ومسالك سياحية، ومرشدون سياحيون، إلى جانب فضاءات للصناعات التقليدية وأخرى للعناية والاسترخاء. وتمنحك مقاطع الفيديو لمحة عنها قبل انطلاقك.',
          'للتنقّل: كراء السيارات ومعلومات عملية عن المطارات، إضافة إلى صفحة تجمع أرقام الطوارئ.',
        ],
        ru: [
          'Где остановиться и поесть: отели, гостевые дома и рестораны с описанием, фотографиями, ценами и расположением.',
          'Что посмотреть и чем заняться: музеи, памятники и объекты наследия, фестивали и события, развлечения и активный отдых, экскурсионные маршруты, гиды, а также ремесленные мастерские и велнес-центры. Видео помогут составить впечатление ещё до поездки.',
          'Как передвигаться: аренда транспорта и практическая информация об аэропортах, а также страница, где собраны номера экстренных служб.',
        ],
        zh: [
          '住宿与餐饮：酒店、民宿和餐厅，附有介绍、照片、价格和位置信息。',
          '探索当地：博物馆、古迹和文化遗产地、节庆与活动、体验项目、线路行程、导游，以及手工艺场所和养生休闲场所。出发之前，还可以通过视频先睹为快。',
          '交通出行：车辆租赁和机场实用信息，另有一个汇集所有紧急电话号码的页面。',
        ],
        ja: [
          '泊まる・食べる：ホテル、ゲストハウス、レストランを、説明、写真、料金、所在地とともにご紹介します。',
          '国を知る：博物館、モニュメント、遺跡などの文化遺産、フェスティバルやイベント、アクティビティ、周遊ツアー、観光ガイド、さらに伝統工芸やウェルネスのスポットも掲載しています。出発前に動画で現地の雰囲気をのぞくこともできます。',
          '移動する：車両レンタルと空港の実用情報に加え、緊急通報番号をまとめたページもあります。',
        ],
        ko: [
          '숙박과 식사: 호텔, 게스트하우스, 레스토랑을 설명, 사진, 가격, 위치와 함께 소개합니다.',
          '튀니지 알아보기: 박물관, 기념물, 문화유산, 축제와 행사, 액티비티, 투어 코스, 관광 가이드는 물론 전통 공예와 웰니스 명소까지 담았습니다. 출발 전에 동영상으로 현지 모습을 미리 볼 수도 있습니다.',
          '이동하기: 차량 렌털과 공항 이용 정보를 제공하며, 긴급 전화번호를 모아 둔 페이지도 있습니다.',
        ],
      },
    },
    {
      heading: {
        fr: 'Comment fonctionne le catalogue de démonstration',
        en: 'How the demo catalogue works',
        ar: 'كيف يعمل الكتالوج التجريبي',
        ru: 'Как устроен демонстрационный каталог',
        zh: '关于演示目录',
        ja: 'デモ用カタログについて',
        ko: '데모 카탈로그 안내',
      },
      paragraphs: {
        fr: [
          'Rihla est aujourd’hui présentée avec un catalogue de démonstration. Les établissements et prestataires qui y figurent — hôtels, maisons d’hôtes, restaurants, agences, guides et véhicules de location — sont des données fictives, créées pour montrer le fonctionnement de l’application. Leurs noms, leurs prix et leurs disponibilités ne correspondent à aucune entreprise réelle.',
          'En revanche, les sites du patrimoine, les festivals, les aéroports et les numéros d’urgence sont des informations publiques réelles. Nous les vérifions avec soin, mais les horaires et les dates peuvent changer : pensez à les confirmer avant de vous déplacer.',
        ],
        en: [
          'Rihla is currently presented with a demonstration catalogue. The businesses and providers listed in it — hotels, guest houses, restaurants, agencies, guides and rental vehicles — are fictitious data, created to show how the app works. Their names, prices and availability do not correspond to any real company.',
          'Heritage sites, festivals, airports and emergency numbers, on the other hand, are real public information. We check them carefully, but opening hours and dates can change: remember to confirm them before you travel.',
        ],
        ar: [
          'يُقدَّم تطبيق «رحلة» حاليًا مع كتالوج تجريبي. المؤسسات ومقدّمو الخدمات الواردون فيه، من فنادق ودور ضيافة ومطاعم ووكالات ومرشدين وسيارات للكراء، هم بيانات وهمية أُعدّت لعرض طريقة عمل التطبيق، ولا تطابق أسماؤهم وأسعارهم ومدى توفّرهم أي مؤسسة حقيقية.',
          'أما المواقع التراثية والمهرجانات والمطارات وأرقام الطوارئ فهي معلومات عامة حقيقية. نتحقق منها بعناية، غير أن أوقات الفتح والتواريخ قد تتغير، لذا احرص على التأكد منها قبل التنقّل.',
        ],
        ru: [
          'Сейчас Rihla работает с демонстрационным каталогом. Указанные в нём заведения и поставщики услуг — отели, гостевые дома, рестораны, агентства, гиды и автомобили для аренды — это вымышленные данные, созданные, чтобы показать, как работает приложение. Их названия, цены и наличие мест не относятся ни к одной реальной компании.',
          'А вот объекты наследия, фестивали, аэропорты и номера экстренных служб — это реальная общедоступная информация. Мы тщательно её проверяем, но часы работы и даты могут меняться, поэтому уточняйте их перед поездкой.',
        ],
        zh: [
          'Rihla 目前使用演示目录进行展示。目录中列出的商家和服务商——酒店、民宿、餐厅、旅行社、导游和租赁车辆——均为虚构数据，仅用于展示应用的使用方式。它们的名称、价格和可预订情况与任何真实企业均无关联。',
          '而文化遗产地、节庆活动、机场和紧急电话号码则是真实的公开信息。我们会认真核实，但开放时间和日期可能有变，出行前请务必再次确认。',
        ],
        ja: [
          'Rihla は現在、デモ用のカタログで公開しています。掲載されている施設や事業者（ホテル、ゲストハウス、レストラン、旅行会社、ガイド、レンタル車両）は、アプリの仕組みをお見せするために作成した架空のデータです。名称、料金、空き状況は、実在する企業とは一切関係ありません。',
          '一方、文化遺産、フェスティバル、空港、緊急通報番号は実際の公開情報です。慎重に確認していますが、開館時間や日程は変わることがあります。お出かけ前に必ずご確認ください。',
        ],
        ko: [
          'Rihla는 현재 데모 카탈로그로 운영되고 있습니다. 카탈로그에 나오는 업체와 서비스 제공자(호텔, 게스트하우스, 레스토랑, 여행사, 가이드, 렌터카)는 앱의 작동 방식을 보여 주기 위해 만든 가상의 데이터입니다. 이들의 이름, 가격, 예약 가능 여부는 실제 기업과 무관합니다.',
          '반면 문화유산, 축제, 공항, 긴급 전화번호는 실제 공개 정보입니다. 꼼꼼히 확인하고 있지만 운영 시간과 일정은 바뀔 수 있으므로 출발 전에 꼭 다시 확인하시기 바랍니다.',
        ],
      },
    },
    {
      heading: {
        fr: 'Nous contacter',
        en: 'Contact us',
        ar: 'تواصل معنا',
        ru: 'Связаться с нами',
        zh: '联系我们',
        ja: 'お問い合わせ',
        ko: '문의하기',
      },
      paragraphs: {
        fr: [
          'Une question, une suggestion, une erreur repérée dans le guide ? Écrivez-nous depuis la page Contact de l’application. Nous lisons tous les messages et répondons dans les meilleurs délais.',
          'Vous êtes un professionnel du tourisme en Tunisie et souhaitez figurer dans Rihla ? Passez également par la page Contact pour nous présenter votre établissement ou votre activité.',
        ],
        en: [
          'A question, a suggestion, a mistake spotted in the guide? Write to us from the app’s contact page. We read every message and reply as soon as we can.',
          'Are you a tourism professional in Tunisia and would like to appear in Rihla? Use the contact page as well to tell us about your business or activity.',
        ],
        ar: [
          'لديك سؤال أو اقتراح، أو لاحظت خطأ في الدليل؟ راسلنا عبر صفحة الاتصال في التطبيق. نقرأ جميع الرسائل ونردّ عليها في أقرب الآجال.',
          'هل أنت من مهنيي السياحة في تونس وترغب في الظهور على «رحلة»؟ استخدم صفحة الاتصال أيضًا لتعريفنا بمؤسستك أو نشاطك.',
        ],
        ru: [
          'Есть вопрос, предложение или вы заметили ошибку в путеводителе? Напишите нам через страницу «Контакты» в приложении. Мы читаем все сообщения и отвечаем как можно скорее.',
          'Вы работаете в сфере туризма в Тунисе и хотите появиться в Rihla? Расскажите о своём заведении или деятельности через ту же страницу «Контакты».',
        ],
        zh: [
          '有问题、建议，或在指南中发现了错误？请通过应用中的“联系我们”页面给我们留言。每条留言我们都会认真阅读，并尽快回复。',
          '如果您是突尼斯的旅游从业者，希望在 Rihla 上展示您的商家或业务，也请通过“联系我们”页面与我们联系。',
        ],
        ja: [
          'ご質問やご提案、ガイドの誤りにお気づきの際は、アプリのお問い合わせページからご連絡ください。すべてのメッセージに目を通し、できるだけ早くお返事いたします。',
          'チュニジアで観光業に携わっていて、Rihla への掲載をご希望の方も、お問い合わせページから施設や事業についてお知らせください。',
        ],
        ko: [
          '질문이나 제안이 있거나 가이드에서 오류를 발견하셨나요? 앱의 문의 페이지를 통해 연락해 주십시오. 모든 메시지를 읽고 최대한 빨리 답변드립니다.',
          '튀니지에서 관광업에 종사하시며 Rihla에 소개되기를 원하신다면, 문의 페이지를 통해 업체나 활동을 알려 주십시오.',
        ],
      },
    },
  ],
  updated: '2026-11-24',
};
