/** English texts of an offer's integration kit (in the `offers` namespace, under `kit.`). */
export const KIT_EN = {
  'kit.heading': 'Integration kit',
  'kit.copy': 'Copy',
  'kit.copyLabel': 'Copy: {{what}}',
  'kit.copied': 'Copied: {{what}}',
  'kit.copyFailed': 'It could not be copied. Select the text and copy it by hand.',
  'kit.postbackHeading': 'Server-to-server postback',
  'kit.postbackIntro':
    'Call this address from your server when a visitor converts, on the tracking domain {{domain}}. Replace each {placeholder} with your value; leave out what you do not send.',
  'kit.postbackUrl': 'Postback URL',
  'kit.parametersLabel': 'Postback parameters',
  'kit.required': '(required)',
  'kit.optional': '(optional)',
  'kit.parameter.click_id':
    'The click id the offer’s destination URL received as {click_id} when the visitor clicked: which click converted.',
  'kit.parameter.payout':
    'What you pay for this conversion, in {{currency}}, written like {{payoutExample}} ({{digitsNote}}). Left out: the offer’s price.',
  'kit.digits.whole': 'whole units, no decimals',
  'kit.digits.decimals': 'a decimal point and at most {{digits}} decimals',
  'kit.parameter.amount':
    'The sale amount in {{currency}} (e.g. {{amountExample}}): percentage offers pay a share of it.',
  'kit.parameter.status': 'approved (the default), pending or rejected.',
  'kit.parameter.goal':
    'The goal this conversion is for, as the offer lists it (e.g. install, purchase): each pays its own price. Leave it out for the offer’s default goal.',
  'kit.parameter.txn_id':
    'Your order or transaction id: a second postback with the same one is ignored as a duplicate.',
  'kit.pixelHeading': 'Image pixel or script for a thank-you page',
  'kit.pixelIntro':
    'No server? Put one of these on the page a buyer sees after the sale. The visitor’s browser keeps the click id from the click, in a cookie of the tracking domain, for 30 days: the pixel needs only your order id and the amount.',
  'kit.pixelHtml': 'Image pixel',
  'kit.scriptHtml': 'JavaScript snippet',
  'kit.testHeading': 'Test',
  'kit.testIntro':
    'Makes a test click and its conversion end to end, fires the publisher’s postback marked affnet_test=1, then undoes it all: no report, dashboard figure, list or file keeps it.',
  'kit.testButton': 'Send a test conversion',
  'kit.stepsLabel': 'Test conversion steps',
  'kit.step.noPublisher':
    'No test click: no publisher may run this offer yet. Make it public or allow a publisher, then try again.',
  'kit.step.click': 'Click found: test click {{id}}.',
  'kit.step.conversion': 'Conversion recorded: {{status}}.',
  'kit.step.overCap': 'The offer’s cap is reached, so a real one would be rejected now.',
  'kit.step.revenue': 'The advertiser pays {{amount}}.',
  'kit.step.payout': 'The publisher earns {{amount}}.',
  'kit.step.noPostback': 'No publisher postback is set up for this offer: none was queued.',
  'kit.step.postbacks_one': '{{count}} publisher postback queued and fired:',
  'kit.step.postbacks_other': '{{count}} publisher postbacks queued and fired:',
  'kit.step.postbackAnswered': 'answered HTTP {{code}} in {{ms}} ms.',
  'kit.step.postbackFailed': 'got no answer: {{error}}',
  'kit.step.rolledBack': 'Undone: no figure, list or file keeps this test.',
  'kit.status.approved': 'approved',
  'kit.status.pending': 'pending',
  'kit.status.rejected': 'rejected',
};

export type KitTexts = typeof KIT_EN;
