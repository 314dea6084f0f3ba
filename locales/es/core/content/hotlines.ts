import type { Translation } from '@core/i18n';
import type * as en from '@core/content/hotlines';

// The keywords START, HOME and LOVEIS stay in English, and AYUDA in Spanish: they are what the services expect.
export const hotlineWords: Translation<typeof en.hotlineWords> = {
  emergency: { name: 'Servicios de emergencia', detail: 'Si estás en peligro inmediato' },
  domesticViolence: { name: 'Línea Nacional de Violencia Doméstica', detail: 'Llama a cualquier hora, de día o de noche' },
  domesticViolenceTty: { name: 'Línea Nacional de Violencia Doméstica (TTY)' },
  domesticViolenceText: { name: 'Línea Nacional de Violencia Doméstica por mensaje de texto', display: 'Envía START al 88788' },
  crisisTextLine: { name: 'Crisis Text Line', display: 'Envía HOME al 741741' },
  lifelineCall: { name: '988 Línea de Prevención del Suicidio y Crisis', display: 'Llama al 988', detail: 'Marca 2 para hablar en español' },
  lifelineText: { name: '988 Línea de Prevención del Suicidio y Crisis por mensaje de texto', display: 'Envía un mensaje de texto al 988' },
  lifelineSpanishText: { name: '988 en español por mensaje de texto', display: 'Envía AYUDA al 988' },
  teenDating: { name: 'loveisrespect: línea de ayuda sobre el abuso en el noviazgo', detail: 'También puedes chatear en loveisrespect.org' },
  loveisrespectText: { name: 'loveisrespect por mensaje de texto', display: 'Envía LOVEIS al 22522' },
};
