import type { StaticPageText } from '../../static-page.ts';

/** "Conditions d’utilisation": terms of use of the Rihla site and app, with privacy and cookies. In French. */
const page: StaticPageText = {
  title: 'Conditions d’utilisation',
  intro:
    'Ces conditions encadrent l’utilisation du site et de l’application Rihla. En les utilisant, vous les acceptez ; les réservations relèvent en outre des conditions générales de vente.',
  sections: [
    {
      heading: 'Objet',
      paragraphs: [
        'Les présentes conditions d’utilisation fixent les règles d’accès et d’usage du site et de l’application Rihla, guide de voyage et service de réservation consacrés à la Tunisie.',
        'La consultation du guide est libre et gratuite. Certaines fonctions, comme la réservation ou le suivi de vos demandes, nécessitent un compte. Les réservations sont en outre soumises aux conditions générales de vente.',
      ],
    },
    {
      heading: 'Votre compte',
      paragraphs: [
        'Pour créer un compte, vous devez avoir au moins 18 ans et fournir des informations exactes et à jour, notamment votre nom et votre adresse e-mail.',
        'Votre mot de passe est personnel : gardez-le secret et ne le communiquez à personne, pas même à quelqu’un qui se présenterait comme membre de l’équipe Rihla. Vous êtes responsable de ce qui est fait depuis votre compte ; si vous pensez qu’un tiers l’a utilisé, changez votre mot de passe et prévenez-nous via la page Contact.',
      ],
    },
    {
      heading: 'Utilisation acceptable',
      paragraphs: [
        'Vous vous engagez à utiliser Rihla de manière loyale et conforme à la loi. Il est notamment interdit d’effectuer de fausses réservations, d’usurper l’identité d’autrui, de publier des contenus injurieux, trompeurs ou illicites, ou d’envoyer des messages non sollicités aux prestataires.',
        'Il est également interdit de tenter d’accéder sans autorisation aux systèmes de Rihla, d’en perturber le fonctionnement ou d’en extraire les données de manière automatisée et massive. En cas de manquement, nous pouvons suspendre ou supprimer le compte concerné.',
      ],
    },
    {
      heading: 'Contenus et propriété intellectuelle',
      paragraphs: [
        'Le nom Rihla, la conception de l’application, ses textes et ses illustrations sont protégés. Les photos et les textes du catalogue de démonstration ont été réalisés pour Rihla ; ils ne peuvent pas être reproduits sans autorisation.',
        'Les informations sur le patrimoine — monuments, sites archéologiques, musées, festivals — proviennent de sources publiques et sont rédigées par notre équipe. Les noms et marques de tiers appartiennent à leurs titulaires respectifs.',
      ],
    },
    {
      heading: 'Données personnelles',
      paragraphs: [
        'Nous conservons les données nécessaires au fonctionnement du service : les informations de votre compte (nom, adresse e-mail, langue préférée) et vos réservations (prestations, dates, nombre de personnes, statut, montant). Votre mot de passe est enregistré sous forme hachée, jamais en clair.',
        'Ces données servent à gérer votre compte, à transmettre vos demandes aux prestataires concernés, à vous envoyer les e-mails liés à vos réservations et à assurer la sécurité du service. Elles ne sont ni vendues ni utilisées à des fins publicitaires ; seules les informations utiles à une réservation sont communiquées au prestataire concerné.',
        'Les données de votre compte sont conservées tant que celui-ci est actif, puis supprimées après sa fermeture, à l’exception de ce que la loi nous oblige à garder, notamment les pièces comptables liées aux paiements.',
        'Conformément à la loi organique n° 2004-63 du 27 juillet 2004 portant sur la protection des données à caractère personnel, vous disposez d’un droit d’accès, de rectification et de suppression de vos données. Pour l’exercer, écrivez-nous depuis la page Contact.',
      ],
    },
    {
      heading: 'Cookies et stockage local',
      paragraphs: [
        'Pour fonctionner, y compris hors ligne, l’application enregistre quelques informations sur votre appareil : la langue choisie, votre jeton de connexion, qui vous permet de rester connecté, et les pages que vous avez consultées, afin de pouvoir les afficher sans réseau.',
        'Rihla n’utilise aucun traceur publicitaire et ne partage pas votre navigation avec des régies. La déconnexion efface votre jeton de connexion ; pour tout effacer, supprimez les données du site dans les réglages de votre navigateur. Les pages enregistrées ne seront alors plus disponibles hors ligne.',
      ],
    },
    {
      heading: 'Responsabilité et disponibilité',
      paragraphs: [
        'Nous faisons notre possible pour que Rihla soit accessible en permanence, mais le service peut être interrompu pour maintenance ou en cas de panne. Hors ligne, l’application affiche les données enregistrées lors de votre dernière connexion, qui peuvent ne plus être à jour.',
        'Avant de vous déplacer, vérifiez les horaires d’ouverture, les dates des événements et les conditions d’accès auprès des lieux concernés. Rihla ne peut être tenue responsable d’un changement survenu depuis la dernière mise à jour.',
        'En cas d’urgence en Tunisie, n’attendez pas : appelez directement le 197 (police), le 198 (protection civile) ou le 190 (SAMU, urgences médicales).',
      ],
    },
    {
      heading: 'Modification des conditions',
      paragraphs: [
        'Nous pouvons faire évoluer ces conditions, par exemple pour suivre les changements du service ou de la loi. La date de la dernière mise à jour est indiquée sur cette page.',
        'En cas de changement important, nous vous en informons dans l’application ou par e-mail. Si vous continuez à utiliser Rihla après l’entrée en vigueur des nouvelles conditions, vous les acceptez ; dans le cas contraire, vous pouvez fermer votre compte à tout moment.',
      ],
    },
  ],
  updated: '2026-11-24',
};
export default page;
