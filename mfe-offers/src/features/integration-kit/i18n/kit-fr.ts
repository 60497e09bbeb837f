import type { KitTexts } from './kit-en';

export const KIT_FR: KitTexts = {
  'kit.heading': 'Kit d’intégration',
  'kit.copy': 'Copier',
  'kit.copyLabel': 'Copier : {{what}}',
  'kit.copied': 'Copié : {{what}}',
  'kit.copyFailed': 'La copie a échoué. Sélectionnez le texte et copiez-le à la main.',
  'kit.postbackHeading': 'Postback de serveur à serveur',
  'kit.postbackIntro':
    'Appelez cette adresse depuis votre serveur quand un visiteur convertit, sur le domaine de suivi {{domain}}. Remplacez chaque {repère} par votre valeur ; omettez ce que vous n’envoyez pas.',
  'kit.postbackUrl': 'URL de postback',
  'kit.parametersLabel': 'Paramètres du postback',
  'kit.required': '(obligatoire)',
  'kit.optional': '(facultatif)',
  'kit.parameter.click_id':
    'L’identifiant de clic que l’URL de destination de l’offre a reçu comme {click_id} au clic du visiteur : quel clic a converti.',
  'kit.parameter.payout':
    'Ce que vous payez pour cette conversion, en {{currency}}, écrit comme {{payoutExample}} ({{digitsNote}}). Omis : le prix de l’offre.',
  'kit.digits.whole': 'unités entières, sans décimales',
  'kit.digits.decimals': 'point décimal et au plus {{digits}} décimales',
  'kit.parameter.amount':
    'Le montant de la vente en {{currency}} (par ex. {{amountExample}}) : les offres au pourcentage en paient une part.',
  'kit.parameter.status': 'approved (par défaut), pending ou rejected.',
  'kit.parameter.goal':
    'L’objectif de cette conversion, tel que l’offre le liste (p. ex. install, purchase) : chacun paie son propre prix. Omettez-le pour l’objectif par défaut de l’offre.',
  'kit.parameter.txn_id':
    'Votre numéro de commande ou de transaction : un second postback avec le même est ignoré comme doublon.',
  'kit.pixelHeading': 'Pixel image ou script pour une page de remerciement',
  'kit.pixelIntro':
    'Pas de serveur ? Placez l’un de ceux-ci sur la page que l’acheteur voit après la vente. Le navigateur du visiteur garde l’identifiant de clic depuis le clic, dans un cookie du domaine de suivi, pendant 30 jours : le pixel n’a besoin que de votre numéro de commande et du montant.',
  'kit.pixelHtml': 'Pixel image',
  'kit.scriptHtml': 'Extrait JavaScript',
  'kit.testHeading': 'Test',
  'kit.testIntro':
    'Fait un clic de test et sa conversion de bout en bout, envoie le postback de l’éditeur marqué affnet_test=1, puis annule tout : aucun rapport, chiffre du tableau de bord, liste ni fichier ne le garde.',
  'kit.testButton': 'Envoyer une conversion de test',
  'kit.stepsLabel': 'Étapes de la conversion de test',
  'kit.step.noPublisher':
    'Pas de clic de test : aucun éditeur ne peut encore diffuser cette offre. Rendez-la publique ou autorisez un éditeur, puis réessayez.',
  'kit.step.click': 'Clic trouvé : clic de test {{id}}.',
  'kit.step.conversion': 'Conversion enregistrée : {{status}}.',
  'kit.step.overCap': 'Le plafond de l’offre est atteint : une vraie serait refusée maintenant.',
  'kit.step.revenue': 'L’annonceur paie {{amount}}.',
  'kit.step.payout': 'L’éditeur gagne {{amount}}.',
  'kit.step.noPostback': 'Aucun postback d’éditeur pour cette offre : aucun mis en file.',
  'kit.step.postbacks_one': '{{count}} postback d’éditeur mis en file et envoyé :',
  'kit.step.postbacks_other': '{{count}} postbacks d’éditeur mis en file et envoyés :',
  'kit.step.postbackAnswered': 'a répondu HTTP {{code}} en {{ms}} ms.',
  'kit.step.postbackFailed': 'pas de réponse : {{error}}',
  'kit.step.rolledBack': 'Annulé : aucun chiffre, liste ni fichier ne garde ce test.',
  'kit.status.approved': 'approuvée',
  'kit.status.pending': 'en attente',
  'kit.status.rejected': 'refusée',
};
