import type { PayoutsTexts } from './payouts-en';

export const PAYOUTS_FR: PayoutsTexts = {
  'payouts.heading': 'Rémunérations par éditeur',
  'payouts.intro':
    "La rémunération propre d'un éditeur remplace celle de l'offre pour lui seul : sa liste d'offres, la page de l'offre, ses postbacks et ses statistiques l'affichent. Le prix de l'annonceur ne change pas.",
  'payouts.tableLabel': 'Éditeurs ayant leur propre rémunération',
  'payouts.publisher': 'Éditeur',
  'payouts.goal': 'Objectif',
  'payouts.payout': 'Rémunération',
  'payouts.actions': 'Actions',
  'payouts.empty':
    "Aucun éditeur n'a sa propre rémunération sur cette offre : chacun touche la rémunération de l'offre.",
  'payouts.loading': 'Chargement des rémunérations par éditeur…',
  'payouts.edit': 'Modifier',
  'payouts.editLabel': 'Modifier la rémunération de {{name}}',
  'payouts.remove': 'Supprimer',
  'payouts.removeLabel': 'Supprimer la rémunération de {{name}}',
  'payouts.formHeading': "Définir la rémunération d'un éditeur",
  'payouts.choose': 'Choisissez un éditeur',
  'payouts.amount': 'Rémunération ({{unit}})',
  'payouts.amountHint': 'Par exemple {{example}}',
  'payouts.save': 'Enregistrer la rémunération',
  'payouts.saved': 'Rémunération de {{name}} enregistrée',
  'payouts.removed': "Rémunération de {{name}} supprimée : il touche de nouveau celle de l'offre",
  'payouts.error.publisher': 'Choisissez un éditeur',
  'payouts.error.amount': 'Saisissez un montant comme {{example}}',
  'payouts.error.amountDigits': '{{unit}} a au plus {{digits}} décimales : p. ex. {{example}}',
  'payouts.error.amountNegative': 'Une rémunération ne peut pas être négative',
  'payouts.error.percent': 'Un pourcentage ne peut pas dépasser 100',
  'payouts.noPublishers': "Ce réseau n'a pas encore d'éditeurs.",
};
