import type { Localized } from './locales.ts';
import type { TextPageKind } from './seo.ts';

/**
 * Each page's meta description in every language. Only the server writes them (in the page's
 * head), so they stay out of the browser's bundle; the titles, which the client also shows, are in
 * seo.ts.
 */

export const HOME_DESCRIPTION: Localized = {
  fr: 'Hôtels, restaurants, circuits et numéros d’urgence de toute la Tunisie, en sept langues, même hors connexion.',
  en: 'Hotels, restaurants, tours and emergency numbers across Tunisia, in seven languages, even offline.',
  ar: 'فنادق ومطاعم وجولات وأرقام الطوارئ في كامل تونس، بسبع لغات، حتى دون اتصال.',
  ru: 'Отели, рестораны, туры и экстренные номера по всему Тунису на семи языках, даже без сети.',
  zh: '突尼斯全境的酒店、餐厅、线路和紧急电话，七种语言，离线也能用。',
  ja: 'チュニジア全土のホテル、レストラン、ツアー、緊急連絡先を7言語で。オフラインでも使えます。',
  ko: '튀니지 전역의 호텔, 레스토랑, 투어, 긴급 전화번호를 7개 언어로, 오프라인에서도.',
};

export const HOTELS_DESCRIPTION: Localized = {
  fr: 'Trouvez un hôtel en Tunisie par destination ou par nom, comparez les prix et les équipements.',
  en: 'Find a hotel in Tunisia by destination or name, and compare prices and facilities.',
  ar: 'ابحث عن فندق في تونس حسب الوجهة أو الاسم وقارن الأسعار والمرافق.',
  ru: 'Найдите отель в Тунисе по направлению или названию, сравните цены и удобства.',
  zh: '按目的地或名称查找突尼斯酒店，比较价格和设施。',
  ja: '目的地や名前でチュニジアのホテルを探し、料金と設備を比較できます。',
  ko: '목적지나 이름으로 튀니지 호텔을 찾고 가격과 시설을 비교하세요.',
};

export const HOTEL_FIND_DESCRIPTION: Localized = {
  fr: 'Les hôtels de la destination qui ont des chambres libres à vos dates, avec le prix total du séjour.',
  en: 'The destination’s hotels with rooms free on your dates, with the total price of the stay.',
  ar: 'فنادق الوجهة التي لديها غرف شاغرة في تواريخك، مع السعر الإجمالي للإقامة.',
  ru: 'Отели направления со свободными номерами на ваши даты и полной стоимостью проживания.',
  zh: '该目的地在您的日期有空房的酒店，并显示整个住宿的总价。',
  ja: 'ご希望の日程に空室がある目的地のホテルと、滞在の合計料金。',
  ko: '선택한 날짜에 빈 객실이 있는 목적지의 호텔과 숙박 총액.',
};

export const RESTAURANT_FIND_DESCRIPTION: Localized = {
  fr: 'Les restaurants de la destination qui ont encore une table pour vous ce jour-là, avec leurs heures libres.',
  en: 'The destination’s restaurants that still have a table for you that day, with their free times.',
  ar: 'مطاعم الوجهة التي لا تزال لديها طاولة لك في ذلك اليوم، مع الساعات المتاحة.',
  ru: 'Рестораны направления, где в этот день ещё есть столик для вас, и свободное время.',
  zh: '该目的地当天仍有空桌的餐厅，以及可预订的时间。',
  ja: 'その日にまだテーブルの空きがある目的地のレストランと、空いている時間。',
  ko: '그날 아직 테이블이 남아 있는 목적지의 레스토랑과 예약 가능한 시간.',
};

export const USER_DESCRIPTION: Localized = {
  fr: 'Votre profil et vos réservations Rihla.',
  en: 'Your Rihla profile and reservations.',
  ar: 'ملفك الشخصي وحجوزاتك في رحلة.',
  ru: 'Ваш профиль и бронирования Rihla.',
  zh: '您的 Rihla 个人资料和预订。',
  ja: 'Rihla のプロフィールと予約。',
  ko: 'Rihla 프로필과 예약 내역.',
};

export const GUIDE_DESCRIPTION: Localized = {
  fr: 'Publiez vos voyages et gérez vos réservations.',
  en: 'Publish your trips and manage your reservations.',
  ar: 'انشر رحلاتك وأدر حجوزاتك.',
  ru: 'Публикуйте свои поездки и управляйте бронированиями.',
  zh: '发布您的行程并管理预订。',
  ja: 'ツアーを公開し、予約を管理します。',
  ko: '여행 상품을 게시하고 예약을 관리하세요.',
};

