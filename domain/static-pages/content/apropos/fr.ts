import type { StaticPageText } from '../../static-page.ts';

/** "À propos": who builds Rihla, what the app offers, how the demo catalogue works, how to reach us. In French. */
const page: StaticPageText = {
  title: 'À propos de Rihla',
  intro:
    'Rihla signifie « voyage » en arabe. C’est un guide de voyage et une application de réservation consacrés à la Tunisie, conçus pour fonctionner partout, même hors ligne.',
  sections: [
    {
      heading: 'Qui sommes-nous',
      paragraphs: [
        'Nous sommes une petite équipe qui conçoit et développe Rihla, un guide de voyage et une application de réservation pour la Tunisie. Nous aimons ce pays, ses paysages, son patrimoine et son hospitalité, et nous voulons le rendre plus accessible aux voyageurs du monde entier.',
        'Nous avançons par petites étapes : chaque fonctionnalité est testée sur téléphone, sur une connexion lente et sans réseau, dans les sept langues de l’application, avant d’être mise en ligne.',
      ],
    },
    {
      heading: 'Ce que vous trouvez dans l’application',
      paragraphs: [
        'Pour vous loger et vous restaurer : des hôtels, des maisons d’hôtes et des restaurants, avec leur description, leurs photos, leurs prix et leur emplacement.',
        'Pour découvrir le pays : des musées, des monuments et des sites du patrimoine, des festivals et des événements, des activités, des circuits, des guides touristiques, ainsi que des lieux d’artisanat et de bien-être. Des vidéos vous en donnent un aperçu avant le départ.',
        'Pour vous déplacer : la location de véhicules et des informations pratiques sur les aéroports, sans oublier une page qui réunit les numéros d’urgence.',
      ],
    },
    {
      heading: 'Comment fonctionne le catalogue de démonstration',
      paragraphs: [
        'Rihla est aujourd’hui présentée avec un catalogue de démonstration. Les établissements et prestataires qui y figurent — hôtels, maisons d’hôtes, restaurants, agences, guides et véhicules de location — sont des données fictives, créées pour montrer le fonctionnement de l’application. Leurs noms, leurs prix et leurs disponibilités ne correspondent à aucune entreprise réelle.',
        'En revanche, les sites du patrimoine, les festivals, les aéroports et les numéros d’urgence sont des informations publiques réelles. Nous les vérifions avec soin, mais les horaires et les dates peuvent changer : pensez à les confirmer avant de vous déplacer.',
      ],
    },
    {
      heading: 'Nous contacter',
      paragraphs: [
        'Une question, une suggestion, une erreur repérée dans le guide ? Écrivez-nous depuis la page Contact de l’application. Nous lisons tous les messages et répondons dans les meilleurs délais.',
        'Vous êtes un professionnel du tourisme en Tunisie et souhaitez figurer dans Rihla ? Passez également par la page Contact pour nous présenter votre établissement ou votre activité.',
      ],
    },
  ],
  updated: '2026-11-24',
};
export default page;
