import type { StaticPage } from '../static-page.ts';

/** "Conditions d’utilisation": terms of use of the Rihla site and app, with privacy and cookies. */
export const TERMES: StaticPage = {
  title: {
    fr: 'Conditions d’utilisation',
    en: 'Terms of use',
    ar: 'شروط الاستخدام',
    ru: 'Условия использования',
    zh: '使用条款',
    ja: '利用規約',
    ko: '이용약관',
  },
  intro: {
    fr: 'Ces conditions encadrent l’utilisation du site et de l’application Rihla. En les utilisant, vous les acceptez ; les réservations relèvent en outre des conditions générales de vente.',
    en: 'These terms govern the use of the Rihla website and app. By using them, you accept these terms; bookings are also subject to the terms of sale.',
    ar: 'تنظّم هذه الشروط استخدام موقع «رحلة» وتطبيقها. باستخدامك لهما فإنك تقبل هذه الشروط، كما تخضع الحجوزات أيضًا للشروط العامة للبيع.',
    ru: 'Эти условия регулируют использование сайта и приложения Rihla. Пользуясь ими, вы принимаете эти условия; на бронирования, кроме того, распространяются общие условия продажи.',
    zh: '本条款规范 Rihla 网站和应用的使用。使用即表示您接受本条款；预订还须遵守销售条款。',
    ja: 'この利用規約は、Rihla のウェブサイトおよびアプリのご利用について定めるものです。ご利用いただくことで本規約に同意したものとみなされます。なお、予約には別途、販売条件が適用されます。',
    ko: '이 약관은 Rihla 웹사이트와 앱의 이용에 관한 사항을 정합니다. 서비스를 이용하면 이 약관에 동의한 것으로 보며, 예약에는 판매 약관이 추가로 적용됩니다.',
  },
  sections: [
    {
      heading: {
        fr: 'Objet',
        en: 'Purpose',
        ar: 'الغرض',
        ru: 'Предмет',
        zh: '目的',
        ja: '目的',
        ko: '목적',
      },
      paragraphs: {
        fr: [
          'Les présentes conditions d’utilisation fixent les règles d’accès et d’usage du site et de l’application Rihla, guide de voyage et service de réservation consacrés à la Tunisie.',
          'La consultation du guide est libre et gratuite. Certaines fonctions, comme la réservation ou le suivi de vos demandes, nécessitent un compte. Les réservations sont en outre soumises aux conditions générales de vente.',
        ],
        en: [
          'These terms of use set out the rules for accessing and using the Rihla website and app, a travel guide and booking service dedicated to Tunisia.',
          'Browsing the guide is open to all and free of charge. Some features, such as booking or following up on your requests, require an account. Bookings are also subject to the terms of sale.',
        ],
        ar: [
          'تحدّد شروط الاستخدام هذه قواعد الدخول إلى موقع «رحلة» وتطبيقها واستعمالهما، وهما دليل سياحي وخدمة حجز مخصّصان لتونس.',
          'تصفّح الدليل متاح للجميع ومجاني. وتتطلّب بعض الوظائف، مثل الحجز أو متابعة طلباتك، إنشاء حساب. كما تخضع الحجوزات للشروط العامة للبيع.',
        ],
        ru: [
          'Настоящие условия использования устанавливают правила доступа к сайту и приложению Rihla — путеводителю и сервису бронирования, посвящённым Тунису, — и их использования.',
          'Путеводитель доступен всем и бесплатно. Для некоторых функций, например для бронирования или отслеживания ваших запросов, нужен аккаунт. На бронирования, кроме того, распространяются общие условия продажи.',
        ],
        zh: [
          '本使用条款规定了访问和使用 Rihla 网站及应用的规则。Rihla 是一款专为突尼斯打造的旅行指南和预订服务。',
          '浏览指南对所有人开放且完全免费。部分功能（如预订或跟进您的请求）需要注册账户。预订还须遵守销售条款。',
        ],
        ja: [
          'この利用規約は、チュニジアに特化した旅行ガイド兼予約サービスである Rihla のウェブサイトおよびアプリへのアクセスと利用に関するルールを定めるものです。',
          'ガイドの閲覧はどなたでも無料でご利用いただけます。予約やリクエストの状況確認など、一部の機能にはアカウントが必要です。また、予約には販売条件が適用されます。',
        ],
        ko: [
          '이 이용약관은 튀니지 전문 여행 가이드이자 예약 서비스인 Rihla의 웹사이트와 앱에 대한 접근 및 이용 규칙을 정합니다.',
          '가이드는 누구나 무료로 볼 수 있습니다. 예약이나 요청 진행 상황 확인 등 일부 기능을 이용하려면 계정이 필요합니다. 또한 예약에는 판매 약관이 적용됩니다.',
        ],
      },
    },
    {
      heading: {
        fr: 'Votre compte',
        en: 'Your account',
        ar: 'حسابك',
        ru: 'Ваш аккаунт',
        zh: '您的账户',
        ja: 'アカウント',
        ko: '계정',
      },
      paragraphs: {
        fr: [
          'Pour créer un compte, vous devez avoir au moins 18 ans et fournir des informations exactes et à jour, notamment votre nom et votre adresse e-mail.',
          'Votre mot de passe est personnel : gardez-le secret et ne le communiquez à personne, pas même à quelqu’un qui se présenterait comme membre de l’équipe Rihla. Vous êtes responsable de ce qui est fait depuis votre compte ; si vous pensez qu’un tiers l’a utilisé, changez votre mot de passe et prévenez-nous via la page Contact.',
        ],
        en: [
          'To create an account, you must be at least 18 years old and provide accurate, up-to-date information, in particular your name and e-mail address.',
          'Your password is personal: keep it secret and never share it with anyone, not even someone claiming to be from the Rihla team. You are responsible for what is done from your account; if you think someone else has used it, change your password and let us know through the contact page.',
        ],
        ar: [
          'لإنشاء حساب، يجب أن يكون عمرك 18 سنة على الأقل، وأن تقدّم معلومات صحيحة ومحدَّثة، ولا سيما اسمك وعنوان بريدك الإلكتروني.',
          'كلمة المرور شخصية: احتفظ بها سرًّا ولا تُطلع عليها أحدًا، حتى من يقدّم نفسه على أنه من فريق «رحلة». وأنت مسؤول عما يتم عبر حسابك؛ فإذا ظننت أن شخصًا آخر استخدمه، فغيّر كلمة المرور وأعلمنا بذلك عبر صفحة الاتصال.',
        ],
        ru: [
          'Чтобы создать аккаунт, вам должно быть не менее 18 лет; указывайте точные и актуальные данные, в частности имя и адрес электронной почты.',
          'Пароль — только ваш: храните его в секрете и никому не сообщайте, даже тому, кто представляется сотрудником Rihla. Вы отвечаете за действия, совершённые из вашего аккаунта; если вы подозреваете, что им воспользовался кто-то другой, смените пароль и сообщите нам через страницу «Контакты».',
        ],
        zh: [
          '注册账户须年满 18 周岁，并提供准确、最新的信息，特别是您的姓名和电子邮箱地址。',
          '密码仅供您本人使用：请妥善保管，不要告诉任何人，即使对方自称是 Rihla 团队成员也不例外。您须对通过您的账户进行的操作负责；如怀疑他人使用了您的账户，请立即修改密码，并通过“联系我们”页面告知我们。',
        ],
        ja: [
          'アカウントを作成するには、18歳以上であること、そして氏名やメールアドレスなど、正確で最新の情報を登録していただくことが必要です。',
          'パスワードはご本人だけのものです。Rihla のスタッフを名乗る人物に対しても、決して教えないでください。アカウント上で行われた操作については、ご本人に責任があります。第三者に使用された疑いがある場合は、パスワードを変更し、お問い合わせページからお知らせください。',
        ],
        ko: [
          '계정을 만들려면 만 18세 이상이어야 하며, 이름과 이메일 주소 등 정확한 최신 정보를 입력해야 합니다.',
          '비밀번호는 본인만 알아야 합니다. Rihla 팀원이라고 주장하는 사람을 포함하여 누구에게도 알려 주지 마십시오. 계정에서 이루어진 행위에 대한 책임은 이용자에게 있습니다. 다른 사람이 계정을 사용했다고 의심되면 비밀번호를 변경하고 문의 페이지를 통해 알려 주십시오.',
        ],
      },
    },
    {
      heading: {
        fr: 'Utilisation acceptable',
        en: 'Acceptable use',
        ar: 'الاستخدام المقبول',
        ru: 'Допустимое использование',
        zh: '合理使用',
        ja: '禁止事項',
        ko: '허용되는 이용',
      },
      paragraphs: {
        fr: [
          'Vous vous engagez à utiliser Rihla de manière loyale et conforme à la loi. Il est notamment interdit d’effectuer de fausses réservations, d’usurper l’identité d’autrui, de publier des contenus injurieux, trompeurs ou illicites, ou d’envoyer des messages non sollicités aux prestataires.',
          'Il est également interdit de tenter d’accéder sans autorisation aux systèmes de Rihla, d’en perturber le fonctionnement ou d’en extraire les données de manière automatisée et massive. En cas de manquement, nous pouvons suspendre ou supprimer le compte concerné.',
        ],
        en: [
          'You agree to use Rihla fairly and lawfully. In particular, you must not make fake bookings, impersonate anyone else, post abusive, misleading or unlawful content, or send unsolicited messages to providers.',
          'You must also not try to access Rihla’s systems without permission, disrupt how they work, or extract their data automatically and in bulk. If these rules are broken, we may suspend or delete the account concerned.',
        ],
        ar: [
          'تلتزم باستخدام «رحلة» بنزاهة ووفقًا للقانون. ويُحظر بوجه خاص إجراء حجوزات وهمية، أو انتحال هوية الغير، أو نشر محتوى مسيء أو مضلّل أو غير مشروع، أو إرسال رسائل غير مرغوب فيها إلى مقدّمي الخدمات.',
          'كما يُحظر محاولة الدخول إلى أنظمة «رحلة» دون إذن، أو تعطيل سيرها، أو استخراج بياناتها آليًا وبكميات كبيرة. وفي حال الإخلال بهذه القواعد، يجوز لنا تعليق الحساب المعني أو حذفه.',
        ],
        ru: [
          'Вы обязуетесь пользоваться Rihla добросовестно и в соответствии с законом. В частности, запрещается делать фиктивные бронирования, выдавать себя за других лиц, публиковать оскорбительные, вводящие в заблуждение или незаконные материалы, а также рассылать поставщикам нежелательные сообщения.',
          'Также запрещается пытаться получить несанкционированный доступ к системам Rihla, нарушать их работу или автоматически и массово извлекать из них данные. При нарушении этих правил мы можем приостановить или удалить соответствующий аккаунт.',
        ],
        zh: [
          '您同意以诚信、合法的方式使用 Rihla。特别禁止以下行为：进行虚假预订、冒用他人身份、发布辱骂性、误导性或违法的内容，以及向服务商发送未经请求的信息。',
          '同样禁止未经授权试图访问 Rihla 的系统、干扰其正常运行，或以自动化方式大量抓取其数据。如有违反，我们可以暂停或删除相关账户。',
        ],
        ja: [
          'Rihla は、誠実に、かつ法令を守ってご利用ください。特に、虚偽の予約、他人へのなりすまし、誹謗中傷や誤解を招く内容、違法な内容の投稿、事業者への迷惑メッセージの送信は禁止します。',
          'また、Rihla のシステムへの不正アクセスの試み、運用の妨害、自動化された手段によるデータの大量取得も禁止します。これらに違反した場合、該当するアカウントを停止または削除することがあります。',
        ],
        ko: [
          '이용자는 Rihla를 성실하고 적법하게 이용해야 합니다. 특히 허위 예약, 타인 사칭, 모욕적이거나 오해를 불러일으키거나 불법적인 콘텐츠의 게시, 서비스 제공자에 대한 원치 않는 메시지 발송은 금지됩니다.',
          '또한 Rihla의 시스템에 무단으로 접근하려 하거나, 시스템 운영을 방해하거나, 자동화된 방식으로 데이터를 대량 수집하는 행위도 금지됩니다. 이를 위반하는 경우 해당 계정을 정지하거나 삭제할 수 있습니다.',
        ],
      },
    },
    {
      heading: {
        fr: 'Contenus et propriété intellectuelle',
        en: 'Content and intellectual property',
        ar: 'المحتوى والملكية الفكرية',
        ru: 'Материалы и интеллектуальная собственность',
        zh: '内容与知识产权',
        ja: 'コンテンツと知的財産',
        ko: '콘텐츠 및 지식재산권',
      },
      paragraphs: {
        fr: [
          'Le nom Rihla, la conception de l’application, ses textes et ses illustrations sont protégés. Les photos et les textes du catalogue de démonstration ont été réalisés pour Rihla ; ils ne peuvent pas être reproduits sans autorisation.',
          'Les informations sur le patrimoine — monuments, sites archéologiques, musées, festivals — proviennent de sources publiques et sont rédigées par notre équipe. Les noms et marques de tiers appartiennent à leurs titulaires respectifs.',
        ],
        en: [
          'The Rihla name, the design of the app, its texts and its illustrations are protected. The photos and texts of the demonstration catalogue were made for Rihla; they may not be reproduced without permission.',
          'Information about heritage — monuments, archaeological sites, museums, festivals — comes from public sources and is written by our team. Third-party names and trademarks belong to their respective owners.',
        ],
        ar: [
          'اسم «رحلة» وتصميم التطبيق ونصوصه ورسومه محمية. وقد أُنجزت صور الكتالوج التجريبي ونصوصه خصيصًا لـ«رحلة»، ولا يجوز نسخها دون إذن.',
          'أما المعلومات المتعلقة بالتراث، من معالم ومواقع أثرية ومتاحف ومهرجانات، فمصدرها مراجع عامة، ويتولّى فريقنا تحريرها. وتعود أسماء الغير وعلاماتهم التجارية إلى أصحابها.',
        ],
        ru: [
          'Название Rihla, дизайн приложения, его тексты и иллюстрации охраняются законом. Фотографии и тексты демонстрационного каталога созданы специально для Rihla; их нельзя воспроизводить без разрешения.',
          'Сведения о культурном наследии — памятниках, археологических объектах, музеях, фестивалях — взяты из открытых источников, а тексты о них написаны нашей командой. Названия и товарные знаки третьих лиц принадлежат их правообладателям.',
        ],
        zh: [
          'Rihla 的名称、应用的设计及其文字和插图均受法律保护。演示目录中的照片和文字是专为 Rihla 制作的，未经许可不得转载。',
          '有关文化遗产的信息（古迹、考古遗址、博物馆、节庆活动）来源于公开资料，由我们的团队撰写。第三方的名称和商标归各自所有者所有。',
        ],
        ja: [
          'Rihla の名称、アプリのデザイン、文章、イラストは保護されています。デモ用カタログの写真と文章は Rihla のために制作したものであり、許可なく複製することはできません。',
          'モニュメント、遺跡、博物館、フェスティバルなど文化遺産に関する情報は公開資料にもとづき、私たちのチームが執筆しています。第三者の名称および商標は、それぞれの権利者に帰属します。',
        ],
        ko: [
          'Rihla라는 이름과 앱의 디자인, 글, 일러스트는 법으로 보호됩니다. 데모 카탈로그의 사진과 글은 Rihla를 위해 제작되었으며, 허가 없이 복제할 수 없습니다.',
          '기념물, 유적지, 박물관, 축제 등 문화유산에 관한 정보는 공개 자료를 바탕으로 저희 팀이 작성했습니다. 제3자의 명칭과 상표는 각 권리자에게 귀속됩니다.',
        ],
      },
    },
    {
      heading: {
        fr: 'Données personnelles',
        en: 'Personal data',
        ar: 'المعطيات الشخصية',
        ru: 'Персональные данные',
        zh: '个人数据',
        ja: '個人データ',
        ko: '개인정보',
      },
      paragraphs: {
        fr: [
          'Nous conservons les données nécessaires au fonctionnement du service : les informations de votre compte (nom, adresse e-mail, langue préférée) et vos réservations (prestations, dates, nombre de personnes, statut, montant). Votre mot de passe est enregistré sous forme hachée, jamais en clair.',
          'Ces données servent à gérer votre compte, à transmettre vos demandes aux prestataires concernés, à vous envoyer les e-mails liés à vos réservations et à assurer la sécurité du service. Elles ne sont ni vendues ni utilisées à des fins publicitaires ; seules les informations utiles à une réservation sont communiquées au prestataire concerné.',
          'Les données de votre compte sont conservées tant que celui-ci est actif, puis supprimées après sa fermeture, à l’exception de ce que la loi nous oblige à garder, notamment les pièces comptables liées aux paiements.',
          'Conformément à la loi organique n° 2004-63 du 27 juillet 2004 portant sur la protection des données à caractère personnel, vous disposez d’un droit d’accès, de rectification et de suppression de vos données. Pour l’exercer, écrivez-nous depuis la page Contact.',
        ],
        en: [
          'We keep the data needed to run the service: your account details (name, e-mail address, preferred language) and your bookings (services, dates, number of people, status, amount). Your password is stored in hashed form, never in plain text.',
          'This data is used to manage your account, pass your requests on to the providers concerned, send you e-mails about your bookings and keep the service secure. It is never sold or used for advertising; only the information needed for a booking is shared with the provider concerned.',
          'Your account data is kept for as long as your account is active and deleted once it is closed, except for what the law requires us to keep, such as accounting records relating to payments.',
          'Under Tunisian Organic Law No. 2004-63 of 27 July 2004 on the protection of personal data, you have the right to access, rectify and delete your data. To exercise these rights, write to us from the contact page.',
        ],
        ar: [
          'نحتفظ بالمعطيات اللازمة لتشغيل الخدمة: بيانات حسابك (الاسم، عنوان البريد الإلكتروني، اللغة المفضّلة) وحجوزاتك (الخدمات، التواريخ، عدد الأشخاص، الحالة، المبلغ). وتُحفظ كلمة المرور في صيغة مُجزَّأة (hash)، ولا تُخزَّن أبدًا كنص واضح.',
          'تُستعمل هذه المعطيات لإدارة حسابك، ونقل طلباتك إلى مقدّمي الخدمات المعنيين، وإرسال رسائل البريد الإلكتروني المتعلقة بحجوزاتك، وضمان أمن الخدمة. ولا تُباع ولا تُستعمل لأغراض إشهارية؛ ولا يُرسَل إلى مقدّم الخدمة المعني إلا ما يلزم من معلومات لإتمام الحجز.',
          'تُحفظ بيانات حسابك ما دام الحساب نشطًا، ثم تُحذف بعد إغلاقه، باستثناء ما يُلزمنا القانون بالاحتفاظ به، ولا سيما الوثائق المحاسبية المتعلقة بعمليات الدفع.',
          'وفقًا للقانون الأساسي عدد 63 لسنة 2004 المؤرخ في 27 جويلية 2004 المتعلق بحماية المعطيات الشخصية، يحق لك النفاذ إلى معطياتك وتصحيحها وحذفها. ولممارسة هذه الحقوق، راسلنا عبر صفحة الاتصال.',
        ],
        ru: [
          'Мы храним данные, необходимые для работы сервиса: сведения вашего аккаунта (имя, адрес электронной почты, предпочитаемый язык) и ваши бронирования (услуги, даты, число участников, статус, сумма). Пароль хранится в виде хеша и никогда — в открытом виде.',
          'Эти данные нужны, чтобы управлять вашим аккаунтом, передавать запросы соответствующим поставщикам, отправлять вам письма о бронированиях и обеспечивать безопасность сервиса. Мы не продаём их и не используем в рекламных целях; поставщику передаются только сведения, необходимые для бронирования.',
          'Данные аккаунта хранятся, пока аккаунт активен, и удаляются после его закрытия, за исключением того, что мы обязаны хранить по закону, — в частности, бухгалтерских документов по платежам.',
          'В соответствии с Органическим законом Туниса № 2004-63 от 27 июля 2004 года о защите персональных данных вы имеете право на доступ к своим данным, их исправление и удаление. Чтобы воспользоваться этими правами, напишите нам через страницу «Контакты».',
        ],
        zh: [
          '我们保存提供服务所必需的数据：您的账户信息（姓名、电子邮箱地址、首选语言）以及您的预订信息（服务项目、日期、人数、状态、金额）。您的密码以哈希形式存储，绝不以明文保存。',
          '这些数据用于管理您的账户、将您的请求转交给相关服务商、向您发送与预订有关的电子邮件，以及保障服务安全。我们绝不出售这些数据，也不将其用于广告；只有预订所需的信息才会提供给相关服务商。',
          '账户数据在账户有效期间予以保存，账户注销后即予删除，但法律要求我们保留的信息除外，特别是与付款相关的会计凭证。',
          '根据突尼斯2004年7月27日第2004-63号关于个人数据保护的组织法，您有权查阅、更正和删除您的数据。如需行使上述权利，请通过“联系我们”页面与我们联系。',
        ],
        ja: [
          '私たちは、サービスの運営に必要なデータを保存しています。具体的には、アカウント情報（氏名、メールアドレス、使用言語）とご予約の情報（サービス内容、日程、人数、ステータス、金額）です。パスワードはハッシュ化して保存し、平文で保存することはありません。',
          'これらのデータは、アカウントの管理、リクエストの各事業者への送信、ご予約に関するメールの送信、サービスの安全確保のために使用します。データを販売したり広告目的で使用したりすることはありません。事業者には、予約に必要な情報のみを提供します。',
          'アカウントのデータは、アカウントが有効な間は保存し、退会後に削除します。ただし、お支払いに関する会計書類など、法律で保存が義務づけられているものは除きます。',
          '個人データの保護に関するチュニジアの2004年7月27日付組織法第2004-63号にもとづき、お客様はご自身のデータの開示、訂正、削除を求めることができます。これらの権利を行使するには、お問い合わせページからご連絡ください。',
        ],
        ko: [
          'Rihla는 서비스 운영에 필요한 데이터를 보관합니다. 계정 정보(이름, 이메일 주소, 선호 언어)와 예약 정보(서비스, 날짜, 인원, 상태, 금액)가 이에 해당합니다. 비밀번호는 해시 형태로 저장되며, 평문으로 저장되지 않습니다.',
          '이 데이터는 계정 관리, 요청을 해당 서비스 제공자에게 전달, 예약 관련 이메일 발송, 서비스 보안 유지를 위해 사용됩니다. 데이터를 판매하거나 광고 목적으로 사용하지 않으며, 서비스 제공자에게는 예약에 필요한 정보만 제공합니다.',
          '계정 데이터는 계정이 활성 상태인 동안 보관되며, 계정을 해지하면 삭제됩니다. 다만 결제 관련 회계 자료 등 법률에 따라 보관해야 하는 정보는 예외입니다.',
          '개인정보 보호에 관한 튀니지의 2004년 7월 27일 자 조직법 제2004-63호에 따라 이용자는 자신의 데이터에 대한 열람, 정정, 삭제를 요청할 권리가 있습니다. 이 권리를 행사하려면 문의 페이지를 통해 연락해 주십시오.',
        ],
      },
    },
    {
      heading: {
        fr: 'Cookies et stockage local',
        en: 'Cookies and local storage',
        ar: 'ملفات تعريف الارتباط والتخزين المحلي',
        ru: 'Файлы cookie и локальное хранилище',
        zh: 'Cookie 与本地存储',
        ja: 'Cookie とローカルストレージ',
        ko: '쿠키 및 로컬 저장소',
      },
      paragraphs: {
        fr: [
          'Pour fonctionner, y compris hors ligne, l’application enregistre quelques informations sur votre appareil : la langue choisie, votre jeton de connexion, qui vous permet de rester connecté, et les pages que vous avez consultées, afin de pouvoir les afficher sans réseau.',
          'Rihla n’utilise aucun traceur publicitaire et ne partage pas votre navigation avec des régies. La déconnexion efface votre jeton de connexion ; pour tout effacer, supprimez les données du site dans les réglages de votre navigateur. Les pages enregistrées ne seront alors plus disponibles hors ligne.',
        ],
        en: [
          'To work, including offline, the app saves a few pieces of information on your device: the language you chose, your sign-in token, which keeps you signed in, and the pages you have viewed, so that they can be shown without a network.',
          'Rihla uses no advertising trackers and does not share your browsing with ad networks. Signing out deletes your sign-in token; to remove everything, clear the site’s data in your browser settings. Saved pages will then no longer be available offline.',
        ],
        ar: [
          'ليعمل التطبيق، بما في ذلك دون اتصال، يحفظ بعض المعلومات على جهازك: اللغة التي اخترتها، ورمز تسجيل الدخول الذي يُبقيك متصلًا بحسابك، والصفحات التي اطّلعت عليها حتى يمكن عرضها دون شبكة.',
          'لا تستخدم «رحلة» أي أدوات تتبّع إشهارية، ولا تشارك تصفّحك مع شبكات الإعلانات. يؤدي تسجيل الخروج إلى حذف رمز تسجيل الدخول؛ ولحذف كل شيء، امسح بيانات الموقع من إعدادات متصفّحك، وعندها لن تعود الصفحات المحفوظة متاحة دون اتصال.',
        ],
        ru: [
          'Чтобы работать, в том числе без интернета, приложение сохраняет на вашем устройстве немного информации: выбранный язык, токен входа, благодаря которому вы остаётесь в аккаунте, и просмотренные страницы, чтобы их можно было открыть без сети.',
          'Rihla не использует рекламные трекеры и не передаёт сведения о ваших действиях рекламным сетям. При выходе из аккаунта токен входа удаляется; чтобы стереть всё, очистите данные сайта в настройках браузера. После этого сохранённые страницы перестанут быть доступны без интернета.',
        ],
        zh: [
          '为了正常运行（包括离线使用），应用会在您的设备上保存少量信息：您选择的语言、让您保持登录状态的登录令牌，以及您浏览过的页面，以便在没有网络时也能显示。',
          'Rihla 不使用任何广告追踪器，也不会与广告网络共享您的浏览记录。退出登录会删除登录令牌；如需清除全部数据，请在浏览器设置中清除本网站的数据。清除后，已保存的页面将无法再离线查看。',
        ],
        ja: [
          'オフライン時も含めて動作するために、アプリはいくつかの情報を端末に保存します。選択した言語、ログイン状態を保つためのログイントークン、そして電波がなくても表示できるよう、閲覧したページです。',
          'Rihla は広告用のトラッカーを一切使用せず、閲覧履歴を広告ネットワークと共有することもありません。ログアウトするとログイントークンは削除されます。すべてを消去するには、ブラウザの設定からこのサイトのデータを削除してください。その場合、保存したページはオフラインで表示できなくなります。',
        ],
        ko: [
          '오프라인을 포함해 앱이 작동하려면 몇 가지 정보를 기기에 저장해야 합니다. 선택한 언어, 로그인 상태를 유지하는 로그인 토큰, 그리고 네트워크 없이도 볼 수 있도록 열어 본 페이지가 저장됩니다.',
          'Rihla는 광고 추적 도구를 사용하지 않으며, 이용자의 탐색 기록을 광고 네트워크와 공유하지 않습니다. 로그아웃하면 로그인 토큰이 삭제되며, 모든 데이터를 지우려면 브라우저 설정에서 이 사이트의 데이터를 삭제하십시오. 그러면 저장된 페이지는 더 이상 오프라인에서 볼 수 없습니다.',
        ],
      },
    },
    {
      heading: {
        fr: 'Responsabilité et disponibilité',
        en: 'Liability and availability',
        ar: 'المسؤولية وتوفّر الخدمة',
        ru: 'Ответственность и доступность',
        zh: '责任与服务可用性',
        ja: '責任とサービスの提供',
        ko: '책임 및 서비스 제공',
      },
      paragraphs: {
        fr: [
          'Nous faisons notre possible pour que Rihla soit accessible en permanence, mais le service peut être interrompu pour maintenance ou en cas de panne. Hors ligne, l’application affiche les données enregistrées lors de votre dernière connexion, qui peuvent ne plus être à jour.',
          'Avant de vous déplacer, vérifiez les horaires d’ouverture, les dates des événements et les conditions d’accès auprès des lieux concernés. Rihla ne peut être tenue responsable d’un changement survenu depuis la dernière mise à jour.',
          'En cas d’urgence en Tunisie, n’attendez pas : appelez directement le 197 (police), le 198 (protection civile) ou le 190 (SAMU, urgences médicales).',
        ],
        en: [
          'We do our best to keep Rihla available at all times, but the service may be interrupted for maintenance or in the event of a failure. Offline, the app shows the data saved during your last connection, which may be out of date.',
          'Before you travel, check opening hours, event dates and access conditions with the places concerned. Rihla cannot be held responsible for a change made since the last update.',
          'In an emergency in Tunisia, do not wait: call 197 (police), 198 (civil protection) or 190 (SAMU, emergency medical service) directly.',
        ],
        ar: [
          'نبذل قصارى جهدنا لتكون «رحلة» متاحة في كل وقت، غير أن الخدمة قد تنقطع بسبب أعمال الصيانة أو في حال حدوث عطل. وعند عدم الاتصال، يعرض التطبيق المعطيات المحفوظة خلال آخر اتصال لك، وقد لا تكون محدَّثة.',
          'قبل التنقّل، تحقّق من أوقات الفتح وتواريخ التظاهرات وشروط الدخول لدى الأماكن المعنية. ولا تتحمّل «رحلة» مسؤولية أي تغيير يطرأ بعد آخر تحديث.',
          'في حالات الطوارئ في تونس، لا تتردّد: اتصل مباشرة بالرقم 197 (الشرطة) أو 198 (الحماية المدنية) أو 190 (الإسعاف الطبي الاستعجالي SAMU).',
        ],
        ru: [
          'Мы делаем всё возможное, чтобы Rihla была доступна постоянно, однако работа сервиса может прерываться на техническое обслуживание или из-за сбоев. Без интернета приложение показывает данные, сохранённые при последнем подключении, и они могут быть устаревшими.',
          'Перед поездкой уточняйте часы работы, даты мероприятий и условия посещения непосредственно у соответствующих мест. Rihla не несёт ответственности за изменения, произошедшие после последнего обновления.',
          'В экстренной ситуации в Тунисе не медлите: звоните напрямую по номерам 197 (полиция), 198 (гражданская защита) или 190 (SAMU, скорая медицинская помощь).',
        ],
        zh: [
          '我们会尽力确保 Rihla 随时可用，但服务可能因维护或故障而中断。离线时，应用显示的是您上次联网时保存的数据，这些数据可能已经过时。',
          '出行前，请向相关场所核实开放时间、活动日期和入场条件。对于上次更新之后发生的变动，Rihla 不承担责任。',
          '在突尼斯遇到紧急情况时，请勿耽搁，直接拨打 197（警察）、198（民防）或 190（SAMU 急救）。',
        ],
        ja: [
          'Rihla をいつでもご利用いただけるよう努めていますが、メンテナンスや障害によりサービスが中断することがあります。オフライン時にアプリが表示するのは前回の接続時に保存したデータのため、最新の情報ではない場合があります。',
          'お出かけの前に、開館時間やイベントの日程、入場条件を各施設に直接ご確認ください。前回の更新以降に生じた変更について、Rihla は責任を負いかねます。',
          'チュニジアで緊急事態が起きたときは、ためらわずに直接お電話ください。197（警察）、198（市民保護局：消防・救助）、190（SAMU：救急医療）です。',
        ],
        ko: [
          'Rihla를 언제든 이용할 수 있도록 최선을 다하고 있지만, 점검이나 장애로 서비스가 중단될 수 있습니다. 오프라인 상태에서는 마지막으로 연결했을 때 저장된 데이터가 표시되므로 최신 정보가 아닐 수 있습니다.',
          '출발 전에 운영 시간, 행사 일정, 입장 조건을 해당 장소에 직접 확인하십시오. 마지막 업데이트 이후에 생긴 변경 사항에 대해서는 Rihla가 책임지지 않습니다.',
          '튀니지에서 긴급 상황이 발생하면 지체하지 말고 197(경찰), 198(민방위: 소방·구조), 190(SAMU: 응급 의료)으로 바로 전화하십시오.',
        ],
      },
    },
    {
      heading: {
        fr: 'Modification des conditions',
        en: 'Changes to these terms',
        ar: 'تعديل الشروط',
        ru: 'Изменение условий',
        zh: '条款的变更',
        ja: '規約の変更',
        ko: '약관의 변경',
      },
      paragraphs: {
        fr: [
          'Nous pouvons faire évoluer ces conditions, par exemple pour suivre les changements du service ou de la loi. La date de la dernière mise à jour est indiquée sur cette page.',
          'En cas de changement important, nous vous en informons dans l’application ou par e-mail. Si vous continuez à utiliser Rihla après l’entrée en vigueur des nouvelles conditions, vous les acceptez ; dans le cas contraire, vous pouvez fermer votre compte à tout moment.',
        ],
        en: [
          'We may update these terms, for example to reflect changes in the service or in the law. The date of the last update is shown on this page.',
          'If there is a significant change, we will let you know in the app or by e-mail. If you keep using Rihla after the new terms take effect, you accept them; if you do not agree, you can close your account at any time.',
        ],
        ar: [
          'يجوز لنا تعديل هذه الشروط، كأن نواكب تطوّر الخدمة أو تغيّر القانون. ويُشار إلى تاريخ آخر تحديث في هذه الصفحة.',
          'في حال إدخال تغيير جوهري، نُعلمك بذلك داخل التطبيق أو عبر البريد الإلكتروني. وإذا واصلت استخدام «رحلة» بعد دخول الشروط الجديدة حيّز التنفيذ، فهذا يعني قبولك لها؛ وإن لم توافق عليها، يمكنك إغلاق حسابك في أي وقت.',
        ],
        ru: [
          'Мы можем изменять эти условия, например, чтобы учесть развитие сервиса или изменения в законодательстве. Дата последнего обновления указана на этой странице.',
          'О существенных изменениях мы сообщим в приложении или по электронной почте. Продолжая пользоваться Rihla после вступления новых условий в силу, вы их принимаете; если вы с ними не согласны, вы можете в любой момент закрыть свой аккаунт.',
        ],
        zh: [
          '我们可能会更新本条款，例如为反映服务的变化或法律的修订。最近一次更新的日期会在本页面注明。',
          '如有重大变更，我们会通过应用内通知或电子邮件告知您。新条款生效后继续使用 Rihla，即表示您接受新条款；如您不同意，可随时注销账户。',
        ],
        ja: [
          'サービスの変化や法令の改正に合わせるなどの理由で、本規約を変更することがあります。最終更新日はこのページに記載しています。',
          '重要な変更がある場合は、アプリ内またはメールでお知らせします。新しい規約の発効後も Rihla を引き続きご利用の場合は、変更後の規約に同意したものとみなされます。同意いただけない場合は、いつでもアカウントを削除できます。',
        ],
        ko: [
          '서비스의 변화나 법률 개정을 반영하기 위해 이 약관을 변경할 수 있습니다. 최종 업데이트 날짜는 이 페이지에 표시됩니다.',
          '중요한 변경이 있으면 앱 또는 이메일로 알려 드립니다. 새 약관이 시행된 후에도 Rihla를 계속 이용하면 변경된 약관에 동의한 것으로 보며, 동의하지 않는 경우 언제든지 계정을 해지할 수 있습니다.',
        ],
      },
    },
  ],
  updated: '2026-11-24',
};