export const NOT_FOUND_DESCRIPTION: Localized = {
  fr: 'Cette page n’existe pas ou a été déplacée.',
  en: 'This page does not exist or has moved.',
  ar: 'هذه الصفحة غير موجودة أو تم نقلها.',
  ru: 'Эта страница не существует или была перемещена.',
  zh: '此页面不存在或已被移动。',
  ja: 'このページは存在しないか、移動されました。',
  ko: '이 페이지는 존재하지 않거나 이동되었습니다.',
};

export const SECOUR_DESCRIPTION: Localized = {
  fr: 'Police, protection civile, SAMU, ligne touristique : les numéros utiles en Tunisie, disponibles même hors connexion.',
  en: 'Police, civil protection, ambulance, tourist hotline: useful numbers in Tunisia, available even offline.',
  ar: 'الشرطة والحماية المدنية والإسعاف والخط السياحي: الأرقام المفيدة في تونس، متاحة حتى دون اتصال.',
  ru: 'Полиция, гражданская защита, скорая помощь, туристическая линия: полезные номера в Тунисе, доступные даже без сети.',
  zh: '警察、民防、急救、旅游热线：突尼斯常用电话，离线也能查看。',
  ja: '警察、市民保護、救急、観光ホットライン：チュニジアで役立つ電話番号。オフラインでも見られます。',
  ko: '경찰, 민방위, 구급, 관광 핫라인: 튀니지에서 유용한 전화번호, 오프라인에서도 확인할 수 있습니다.',
};

export const MONUMENTS_DESCRIPTION: Localized = {
  fr: 'Carthage, El Jem, Dougga, Kerkouane, médinas : les sites classés et les monuments à visiter, avec horaires et tarifs.',
  en: 'Carthage, El Jem, Dougga, Kerkuane, the medinas: listed sites and monuments to visit, with opening hours and fees.',
  ar: 'قرطاج والجم ودقة وكركوان والمدن العتيقة: المواقع المصنفة والمعالم التي تستحق الزيارة، مع المواعيد والأسعار.',
  ru: 'Карфаген, Эль-Джем, Дугга, Керкуан, медины: охраняемые объекты и памятники с часами работы и ценами.',
  zh: '迦太基、杰姆、杜加、克尔克瓦尼、老城：值得一游的名录遗址与古迹，附开放时间和票价。',
  ja: 'カルタゴ、エル・ジェム、ドゥッガ、ケルクアン、メディナ：開館時間と料金付きで登録遺産や名所を紹介。',
  ko: '카르타고, 엘젬, 두가, 케르쿠안, 메디나: 개방 시간과 요금을 포함한 등재 유적과 명소.',
};

export const FESTIVALS_DESCRIPTION: Localized = {
  fr: 'Carthage, Sahara de Douz, El Jem symphonique : les dates de chaque édition et ce qu’il ne faut pas manquer.',
  en: 'Carthage, the Sahara festival in Douz, El Jem’s symphonic nights: each edition’s dates and what not to miss.',
  ar: 'قرطاج ومهرجان الصحراء بدوز والجم السمفوني: مواعيد كل دورة وما لا يجب تفويته.',
  ru: 'Карфаген, фестиваль Сахары в Дузе, симфонический Эль-Джем: даты каждого выпуска и то, что нельзя пропустить.',
  zh: '迦太基、杜兹撒哈拉节、杰姆交响音乐节：每届的日期和不容错过的亮点。',
  ja: 'カルタゴ、ドゥーズのサハラ祭、エル・ジェムの交響楽祭：各回の日程と見どころ。',
  ko: '카르타고, 두즈 사하라 축제, 엘젬 교향악 축제: 회차별 일정과 놓치지 말아야 할 것.',
};

export const MUSEUMS_DESCRIPTION: Localized = {
  fr: 'Le Bardo et ses mosaïques, Carthage, Sousse, Djerba : les musées, leurs horaires et leurs tarifs.',
  en: 'The Bardo and its mosaics, Carthage, Sousse, Djerba: museums with their opening hours and fees.',
  ar: 'متحف باردو وفسيفساؤه وقرطاج وسوسة وجربة: المتاحف ومواعيدها وأسعارها.',
  ru: 'Бардо и его мозаики, Карфаген, Сус, Джерба: музеи, часы работы и цены.',
  zh: '巴尔杜及其马赛克、迦太基、苏塞、杰尔巴：博物馆及开放时间和票价。',
  ja: 'モザイクのバルドー、カルタゴ、スース、ジェルバ：博物館の開館時間と料金。',
  ko: '모자이크로 유명한 바르도, 카르타고, 수스, 제르바: 박물관과 개방 시간, 요금.',
};

