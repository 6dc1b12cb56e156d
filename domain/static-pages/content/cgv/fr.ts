import type { StaticPageText } from '../../static-page.ts';

/** "Conditions générales de vente": terms of sale for bookings made through Rihla with hotels, guides, agencies… In French. */
const page: StaticPageText = {
  title: 'Conditions générales de vente',
  intro:
    'Les présentes conditions générales de vente s’appliquent à toute réservation effectuée par l’intermédiaire de Rihla, sur le site comme dans l’application. Merci de les lire attentivement avant de confirmer une réservation.',
  sections: [
    {
      heading: 'Parties et objet',
      paragraphs: [
        'Rihla est un service d’intermédiation : il vous permet de découvrir des prestations touristiques en Tunisie et d’adresser des demandes de réservation aux prestataires qui les proposent. Rihla n’est ni un hôtel, ni un restaurant, ni une agence de voyage, ni un loueur de véhicules.',
        'La prestation elle-même — hébergement, repas, sortie guidée, circuit, activité ou location de véhicule — est exécutée par le prestataire (hôtel, maison d’hôtes, restaurant, guide, agence ou loueur), qui en est seul responsable. Le contrat de prestation est conclu entre vous et ce prestataire ; les présentes conditions encadrent l’utilisation du service de réservation de Rihla.',
        'En confirmant une réservation, vous reconnaissez avoir pris connaissance des présentes conditions et des conditions particulières du prestataire affichées avant la confirmation, et les accepter.',
      ],
    },
    {
      heading: 'Réservations',
      paragraphs: [
        'Une réservation envoyée depuis Rihla est d’abord une demande. Elle apparaît dans votre compte avec le statut « en attente » tant que le prestataire ne l’a pas confirmée.',
        'Le prestataire confirme ou refuse la demande, notamment selon ses disponibilités. Vous recevez alors un e-mail indiquant si votre réservation est confirmée ou refusée, et son statut est mis à jour dans votre compte. Seule une réservation confirmée engage le prestataire ; en cas de refus, les sommes éventuellement versées pour cette demande vous sont remboursées.',
        'Pour les sorties et circuits proposés par un guide, celui-ci peut accepter ou rejeter la demande, par exemple selon la date, la taille du groupe ou la météo. Dans tous les cas, vérifiez les informations saisies (dates, nombre de personnes, coordonnées) : elles sont transmises telles quelles au prestataire.',
      ],
    },
    {
      heading: 'Prix et devise',
      paragraphs: [
        'Les prix sont indiqués en dinars tunisiens (DT). Ils incluent les taxes telles qu’indiquées sur la fiche de la prestation ; lorsqu’un frais local n’est pas inclus, par exemple une taxe de séjour payable sur place, il est signalé avant la réservation.',
        'Le prix applicable est celui affiché au moment de la réservation et rappelé dans son récapitulatif. Une modification ultérieure des tarifs par le prestataire est sans effet sur une réservation déjà envoyée.',
        'Si vous payez avec une carte émise dans une autre devise, votre banque peut appliquer un taux de change et des frais de conversion, qui ne dépendent ni de Rihla ni du prestataire.',
      ],
    },
    {
      heading: 'Paiement',
      paragraphs: [
        'Lorsque le paiement en ligne est proposé, il s’effectue par carte bancaire, sur une interface de paiement sécurisée. Rihla ne conserve pas le numéro complet de votre carte.',
        'Si le paiement échoue ou est interrompu, la réservation peut ne pas être enregistrée, ou être enregistrée sans être payée. Vérifiez alors son statut dans votre compte et contactez le service client depuis la page Contact avant de payer à nouveau, afin d’éviter un double débit.',
      ],
    },
    {
      heading: 'Annulation et modification',
      paragraphs: [
        'Chaque prestataire fixe ses propres conditions d’annulation et de modification : délais, frais éventuels, remboursement. Elles sont affichées avant la confirmation de la réservation et ce sont elles qui s’appliquent.',
        'Pour annuler, connectez-vous à votre compte, ouvrez la liste de vos réservations, sélectionnez celle qui vous concerne et confirmez l’annulation ; un e-mail vous la confirme. Pour changer de dates ou de nombre de personnes, annulez puis envoyez une nouvelle demande dans le respect de ces conditions, ou contactez le service client depuis la page Contact.',
        'Si le prestataire annule une réservation confirmée, vous en êtes informé par e-mail et les sommes déjà versées pour cette réservation vous sont intégralement remboursées.',
      ],
    },
    {
      heading: 'Location de véhicules',
      paragraphs: [
        'Le conducteur doit être titulaire d’un permis de conduire valide, correspondant à la catégorie du véhicule. Le loueur peut exiger un âge minimum et une ancienneté de permis, et demander à voir le permis et une pièce d’identité à la remise du véhicule.',
        'Lors de la réservation, vous indiquez la date de début et la date de fin de la location, ainsi que le lieu de prise en charge et le lieu de restitution du véhicule.',
        'Le montant total est égal au prix journalier multiplié par le nombre de jours de location. Le carburant, les péages, les amendes, la caution et les options (siège enfant, conducteur supplémentaire…) relèvent des conditions du loueur, affichées avant la réservation.',
      ],
    },
    {
      heading: 'Responsabilité',
      paragraphs: [
        'Rihla s’engage à transmettre fidèlement vos demandes de réservation et à vous tenir informé de leur suivi. Les descriptions, photos et prix des prestations sont fournis par les prestataires ; Rihla veille à leur clarté mais ne peut garantir l’exactitude de chaque détail.',
        'Le prestataire est seul responsable de la bonne exécution de la prestation. La responsabilité de Rihla ne peut être engagée qu’en cas de manquement dans le service de réservation lui-même, et dans les limites prévues par la loi.',
        'Les établissements du catalogue de démonstration sont fictifs : une réservation faite auprès d’eux ne donne lieu à aucune prestation réelle.',
      ],
    },
    {
      heading: 'Réclamations et médiation',
      paragraphs: [
        'En cas de problème pendant la prestation, signalez-le d’abord au prestataire, sur place si possible, afin qu’il puisse y remédier rapidement.',
        'Si le désaccord persiste, adressez une réclamation au service client depuis la page Contact, en indiquant la référence de la réservation et en joignant tout élément utile. Nous faisons le lien avec le prestataire et vous répondons dans les meilleurs délais.',
        'À défaut de solution amiable, vous pouvez recourir à une médiation ou saisir les organismes de protection des consommateurs compétents avant toute action en justice.',
      ],
    },
    {
      heading: 'Droit applicable et juridiction',
      paragraphs: [
        'Les présentes conditions sont soumises au droit tunisien.',
        'Tout litige relatif à leur interprétation ou à leur exécution qui n’a pas pu être réglé à l’amiable relève des tribunaux compétents de Tunis, sous réserve des règles impératives protégeant les consommateurs.',
      ],
    },
  ],
  updated: '2026-11-24',
};
export default page;
