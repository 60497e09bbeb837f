import { addTranslations } from '@affnet/core';

/**
 * The dashboard's periods in words (statistics namespace): each figure says its days and, for today, the time it
 * counts until; a comparison names the other days and that they stop at the same time.
 */
addTranslations('statistics', {
  en: {
    'dashboard.daysUntil': '{{days}}, until {{time}}',
    'dashboard.vsSameHours': 'vs {{days}}, same hours',
    'dashboard.vsYesterday': 'vs yesterday, same hours',
    'dashboard.vsWhole': 'vs {{days}}, the whole month',
    'dashboard.last30Days': 'Last 30 days: {{days}}, today until {{time}}',
    'dashboard.rankedBy.payout': 'ranked by payout',
    'dashboard.rankedBy.revenue': 'ranked by revenue',
    'dashboard.rankedBy.cost': 'ranked by cost',
    'dashboard.todaySoFar': 'Today so far (until {{time}}), not a whole day',
    'dashboard.todaySoFarDay': '{{day}} (today until {{time}})',
    'dashboard.chartOfDays': 'Chart of clicks and conversions per day, {{days}}; the last day is today until {{time}}',
  },
  es: {
    'dashboard.daysUntil': '{{days}}, hasta las {{time}}',
    'dashboard.vsSameHours': 'frente a {{days}}, mismas horas',
    'dashboard.vsYesterday': 'frente a ayer, mismas horas',
    'dashboard.vsWhole': 'frente a {{days}}, el mes entero',
    'dashboard.last30Days': 'Últimos 30 días: {{days}}, hoy hasta las {{time}}',
    'dashboard.rankedBy.payout': 'ordenadas por pago',
    'dashboard.rankedBy.revenue': 'ordenadas por ingresos',
    'dashboard.rankedBy.cost': 'ordenadas por coste',
    'dashboard.todaySoFar': 'Hoy hasta ahora (hasta las {{time}}), no un día entero',
    'dashboard.todaySoFarDay': '{{day}} (hoy hasta las {{time}})',
    'dashboard.chartOfDays':
      'Gráfico de clics y conversiones por día, {{days}}; el último día es hoy hasta las {{time}}',
  },
  fr: {
    'dashboard.daysUntil': '{{days}}, jusqu’à {{time}}',
    'dashboard.vsSameHours': 'par rapport au {{days}}, mêmes heures',
    'dashboard.vsYesterday': 'par rapport à hier, mêmes heures',
    'dashboard.vsWhole': 'par rapport au {{days}}, le mois entier',
    'dashboard.last30Days': '30 derniers jours : {{days}}, aujourd’hui jusqu’à {{time}}',
    'dashboard.rankedBy.payout': 'classées par rémunération',
    'dashboard.rankedBy.revenue': 'classées par revenu',
    'dashboard.rankedBy.cost': 'classées par coût',
    'dashboard.todaySoFar': 'Aujourd’hui jusqu’ici (jusqu’à {{time}}), pas une journée entière',
    'dashboard.todaySoFarDay': '{{day}} (aujourd’hui jusqu’à {{time}})',
    'dashboard.chartOfDays':
      'Graphique des clics et conversions par jour, {{days}} ; le dernier jour est aujourd’hui jusqu’à {{time}}',
  },
  de: {
    'dashboard.daysUntil': '{{days}}, bis {{time}} Uhr',
    'dashboard.vsSameHours': 'gegenüber {{days}}, gleiche Uhrzeit',
    'dashboard.vsYesterday': 'gegenüber gestern, gleiche Uhrzeit',
    'dashboard.vsWhole': 'gegenüber {{days}}, ganzer Monat',
    'dashboard.last30Days': 'Letzte 30 Tage: {{days}}, heute bis {{time}} Uhr',
    'dashboard.rankedBy.payout': 'nach Auszahlung geordnet',
    'dashboard.rankedBy.revenue': 'nach Umsatz geordnet',
    'dashboard.rankedBy.cost': 'nach Kosten geordnet',
    'dashboard.todaySoFar': 'Heute bisher (bis {{time}} Uhr), kein ganzer Tag',
    'dashboard.todaySoFarDay': '{{day}} (heute bis {{time}} Uhr)',
    'dashboard.chartOfDays':
      'Diagramm der Klicks und Conversions pro Tag, {{days}}; der letzte Tag ist heute bis {{time}} Uhr',
  },
});