export const EVENTS_DESCRIPTION: Localized = {
  fr: 'Concerts, salons et fêtes : ce qui se passe en Tunisie, en cours, à venir ou passé.',
  en: 'Concerts, fairs and celebrations: what is on in Tunisia, now, soon or past.',
  ar: 'حفلات ومعارض واحتفالات: ما يجري في تونس، جارٍ أو قادم أو منتهٍ.',
  ru: 'Концерты, ярмарки и праздники: что происходит в Тунисе сейчас, скоро или уже прошло.',
  zh: '音乐会、展会和节日：突尼斯正在进行、即将举行或已结束的活动。',
  ja: 'コンサート、見本市、祭り：チュニジアで開催中・開催予定・終了したイベント。',
  ko: '콘서트, 박람회, 축제: 튀니지에서 진행 중이거나 예정되었거나 지난 행사.',
};

export const ACTIVITIES_DESCRIPTION: Localized = {
  fr: 'Plongée, randonnée dans le désert, ateliers et balades : des activités à réserver partout en Tunisie.',
  en: 'Diving, desert treks, workshops and walks: activities to book all over Tunisia.',
  ar: 'غوص ورحلات في الصحراء وورشات وجولات: أنشطة للحجز في كامل تونس.',
  ru: 'Дайвинг, походы по пустыне, мастер-классы и прогулки: развлечения по всему Тунису.',
  zh: '潜水、沙漠徒步、手工坊和漫步：在突尼斯各地可预订的活动。',
  ja: 'ダイビング、砂漠トレッキング、ワークショップ、散策：チュニジア各地で予約できるアクティビティ。',
  ko: '다이빙, 사막 트레킹, 공방 체험, 산책: 튀니지 곳곳에서 예약할 수 있는 액티비티.',
};

export const RESTAURANTS_DESCRIPTION: Localized = {
  fr: 'Trouvez un restaurant par destination ou par ville : cuisine tunisienne, poisson, cafés et tables de la médina.',
  en: 'Find a restaurant by destination or city: Tunisian cooking, seafood, cafés and tables in the medina.',
  ar: 'ابحث عن مطعم حسب الوجهة أو المدينة: مطبخ تونسي وأسماك ومقاهٍ وموائد المدينة العتيقة.',
  ru: 'Найдите ресторан по направлению или городу: тунисская кухня, рыба, кафе и заведения медины.',
  zh: '按目的地或城市查找餐厅：突尼斯菜、海鲜、咖啡馆和老城餐馆。',
  ja: '目的地や都市でレストランを探す：チュニジア料理、シーフード、カフェ、メディナの食堂。',
  ko: '목적지나 도시로 레스토랑 찾기: 튀니지 요리, 해산물, 카페, 메디나의 식당.',
};

export const MAISONS_DESCRIPTION: Localized = {
  fr: 'Dars de médina, houchs de Djerba et maisons d’oasis : séjourner chez l’habitant, prix et chambres.',
  en: 'Medina dars, Djerba houchs and oasis houses: stay with locals, with prices and rooms.',
  ar: 'ديار المدينة العتيقة وحوش جربة وبيوت الواحات: الإقامة عند السكان، الأسعار والغرف.',
  ru: 'Дары медины, хуши Джербы и дома в оазисах: жильё у местных, цены и номера.',
  zh: '老城里的传统宅院、杰尔巴的胡什和绿洲民居：入住当地人家，价格与房型一览。',
  ja: 'メディナのダール、ジェルバのフーシュ、オアシスの家：地元の家に泊まる。料金と客室。',
  ko: '메디나의 다르, 제르바의 후시, 오아시스의 집: 현지인 집에 머물기, 가격과 객실.',
};

