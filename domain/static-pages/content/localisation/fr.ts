import type { StaticPageText } from '../../static-page.ts';

/** "Données de localisation": when the itinerary page asks for the traveller’s position, and what it does with it. In French. */
const page: StaticPageText = {
  title: 'Données de localisation',
  intro:
    'Une seule page de Rihla utilise la position de votre appareil : l’itinéraire vers un lieu. Voici quand elle vous la demande, ce qu’elle en fait et ce qu’elle n’en fait pas.',
  sections: [
    {
      heading: 'Quand votre position est demandée',
      paragraphs: [
        'La page Itinéraire, qui vous guide vers un lieu du guide, peut afficher votre position. Elle ne la demande jamais d’elle-même : il faut d’abord toucher le bouton « Utiliser ma position ».',
        'Votre navigateur affiche alors sa propre demande d’autorisation. Tant que vous ne l’avez pas acceptée, Rihla n’a pas accès à votre position.',
      ],
    },
    {
      heading: 'Ce que nous en faisons',
      paragraphs: [
        'Votre position est utilisée uniquement sur votre appareil, pour l’afficher sur la carte et calculer la distance à vol d’oiseau jusqu’au lieu choisi.',
        'Elle n’est ni envoyée aux serveurs de Rihla ni enregistrée : l’application l’oublie dès que vous quittez la page.',
      ],
    },
    {
      heading: 'Les liens vers les applications de cartes',
      paragraphs: [
        'Les liens « Ouvrir l’itinéraire dans » ouvrent l’application de cartes de votre choix : Google Maps, Plans d’Apple, Organic Maps ou l’application de cartes de votre téléphone, par exemple Waze. Rihla ne leur transmet que les coordonnées du lieu de destination.',
        'Cette application calcule ensuite le trajet et peut utiliser votre position selon ses propres règles de confidentialité, qui ne relèvent pas de Rihla.',
      ],
    },
    {
      heading: 'Refuser ou retirer l’autorisation',
      paragraphs: [
        'Vous pouvez refuser l’accès à votre position, ou le retirer plus tard dans les réglages de votre navigateur ou du site. La distance ne sera alors pas calculée, mais la carte, les liens vers les applications de cartes et toutes les autres fonctions de Rihla continuent de fonctionner.',
      ],
    },
    {
      heading: 'Des cartes sans serveur tiers',
      paragraphs: [
        'Les cartes de Rihla sont dessinées à partir de données fournies avec l’application : Natural Earth pour les terres, geoBoundaries pour les gouvernorats. Aucun serveur de tuiles cartographiques tiers n’est interrogé, si bien qu’aucun service extérieur n’apprend quelle partie de la carte vous regardez.',
      ],
    },
  ],
  updated: '2026-11-24',
};
export default page;
