import type { KitTexts } from './kit-en';

export const KIT_DE: KitTexts = {
  'kit.heading': 'Integrations-Kit',
  'kit.copy': 'Kopieren',
  'kit.copyLabel': 'Kopieren: {{what}}',
  'kit.copied': 'Kopiert: {{what}}',
  'kit.copyFailed': 'Kopieren fehlgeschlagen. Markieren Sie den Text und kopieren Sie ihn von Hand.',
  'kit.postbackHeading': 'Server-zu-Server-Postback',
  'kit.postbackIntro':
    'Rufen Sie diese Adresse von Ihrem Server auf, wenn ein Besucher konvertiert, auf der Tracking-Domain {{domain}}. Ersetzen Sie jeden {Platzhalter} durch Ihren Wert; lassen Sie weg, was Sie nicht senden.',
  'kit.postbackUrl': 'Postback-URL',
  'kit.parametersLabel': 'Postback-Parameter',
  'kit.required': '(Pflicht)',
  'kit.optional': '(optional)',
  'kit.parameter.click_id':
    'Die Klick-ID, die die Ziel-URL des Angebots beim Klick des Besuchers als {click_id} erhielt: welcher Klick konvertiert hat.',
  'kit.parameter.payout':
    'Was Sie für diese Conversion zahlen, in {{currency}}, geschrieben wie {{payoutExample}} ({{digitsNote}}). Weggelassen: der Preis des Angebots.',
  'kit.digits.whole': 'ganze Einheiten, ohne Nachkommastellen',
  'kit.digits.decimals': 'Dezimalpunkt und höchstens {{digits}} Nachkommastellen',
  'kit.parameter.amount':
    'Der Verkaufsbetrag in {{currency}} (z. B. {{amountExample}}): Prozent-Angebote zahlen einen Anteil davon.',
  'kit.parameter.status': 'approved (Standard), pending oder rejected.',
  'kit.parameter.goal':
    'Das Ziel dieser Conversion, wie das Angebot es aufführt (z. B. install, purchase): jedes zahlt seinen eigenen Preis. Für das Standardziel des Angebots weglassen.',
  'kit.parameter.txn_id':
    'Ihre Bestell- oder Transaktions-ID: ein zweiter Postback mit derselben wird als Duplikat ignoriert.',
  'kit.pixelHeading': 'Bild-Pixel oder Skript für eine Dankesseite',
  'kit.pixelIntro':
    'Kein Server? Setzen Sie eines davon auf die Seite, die der Käufer nach dem Kauf sieht. Der Browser des Besuchers behält die Klick-ID seit dem Klick 30 Tage lang in einem Cookie der Tracking-Domain: das Pixel braucht nur Ihre Bestell-ID und den Betrag.',
  'kit.pixelHtml': 'Bild-Pixel',
  'kit.scriptHtml': 'JavaScript-Snippet',
  'kit.testHeading': 'Test',
  'kit.testIntro':
    'Erzeugt einen Testklick und seine Conversion von Anfang bis Ende, sendet den Postback des Publishers mit affnet_test=1 und macht dann alles rückgängig: kein Bericht, keine Dashboard-Zahl, keine Liste und keine Datei behält ihn.',
  'kit.testButton': 'Test-Conversion senden',
  'kit.stepsLabel': 'Schritte der Test-Conversion',
  'kit.step.noPublisher':
    'Kein Testklick: noch kein Publisher darf dieses Angebot bewerben. Machen Sie es öffentlich oder lassen Sie einen Publisher zu und versuchen Sie es erneut.',
  'kit.step.click': 'Klick gefunden: Testklick {{id}}.',
  'kit.step.conversion': 'Conversion erfasst: {{status}}.',
  'kit.step.overCap': 'Das Limit des Angebots ist erreicht: eine echte würde jetzt abgelehnt.',
  'kit.step.revenue': 'Der Advertiser zahlt {{amount}}.',
  'kit.step.payout': 'Der Publisher verdient {{amount}}.',
  'kit.step.noPostback': 'Für dieses Angebot ist kein Publisher-Postback eingerichtet: keiner wurde eingereiht.',
  'kit.step.postbacks_one': '{{count}} Publisher-Postback eingereiht und gesendet:',
  'kit.step.postbacks_other': '{{count}} Publisher-Postbacks eingereiht und gesendet:',
  'kit.step.postbackAnswered': 'antwortete HTTP {{code}} in {{ms}} ms.',
  'kit.step.postbackFailed': 'keine Antwort: {{error}}',
  'kit.step.rolledBack': 'Rückgängig gemacht: keine Zahl, Liste oder Datei behält diesen Test.',
  'kit.status.approved': 'genehmigt',
  'kit.status.pending': 'ausstehend',
  'kit.status.rejected': 'abgelehnt',
};