export const SEARCH_DESCRIPTION: Localized = {
  fr: 'Hôtels, restaurants, maisons d’hôtes, événements, activités, musées, monuments et festivals de Tunisie en une seule recherche.',
  en: 'Hotels, restaurants, guest houses, events, activities, museums, monuments and festivals across Tunisia in one search.',
  ar: 'الفنادق والمطاعم ودور الضيافة والفعاليات والأنشطة والمتاحف والمعالم والمهرجانات في تونس في بحث واحد.',
  ru: 'Отели, рестораны, гостевые дома, мероприятия, развлечения, музеи, памятники и фестивали Туниса в одном поиске.',
  zh: '一次搜索突尼斯的酒店、餐厅、民宿、活动、体验、博物馆、古迹和节庆。',
  ja: 'チュニジアのホテル、レストラン、ゲストハウス、イベント、アクティビティ、博物館、遺跡、フェスティバルをまとめて検索。',
  ko: '튀니지의 호텔, 레스토랑, 게스트하우스, 이벤트, 액티비티, 박물관, 유적, 축제를 한 번에 검색하세요.',
};

export const VIDEOS_DESCRIPTION: Localized = {
  fr: 'Hôtels, tables de Djerba, artisans au travail : de courtes vidéos pour voir la Tunisie avant d’y aller.',
  en: 'Hotels, Djerba’s tables, craftspeople at work: short videos to see Tunisia before you go.',
  ar: 'فنادق وموائد جربة وحرفيون في ورشاتهم: فيديوهات قصيرة لترى تونس قبل أن تزورها.',
  ru: 'Отели, рестораны Джербы, ремесленники за работой: короткие видео, чтобы увидеть Тунис до поездки.',
  zh: '酒店、杰尔巴的餐桌、工作中的手艺人：出发前先用短视频看看突尼斯。',
  ja: 'ホテル、ジェルバの食卓、工房の職人たち。旅の前にチュニジアを短い動画で。',
  ko: '호텔, 제르바의 식탁, 작업 중인 장인들: 떠나기 전에 짧은 영상으로 튀니지를 만나 보세요.',
};

export const BLOG_DESCRIPTION: Localized = {
  fr: 'Idées de voyage, saisons, traditions et bons plans pour découvrir la Tunisie.',
  en: 'Travel ideas, seasons, traditions and tips to discover Tunisia.',
  ar: 'أفكار للسفر والمواسم والتقاليد ونصائح لاكتشاف تونس.',
  ru: 'Идеи для поездок, сезоны, традиции и советы, чтобы открыть для себя Тунис.',
  zh: '旅行灵感、季节、传统与实用建议，带你发现突尼斯。',
  ja: '旅のアイデア、季節、伝統、役立つ情報でチュニジアを知る。',
  ko: '튀니지를 발견하는 여행 아이디어, 계절, 전통, 유용한 팁.',
};

export const VEHICLES_DESCRIPTION: Localized = {
  fr: 'Voitures et bus libres à vos dates, prix par jour en dinars, prise en charge et restitution où vous voulez.',
  en: 'Cars and buses free on your dates, daily prices in dinars, pick-up and drop-off where you like.',
  ar: 'سيارات وحافلات متاحة في تواريخك، بأسعار يومية بالدينار، مع الاستلام والتسليم حيث تريد.',
  ru: 'Автомобили и автобусы, свободные на ваши даты, цены за день в динарах, подача и возврат где удобно.',
  zh: '按您的日期查看可租的汽车和巴士，按天以第纳尔计价，可自选取还地点。',
  ja: 'ご希望の日程で空いている車やバスを、1日あたりの料金（ディナール）で。受け取り・返却場所も自由に。',
  ko: '원하는 날짜에 이용 가능한 차량과 버스, 디나르 기준 일일 요금, 원하는 곳에서 인수·반납.',
};

export const OFFERS_DESCRIPTION: Localized = {
  fr: 'Les remises en cours et à venir des hôtels, restaurants et maisons d’hôtes, par destination.',
  en: 'Current and coming discounts at hotels, restaurants and guest houses, by destination.',
  ar: 'التخفيضات الجارية والقادمة في الفنادق والمطاعم ودور الضيافة، حسب الوجهة.',
  ru: 'Действующие и будущие скидки отелей, ресторанов и гостевых домов по направлениям.',
  zh: '按目的地查看酒店、餐厅和民宿当前及即将推出的优惠。',
  ja: 'ホテル・レストラン・ゲストハウスの開催中と今後の割引を目的地別に。',
  ko: '호텔, 레스토랑, 게스트하우스의 진행 중이거나 예정된 할인을 목적지별로.',
};

