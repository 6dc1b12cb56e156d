import { useLingui } from '@lingui/react/macro';
import { PARTNER_LIMITS, type PartnerProblem } from '../../../domain/partners.ts';

/** Every problem a field of the partner forms can have, in the page's language. */
export function usePartnerProblemText() {
  const { t } = useLingui();
  return (problem: string | undefined): string | undefined => {
    switch (problem as PartnerProblem | undefined) {
      case undefined:
        return undefined;
      case 'required':
        return t`Ce champ est obligatoire.`;
      case 'too_long':
        return t`Ce texte est trop long (${PARTNER_LIMITS.presentation} caractères au plus).`;
      case 'invalid_licence':
        return t`Saisissez le numéro de votre licence ou de votre carte professionnelle (lettres, chiffres, / et -).`;
      case 'invalid_phone':
        return t`Saisissez un numéro de téléphone valide (8 à 15 chiffres).`;
      case 'invalid_website':
        return t`Saisissez une adresse web complète, commençant par https://.`;
      case 'invalid_years':
        return t`Saisissez un nombre d’années entre 0 et ${PARTNER_LIMITS.yearsExperience}.`;
      case 'unknown_language':
      case 'unknown_place':
        return t`Choisissez dans la liste.`;
      case 'invalid_photo':
        return t`Ajoutez une photo de vous.`;
      default:
        return t`Valeur non valable.`;
    }
  };
}
