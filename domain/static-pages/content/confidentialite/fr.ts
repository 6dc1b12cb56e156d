import type { StaticPageText } from '../../static-page.ts';

/** "Politique de confidentialité": what personal data Rihla keeps, where, why, and the traveller’s rights. In French. */
const page: StaticPageText = {
  title: 'Politique de confidentialité',
  intro:
    'Cette page explique quelles données personnelles Rihla recueille, pourquoi, où elles sont conservées et comment exercer vos droits. Elle précise la partie « Données personnelles » des conditions d’utilisation.',
  sections: [
    {
      heading: 'Responsable du traitement',
      paragraphs: [
        'Les données personnelles recueillies sur le site et dans l’application sont traitées par Rihla, guide de voyage et service de réservation consacrés à la Tunisie, pour faire fonctionner le service.',
        'Pour toute question sur vos données ou sur cette politique, et pour exercer vos droits, écrivez-nous depuis la page Contact.',
      ],
    },
    {
      heading: 'Les données de votre compte',
      paragraphs: [
        'Consulter le guide ne demande aucun compte. Lorsque vous en créez un, nous enregistrons votre civilité (M. ou Mme), vos nom et prénom, votre adresse e-mail, votre date de naissance, votre numéro de téléphone, votre adresse, votre code postal, votre ville et votre pays, le numéro de votre carte d’identité ou de votre passeport, ainsi que votre langue préférée.',
        'Ces informations sont demandées parce que les hôtels, les agences et les transporteurs exigent l’identité du voyageur pour confirmer une réservation. Votre adresse e-mail sert aussi à vous connecter et à vous écrire, et votre langue préférée à le faire dans votre langue.',
        'Vos réservations (prestations, dates, nombre de personnes, statut, montant) sont rattachées à votre compte, pour que vous puissiez les suivre dans « Mon espace ».',
      ],
    },
    {
      heading: 'Mot de passe et connexion',
      paragraphs: [
        'Votre mot de passe n’est jamais enregistré. Nous n’en conservons qu’une empreinte calculée avec l’algorithme argon2id, qui permet de vérifier le mot de passe saisi à la connexion sans pouvoir le retrouver : personne chez Rihla ne le connaît.',
        'À chaque connexion, le serveur crée un jeton de session aléatoire, valable 30 jours, et n’en garde lui aussi qu’une empreinte : le jeton lui-même n’est pas conservé sur nos serveurs. Il est révoqué lorsque vous vous déconnectez, et tous vos jetons le sont lorsque votre mot de passe est réinitialisé.',
        'Si vous avez oublié votre mot de passe, nous vous envoyons par e-mail un lien de réinitialisation à usage unique, valable une heure.',
      ],
    },
    {
      heading: 'Ce qui reste sur votre appareil',
      paragraphs: [
        'Pour que vous restiez connecté même après avoir fermé le navigateur ou redémarré votre appareil, l’application conserve dans le stockage local du navigateur votre jeton de connexion, ainsi que vos nom, prénom et adresse e-mail. Elle y garde aussi la langue que vous avez choisie. La déconnexion efface le jeton et ces informations personnelles.',
        'Pour que le guide fonctionne sans réseau, l’application garde également dans le cache et le stockage du navigateur les pages et les données que vous avez déjà consultées. Ces éléments restent sur votre appareil ; vous pouvez les effacer à tout moment en supprimant les données du site dans les réglages de votre navigateur.',
        'Rihla ne dépose aucun cookie de suivi ni publicitaire. Et si vous autorisez l’accès à votre position sur la page Itinéraire, celle-ci n’est utilisée que sur votre appareil : la page « Données de localisation » l’explique en détail.',
      ],
    },
    {
      heading: 'Messages de contact',
      paragraphs: [
        'Lorsque vous nous écrivez depuis la page Contact, nous enregistrons votre nom, votre adresse e-mail, l’objet et le texte de votre message, puis nous le transmettons par e-mail à l’équipe Rihla afin qu’elle puisse vous répondre.',
        'N’y indiquez que ce qui est utile à votre demande, et jamais de mot de passe ni de numéro de carte bancaire.',
      ],
    },
    {
      heading: 'Partage des données',
      paragraphs: [
        'Rihla n’utilise aucun traceur publicitaire, ne vend pas vos données et ne les utilise pas à des fins publicitaires.',
        'Lorsque vous réservez, nous transmettons au prestataire concerné — hôtel, restaurant, agence ou guide — les seules informations nécessaires pour exécuter cette réservation, par exemple votre nom et, s’il l’exige, votre numéro de pièce d’identité. Vos données ne sont communiquées à aucun prestataire auprès duquel vous n’avez rien réservé.',
      ],
    },
    {
      heading: 'Sécurité',
      paragraphs: [
        'Rihla est conçue pour être servie en HTTPS en production, de sorte que les échanges entre votre appareil et nos serveurs soient chiffrés.',
        'Les mots de passe et les jetons ne sont conservés que sous forme d’empreintes, et le nombre de tentatives de connexion est limité pour freiner les essais de mots de passe en série.',
        'Aucun système n’est infaillible : si vous remarquez une activité inhabituelle sur votre compte, changez votre mot de passe et prévenez-nous via la page Contact.',
      ],
    },
    {
      heading: 'Vos droits',
      paragraphs: [
        'Conformément à la loi organique n° 2004-63 du 27 juillet 2004 portant sur la protection des données à caractère personnel, vous disposez d’un droit d’accès à vos données, d’un droit de rectification et d’un droit de suppression.',
        'Vous pouvez consulter et modifier vous-même votre profil dans « Mon espace ». Pour obtenir une copie de vos données ou demander leur suppression, écrivez-nous depuis la page Contact.',
        'Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir l’Instance nationale de protection des données personnelles (INPDP), l’autorité tunisienne chargée de veiller au respect de cette loi.',
      ],
    },
  ],
  updated: '2026-11-24',
};
export default page;
