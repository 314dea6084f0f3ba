/** The ten lines of the home page's daily affirmation, in Spanish: short, first person, readable at a glance. */
import type { Translation } from '@core/i18n';
import type * as en from '@core/content/home-affirmations';

export const homeAffirmations: Translation<typeof en.homeAffirmations> = [
  'No lo imaginé. Lo que sentí fue real.',
  'Tengo derecho a descansar. Sanar no es una carrera.',
  'Mis necesidades importan, y mis sentimientos también.',
  'Confío en lo que veo, lo que oigo y lo que sé.',
  'No soy exagerada, y no soy demasiado sensible.',
  'Puedo decir que no sin pedir perdón.',
  'Merezco sentirme a salvo, en mi casa y en mi cuerpo.',
  'Soy más fuerte que lo que he vivido.',
  'Cada pequeño paso que doy es un paso de vuelta a mí misma.',
  'Voy de sobrevivir a ser dueña de mi vida, un día a la vez.',
];

/** As in English: a random line, never `current`, so pressing the button always shows something new. */
export const pickHomeAffirmation: typeof en.pickHomeAffirmation = (current, random = Math.random) => {
  const pool = homeAffirmations.filter((line) => line !== current);
  const choices = pool.length > 0 ? pool : homeAffirmations;
  const index = Math.min(choices.length - 1, Math.max(0, Math.floor(random() * choices.length)));
  return choices[index] ?? homeAffirmations[0] ?? '';
};
