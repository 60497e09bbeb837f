import type { KitTexts } from './kit-en';

export const KIT_ES: KitTexts = {
  'kit.heading': 'Kit de integración',
  'kit.copy': 'Copiar',
  'kit.copyLabel': 'Copiar: {{what}}',
  'kit.copied': 'Copiado: {{what}}',
  'kit.copyFailed': 'No se pudo copiar. Seleccione el texto y cópielo a mano.',
  'kit.postbackHeading': 'Postback de servidor a servidor',
  'kit.postbackIntro':
    'Llame a esta dirección desde su servidor cuando un visitante convierta, en el dominio de seguimiento {{domain}}. Sustituya cada {marcador} por su valor; omita lo que no envíe.',
  'kit.postbackUrl': 'URL de postback',
  'kit.parametersLabel': 'Parámetros del postback',
  'kit.required': '(obligatorio)',
  'kit.optional': '(opcional)',
  'kit.parameter.click_id':
    'El id de clic que la URL de destino de la oferta recibió como {click_id} cuando el visitante hizo clic: qué clic convirtió.',
  'kit.parameter.payout':
    'Lo que paga por esta conversión, en {{currency}}, escrito como {{payoutExample}} ({{digitsNote}}). Si se omite: el precio de la oferta.',
  'kit.digits.whole': 'unidades enteras, sin decimales',
  'kit.digits.decimals': 'punto decimal y como máximo {{digits}} decimales',
  'kit.parameter.amount':
    'El importe de la venta en {{currency}} (p. ej. {{amountExample}}): las ofertas por porcentaje pagan una parte.',
  'kit.parameter.status': 'approved (por defecto), pending o rejected.',
  'kit.parameter.goal':
    'El objetivo de esta conversión, tal como lo lista la oferta (p. ej. install, purchase): cada uno paga su propio precio. Omítalo para el objetivo predeterminado de la oferta.',
  'kit.parameter.txn_id': 'Su id de pedido o transacción: un segundo postback con el mismo se ignora como duplicado.',
  'kit.pixelHeading': 'Píxel de imagen o script para una página de agradecimiento',
  'kit.pixelIntro':
    '¿Sin servidor? Ponga uno de estos en la página que el comprador ve tras la venta. El navegador del visitante guarda el id de clic desde el clic, en una cookie del dominio de seguimiento, durante 30 días: el píxel solo necesita su id de pedido y el importe.',
  'kit.pixelHtml': 'Píxel de imagen',
  'kit.scriptHtml': 'Fragmento de JavaScript',
  'kit.testHeading': 'Prueba',
  'kit.testIntro':
    'Hace un clic de prueba y su conversión de principio a fin, envía el postback del publisher marcado affnet_test=1 y luego lo deshace todo: ningún informe, cifra del panel, lista ni archivo lo conserva.',
  'kit.testButton': 'Enviar una conversión de prueba',
  'kit.stepsLabel': 'Pasos de la conversión de prueba',
  'kit.step.noPublisher':
    'Sin clic de prueba: ningún publisher puede ejecutar aún esta oferta. Hágala pública o autorice a un publisher y vuelva a intentarlo.',
  'kit.step.click': 'Clic encontrado: clic de prueba {{id}}.',
  'kit.step.conversion': 'Conversión registrada: {{status}}.',
  'kit.step.overCap': 'El límite de la oferta está alcanzado: una real se rechazaría ahora.',
  'kit.step.revenue': 'El anunciante paga {{amount}}.',
  'kit.step.payout': 'El publisher gana {{amount}}.',
  'kit.step.noPostback': 'No hay postback de publisher para esta oferta: no se puso ninguno en cola.',
  'kit.step.postbacks_one': '{{count}} postback de publisher en cola y enviado:',
  'kit.step.postbacks_other': '{{count}} postbacks de publisher en cola y enviados:',
  'kit.step.postbackAnswered': 'respondió HTTP {{code}} en {{ms}} ms.',
  'kit.step.postbackFailed': 'sin respuesta: {{error}}',
  'kit.step.rolledBack': 'Deshecho: ninguna cifra, lista ni archivo conserva esta prueba.',
  'kit.status.approved': 'aprobada',
  'kit.status.pending': 'pendiente',
  'kit.status.rejected': 'rechazada',
};
