import type { StaticPage } from '../static-page.ts';

/** "Politique de confidentialité": what personal data Rihla keeps, where, why, and the traveller’s rights. */
export const CONFIDENTIALITE: StaticPage = {
  title: {
    fr: 'Politique de confidentialité',
    en: 'Privacy policy',
    ar: 'سياسة الخصوصية',
    ru: 'Политика конфиденциальности',
    zh: '隐私政策',
    ja: 'プライバシーポリシー',
    ko: '개인정보 처리방침',
  },
  intro: {
    fr: 'Cette page explique quelles données personnelles Rihla recueille, pourquoi, où elles sont conservées et comment exercer vos droits. Elle précise la partie « Données personnelles » des conditions d’utilisation.',
    en: 'This page explains what personal data Rihla collects, why, where it is kept and how to exercise your rights. It expands on the “Personal data” section of the terms of use.',
    ar: 'توضّح هذه الصفحة المعطيات الشخصية التي تجمعها «رحلة»، والغرض منها، وأين تُحفظ، وكيف تمارس حقوقك. وهي تفصّل ما ورد في قسم «المعطيات الشخصية» من شروط الاستخدام.',
    ru: 'На этой странице объясняется, какие персональные данные собирает Rihla, зачем, где они хранятся и как воспользоваться своими правами. Она дополняет раздел «Персональные данные» условий использования.',
    zh: '本页说明 Rihla 收集哪些个人数据、为何收集、数据保存在何处，以及您如何行使自己的权利。本页是对使用条款中“个人数据”一节的详细说明。',
    ja: 'このページでは、Rihla がどのような個人データを収集するのか、その目的と保存場所、そしてお客様の権利の行使方法についてご説明します。利用規約の「個人データ」の項を詳しく補足するものです。',
    ko: '이 페이지는 Rihla가 어떤 개인정보를 수집하는지, 그 이유와 보관 장소, 그리고 이용자의 권리를 행사하는 방법을 설명합니다. 이용약관의 ‘개인정보’ 항목을 자세히 보완하는 내용입니다.',
  },
  sections: [
    {
      heading: {
        fr: 'Responsable du traitement',
        en: 'Who is responsible',
        ar: 'المسؤول عن المعالجة',
        ru: 'Кто обрабатывает данные',
        zh: '数据处理方',
        ja: '個人データの取扱者',
        ko: '개인정보처리자',
      },
      paragraphs: {
        fr: [
          'Les données personnelles recueillies sur le site et dans l’application sont traitées par Rihla, guide de voyage et service de réservation consacrés à la Tunisie, pour faire fonctionner le service.',
          'Pour toute question sur vos données ou sur cette politique, et pour exercer vos droits, écrivez-nous depuis la page Contact.',
        ],
        en: [
          'Personal data collected on the website and in the app is processed by Rihla, a travel guide and booking service dedicated to Tunisia, in order to run the service.',
          'For any question about your data or this policy, and to exercise your rights, write to us from the contact page.',
        ],
        ar: [
          'تتولّى «رحلة»، وهي دليل سياحي وخدمة حجز مخصّصان لتونس، معالجة المعطيات الشخصية التي تُجمع عبر الموقع والتطبيق، وذلك لتشغيل الخدمة.',
          'لأي سؤال يتعلق بمعطياتك أو بهذه السياسة، ولممارسة حقوقك، راسلنا عبر صفحة الاتصال.',
        ],
        ru: [
          'Персональные данные, собираемые на сайте и в приложении, обрабатывает Rihla — путеводитель и сервис бронирования, посвящённые Тунису, — чтобы обеспечивать работу сервиса.',
          'С любыми вопросами о ваших данных или об этой политике, а также чтобы воспользоваться своими правами, пишите нам через страницу «Контакты».',
        ],
        zh: [
          '通过网站和应用收集的个人数据由 Rihla 处理，用于提供服务。Rihla 是一款专为突尼斯打造的旅行指南和预订服务。',
          '如对您的数据或本政策有任何疑问，或需行使您的权利，请通过“联系我们”页面与我们联系。',
        ],
        ja: [
          'ウェブサイトおよびアプリで収集する個人データは、サービスを運営するために、チュニジアに特化した旅行ガイド兼予約サービスである Rihla が取り扱います。',
          'ご自身のデータや本ポリシーに関するご質問、また権利の行使については、お問い合わせページからご連絡ください。',
        ],
        ko: [
          '웹사이트와 앱에서 수집하는 개인정보는 서비스 운영을 위해 튀니지 전문 여행 가이드이자 예약 서비스인 Rihla가 처리합니다.',
          '개인정보나 이 방침에 관한 문의, 또는 권리 행사를 원하시면 문의 페이지를 통해 연락해 주십시오.',
        ],
      },
    },
    {
      heading: {
        fr: 'Les données de votre compte',
        en: 'Your account data',
        ar: 'بيانات حسابك',
        ru: 'Данные вашего аккаунта',
        zh: '您的账户数据',
        ja: 'アカウントの情報',
        ko: '계정 정보',
      },
      paragraphs: {
        fr: [
          'Consulter le guide ne demande aucun compte. Lorsque vous en créez un, nous enregistrons votre civilité (M. ou Mme), vos nom et prénom, votre adresse e-mail, votre date de naissance, votre numéro de téléphone, votre adresse, votre code postal, votre ville et votre pays, le numéro de votre carte d’identité ou de votre passeport, ainsi que votre langue préférée.',
          'Ces informations sont demandées parce que les hôtels, les agences et les transporteurs exigent l’identité du voyageur pour confirmer une réservation. Votre adresse e-mail sert aussi à vous connecter et à vous écrire, et votre langue préférée à le faire dans votre langue.',
          'Vos réservations (prestations, dates, nombre de personnes, statut, montant) sont rattachées à votre compte, pour que vous puissiez les suivre dans « Mon espace ».',
        ],
        en: [
          'You do not need an account to browse the guide. When you create one, we record your title (Mr or Mrs), your first and last name, your e-mail address, your date of birth, your phone number, your address, zip code, city and country, your identity card or passport number, and your preferred language.',
          'We ask for this information because hotels, agencies and transport companies require the traveller’s identity to confirm a booking. Your e-mail address is also used to sign you in and to write to you, and your preferred language to do so in your own language.',
          'Your bookings (services, dates, number of people, status, amount) are linked to your account so that you can follow them under “My account”.',
        ],
        ar: [
          'لا يتطلّب تصفّح الدليل أي حساب. وعند إنشاء حساب، نسجّل صيغة المخاطبة (السيد أو السيدة)، والاسم واللقب، وعنوان البريد الإلكتروني، وتاريخ الولادة، ورقم الهاتف، والعنوان، والرمز البريدي، والمدينة، والبلد، ورقم بطاقة التعريف أو جواز السفر، إضافةً إلى لغتك المفضّلة.',
          'نطلب هذه المعلومات لأن الفنادق ووكالات الأسفار وشركات النقل تشترط معرفة هوية المسافر لتأكيد الحجز. كما يُستعمل بريدك الإلكتروني لتسجيل الدخول ولمراسلتك، وتُستعمل لغتك المفضّلة لمراسلتك بها.',
          'تُربط حجوزاتك (الخدمات، التواريخ، عدد الأشخاص، الحالة، المبلغ) بحسابك حتى تتمكّن من متابعتها في «حسابي».',
        ],
        ru: [
          'Для просмотра путеводителя аккаунт не нужен. При его создании мы сохраняем обращение (г-н или г-жа), имя и фамилию, адрес электронной почты, дату рождения, номер телефона, адрес, почтовый индекс, город и страну, номер удостоверения личности или паспорта, а также предпочитаемый язык.',
          'Мы запрашиваем эти сведения, потому что отели, агентства и перевозчики требуют данные о личности путешественника для подтверждения бронирования. Адрес электронной почты также служит для входа в аккаунт и для переписки с вами, а предпочитаемый язык — чтобы писать вам на вашем языке.',
          'Ваши бронирования (услуги, даты, число участников, статус, сумма) привязаны к аккаунту, чтобы вы могли следить за ними в «Личном кабинете».',
        ],
        zh: [
          '浏览指南无需注册账户。注册账户时，我们会记录您的称谓（先生或女士）、姓名、电子邮箱地址、出生日期、电话号码、地址、邮政编码、城市和国家、身份证或护照号码，以及您的首选语言。',
          '之所以需要这些信息，是因为酒店、旅行社和交通运营商在确认预订时要求提供旅客的身份信息。您的电子邮箱地址还用于登录和与您联系，首选语言则用于以您的语言与您沟通。',
          '您的预订（服务项目、日期、人数、状态、金额）与您的账户关联，方便您在“我的账户”中随时查看。',
        ],
        ja: [
          'ガイドの閲覧にアカウントは必要ありません。アカウントを作成する際には、敬称（男性・女性）、氏名、メールアドレス、生年月日、電話番号、住所、郵便番号、市区町村、国、身分証明書またはパスポートの番号、そしてご希望の言語を登録します。',
          'これらの情報をお願いしているのは、ホテルや旅行会社、交通機関が予約を確定する際に旅行者の本人確認を求めるためです。メールアドレスはログインやご連絡にも使用し、ご希望の言語はその言語でご連絡するために使用します。',
          'ご予約（サービス内容、日程、人数、ステータス、金額）はアカウントにひもづけられ、「マイページ」で状況を確認できます。',
        ],
        ko: [
          '가이드를 보는 데에는 계정이 필요하지 않습니다. 계정을 만들 때에는 호칭(남성·여성), 성명, 이메일 주소, 생년월일, 전화번호, 주소, 우편번호, 도시, 국가, 신분증 또는 여권 번호, 그리고 선호 언어를 저장합니다.',
          '이 정보를 요청하는 이유는 호텔, 여행사, 운송 업체가 예약을 확정할 때 여행자의 신원 확인을 요구하기 때문입니다. 이메일 주소는 로그인과 연락에도 사용되며, 선호 언어는 해당 언어로 연락하는 데 사용됩니다.',
          '예약 정보(서비스, 날짜, 인원, 상태, 금액)는 계정에 연결되어 있어 ‘내 계정’에서 진행 상황을 확인할 수 있습니다.',
        ],
      },
    },
    {
      heading: {
        fr: 'Mot de passe et connexion',
        en: 'Password and sign-in',
        ar: 'كلمة المرور وتسجيل الدخول',
        ru: 'Пароль и вход',
        zh: '密码与登录',
        ja: 'パスワードとログイン',
        ko: '비밀번호와 로그인',
      },
      paragraphs: {
        fr: [
          'Votre mot de passe n’est jamais enregistré. Nous n’en conservons qu’une empreinte calculée avec l’algorithme argon2id, qui permet de vérifier le mot de passe saisi à la connexion sans pouvoir le retrouver : personne chez Rihla ne le connaît.',
          'À chaque connexion, le serveur crée un jeton de session aléatoire, valable 30 jours, et n’en garde lui aussi qu’une empreinte : le jeton lui-même n’est pas conservé sur nos serveurs. Il est révoqué lorsque vous vous déconnectez, et tous vos jetons le sont lorsque votre mot de passe est réinitialisé.',
          'Si vous avez oublié votre mot de passe, nous vous envoyons par e-mail un lien de réinitialisation à usage unique, valable une heure.',
        ],
        en: [
          'Your password is never stored. We keep only a hash of it, computed with the argon2id algorithm, which lets us check the password you enter when you sign in but cannot be turned back into the password: no one at Rihla knows it.',
          'Each time you sign in, the server creates a random session token, valid for 30 days, and here too keeps only a hash of it: the token itself is not stored on our servers. It is revoked when you sign out, and all your tokens are revoked when your password is reset.',
          'If you have forgotten your password, we e-mail you a single-use reset link that is valid for one hour.',
        ],
        ar: [
          'لا نحفظ كلمة مرورك أبدًا، بل نحتفظ فقط ببصمة مُجزَّأة (hash) لها تُحسب بخوارزمية argon2id، تتيح التحقّق من كلمة المرور التي تُدخلها عند تسجيل الدخول دون إمكانية استرجاعها، فلا أحد في «رحلة» يعرفها.',
          'عند كل تسجيل دخول، يُنشئ الخادم رمز جلسة عشوائيًا صالحًا لمدة 30 يومًا، ولا يحتفظ منه هو الآخر إلا ببصمته المُجزَّأة، فلا يُحفظ الرمز نفسه على خوادمنا. ويُلغى هذا الرمز عند تسجيل الخروج، كما تُلغى جميع رموزك عند إعادة تعيين كلمة المرور.',
          'إذا نسيت كلمة المرور، نرسل إليك عبر البريد الإلكتروني رابطًا لإعادة تعيينها، صالحًا للاستعمال مرة واحدة فقط ولمدة ساعة.',
        ],
        ru: [
          'Ваш пароль никогда не сохраняется. Мы храним только его хеш, вычисленный алгоритмом argon2id: он позволяет проверить пароль, введённый при входе, но восстановить по нему сам пароль невозможно. Никто в Rihla вашего пароля не знает.',
          'При каждом входе сервер создаёт случайный токен сессии сроком действия 30 дней и тоже хранит только его хеш: сам токен на наших серверах не сохраняется. Токен отзывается, когда вы выходите из аккаунта, а при сбросе пароля отзываются все ваши токены.',
          'Если вы забыли пароль, мы отправим вам по электронной почте одноразовую ссылку для его сброса, действительную в течение одного часа.',
        ],
        zh: [
          '我们从不保存您的密码，只保存用 argon2id 算法计算出的哈希值。它可以在您登录时验证所输入的密码，但无法据此还原密码：Rihla 的任何人都不知道您的密码。',
          '每次登录时，服务器会生成一个随机会话令牌，有效期 30 天，同样只保存其哈希值，令牌本身不会保存在我们的服务器上。您退出登录时，该令牌即被撤销；重置密码时，您的所有令牌都会被撤销。',
          '如果您忘记了密码，我们会通过电子邮件向您发送一个重置链接，该链接仅可使用一次，有效期为一小时。',
        ],
        ja: [
          'パスワードそのものを保存することはありません。保存するのは argon2id というアルゴリズムで計算したハッシュ値のみです。ハッシュ値を使えばログイン時に入力されたパスワードを照合できますが、そこから元のパスワードを復元することはできません。Rihla のスタッフも、お客様のパスワードを知ることはできません。',
          'ログインのたびに、サーバーは有効期間30日のランダムなセッショントークンを発行します。これもハッシュ値のみを保存するため、トークンそのものがサーバーに残ることはありません。トークンはログアウト時に無効になり、パスワードを再設定した場合はすべてのトークンが無効になります。',
          'パスワードを忘れた場合は、1回限り・1時間有効の再設定用リンクをメールでお送りします。',
        ],
        ko: [
          '비밀번호 자체는 저장하지 않습니다. argon2id 알고리즘으로 계산한 해시값만 보관하며, 이를 통해 로그인할 때 입력한 비밀번호를 확인할 수는 있지만 원래 비밀번호를 복원할 수는 없습니다. Rihla의 누구도 이용자의 비밀번호를 알 수 없습니다.',
          '로그인할 때마다 서버는 30일 동안 유효한 무작위 세션 토큰을 발급하며, 이 역시 해시값만 보관하므로 토큰 자체는 서버에 저장되지 않습니다. 토큰은 로그아웃하면 폐기되고, 비밀번호를 재설정하면 모든 토큰이 폐기됩니다.',
          '비밀번호를 잊어버린 경우, 한 번만 사용할 수 있고 1시간 동안 유효한 재설정 링크를 이메일로 보내 드립니다.',
        ],
      },
    },
    {
      heading: {
        fr: 'Ce qui reste sur votre appareil',
        en: 'What stays on your device',
        ar: 'ما يُحفظ على جهازك',
        ru: 'Что хранится на вашем устройстве',
        zh: '保存在您设备上的数据',
        ja: '端末に保存される情報',
        ko: '기기에 저장되는 정보',
      },
      paragraphs: {
        fr: [
          'Pour que vous restiez connecté même après avoir fermé le navigateur ou redémarré votre appareil, l’application conserve dans le stockage local du navigateur votre jeton de connexion, ainsi que vos nom, prénom et adresse e-mail. Elle y garde aussi la langue que vous avez choisie. La déconnexion efface le jeton et ces informations personnelles.',
          'Pour que le guide fonctionne sans réseau, l’application garde également dans le cache et le stockage du navigateur les pages et les données que vous avez déjà consultées. Ces éléments restent sur votre appareil ; vous pouvez les effacer à tout moment en supprimant les données du site dans les réglages de votre navigateur.',
          'Rihla ne dépose aucun cookie de suivi ni publicitaire. Et si vous autorisez l’accès à votre position sur la page Itinéraire, celle-ci n’est utilisée que sur votre appareil : la page « Données de localisation » l’explique en détail.',
        ],
        en: [
          'So that you stay signed in even after closing the browser or restarting your device, the app keeps your sign-in token, along with your first name, last name and e-mail address, in the browser’s local storage. It also keeps the language you chose there. Signing out deletes the token and this personal information.',
          'So that the guide works without a network, the app also keeps the pages and data you have already viewed in the browser’s cache and storage. They stay on your device; you can delete them at any time by clearing the site’s data in your browser settings.',
          'Rihla sets no tracking or advertising cookies. And if you allow access to your location on the Directions page, it is used only on your device: the “Location data” page explains this in detail.',
        ],
        ar: [
          'حتى تبقى متصلًا بحسابك بعد إغلاق المتصفّح أو إعادة تشغيل جهازك، يحتفظ التطبيق في التخزين المحلي للمتصفّح برمز تسجيل الدخول، وباسمك ولقبك وعنوان بريدك الإلكتروني. كما يحفظ فيه اللغة التي اخترتها. ويؤدي تسجيل الخروج إلى حذف الرمز وهذه المعلومات الشخصية.',
          'وحتى يعمل الدليل دون شبكة، يحتفظ التطبيق أيضًا في ذاكرة التخزين المؤقت للمتصفّح وفي مساحة تخزينه بالصفحات والمعطيات التي سبق أن اطّلعت عليها. وتبقى هذه العناصر على جهازك، ويمكنك حذفها في أي وقت بمسح بيانات الموقع من إعدادات متصفّحك.',
          'لا تضع «رحلة» أي ملفات تعريف ارتباط للتتبّع أو للإشهار. وإذا سمحت بالوصول إلى موقعك الجغرافي في صفحة «الاتجاهات»، فلا يُستعمل إلا على جهازك، كما توضّح ذلك بالتفصيل صفحة «معطيات الموقع الجغرافي».',
        ],
        ru: [
          'Чтобы вы оставались в аккаунте даже после закрытия браузера или перезагрузки устройства, приложение хранит в локальном хранилище браузера ваш токен входа, а также имя, фамилию и адрес электронной почты. Там же сохраняется выбранный вами язык. При выходе из аккаунта токен и эти личные данные удаляются.',
          'Чтобы путеводитель работал без сети, приложение также сохраняет в кеше и хранилище браузера уже просмотренные вами страницы и данные. Они остаются на вашем устройстве; вы можете в любой момент удалить их, очистив данные сайта в настройках браузера.',
          'Rihla не использует ни отслеживающие, ни рекламные файлы cookie. Если же вы разрешите доступ к своему местоположению на странице «Маршрут», оно используется только на вашем устройстве — подробнее об этом на странице «Данные о местоположении».',
        ],
        zh: [
          '为了让您在关闭浏览器或重启设备后仍保持登录状态，应用会在浏览器的本地存储中保存您的登录令牌，以及您的姓名和电子邮箱地址。您选择的语言也保存在这里。退出登录时，令牌和这些个人信息都会被删除。',
          '为了让指南在没有网络时也能使用，应用还会在浏览器的缓存和存储中保存您已浏览过的页面和数据。这些内容只保存在您的设备上；您可以随时在浏览器设置中清除本网站的数据来删除它们。',
          'Rihla 不设置任何追踪类或广告类 Cookie。如果您在“查看路线”页面允许获取您的位置，该位置仅在您的设备上使用，详见“位置数据”页面。',
        ],
        ja: [
          'ブラウザを閉じたり端末を再起動したりしてもログイン状態が続くように、アプリはログイントークンと氏名、メールアドレスをブラウザのローカルストレージに保存します。選択した言語もここに保存されます。ログアウトすると、トークンとこれらの個人情報は削除されます。',
          'オフラインでもガイドを使えるように、アプリはすでに閲覧したページやデータもブラウザのキャッシュとストレージに保存します。これらは端末の中だけに残り、ブラウザの設定からこのサイトのデータを削除すれば、いつでも消去できます。',
          'Rihla は追跡用や広告用の Cookie を一切使用しません。また、「ルート案内」ページで現在地へのアクセスを許可した場合も、位置情報は端末の中でのみ使用されます。詳しくは「位置情報」のページをご覧ください。',
        ],
        ko: [
          '브라우저를 닫거나 기기를 다시 시작해도 로그인 상태가 유지되도록, 앱은 로그인 토큰과 함께 이름, 성, 이메일 주소를 브라우저의 로컬 저장소에 보관합니다. 선택한 언어도 이곳에 저장됩니다. 로그아웃하면 토큰과 이 개인정보가 삭제됩니다.',
          '네트워크 없이도 가이드를 이용할 수 있도록, 앱은 이미 열어 본 페이지와 데이터도 브라우저의 캐시와 저장소에 보관합니다. 이 정보는 기기에만 남으며, 브라우저 설정에서 이 사이트의 데이터를 삭제하면 언제든지 지울 수 있습니다.',
          'Rihla는 추적용 또는 광고용 쿠키를 사용하지 않습니다. 또한 ‘길찾기’ 페이지에서 위치 접근을 허용하더라도 위치는 기기 안에서만 사용됩니다. 자세한 내용은 ‘위치 정보’ 페이지를 참고하십시오.',
        ],
      },
    },
    {
      heading: {
        fr: 'Messages de contact',
        en: 'Contact messages',
        ar: 'رسائل الاتصال',
        ru: 'Сообщения через страницу «Контакты»',
        zh: '联系留言',
        ja: 'お問い合わせの内容',
        ko: '문의 메시지',
      },
      paragraphs: {
        fr: [
          'Lorsque vous nous écrivez depuis la page Contact, nous enregistrons votre nom, votre adresse e-mail, l’objet et le texte de votre message, puis nous le transmettons par e-mail à l’équipe Rihla afin qu’elle puisse vous répondre.',
          'N’y indiquez que ce qui est utile à votre demande, et jamais de mot de passe ni de numéro de carte bancaire.',
        ],
        en: [
          'When you write to us from the contact page, we record your name, your e-mail address, and the subject and text of your message, then forward it by e-mail to the Rihla team so that they can reply.',
          'Only include what your request needs, and never a password or a bank card number.',
        ],
        ar: [
          'عندما تراسلنا عبر صفحة الاتصال، نسجّل اسمك وعنوان بريدك الإلكتروني وموضوع رسالتك ونصّها، ثم نحيلها عبر البريد الإلكتروني إلى فريق «رحلة» ليتمكّن من الردّ عليك.',
          'لا تذكر فيها إلا ما يلزم لطلبك، ولا تكتب فيها أبدًا كلمة مرور أو رقم بطاقة بنكية.',
        ],
        ru: [
          'Когда вы пишете нам через страницу «Контакты», мы сохраняем ваше имя, адрес электронной почты, тему и текст сообщения, а затем пересылаем его по электронной почте команде Rihla, чтобы она могла вам ответить.',
          'Указывайте только то, что нужно для вашего запроса, и никогда не сообщайте пароль или номер банковской карты.',
        ],
        zh: [
          '当您通过“联系我们”页面给我们留言时，我们会记录您的姓名、电子邮箱地址、留言主题和内容，然后通过电子邮件转发给 Rihla 团队，以便回复您。',
          '请只填写与您的请求相关的信息，切勿填写密码或银行卡号。',
        ],
        ja: [
          'お問い合わせページからご連絡いただいた場合、お名前、メールアドレス、件名、本文を記録したうえで、Rihla のチームが返信できるよう、その内容をメールでチームに転送します。',
          'ご記入いただくのはお問い合わせに必要な内容だけにしてください。パスワードやクレジットカード番号は決して書かないでください。',
        ],
        ko: [
          '문의 페이지를 통해 연락하시면 이름, 이메일 주소, 제목과 메시지 내용을 저장한 뒤, Rihla 팀이 답변할 수 있도록 이메일로 팀에 전달합니다.',
          '문의에 필요한 내용만 적어 주시고, 비밀번호나 카드 번호는 절대 적지 마십시오.',
        ],
      },
    },
    {
      heading: {
        fr: 'Partage des données',
        en: 'Data sharing',
        ar: 'مشاركة المعطيات',
        ru: 'Передача данных',
        zh: '数据共享',
        ja: 'データの共有',
        ko: '개인정보의 제공',
      },
      paragraphs: {
        fr: [
          'Rihla n’utilise aucun traceur publicitaire, ne vend pas vos données et ne les utilise pas à des fins publicitaires.',
          'Lorsque vous réservez, nous transmettons au prestataire concerné — hôtel, restaurant, agence ou guide — les seules informations nécessaires pour exécuter cette réservation, par exemple votre nom et, s’il l’exige, votre numéro de pièce d’identité. Vos données ne sont communiquées à aucun prestataire auprès duquel vous n’avez rien réservé.',
        ],
        en: [
          'Rihla uses no advertising trackers, does not sell your data and does not use it for advertising.',
          'When you book, we pass on to the provider concerned — hotel, restaurant, agency or guide — only the information needed to carry out that booking, for example your name and, if they require it, your identity document number. Your data is not shared with any provider with whom you have not booked anything.',
        ],
        ar: [
          'لا تستخدم «رحلة» أي أدوات تتبّع إشهارية، ولا تبيع معطياتك ولا تستعملها لأغراض إشهارية.',
          'عندما تحجز، نُرسل إلى مقدّم الخدمة المعني، سواء أكان فندقًا أم مطعمًا أم وكالة أم مرشدًا، المعلومات اللازمة لتنفيذ هذا الحجز فقط، مثل اسمك، ورقم وثيقة هويتك إن اشترط ذلك. ولا تُرسَل معطياتك إلى أي مقدّم خدمة لم تحجز لديه شيئًا.',
        ],
        ru: [
          'Rihla не использует рекламные трекеры, не продаёт ваши данные и не использует их в рекламных целях.',
          'Когда вы делаете бронирование, мы передаём соответствующему поставщику — отелю, ресторану, агентству или гиду — только сведения, необходимые для его выполнения, например ваше имя и, если он этого требует, номер документа, удостоверяющего личность. Поставщикам, у которых вы ничего не бронировали, ваши данные не передаются.',
        ],
        zh: [
          'Rihla 不使用任何广告追踪器，不出售您的数据，也不将其用于广告。',
          '您预订时，我们只会向相关服务商（酒店、餐厅、旅行社或导游）提供完成该预订所必需的信息，例如您的姓名，以及在对方要求时提供的身份证件号码。对于您未曾预订的服务商，我们不会向其提供您的任何数据。',
        ],
        ja: [
          'Rihla は広告用のトラッカーを使用せず、お客様のデータを販売したり広告目的で使用したりすることもありません。',
          'ご予約の際は、ホテル、レストラン、旅行会社、ガイドなど該当する事業者に、その予約を実行するために必要な情報だけを提供します。たとえば氏名や、事業者が求める場合には身分証明書の番号です。予約をしていない事業者にお客様のデータを提供することはありません。',
        ],
        ko: [
          'Rihla는 광고 추적 도구를 사용하지 않으며, 이용자의 데이터를 판매하거나 광고 목적으로 사용하지 않습니다.',
          '예약하면 호텔, 레스토랑, 여행사, 가이드 등 해당 서비스 제공자에게 그 예약을 이행하는 데 필요한 정보만 제공합니다. 예를 들어 이름과, 제공자가 요구하는 경우 신분증 번호가 이에 해당합니다. 예약하지 않은 서비스 제공자에게는 이용자의 데이터를 제공하지 않습니다.',
        ],
      },
    },
    {
      heading: {
        fr: 'Sécurité',
        en: 'Security',
        ar: 'أمن المعطيات',
        ru: 'Безопасность',
        zh: '安全措施',
        ja: '安全管理',
        ko: '보안',
      },
      paragraphs: {
        fr: [
          'Rihla est conçue pour être servie en HTTPS en production, de sorte que les échanges entre votre appareil et nos serveurs soient chiffrés.',
          'Les mots de passe et les jetons ne sont conservés que sous forme d’empreintes, et le nombre de tentatives de connexion est limité pour freiner les essais de mots de passe en série.',
          'Aucun système n’est infaillible : si vous remarquez une activité inhabituelle sur votre compte, changez votre mot de passe et prévenez-nous via la page Contact.',
        ],
        en: [
          'Rihla is designed to be served over HTTPS in production, so that exchanges between your device and our servers are encrypted.',
          'Passwords and tokens are stored only as hashes, and the number of sign-in attempts is limited to slow down anyone trying password after password.',
          'No system is infallible: if you notice unusual activity on your account, change your password and let us know through the contact page.',
        ],
        ar: [
          'صُمّمت «رحلة» لتُقدَّم عبر بروتوكول HTTPS في بيئة التشغيل، بحيث تكون المبادلات بين جهازك وخوادمنا مشفّرة.',
          'لا تُحفظ كلمات المرور والرموز إلا في صيغة بصمات مُجزَّأة، كما أن عدد محاولات تسجيل الدخول محدود للحدّ من محاولات تخمين كلمات المرور المتتالية.',
          'لا يوجد نظام معصوم من الخطأ: إذا لاحظت نشاطًا غير معتاد في حسابك، فغيّر كلمة المرور وأعلمنا بذلك عبر صفحة الاتصال.',
        ],
        ru: [
          'В рабочей среде Rihla рассчитана на работу по HTTPS, чтобы обмен данными между вашим устройством и нашими серверами был зашифрован.',
          'Пароли и токены хранятся только в виде хешей, а число попыток входа ограничено, чтобы затруднить подбор паролей.',
          'Ни одна система не защищена полностью: если вы заметили необычную активность в своём аккаунте, смените пароль и сообщите нам через страницу «Контакты».',
        ],
        zh: [
          'Rihla 在正式运行环境中设计为通过 HTTPS 提供服务，使您的设备与我们服务器之间的通信经过加密。',
          '密码和令牌仅以哈希值形式保存，登录尝试次数也受到限制，以防止他人反复试探密码。',
          '没有任何系统是万无一失的：如果您发现账户有异常活动，请修改密码，并通过“联系我们”页面告知我们。',
        ],
        ja: [
          'Rihla は本番環境では HTTPS で提供することを前提としており、お客様の端末と Rihla のサーバーとの通信は暗号化されます。',
          'パスワードとトークンはハッシュ値としてのみ保存し、パスワードの総当たりを防ぐため、ログインの試行回数に上限を設けています。',
          'どのようなシステムも完全ではありません。アカウントで不審な動きに気づいた場合は、パスワードを変更し、お問い合わせページからお知らせください。',
        ],
        ko: [
          'Rihla는 운영 환경에서 HTTPS로 제공되도록 설계되어, 기기와 Rihla 서버 간의 통신이 암호화됩니다.',
          '비밀번호와 토큰은 해시 형태로만 보관하며, 비밀번호를 반복해서 대입하는 시도를 막기 위해 로그인 시도 횟수를 제한합니다.',
          '완벽한 시스템은 없습니다. 계정에서 평소와 다른 활동이 보이면 비밀번호를 변경하고 문의 페이지를 통해 알려 주십시오.',
        ],
      },
    },
    {
      heading: {
        fr: 'Vos droits',
        en: 'Your rights',
        ar: 'حقوقك',
        ru: 'Ваши права',
        zh: '您的权利',
        ja: 'お客様の権利',
        ko: '이용자의 권리',
      },
      paragraphs: {
        fr: [
          'Conformément à la loi organique n° 2004-63 du 27 juillet 2004 portant sur la protection des données à caractère personnel, vous disposez d’un droit d’accès à vos données, d’un droit de rectification et d’un droit de suppression.',
          'Vous pouvez consulter et modifier vous-même votre profil dans « Mon espace ». Pour obtenir une copie de vos données ou demander leur suppression, écrivez-nous depuis la page Contact.',
          'Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir l’Instance nationale de protection des données personnelles (INPDP), l’autorité tunisienne chargée de veiller au respect de cette loi.',
        ],
        en: [
          'Under Tunisian Organic Law No. 2004-63 of 27 July 2004 on the protection of personal data, you have the right to access, rectify and delete your data.',
          'You can view and edit your profile yourself under “My account”. To get a copy of your data or ask for it to be deleted, write to us from the contact page.',
          'If you believe your rights have not been respected, you can contact the National Authority for the Protection of Personal Data (INPDP), the Tunisian authority responsible for enforcing this law.',
        ],
        ar: [
          'وفقًا للقانون الأساسي عدد 63 لسنة 2004 المؤرخ في 27 جويلية 2004 المتعلق بحماية المعطيات الشخصية، يحق لك النفاذ إلى معطياتك وتصحيحها وحذفها.',
          'يمكنك الاطّلاع على ملفك الشخصي وتعديله بنفسك في «حسابي». وللحصول على نسخة من معطياتك أو طلب حذفها، راسلنا عبر صفحة الاتصال.',
          'وإذا رأيت أن حقوقك لم تُحترم، يمكنك اللجوء إلى الهيئة الوطنية لحماية المعطيات الشخصية (INPDP)، وهي السلطة التونسية المكلّفة بالسهر على تطبيق هذا القانون.',
        ],
        ru: [
          'В соответствии с Органическим законом Туниса № 2004-63 от 27 июля 2004 года о защите персональных данных вы имеете право на доступ к своим данным, их исправление и удаление.',
          'Просматривать и изменять свой профиль вы можете сами в «Личном кабинете». Чтобы получить копию своих данных или попросить их удалить, напишите нам через страницу «Контакты».',
          'Если вы считаете, что ваши права нарушены, вы можете обратиться в Национальную инстанцию по защите персональных данных (INPDP) — тунисский орган, который следит за соблюдением этого закона.',
        ],
        zh: [
          '根据突尼斯2004年7月27日第2004-63号关于个人数据保护的组织法，您有权查阅、更正和删除您的数据。',
          '您可以在“我的账户”中自行查看和修改个人资料。如需获取您的数据副本或要求删除数据，请通过“联系我们”页面与我们联系。',
          '如果您认为自己的权利未得到尊重，可以向突尼斯国家个人数据保护局（INPDP）反映，该机构负责监督这部法律的实施。',
        ],
        ja: [
          '個人データの保護に関するチュニジアの2004年7月27日付組織法第2004-63号にもとづき、お客様はご自身のデータの開示、訂正、削除を求めることができます。',
          'プロフィールは「マイページ」でいつでもご自身で確認・修正できます。データの写しの請求や削除のご依頼は、お問い合わせページからご連絡ください。',
          'ご自身の権利が尊重されていないとお考えの場合は、この法律の遵守を監督するチュニジアの機関である国家個人データ保護機関（INPDP）に申し立てることができます。',
        ],
        ko: [
          '개인정보 보호에 관한 튀니지의 2004년 7월 27일 자 조직법 제2004-63호에 따라 이용자는 자신의 데이터에 대한 열람, 정정, 삭제를 요청할 권리가 있습니다.',
          '프로필은 ‘내 계정’에서 직접 확인하고 수정할 수 있습니다. 데이터 사본을 받거나 삭제를 요청하려면 문의 페이지를 통해 연락해 주십시오.',
          '권리가 존중되지 않았다고 생각되면, 이 법의 준수를 감독하는 튀니지 기관인 국가개인정보보호청(INPDP)에 문의할 수 있습니다.',
        ],
      },
    },
  ],
  updated: '2026-11-24',
};
