/**
 * The statistics page's words in Spanish. The figures and chart data are the English module's,
 * unchanged: no number is translated.
 */
import type { Translation } from '@core/i18n';
import type * as en from '@core/content/statistics';

export { chartData, researchFigures } from '@core/content/statistics';

export const statisticsTexts: Translation<typeof en.statisticsTexts> = {
  eyebrow: 'Estadísticas',
  title: 'Las cifras detrás de nuestro trabajo',
  intro: 'Lo que dicen las investigaciones sobre la violencia de pareja y la recuperación, y lo que muestran las autoevaluaciones de nuestra comunidad.',
  researchHeading: 'Lo que muestran las investigaciones',
  chartsHeading: 'Una mirada más de cerca',
  programsHeading: 'Resultados de los programas',
  programsIntro: 'De las mujeres que se unen a nuestros programas de recuperación:',
  loading: 'Cargando las estadísticas...',
  researchSourceNote: 'Cifras de investigaciones sobre la violencia de pareja en los Estados Unidos.',
  cards: {
    ipvLifetime: 'de las mujeres viven violencia de pareja en algún momento de su vida',
    psychologicalAggression: 'de las mujeres viven agresión psicológica de una pareja',
    physicalViolence: 'de las mujeres viven violencia física de una pareja',
    lifetimeCost: 'de costo a lo largo de la vida, por mujer',
    economicCost: 'de costo económico total',
    mentalHealth: 'con problemas de salud mental',
    recoveryTime: 'de tiempo promedio de recuperación',
  },
  // Not shown on the Spanish site, which gives the whole figure ("$3,600,000,000,000": its line's
  // largeSums in core/languages.ts): a Spanish "billón" (10^12) is read as the English billion by many readers in the US.
  trillionDollars: '${amount} billones',
  months: '{count, plural, one {# mes} other {# meses}}',
  charts: {
    violenceTypes: {
      title: 'Tipos de violencia que viven las mujeres',
      description:
        'El porcentaje de mujeres que han vivido cada tipo de violencia de una pareja a lo largo de su vida. Muchas mujeres viven más de un tipo, por eso las cifras suman más de 100%.',
      labelHeading: 'Tipo de violencia',
      valueHeading: 'Mujeres (%)',
      labels: ['Agresión psicológica', 'Violencia física', 'Violencia sexual', 'Acecho'],
    },
    recoveryPhases: {
      title: 'Progreso típico de la recuperación (ilustrativo)',
      description:
        'Una ilustración de cómo suele avanzar la sanación, fase por fase. No son datos medidos: el camino de cada mujer es distinto, y los retrocesos son parte normal de él.',
      labelHeading: 'Fase',
      valueHeading: 'Progreso (%)',
      labels: ['Fase 1', 'Fase 2', 'Fase 3', 'Fase 4', 'Fase 5', 'Fase 6'],
    },
    mentalHealth: {
      title: 'Efectos en la salud mental de las sobrevivientes',
      description: 'El porcentaje de sobrevivientes que viven con cada uno de estos efectos. Ninguno es un fracaso personal.',
      labelHeading: 'Efecto',
      valueHeading: 'Sobrevivientes (%)',
      labels: ['Depresión', 'Ansiedad', 'TEPT', 'Baja autoestima', 'Consumo de sustancias', 'Pensamientos suicidas'],
    },
  },
  showTable: 'Ver las cifras en una tabla',
  chartKey: '{title}: leyenda',
  programRates: {
    completion: 'completan el programa',
    satisfaction: 'quedan satisfechas con él',
    recommendation: 'se lo recomendarían a una amiga',
  },
  heavyNumbers: {
    heading: 'Si estas cifras se sienten pesadas',
    beforeCall: 'Tómate un descanso cuando lo necesites. Si estás pensando en el suicidio, puedes ',
    call: 'llamar al 988',
    between: ' o ',
    text: 'enviar un mensaje de texto al 988',
    beforeHotline: ' a cualquier hora. La Línea Nacional de Violencia Doméstica atiende de día y de noche: ',
    end: '.',
  },
  community: {
    heading: 'Lo que muestran las autoevaluaciones de nuestra comunidad',
    note: 'Solo totales: aquí no se muestran las respuestas ni los datos de nadie.',
    completed: '{total, plural, one {Autoevaluación completada} other {Autoevaluaciones completadas}}',
    averageScore: 'Puntuación promedio',
    outOf: 'de {max}',
    caption: 'Resultados por nivel',
    result: 'Resultado',
    number: 'Cantidad',
    share: 'Porcentaje',
  },
  takeAssessment: {
    heading: '¿Dónde estás ahora mismo?',
    text: 'La autoevaluación gratuita y privada toma unos {minutes} minutos y puede ayudarte a ver tus propios patrones con más claridad.',
    linkLabel: 'Haz la autoevaluación',
  },
};