export const GUIDES_DESCRIPTION: Localized = {
  fr: 'Des guides agréés qui parlent votre langue, leurs spécialités et leurs voyages, de la médina au Sahara.',
  en: 'Licensed guides who speak your language, their specialities and their trips, from the medina to the Sahara.',
  ar: 'مرشدون معتمدون يتحدثون لغتك، بتخصصاتهم ورحلاتهم، من المدينة العتيقة إلى الصحراء.',
  ru: 'Лицензированные гиды, говорящие на вашем языке, их специализации и поездки — от медины до Сахары.',
  zh: '会说您语言的持证导游，他们的专长与行程，从老城到撒哈拉。',
  ja: 'あなたの言葉を話す公認ガイドと、その得意分野やツアー。メディナからサハラまで。',
  ko: '당신의 언어를 구사하는 공인 가이드와 그들의 전문 분야, 메디나에서 사하라까지의 여행.',
};

export const CIRCUITS_DESCRIPTION: Localized = {
  fr: 'Des itinéraires de plusieurs jours, étape par étape : nord romain, côte du Sahel, oasis et désert du Sud.',
  en: 'Multi-day routes, stop by stop: the Roman north, the Sahel coast, the oases and the southern desert.',
  ar: 'مسارات لعدة أيام، مرحلة بمرحلة: الشمال الروماني وساحل الساحل والواحات وصحراء الجنوب.',
  ru: 'Многодневные маршруты по этапам: римский север, побережье Сахеля, оазисы и пустыня юга.',
  zh: '多日行程，逐站规划：罗马遗迹的北部、萨赫勒海岸、绿洲与南部沙漠。',
  ja: '数日間のルートを行程ごとに。ローマ遺跡の北部、サヘルの海岸、オアシスと南部の砂漠。',
  ko: '여러 날에 걸친 일정, 구간별 안내: 로마 유적의 북부, 사헬 해안, 오아시스와 남부 사막.',
};

export const AGENCIES_DESCRIPTION: Localized = {
  fr: 'Les agences de voyage par gouvernorat et par ville, leurs coordonnées et leurs hôtels partenaires.',
  en: 'Travel agencies by governorate and city, with their contact details and partner hotels.',
  ar: 'وكالات الأسفار حسب الولاية والمدينة، مع بيانات الاتصال والفنادق الشريكة.',
  ru: 'Турагентства по губернаторствам и городам, их контакты и отели-партнёры.',
  zh: '按省份和城市查找旅行社，附联系方式和合作酒店。',
  ja: '県・都市別の旅行会社と、連絡先や提携ホテル。',
  ko: '주와 도시별 여행사, 연락처와 제휴 호텔.',
};

export const AGENCY_DIRECTORY_DESCRIPTION: Localized = {
  fr: 'Toutes les agences de voyage de Tunisie classées par gouvernorat, avec leur statut et leurs coordonnées.',
  en: 'Every travel agency in Tunisia by governorate, with its status and contact details.',
  ar: 'كل وكالات الأسفار في تونس مرتبة حسب الولاية، مع وضعها وبيانات الاتصال بها.',
  ru: 'Все турагентства Туниса по губернаторствам, с их статусом и контактами.',
  zh: '突尼斯所有旅行社，按省份排列，附状态和联系方式。',
  ja: 'チュニジアのすべての旅行会社を県別に、状態と連絡先付きで。',
  ko: '튀니지의 모든 여행사를 주별로, 운영 상태와 연락처와 함께.',
};

export const WEEKEND_DESCRIPTION: Localized = {
  fr: 'Marchés, fêtes de village, sorties nature : que faire ce week-end en Tunisie.',
  en: 'Markets, village festivals, outings in nature: what to do this weekend in Tunisia.',
  ar: 'أسواق ومهرجانات قرى وخرجات في الطبيعة: ماذا تفعل في عطلة نهاية هذا الأسبوع في تونس.',
  ru: 'Рынки, деревенские праздники, прогулки на природе: чем заняться в Тунисе на выходных.',
  zh: '集市、乡村节庆、户外出游：这个周末在突尼斯做什么。',
  ja: '市場、村の祭り、自然の中のお出かけ。今週末のチュニジアの過ごし方。',
  ko: '시장, 마을 축제, 자연 나들이: 이번 주말 튀니지에서 할 일.',
};

