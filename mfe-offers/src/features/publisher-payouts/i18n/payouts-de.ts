import type { PayoutsTexts } from './payouts-en';

export const PAYOUTS_DE: PayoutsTexts = {
  'payouts.heading': 'Auszahlungen pro Publisher',
  'payouts.intro':
    'Die eigene Auszahlung eines Publishers ersetzt nur für ihn die Auszahlung des Angebots: seine Angebotsliste, die Angebotsseite, seine Postbacks und Statistiken zeigen sie. Der Preis des Advertisers ändert sich nicht.',
  'payouts.tableLabel': 'Publisher mit eigener Auszahlung',
  'payouts.publisher': 'Publisher',
  'payouts.goal': 'Ziel',
  'payouts.payout': 'Auszahlung',
  'payouts.actions': 'Aktionen',
  'payouts.empty':
    'Kein Publisher hat eine eigene Auszahlung für dieses Angebot: jeder erhält die Auszahlung des Angebots.',
  'payouts.loading': 'Auszahlungen pro Publisher werden geladen…',
  'payouts.edit': 'Bearbeiten',
  'payouts.editLabel': 'Auszahlung von {{name}} bearbeiten',
  'payouts.remove': 'Entfernen',
  'payouts.removeLabel': 'Auszahlung von {{name}} entfernen',
  'payouts.formHeading': 'Auszahlung eines Publishers festlegen',
  'payouts.choose': 'Publisher wählen',
  'payouts.amount': 'Auszahlung ({{unit}})',
  'payouts.amountHint': 'Zum Beispiel {{example}}',
  'payouts.save': 'Auszahlung speichern',
  'payouts.saved': 'Auszahlung von {{name}} gespeichert',
  'payouts.removed': 'Auszahlung von {{name}} entfernt: er erhält wieder die des Angebots',
  'payouts.error.publisher': 'Wählen Sie einen Publisher',
  'payouts.error.amount': 'Geben Sie einen Betrag wie {{example}} ein',
  'payouts.error.amountDigits': '{{unit}} hat höchstens {{digits}} Nachkommastellen: z. B. {{example}}',
  'payouts.error.amountNegative': 'Eine Auszahlung kann nicht negativ sein',
  'payouts.error.percent': 'Ein Prozentsatz kann nicht über 100 liegen',
  'payouts.noPublishers': 'Dieses Netzwerk hat noch keine Publisher.',
};
