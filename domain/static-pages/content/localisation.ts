import type { StaticPage } from '../static-page.ts';

/** "Données de localisation": when the itinerary page asks for the traveller’s position, and what it does with it. */
export const LOCALISATION: StaticPage = {
  title: {
    fr: 'Données de localisation',
    en: 'Location data',
    ar: 'معطيات الموقع الجغرافي',
    ru: 'Данные о местоположении',
    zh: '位置数据',
    ja: '位置情報',
    ko: '위치 정보',
  },
  intro: {
    fr: 'Une seule page de Rihla utilise la position de votre appareil : l’itinéraire vers un lieu. Voici quand elle vous la demande, ce qu’elle en fait et ce qu’elle n’en fait pas.',
    en: 'Only one page in Rihla uses your device’s location: the directions to a place. Here is when it asks for it, what it does with it and what it does not.',
    ar: 'صفحة واحدة فقط في «رحلة» تستعمل موقع جهازك، وهي صفحة الاتجاهات نحو مكان ما. إليك متى تطلبه، وماذا تفعل به، وما الذي لا تفعله به.',
    ru: 'Местоположение вашего устройства в Rihla использует только одна страница — маршрут до выбранного места. Здесь объясняется, когда она его запрашивает, что с ним делает и чего не делает.',
    zh: 'Rihla 中只有一个页面会使用您设备的位置：前往某地的路线页面。本页说明它何时请求您的位置、如何使用，以及不会用它做什么。',
    ja: 'Rihla で端末の位置情報を使用するのは、目的地までの「ルート案内」ページだけです。いつ位置情報を求めるのか、何に使うのか、そして何に使わないのかをご説明します。',
    ko: 'Rihla에서 기기의 위치를 사용하는 곳은 목적지까지의 ‘길찾기’ 페이지 하나뿐입니다. 언제 위치를 요청하는지, 어떻게 사용하는지, 그리고 무엇에 사용하지 않는지 설명합니다.',
  },
  sections: [
    {
      heading: {
        fr: 'Quand votre position est demandée',
        en: 'When your location is requested',
        ar: 'متى يُطلب موقعك',
        ru: 'Когда запрашивается местоположение',
        zh: '何时请求您的位置',
        ja: '位置情報を求めるとき',
        ko: '위치를 요청하는 경우',
      },
      paragraphs: {
        fr: [
          'La page Itinéraire, qui vous guide vers un lieu du guide, peut afficher votre position. Elle ne la demande jamais d’elle-même : il faut d’abord toucher le bouton « Utiliser ma position ».',
          'Votre navigateur affiche alors sa propre demande d’autorisation. Tant que vous ne l’avez pas acceptée, Rihla n’a pas accès à votre position.',
        ],
        en: [
          'The Directions page, which guides you to a place in the guide, can show your location. It never asks for it on its own: you first have to tap the “Use my position” button.',
          'Your browser then shows its own permission prompt. Until you accept it, Rihla has no access to your location.',
        ],
        ar: [
          'يمكن لصفحة «الاتجاهات»، التي ترشدك إلى أحد أماكن الدليل، أن تعرض موقعك، لكنها لا تطلبه أبدًا من تلقاء نفسها: عليك أولًا أن تضغط على زر «استخدم موقعي».',
          'عندها يعرض متصفّحك طلب الإذن الخاص به. وما لم توافق عليه، لا تستطيع «رحلة» الوصول إلى موقعك.',
        ],
        ru: [
          'Страница «Маршрут», которая помогает добраться до места из путеводителя, может показать ваше местоположение. Сама она его никогда не запрашивает: сначала нужно нажать кнопку «Использовать моё местоположение».',
          'После этого браузер покажет собственный запрос разрешения. Пока вы его не подтвердите, у Rihla нет доступа к вашему местоположению.',
        ],
        zh: [
          '“查看路线”页面会引导您前往指南中的某个地点，并可以显示您的位置。但它从不主动获取位置：您必须先点击“使用我的位置”按钮。',
          '随后，您的浏览器会弹出它自己的授权请求。在您同意之前，Rihla 无法获取您的位置。',
        ],
        ja: [
          'ガイドに掲載された場所までの道順を示す「ルート案内」ページでは、現在地を表示することができます。ただし、ページが自動的に位置情報を求めることはありません。まず「現在地を使う」ボタンをタップしていただく必要があります。',
          'すると、ブラウザが独自の許可確認を表示します。許可していただかない限り、Rihla が位置情報にアクセスすることはありません。',
        ],
        ko: [
          '가이드에 소개된 장소로 가는 길을 안내하는 ‘길찾기’ 페이지에서는 현재 위치를 표시할 수 있습니다. 다만 페이지가 스스로 위치를 요청하지는 않으며, 먼저 ‘내 위치 사용’ 버튼을 눌러야 합니다.',
          '그러면 브라우저가 자체 권한 요청 창을 띄웁니다. 허용하기 전까지 Rihla는 위치에 접근할 수 없습니다.',
        ],
      },
    },
    {
      heading: {
        fr: 'Ce que nous en faisons',
        en: 'What we do with it',
        ar: 'كيف نستعمله',
        ru: 'Как оно используется',
        zh: '位置的用途',
        ja: '位置情報の使いみち',
        ko: '위치의 사용',
      },
      paragraphs: {
        fr: [
          'Votre position est utilisée uniquement sur votre appareil, pour l’afficher sur la carte et calculer la distance à vol d’oiseau jusqu’au lieu choisi.',
          'Elle n’est ni envoyée aux serveurs de Rihla ni enregistrée : l’application l’oublie dès que vous quittez la page.',
        ],
        en: [
          'Your location is used only on your device, to show it on the map and work out the straight-line distance to the chosen place.',
          'It is neither sent to Rihla’s servers nor stored: the app forgets it as soon as you leave the page.',
        ],
        ar: [
          'يُستعمل موقعك على جهازك فقط، لعرضه على الخريطة وحساب المسافة في خط مستقيم إلى المكان المختار.',
          'ولا يُرسَل إلى خوادم «رحلة» ولا يُحفظ، إذ ينساه التطبيق بمجرد مغادرتك الصفحة.',
        ],
        ru: [
          'Местоположение используется только на вашем устройстве: чтобы показать его на карте и рассчитать расстояние по прямой до выбранного места.',
          'Оно не отправляется на серверы Rihla и не сохраняется: приложение забывает его, как только вы покидаете страницу.',
        ],
        zh: [
          '您的位置仅在您的设备上使用，用于在地图上标出您的位置，并计算到所选地点的直线距离。',
          '位置不会发送到 Rihla 的服务器，也不会被保存：您离开该页面后，应用便不再保留。',
        ],
        ja: [
          '位置情報は端末の中だけで使用し、地図上に現在地を表示することと、目的地までの直線距離を計算することにのみ用います。',
          '位置情報が Rihla のサーバーに送信されたり、保存されたりすることはありません。ページを離れると、アプリは位置情報を保持しません。',
        ],
        ko: [
          '위치는 기기 안에서만 사용되며, 지도에 현재 위치를 표시하고 선택한 장소까지의 직선거리를 계산하는 데에만 쓰입니다.',
          '위치는 Rihla 서버로 전송되지 않고 저장되지도 않으며, 페이지를 떠나면 앱에 남지 않습니다.',
        ],
      },
    },
    {
      heading: {
        fr: 'Les liens vers les applications de cartes',
        en: 'Links to maps apps',
        ar: 'روابط تطبيقات الخرائط',
        ru: 'Ссылки на картографические приложения',
        zh: '地图应用链接',
        ja: '地図アプリへのリンク',
        ko: '지도 앱 링크',
      },
      paragraphs: {
        fr: [
          'Les liens « Ouvrir l’itinéraire dans » ouvrent l’application de cartes de votre choix : Google Maps, Plans d’Apple, Organic Maps ou l’application de cartes de votre téléphone, par exemple Waze. Rihla ne leur transmet que les coordonnées du lieu de destination.',
          'Cette application calcule ensuite le trajet et peut utiliser votre position selon ses propres règles de confidentialité, qui ne relèvent pas de Rihla.',
        ],
        en: [
          'The “Open directions in” links open the maps app of your choice: Google Maps, Apple Maps, Organic Maps or your phone’s own maps app, such as Waze. Rihla passes on only the coordinates of the destination.',
          'That app then works out the route and may use your location under its own privacy policy, which is outside Rihla’s control.',
        ],
        ar: [
          'تفتح روابط «افتح الاتجاهات في» تطبيق الخرائط الذي تختاره: Google Maps، أو خرائط Apple، أو Organic Maps، أو تطبيق الخرائط في هاتفك مثل Waze. ولا تُرسل «رحلة» إليه سوى إحداثيات المكان المقصود.',
          'ثم يحسب ذلك التطبيق المسار، وقد يستعمل موقعك وفق سياسة الخصوصية الخاصة به، وهي لا تخضع لـ«رحلة».',
        ],
        ru: [
          'Ссылки «Открыть маршрут в» открывают выбранное вами картографическое приложение: Google Maps, Карты Apple, Organic Maps или карты на вашем телефоне, например Waze. Rihla передаёт им только координаты места назначения.',
          'Дальше маршрут прокладывает само приложение; оно может использовать ваше местоположение по собственной политике конфиденциальности, на которую Rihla не влияет.',
        ],
        zh: [
          '“在以下应用中打开路线”的链接会打开您选择的地图应用：Google Maps、Apple 地图、Organic Maps，或手机上的地图应用（例如 Waze）。Rihla 只会向它们传递目的地的坐标。',
          '之后由该应用规划路线，它可能会按照自己的隐私政策使用您的位置，这不在 Rihla 的控制范围之内。',
        ],
        ja: [
          '「ルートを開くアプリ」のリンクからは、お好みの地図アプリを開くことができます。Google マップ、Apple マップ、Organic Maps、または Waze などスマートフォンの地図アプリです。Rihla がこれらのアプリに渡すのは、目的地の座標だけです。',
          'その後のルート検索は各アプリが行い、アプリ独自のプライバシーポリシーにしたがって位置情報を使用する場合があります。これは Rihla の管理の範囲外です。',
        ],
        ko: [
          '‘길 찾기 열기’ 링크를 누르면 원하는 지도 앱이 열립니다. Google 지도, Apple 지도, Organic Maps 또는 Waze 같은 휴대폰의 지도 앱을 이용할 수 있습니다. Rihla는 목적지의 좌표만 전달합니다.',
          '이후 경로는 해당 앱이 계산하며, 앱은 자체 개인정보 처리방침에 따라 위치를 사용할 수 있습니다. 이는 Rihla가 관리하는 범위 밖의 일입니다.',
        ],
      },
    },
    {
      heading: {
        fr: 'Refuser ou retirer l’autorisation',
        en: 'Refusing or withdrawing permission',
        ar: 'رفض الإذن أو سحبه',
        ru: 'Отказ в разрешении и его отзыв',
        zh: '拒绝或撤回授权',
        ja: '許可の拒否と取り消し',
        ko: '권한 거부 및 철회',
      },
      paragraphs: {
        fr: [
          'Vous pouvez refuser l’accès à votre position, ou le retirer plus tard dans les réglages de votre navigateur ou du site. La distance ne sera alors pas calculée, mais la carte, les liens vers les applications de cartes et toutes les autres fonctions de Rihla continuent de fonctionner.',
        ],
        en: [
          'You can refuse access to your location, or withdraw it later in your browser or site settings. The distance will then not be calculated, but the map, the links to maps apps and every other Rihla feature keep working.',
        ],
        ar: [
          'يمكنك رفض الوصول إلى موقعك، أو سحب الإذن لاحقًا من إعدادات المتصفّح أو إعدادات الموقع الإلكتروني. عندها لن تُحسب المسافة، لكن الخريطة وروابط تطبيقات الخرائط وسائر وظائف «رحلة» تظلّ تعمل كالمعتاد.',
        ],
        ru: [
          'Вы можете отказать в доступе к местоположению или позже отозвать разрешение в настройках браузера или сайта. Тогда расстояние не будет рассчитано, но карта, ссылки на картографические приложения и все остальные функции Rihla продолжат работать.',
        ],
        zh: [
          '您可以拒绝提供位置，也可以之后在浏览器或网站设置中撤回授权。这样一来，距离将无法计算，但地图、地图应用链接以及 Rihla 的其他所有功能都能照常使用。',
        ],
        ja: [
          '位置情報へのアクセスは拒否できますし、後からブラウザやサイトの設定で許可を取り消すこともできます。その場合、距離は計算されませんが、地図や地図アプリへのリンクをはじめ、Rihla のほかの機能はすべてこれまでどおりご利用いただけます。',
        ],
        ko: [
          '위치 접근을 거부할 수 있으며, 나중에 브라우저나 사이트 설정에서 권한을 철회할 수도 있습니다. 이 경우 거리는 계산되지 않지만, 지도와 지도 앱 링크를 비롯한 Rihla의 다른 모든 기능은 그대로 이용할 수 있습니다.',
        ],
      },
    },
    {
      heading: {
        fr: 'Des cartes sans serveur tiers',
        en: 'Maps without a third-party server',
        ar: 'خرائط دون خادم خارجي',
        ru: 'Карты без сторонних серверов',
        zh: '无需第三方服务器的地图',
        ja: '外部サーバーを使わない地図',
        ko: '외부 서버 없이 그리는 지도',
      },
      paragraphs: {
        fr: [
          'Les cartes de Rihla sont dessinées à partir de données fournies avec l’application : Natural Earth pour les terres, geoBoundaries pour les gouvernorats. Aucun serveur de tuiles cartographiques tiers n’est interrogé, si bien qu’aucun service extérieur n’apprend quelle partie de la carte vous regardez.',
        ],
        en: [
          'Rihla’s maps are drawn from data that comes with the app: Natural Earth for the land, geoBoundaries for the governorates. No third-party map tile server is contacted, so no outside service learns which part of the map you are looking at.',
        ],
        ar: [
          'تُرسم خرائط «رحلة» انطلاقًا من معطيات مرفقة بالتطبيق: Natural Earth لليابسة، وgeoBoundaries للولايات. ولا يُستعان بأي خادم خارجي لمربّعات الخرائط، فلا تعرف أي جهة خارجية الجزء الذي تتصفّحه من الخريطة.',
        ],
        ru: [
          'Карты Rihla строятся по данным, которые поставляются вместе с приложением: Natural Earth — для суши, geoBoundaries — для вилайетов. Сторонние серверы картографических тайлов не используются, поэтому ни один внешний сервис не узнаёт, какую часть карты вы просматриваете.',
        ],
        zh: [
          'Rihla 的地图根据随应用提供的数据绘制：陆地数据来自 Natural Earth，省级行政区数据来自 geoBoundaries。应用不会访问任何第三方地图瓦片服务器，因此没有任何外部服务能得知您正在查看地图的哪个区域。',
        ],
        ja: [
          'Rihla の地図は、アプリに同梱されたデータ（陸地は Natural Earth、県にあたる行政区画は geoBoundaries）をもとに描画しています。外部の地図タイルサーバーには一切接続しないため、地図のどの部分をご覧になっているかを外部のサービスが知ることはありません。',
        ],
        ko: [
          'Rihla의 지도는 앱에 포함된 데이터(육지는 Natural Earth, 행정구역 경계는 geoBoundaries)로 그립니다. 외부 지도 타일 서버에 접속하지 않으므로, 지도의 어느 부분을 보고 있는지 외부 서비스가 알 수 없습니다.',
        ],
      },
    },
  ],
  updated: '2026-11-24',
};