export const HOTEL_DIRECTORY_DESCRIPTION: Localized = {
  fr: 'Tous les hôtels par destination, avec leur catégorie, leur adresse et leur téléphone.',
  en: 'Every hotel by destination, with its stars, address and phone number.',
  ar: 'كل الفنادق حسب الوجهة، مع تصنيفها وعنوانها ورقم هاتفها.',
  ru: 'Все отели по направлениям: категория, адрес и телефон.',
  zh: '按目的地列出所有酒店，附星级、地址和电话。',
  ja: '目的地別のすべてのホテルと、その等級・住所・電話番号。',
  ko: '여행지별 모든 호텔과 등급, 주소, 전화번호.',
};

export const RESTAURANT_DIRECTORY_DESCRIPTION: Localized = {
  fr: 'Tous les restaurants par destination, avec leur adresse et leur téléphone.',
  en: 'Every restaurant by destination, with its address and phone number.',
  ar: 'كل المطاعم حسب الوجهة، مع عنوانها ورقم هاتفها.',
  ru: 'Все рестораны по направлениям: адрес и телефон.',
  zh: '按目的地列出所有餐厅，附地址和电话。',
  ja: '目的地別のすべてのレストランと、その住所・電話番号。',
  ko: '여행지별 모든 레스토랑과 주소, 전화번호.',
};

export const ITINERARY_DESCRIPTION: Localized = {
  fr: 'La distance jusqu’au lieu et l’itinéraire dans votre application de cartes.',
  en: 'The distance to the place and directions in your maps app.',
  ar: 'المسافة إلى المكان والاتجاهات في تطبيق الخرائط لديك.',
  ru: 'Расстояние до места и маршрут в вашем картографическом приложении.',
  zh: '到目的地的距离，以及在地图应用中打开路线。',
  ja: '目的地までの距離と、地図アプリでのルート案内。',
  ko: '목적지까지의 거리와 지도 앱에서의 길 찾기.',
};

export const CONTACT_DESCRIPTION: Localized = {
  fr: 'Une question sur un lieu, une réservation ou l’application ? Écrivez à l’équipe Rihla.',
  en: 'A question about a place, a booking or the app? Write to the Rihla team.',
  ar: 'سؤال عن مكان أو حجز أو التطبيق؟ راسل فريق رحلة.',
  ru: 'Вопрос о месте, бронировании или приложении? Напишите команде Rihla.',
  zh: '对某个地方、预订或应用有疑问？请写信给 Rihla 团队。',
  ja: '場所や予約、アプリについての質問は Rihla チームまで。',
  ko: '장소, 예약, 앱에 관한 질문이 있나요? Rihla 팀에 문의하세요.',
};

export const CONFIRMATION_DESCRIPTION: Localized = {
  fr: 'Où en est votre réservation : envoyée, payée, ou ce qu’il reste à faire.',
  en: 'Where your booking stands: sent, paid, or what is left to do.',
  ar: 'أين وصل حجزك: أُرسل أو دُفع، أو ما تبقّى عليك فعله.',
  ru: 'Что с вашим бронированием: отправлено, оплачено или что ещё нужно сделать.',
  zh: '您的预订进展：已发送、已支付，或还需完成的事项。',
  ja: '予約の状況：送信済み、支払い済み、またはこれから必要な手続き。',
  ko: '예약 진행 상황: 전송됨, 결제됨, 또는 남은 할 일.',
};

export const SIGN_IN_DESCRIPTION: Localized = {
  fr: 'Connectez-vous pour réserver et retrouver vos réservations.',
  en: 'Sign in to book and find your bookings.',
  ar: 'سجّل الدخول لتحجز وتجد حجوزاتك.',
  ru: 'Войдите, чтобы бронировать и видеть свои бронирования.',
  zh: '登录以预订并查看您的预订。',
  ja: 'ログインして予約し、予約内容を確認しましょう。',
  ko: '로그인하여 예약하고 예약 내역을 확인하세요.',
};

export const SIGN_UP_DESCRIPTION: Localized = {
  fr: 'Un compte Rihla pour réserver hôtels, restaurants, événements et circuits en Tunisie.',
  en: 'A Rihla account to book hotels, restaurants, events and tours in Tunisia.',
  ar: 'حساب في رحلة لحجز الفنادق والمطاعم والفعاليات والجولات في تونس.',
  ru: 'Учётная запись Rihla для бронирования отелей, ресторанов, событий и туров в Тунисе.',
  zh: '注册 Rihla 账户，预订突尼斯的酒店、餐厅、活动和旅游线路。',
  ja: 'チュニジアのホテル、レストラン、イベント、ツアーを予約するための Rihla アカウント。',
  ko: '튀니지의 호텔, 레스토랑, 행사, 투어를 예약하는 Rihla 계정.',
};

