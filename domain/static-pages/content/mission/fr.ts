import type { StaticPageText } from '../../static-page.ts';

/** "Notre mission": why Rihla exists — travel at your own pace, offline use, seven languages, local partners. In French. */
const page: StaticPageText = {
  title: 'Notre mission',
  intro:
    'Rihla veut rendre la Tunisie simple à découvrir : un seul compagnon de voyage pour s’informer, réserver et se repérer, même loin de tout réseau.',
  sections: [
    {
      heading: 'Voyager en Tunisie à votre rythme',
      paragraphs: [
        'Du nord boisé de Tabarka aux oasis de Tozeur, des médinas de Tunis et de Sousse aux plages de Djerba, la Tunisie se parcourt de mille façons. Rihla rassemble en un même endroit ce qu’il faut pour préparer un séjour : où dormir, où manger, quoi visiter et comment se déplacer.',
        'Vous choisissez vos étapes, vos dates et votre budget. Que vous partiez pour un week-end ou pour trois semaines, seul, en famille ou en groupe, l’application vous aide à composer un voyage qui vous ressemble, sans itinéraire imposé.',
      ],
    },
    {
      heading: 'Une application qui fonctionne hors ligne',
      paragraphs: [
        'Sur les routes du Sud ou dans les montagnes du Nord-Ouest, le réseau mobile n’est pas toujours au rendez-vous. Rihla est conçue pour continuer à fonctionner sans connexion : les pages du guide que vous avez consultées, les numéros d’urgence et vos réservations restent disponibles sur votre appareil.',
        'Dès que le signal revient, l’application se met à jour discrètement. Vous gardez ainsi l’essentiel sous la main, sans dépendre d’un point Wi-Fi ni consommer inutilement vos données mobiles.',
      ],
    },
    {
      heading: 'Sept langues, dont l’arabe',
      paragraphs: [
        'Rihla parle français, anglais, arabe, russe, chinois, japonais et coréen. Chaque page, chaque bouton et chaque message est traduit, pour que chacun puisse préparer son voyage dans la langue qui lui est la plus familière.',
        'L’arabe s’affiche de droite à gauche, avec une mise en page pensée pour ce sens de lecture. Les noms de lieux sont écrits sous la forme usuelle de chaque langue, pour vous aider à les reconnaître sur les panneaux comme dans la conversation.',
      ],
    },
    {
      heading: 'Aux côtés des partenaires locaux',
      paragraphs: [
        'Hôtels, maisons d’hôtes, guides, agences de voyage, loueurs de véhicules, restaurateurs et artisans : le voyage en Tunisie se fait avec celles et ceux qui accueillent les visiteurs au quotidien. Rihla veut leur offrir une vitrine claire et un moyen simple de recevoir des réservations.',
        'En réservant directement auprès de ces prestataires, vous contribuez à faire vivre un tourisme plus proche des régions et de leurs habitants, bien au-delà des seules stations balnéaires.',
      ],
    },
  ],
  updated: '2026-11-24',
};
export default page;
