import type { StaticPage } from '../static-page.ts';

/** "Notre mission": why Rihla exists — travel at your own pace, offline use, seven languages, local partners. */
export const MISSION: StaticPage = {
  title: {
    fr: 'Notre mission',
    en: 'Our mission',
    ar: 'رسالتنا',
    ru: 'Наша миссия',
    zh: '我们的使命',
    ja: '私たちのミッション',
    ko: '우리의 미션',
  },
  intro: {
    fr: 'Rihla veut rendre la Tunisie simple à découvrir : un seul compagnon de voyage pour s’informer, réserver et se repérer, même loin de tout réseau.',
    en: 'Rihla sets out to make Tunisia easy to discover: a single travel companion to find information, book and get your bearings, even far from any network.',
    ar: 'تسعى «رحلة» إلى جعل اكتشاف تونس أمرًا يسيرًا: رفيق سفر واحد للاطلاع والحجز ومعرفة الطريق، حتى بعيدًا عن أي شبكة اتصال.',
    ru: 'Rihla хочет сделать знакомство с Тунисом простым: один спутник в дороге, чтобы узнавать, бронировать и ориентироваться даже там, где нет связи.',
    zh: 'Rihla 希望让探索突尼斯变得简单：只需一个旅行伴侣，就能查询信息、预订行程、辨认方向，即使远离网络信号也不受影响。',
    ja: 'Rihla は、チュニジアをもっと気軽に旅できる場所にしたいと考えています。情報集めから予約、現地での道案内まで、電波の届かない場所でも頼れる旅の相棒として、ひとつのアプリでお手伝いします。',
    ko: 'Rihla는 튀니지를 누구나 쉽게 여행할 수 있도록 돕고자 합니다. 정보 확인부터 예약, 길 찾기까지 신호가 닿지 않는 곳에서도 함께하는 하나의 여행 동반자입니다.',
  },
  sections: [
    {
      heading: {
        fr: 'Voyager en Tunisie à votre rythme',
        en: 'Travel Tunisia at your own pace',
        ar: 'سافر في تونس على إيقاعك',
        ru: 'Путешествуйте по Тунису в своём ритме',
        zh: '按自己的节奏畅游突尼斯',
        ja: 'チュニジアを自分のペースで旅する',
        ko: '나만의 속도로 떠나는 튀니지 여행',
      },
      paragraphs: {
        fr: [
          'Du nord boisé de Tabarka aux oasis de Tozeur, des médinas de Tunis et de Sousse aux plages de Djerba, la Tunisie se parcourt de mille façons. Rihla rassemble en un même endroit ce qu’il faut pour préparer un séjour : où dormir, où manger, quoi visiter et comment se déplacer.',
          'Vous choisissez vos étapes, vos dates et votre budget. Que vous partiez pour un week-end ou pour trois semaines, seul, en famille ou en groupe, l’application vous aide à composer un voyage qui vous ressemble, sans itinéraire imposé.',
        ],
        en: [
          'From the wooded north around Tabarka to the oases of Tozeur, from the medinas of Tunis and Sousse to the beaches of Djerba, there are a thousand ways to explore Tunisia. Rihla brings together in one place everything you need to plan a stay: where to sleep, where to eat, what to visit and how to get around.',
          'You choose your stops, your dates and your budget. Whether you are going for a weekend or for three weeks, on your own, with your family or in a group, the app helps you put together a trip that suits you, with no set itinerary.',
        ],
        ar: [
          'من الشمال الحرجي حول طبرقة إلى واحات توزر، ومن المدن العتيقة في تونس وسوسة إلى شواطئ جربة، تتعدد سبل اكتشاف تونس. تجمع «رحلة» في مكان واحد كل ما تحتاجه للتخطيط لإقامتك: أين تبيت، وأين تأكل، وماذا تزور، وكيف تتنقل.',
          'أنت من يختار محطاتك ومواعيدك وميزانيتك. سواء سافرت لعطلة نهاية أسبوع أو لثلاثة أسابيع، بمفردك أو مع عائلتك أو ضمن مجموعة، يساعدك التطبيق على تصميم رحلة تشبهك، دون مسار مفروض عليك.',
        ],
        ru: [
          'От лесистого севера у Табарки до оазисов Таузара, от медин Туниса и Суса до пляжей Джербы — Тунис можно открывать по-разному. Rihla собирает в одном месте всё, что нужно для подготовки поездки: где остановиться, где поесть, что посмотреть и как передвигаться.',
          'Вы сами решаете, куда заехать, когда ехать и сколько потратить. На выходные или на три недели, в одиночку, с семьёй или с группой — приложение поможет составить поездку по вашему вкусу, без навязанного маршрута.',
        ],
        zh: [
          '从塔巴尔卡一带森林茂密的北部到托泽尔的绿洲，从突尼斯市和苏塞的老城到杰尔巴岛的海滩，探索突尼斯的方式多种多样。Rihla 把规划旅程所需的一切汇集在一处：住在哪里、去哪里用餐、参观什么、如何出行。',
          '停留的地点、出行的日期和预算都由您决定。无论是周末短途还是三周长假，独自出行、携家带口还是结伴同游，应用都能帮您安排一趟适合自己的旅行，不受固定线路的束缚。',
        ],
        ja: [
          '森に囲まれた北部のタバルカから南のトズールのオアシスまで、チュニスやスースのメディナからジェルバ島のビーチまで、チュニジアの楽しみ方は無数にあります。Rihla は、泊まる場所、食事をする場所、見どころ、移動手段など、旅の計画に必要な情報をひとつにまとめています。',
          '立ち寄る場所も日程も予算も、決めるのはあなたです。週末だけの小旅行でも3週間の長旅でも、ひとり旅でも家族やグループでの旅でも、決まったルートにしばられず、あなたらしい旅づくりをアプリがお手伝いします。',
        ],
        ko: [
          '숲이 우거진 북부 타바르카에서 토죄르의 오아시스까지, 튀니스와 수스의 메디나에서 제르바섬의 해변까지, 튀니지를 여행하는 방법은 무궁무진합니다. Rihla는 숙소, 식당, 볼거리, 이동 수단 등 여행 계획에 필요한 모든 것을 한곳에 모았습니다.',
          '들를 곳과 날짜, 예산은 직접 정합니다. 주말여행이든 3주간의 긴 여행이든, 혼자든 가족이나 단체와 함께든, 정해진 일정에 얽매이지 않고 나에게 맞는 여행을 꾸릴 수 있도록 앱이 도와드립니다.',
        ],
      },
    },
    {
      heading: {
        fr: 'Une application qui fonctionne hors ligne',
        en: 'An app that works offline',
        ar: 'تطبيق يعمل دون اتصال',
        ru: 'Приложение, которое работает без интернета',
        zh: '离线也能使用的应用',
        ja: 'オフラインでも使えるアプリ',
        ko: '오프라인에서도 작동하는 앱',
      },
      paragraphs: {
        fr: [
          'Sur les routes du Sud ou dans les montagnes du Nord-Ouest, le réseau mobile n’est pas toujours au rendez-vous. Rihla est conçue pour continuer à fonctionner sans connexion : les pages du guide que vous avez consultées, les numéros d’urgence et vos réservations restent disponibles sur votre appareil.',
          'Dès que le signal revient, l’application se met à jour discrètement. Vous gardez ainsi l’essentiel sous la main, sans dépendre d’un point Wi-Fi ni consommer inutilement vos données mobiles.',
        ],
        en: [
          'On the roads of the south or in the mountains of the north-west, mobile coverage is not always there. Rihla is designed to keep working without a connection: the guide pages you have opened, the emergency numbers and your reservations stay available on your device.',
          'As soon as the signal returns, the app quietly updates itself. You keep the essentials at hand, without depending on a Wi-Fi hotspot or using up your mobile data for nothing.',
        ],
        ar: [
          'على طرقات الجنوب أو في جبال الشمال الغربي، لا تتوفر تغطية الهاتف الجوال دائمًا. لذلك صُمّم تطبيق «رحلة» ليواصل العمل دون اتصال بالإنترنت: تبقى صفحات الدليل التي اطّلعت عليها وأرقام الطوارئ وحجوزاتك متاحة على جهازك.',
          'وما إن تعود الإشارة حتى يُحدَّث التطبيق تلقائيًا في الخلفية. هكذا يبقى الأهم في متناول يدك، دون الحاجة إلى نقطة Wi-Fi ودون استهلاك بيانات هاتفك بلا داعٍ.',
        ],
        ru: [
          'На дорогах юга или в горах северо-запада мобильная связь есть не всегда. Rihla продолжает работать без подключения: открытые вами страницы путеводителя, номера экстренных служб и ваши бронирования остаются доступными на устройстве.',
          'Как только сигнал появится, приложение незаметно обновится. Самое важное всегда под рукой — без поиска Wi-Fi и без лишнего расхода мобильного трафика.',
        ],
        zh: [
          '在南部的公路上或西北部的山区，手机信号并非随时都有。Rihla 在设计上就考虑到了无网络的情况：您浏览过的指南页面、紧急电话号码和您的预订都保存在设备上，随时可以查看。',
          '信号一旦恢复，应用就会在后台悄然更新。重要信息始终触手可及，既不必四处寻找 Wi-Fi，也不会白白消耗移动流量。',
        ],
        ja: [
          '南部の街道や北西部の山あいでは、携帯電話の電波が届かないこともあります。Rihla は通信がなくても使い続けられるように設計されています。一度開いたガイドのページ、緊急通報番号、そしてご予約の情報は端末に保存され、いつでも確認できます。',
          '電波が戻ると、アプリはバックグラウンドで自動的に更新されます。Wi-Fi スポットを探す必要も、モバイルデータを無駄に使うこともなく、大切な情報をいつも手元に置いておけます。',
        ],
        ko: [
          '남부의 도로나 북서부의 산간 지역에서는 휴대전화 신호가 잡히지 않을 때가 있습니다. Rihla는 인터넷 연결 없이도 계속 작동하도록 설계되었습니다. 열어 본 가이드 페이지, 긴급 전화번호, 예약 내역이 기기에 저장되어 언제든 확인할 수 있습니다.',
          '신호가 돌아오면 앱이 백그라운드에서 조용히 업데이트됩니다. Wi-Fi를 찾아다니거나 모바일 데이터를 낭비하지 않고도 꼭 필요한 정보를 늘 곁에 둘 수 있습니다.',
        ],
      },
    },
    {
      heading: {
        fr: 'Sept langues, dont l’arabe',
        en: 'Seven languages, including Arabic',
        ar: 'سبع لغات، من بينها العربية',
        ru: 'Семь языков, включая арабский',
        zh: '七种语言，包括阿拉伯语',
        ja: 'アラビア語を含む7つの言語',
        ko: '아랍어를 포함한 7개 언어',
      },
      paragraphs: {
        fr: [
          'Rihla parle français, anglais, arabe, russe, chinois, japonais et coréen. Chaque page, chaque bouton et chaque message est traduit, pour que chacun puisse préparer son voyage dans la langue qui lui est la plus familière.',
          'L’arabe s’affiche de droite à gauche, avec une mise en page pensée pour ce sens de lecture. Les noms de lieux sont écrits sous la forme usuelle de chaque langue, pour vous aider à les reconnaître sur les panneaux comme dans la conversation.',
        ],
        en: [
          'Rihla speaks French, English, Arabic, Russian, Chinese, Japanese and Korean. Every page, button and message is translated, so that everyone can plan their trip in the language they know best.',
          'Arabic is displayed from right to left, with a layout designed for that reading direction. Place names are written in the usual form of each language, to help you recognise them on road signs as well as in conversation.',
        ],
        ar: [
          'يتحدث تطبيق «رحلة» الفرنسية والإنجليزية والعربية والروسية والصينية واليابانية والكورية. كل صفحة وكل زر وكل رسالة مترجمة، ليتمكن كل مسافر من التخطيط لرحلته باللغة الأقرب إليه.',
          'تُعرض العربية من اليمين إلى اليسار، بتصميم صفحات مهيّأ لهذا الاتجاه في القراءة. وتُكتب أسماء الأماكن بصيغتها المألوفة في كل لغة، لتتعرّف عليها بسهولة على لافتات الطرق كما في أحاديثك اليومية.',
        ],
        ru: [
          'Rihla говорит на французском, английском, арабском, русском, китайском, японском и корейском языках. Переведены все страницы, кнопки и сообщения, чтобы каждый мог планировать поездку на самом удобном для себя языке.',
          'Арабский текст отображается справа налево, а вёрстка страниц продумана под это направление чтения. Названия мест приводятся в привычной для каждого языка форме, чтобы вы легко узнавали их и на дорожных указателях, и в разговоре.',
        ],
        zh: [
          'Rihla 支持法语、英语、阿拉伯语、俄语、中文、日语和韩语。每个页面、每个按钮、每条提示都经过翻译，让每个人都能用自己最熟悉的语言规划旅程。',
          '阿拉伯语从右向左显示，页面布局也专门针对这一阅读方向进行了设计。地名采用各语言的通行译名，方便您在路牌上和交谈中一眼认出。',
        ],
        ja: [
          'Rihla はフランス語、英語、アラビア語、ロシア語、中国語、日本語、韓国語に対応しています。すべてのページ、ボタン、メッセージが翻訳されているので、誰もが使い慣れた言語で旅の準備ができます。',
          'アラビア語は右から左に表示され、その読む方向に合わせてレイアウトも設計されています。地名は各言語で一般的な表記を用いているため、道路標識でも会話の中でもすぐに見分けられます。',
        ],
        ko: [
          'Rihla는 프랑스어, 영어, 아랍어, 러시아어, 중국어, 일본어, 한국어를 지원합니다. 모든 페이지와 버튼, 메시지가 번역되어 있어 누구나 가장 익숙한 언어로 여행을 준비할 수 있습니다.',
          '아랍어는 오른쪽에서 왼쪽으로 표시되며, 화면 배치도 이 읽기 방향에 맞게 설계되었습니다. 지명은 각 언어에서 통용되는 표기를 사용하므로 도로 표지판에서도, 대화 중에도 쉽게 알아볼 수 있습니다.',
        ],
      },
    },
    {
      heading: {
        fr: 'Aux côtés des partenaires locaux',
        en: 'Alongside local partners',
        ar: 'إلى جانب الشركاء المحليين',
        ru: 'Вместе с местными партнёрами',
        zh: '与本地合作伙伴同行',
        ja: '地元のパートナーとともに',
        ko: '현지 파트너와 함께',
      },
      paragraphs: {
        fr: [
          'Hôtels, maisons d’hôtes, guides, agences de voyage, loueurs de véhicules, restaurateurs et artisans : le voyage en Tunisie se fait avec celles et ceux qui accueillent les visiteurs au quotidien. Rihla veut leur offrir une vitrine claire et un moyen simple de recevoir des réservations.',
          'En réservant directement auprès de ces prestataires, vous contribuez à faire vivre un tourisme plus proche des régions et de leurs habitants, bien au-delà des seules stations balnéaires.',
        ],
        en: [
          'Hotels, guest houses, guides, travel agencies, vehicle rental companies, restaurants and craftspeople: travelling in Tunisia happens with the people who welcome visitors every day. Rihla wants to give them a clear showcase and a simple way to receive bookings.',
          'By booking directly with these providers, you help support tourism that stays close to the regions and the people who live there, well beyond the seaside resorts.',
        ],
        ar: [
          'الفنادق ودور الضيافة والمرشدون ووكالات الأسفار ووكالات كراء السيارات والمطاعم والحرفيون: السفر في تونس يتحقق بفضل من يستقبلون الزوار كل يوم. ويريد تطبيق «رحلة» أن يمنحهم واجهة واضحة ووسيلة بسيطة لتلقي الحجوزات.',
          'عندما تحجز مباشرة لدى مقدّمي الخدمات هؤلاء، تساهم في دعم سياحة أقرب إلى الجهات وسكانها، تتجاوز المناطق الساحلية وحدها.',
        ],
        ru: [
          'Отели, гостевые дома, гиды, туристические агентства, прокатные компании, рестораны и ремесленники — путешествие по Тунису складывается благодаря людям, которые каждый день принимают гостей. Rihla хочет дать им понятную витрину и простой способ получать бронирования.',
          'Бронируя напрямую у этих партнёров, вы поддерживаете туризм, который ближе к регионам и их жителям и не ограничивается морскими курортами.',
        ],
        zh: [
          '酒店、民宿、导游、旅行社、租车公司、餐馆和手工艺人——在突尼斯旅行，离不开每天接待游客的这些人。Rihla 希望为他们提供一个清晰的展示窗口，以及一种简便的接收预订方式。',
          '直接向这些服务商预订，就是在支持一种更贴近各地区和当地居民的旅游方式，让旅游的收益不只停留在海滨度假区。',
        ],
        ja: [
          'ホテル、ゲストハウス、ガイド、旅行会社、レンタカー会社、レストラン、そして職人たち。チュニジアの旅は、毎日旅行者を迎え入れる人々とともにあります。Rihla は、こうした人々にわかりやすい紹介の場と、予約を受け付けるシンプルな手段を提供したいと考えています。',
          'こうした事業者に直接予約することで、海辺のリゾートだけにとどまらず、各地域とそこに暮らす人々に寄り添った観光を支えることにつながります。',
        ],
        ko: [
          '호텔, 게스트하우스, 가이드, 여행사, 렌터카 업체, 레스토랑, 그리고 장인들. 튀니지 여행은 매일 여행자를 맞이하는 이들과 함께 이루어집니다. Rihla는 이들에게 알기 쉬운 소개 공간과 간편한 예약 접수 방법을 제공하고자 합니다.',
          '이러한 업체에 직접 예약하면 해변 휴양지에만 머무르지 않고 각 지역과 주민에게 더 가까운 관광을 지원하는 데 힘을 보태게 됩니다.',
        ],
      },
    },
  ],
  updated: '2026-11-24',
};