export const FORGOT_PASSWORD_DESCRIPTION: Localized = {
  fr: 'Recevez par e-mail un lien pour choisir un nouveau mot de passe.',
  en: 'Get a link by e-mail to choose a new password.',
  ar: 'استلم عبر البريد الإلكتروني رابطًا لاختيار كلمة مرور جديدة.',
  ru: 'Получите по электронной почте ссылку для выбора нового пароля.',
  zh: '通过电子邮件获取设置新密码的链接。',
  ja: '新しいパスワードを設定するためのリンクをメールでお送りします。',
  ko: '새 비밀번호를 설정할 링크를 이메일로 받으세요.',
};

export const RESET_PASSWORD_DESCRIPTION: Localized = {
  fr: 'Choisissez un nouveau mot de passe pour votre compte Rihla.',
  en: 'Choose a new password for your Rihla account.',
  ar: 'اختر كلمة مرور جديدة لحسابك في رحلة.',
  ru: 'Выберите новый пароль для учётной записи Rihla.',
  zh: '为您的 Rihla 账户设置新密码。',
  ja: 'Rihla アカウントの新しいパスワードを設定してください。',
  ko: 'Rihla 계정의 새 비밀번호를 설정하세요.',
};

export const FLIGHTS_DESCRIPTION: Localized = {
  fr: 'Entre Tunis, Djerba, Tozeur, Sfax, Monastir et les autres aéroports de Tunisie.',
  en: 'Between Tunis, Djerba, Tozeur, Sfax, Monastir and Tunisia’s other airports.',
  ar: 'بين تونس وجربة وتوزر وصفاقس والمنستير وبقية مطارات تونس.',
  ru: 'Между Тунисом, Джербой, Таузаром, Сфаксом, Монастиром и другими аэропортами Туниса.',
  zh: '往返突尼斯、杰尔巴、托泽尔、斯法克斯、莫纳斯提尔等突尼斯各机场。',
  ja: 'チュニス、ジェルバ、トズール、スファックス、モナスティルなどチュニジアの空港間で。',
  ko: '튀니스, 제르바, 토죄르, 스팍스, 모나스티르 등 튀니지 공항 간 항공편.',
};
export const CART_DESCRIPTION: Localized = {
  fr: 'Ce que vous avez choisi de réserver, gardé sur cet appareil.',
  en: 'What you chose to book, kept on this device.',
  ar: 'ما اخترت حجزه، محفوظ على هذا الجهاز.',
  ru: 'То, что вы выбрали для бронирования, хранится на этом устройстве.',
  zh: '您选择预订的项目，保存在本设备上。',
  ja: '予約するために選んだ項目（この端末に保存されます）。',
  ko: '예약하려고 고른 항목으로, 이 기기에 저장됩니다.',
};
export const SAVED_DESCRIPTION: Localized = {
  fr: 'Les pages gardées sur cet appareil pour les lire sans réseau.',
  en: 'The pages kept on this device to read without a network.',
  ar: 'الصفحات المحفوظة على هذا الجهاز لقراءتها دون شبكة.',
  ru: 'Страницы, сохранённые на этом устройстве для чтения без сети.',
  zh: '保存在本设备上、无网络也能阅读的页面。',
  ja: 'ネットワークなしで読めるよう、この端末に保存したページ。',
  ko: '네트워크 없이 읽을 수 있도록 이 기기에 저장한 페이지.',
};

