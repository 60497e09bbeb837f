import { addTranslations } from '@affnet/core';

addTranslations('publisher', {
  en: { postbacks: 'Postbacks', apiDetails: 'API reference', downloadCenter: 'Download center' },
  es: { postbacks: 'Postbacks', apiDetails: 'Referencia de la API', downloadCenter: 'Centro de descargas' },
  fr: { postbacks: 'Postbacks', apiDetails: 'Référence de l’API', downloadCenter: 'Centre de téléchargement' },
  de: { postbacks: 'Postbacks', apiDetails: 'API-Referenz', downloadCenter: 'Download-Center' },
});