export const PAYMENT_DESCRIPTION: Localized = {
  fr: 'Votre commande, son total et le paiement sécurisé.',
  en: 'Your order, its total and secure payment.',
  ar: 'طلبك ومجموعه والدفع الآمن.',
  ru: 'Ваш заказ, его сумма и безопасная оплата.',
  zh: '您的订单、总价和安全付款。',
  ja: 'ご注文の内容、合計、安全なお支払い。',
  ko: '주문 내용과 합계, 안전한 결제.',
};
export const PAYMENT_OUTCOME_DESCRIPTION: Localized = {
  fr: 'Où en est le paiement de votre commande, et la suite.',
  en: 'Where your order’s payment stands, and what comes next.',
  ar: 'حالة دفع طلبك وما يليه.',
  ru: 'Состояние оплаты вашего заказа и дальнейшие шаги.',
  zh: '您订单的付款状态及后续步骤。',
  ja: 'ご注文のお支払い状況と今後の流れ。',
  ko: '주문 결제 상태와 다음 단계.',
};
export const PARTNER_DECISION_DESCRIPTION: Localized = {
  fr: 'Accepter ou refuser la candidature d’un guide ou d’une agence partenaire.',
  en: 'Approve or reject the application of a guide or a partner agency.',
  ar: 'قبول أو رفض طلب مرشد أو وكالة شريكة.',
  ru: 'Одобрить или отклонить заявку гида или агентства-партнёра.',
  zh: '批准或拒绝导游或合作旅行社的申请。',
  ja: 'ガイドまたはパートナー旅行会社の申請を承認または却下します。',
  ko: '가이드 또는 파트너 여행사의 신청을 승인하거나 거절합니다.',
};
export const PROVIDER_ANSWER_DESCRIPTION: Localized = {
  fr: 'Confirmer ou refuser une réservation payée sur Rihla.',
  en: 'Confirm or refuse a reservation paid on Rihla.',
  ar: 'تأكيد أو رفض حجز مدفوع على رحلة.',
  ru: 'Подтвердить или отклонить бронирование, оплаченное в Rihla.',
  zh: '确认或拒绝在 Rihla 上已付款的预订。',
  ja: 'Rihla で支払い済みの予約を承認または辞退します。',
  ko: 'Rihla에서 결제된 예약을 확정하거나 거절합니다.',
};

/** By page kind, as PAGE_TEXT holds the titles. */
export const PAGE_DESCRIPTION: Record<TextPageKind, Localized> = {
  home: HOME_DESCRIPTION,
  hotels: HOTELS_DESCRIPTION,
  hotelFind: HOTEL_FIND_DESCRIPTION,
  user: USER_DESCRIPTION,
  guide: GUIDE_DESCRIPTION,
  notFound: NOT_FOUND_DESCRIPTION,
  secour: SECOUR_DESCRIPTION,
  monuments: MONUMENTS_DESCRIPTION,
  festivals: FESTIVALS_DESCRIPTION,
  museums: MUSEUMS_DESCRIPTION,
  events: EVENTS_DESCRIPTION,
  activities: ACTIVITIES_DESCRIPTION,
  restaurants: RESTAURANTS_DESCRIPTION,
  maisons: MAISONS_DESCRIPTION,
  search: SEARCH_DESCRIPTION,
  videos: VIDEOS_DESCRIPTION,
  blog: BLOG_DESCRIPTION,
  vehicles: VEHICLES_DESCRIPTION,
  offers: OFFERS_DESCRIPTION,
  guides: GUIDES_DESCRIPTION,
  circuits: CIRCUITS_DESCRIPTION,
  agencies: AGENCIES_DESCRIPTION,
  agencyDirectory: AGENCY_DIRECTORY_DESCRIPTION,
  weekend: WEEKEND_DESCRIPTION,
  hotelDirectory: HOTEL_DIRECTORY_DESCRIPTION,
  restaurantDirectory: RESTAURANT_DIRECTORY_DESCRIPTION,
  itinerary: ITINERARY_DESCRIPTION,
  contact: CONTACT_DESCRIPTION,
  flights: FLIGHTS_DESCRIPTION,
  confirmation: CONFIRMATION_DESCRIPTION,
  signIn: SIGN_IN_DESCRIPTION,
  signUp: SIGN_UP_DESCRIPTION,
  forgotPassword: FORGOT_PASSWORD_DESCRIPTION,
  resetPassword: RESET_PASSWORD_DESCRIPTION,
  cart: CART_DESCRIPTION,
  saved: SAVED_DESCRIPTION,
  payment: PAYMENT_DESCRIPTION,
  paymentSuccess: PAYMENT_OUTCOME_DESCRIPTION,
  paymentFailure: PAYMENT_OUTCOME_DESCRIPTION,
  providerAnswer: PROVIDER_ANSWER_DESCRIPTION,
  partnerDecision: PARTNER_DECISION_DESCRIPTION,
  hotelReservation: CART_DESCRIPTION,
  seatReservation: CART_DESCRIPTION,
  tableReservation: CART_DESCRIPTION,
  circuitReservation: CART_DESCRIPTION,
  circuitConfirmation: CART_DESCRIPTION,
  flightReservation: CART_DESCRIPTION,
  restaurantFind: RESTAURANT_FIND_DESCRIPTION,
};
