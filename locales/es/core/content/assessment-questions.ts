/**
 * The 35 questions in Spanish: only the words. Ids, weights and the order of the options are the
 * English module's, so an answer at the same position weighs and scores the same
 * (core/assessment-scoring.es.test.ts proves it).
 */
import type { Translation } from '@core/i18n';
import type * as en from '@core/content/assessment-questions';
import { assessmentCategories as englishCategories, assessmentQuestions as englishQuestions } from '@core/content/assessment-questions';

export type { AssessmentCategory, AssessmentQuestion } from '@core/content/assessment-questions';
export { recordedAssessmentQuestions } from '@core/content/assessment-questions';

const categoryNames: Record<(typeof englishCategories)[number], string> = {
  'Emotional Abandonment': 'Abandono emocional',
  'Physical Symptoms': 'Síntomas físicos',
  Boundaries: 'Límites',
  'Identity & Self-Worth': 'Identidad y valor propio',
  'Emotional Numbing': 'Adormecimiento emocional',
  'Trauma Bonding': 'Vínculo traumático',
  'Hyper-Responsibility': 'Exceso de responsabilidad',
  'Generational Impact': 'Impacto entre generaciones',
  'Fear Patterns': 'Patrones de miedo',
  'Hope & Reality': 'Esperanza y realidad',
  'Suppressed Emotions': 'Emociones reprimidas',
  'Self-Advocacy': 'Defenderte a ti misma',
};

export const assessmentCategories: Translation<typeof en.assessmentCategories> = englishCategories.map((category) => categoryNames[category]);

type Words = readonly [question: string, options: readonly [string, string, string, string, string]];

const often = ['Nunca', 'Rara vez', 'A veces', 'Con frecuencia'] as const;

/** By question id, in the English order of the options (from the healthiest to the most concerning). */
const words: Record<number, Words> = {
  1: ['¿Con qué frecuencia te sientes sola, aun cuando tu pareja está en la misma habitación?', ['Nunca', 'De vez en cuando', 'A veces', 'Con frecuencia', 'Casi todo el tiempo']],
  2: [
    'Cuando estás mal y buscas consuelo, ¿con qué frecuencia te ignoran o te dicen que eres una “exagerada”?',
    ['Nunca, por lo general me consuelan', 'Rara vez', 'A veces', 'Con frecuencia', 'Casi siempre'],
  ],
  3: ['¿Con qué frecuencia te guardas lo que necesitas porque pedir cuidado te parece inútil?', ['Nunca', 'Rara vez', 'A veces', 'La mayor parte del tiempo', 'Ya dejé de pedir']],
  4: [
    '¿Con qué frecuencia te duele la cabeza o el estómago, o sientes el pecho apretado, cuando hay tensión en casa?',
    [...often, 'Casi todos los días'],
  ],
  5: [
    '¿Qué tan bien duermes la mayoría de las noches?',
    ['Duermo bien', 'Casi siempre bien', 'Algunas noches me despierto', 'A menudo me quedo despierta o me despierto con miedo', 'Casi no duermo'],
  ],
  6: ['¿Con qué frecuencia te sientes agotada, aun después de una noche completa de descanso?', ['Nunca', 'De vez en cuando', 'Algunos días a la semana', 'La mayoría de los días', 'Todos los días']],
  7: [
    '¿Con qué frecuencia sientes que perdiste el contacto con la persona que eras antes de esta relación?',
    ['Nunca, sigo sintiéndome yo', 'Rara vez', 'A veces', 'Con frecuencia', 'Ya casi no sé quién soy'],
  ],
  8: ['¿Con qué frecuencia te dices a ti misma los mismos insultos que alguien te dijo alguna vez?', [...often, 'Todo el tiempo']],
  9: [
    '¿Cuánto has dejado de lado lo que antes te encantaba, como tus amistades, tus pasatiempos o tus metas?',
    ['Nada', 'Un poco', 'Algunas cosas', 'Muchas cosas', 'Casi todo'],
  ],
  10: ['¿Con qué frecuencia te sientes apagada o vacía, como si vieras tu vida desde lejos?', [...often, 'La mayor parte del tiempo']],
  11: [
    'Cuando pasa algo bueno, ¿qué tan fácil te resulta alegrarte?',
    ['Fácil, siento la alegría', 'Casi siempre fácil', 'A veces me cuesta', 'Me cuesta la mayor parte del tiempo', 'Parece que ya no puedo sentir alegría'],
  ],
  12: [
    '¿Con qué frecuencia te cierras o te quedas callada por dentro solo para aguantar un momento difícil?',
    [...often, 'Es mi forma de salir adelante casi todos los días'],
  ],
  13: [
    'Cuando le dices que no a alguien, ¿cuánta culpa sientes después?',
    [
      'Ninguna: un no es una respuesta completa',
      'Un poco, y se me pasa pronto',
      'Algo, y me dura un buen rato',
      'Mucha, así que a menudo retiro mi no',
      'Tanta que casi nunca digo que no',
    ],
  ],
  14: [
    '¿Con qué frecuencia no respetan tu privacidad, por ejemplo, revisando tu teléfono, tus mensajes o tu dinero sin preguntarte?',
    [...often, 'Todo el tiempo'],
  ],
  15: ['¿Con qué frecuencia aceptas cosas que no quieres, solo para mantener la paz?', [...often, 'Casi siempre']],
  16: [
    'Después de una pelea que te lastimó, ¿con qué frecuencia los momentos dulces o cariñosos te hacen dudar de qué tan mal estaban las cosas en realidad?',
    [...often, 'Cada vez'],
  ],
  17: [
    '¿Con qué fuerza te sientes atraída de vuelta hacia alguien, aun cuando estar con esa persona te hace daño?',
    ['Nada', 'Un poco', 'Algo', 'Con fuerza', 'Con tanta fuerza que no puedo soltar'],
  ],
  18: ['¿Con qué frecuencia justificas a alguien que te ha hecho daño?', [...often, 'Casi siempre']],
  19: ['¿Con qué frecuencia te descubres pidiendo perdón por cosas que no fueron tu culpa?', [...often, 'Muchas veces al día']],
  20: [
    '¿Cuánto sientes que es tu trabajo mantener tranquilas y contentas a todas las personas a tu alrededor?',
    ['Nada', 'Un poco', 'Algo', 'Mucho', 'Siento que es todo mi trabajo'],
  ],
  21: ['Cuando tu pareja se enoja, ¿con qué frecuencia crees que tú debiste haberlo causado?', [...often, 'Cada vez']],
  22: ['¿Con qué frecuencia sientes que en casa caminas sobre cáscaras de huevo?', [...often, 'Todo el tiempo']],
  23: [
    '¿Con qué frecuencia un ruido fuerte, un portazo o cierto tono de voz te hace saltar o quedarte paralizada?',
    [...often, 'Casi cada vez'],
  ],
  24: ['¿Con qué frecuencia te sientes insegura, o con miedo de que te hagan daño, en tu propia casa?', [...often, 'La mayor parte del tiempo']],
  25: [
    'Cuando imaginas tu vida dentro de un año, ¿cómo te sientes?',
    ['Con esperanza e ilusión', 'Con bastante esperanza', 'No sé qué esperar', 'Preocupada o estancada', 'No logro imaginar un futuro bueno'],
  ],
  26: ['¿Con qué frecuencia deseas que las cosas vuelvan a ser como al principio?', [...often, 'Casi todo el tiempo']],
  27: ['¿Con qué frecuencia te dices que solo tienes que ser fuerte y aguantar?', [...often, 'Así es como paso cada día']],
  28: [
    '¿Cuánto te recuerda la forma en que te tratan ahora a lo que viste mientras crecías?',
    ['Nada', 'Un poco', 'Algo', 'Bastante', 'Se siente casi igual'],
  ],
  29: [
    '¿Cuánto te preocupa que las personas jóvenes de tu vida estén aprendiendo que el amor tiene que doler?',
    ['Nada, o esto no aplica a mi vida', 'Un poco', 'Algo', 'Mucho', 'Me pesa todos los días'],
  ],
  30: [
    '¿Con qué frecuencia te aguantas las lágrimas, el enojo o el dolor porque mostrarlos no se siente seguro?',
    [...often, 'Casi siempre'],
  ],
  31: [
    '¿Con qué frecuencia te dicen que estás “loca”, que eres “dramática” o “demasiado sensible” por lo que sientes?',
    [...often, 'Casi cada vez que cuento lo que siento'],
  ],
  32: [
    '¿Con qué frecuencia tus sentimientos se desbordan de golpe, como lágrimas o enojo que parecen salir de la nada?',
    [...often, 'Muy a menudo'],
  ],
  33: [
    '¿Qué tan difícil te resulta pedir ayuda cuando la necesitas?',
    ['No me cuesta, pido ayuda cuando la necesito', 'Un poco difícil', 'Algo difícil', 'Muy difícil', 'No me atrevo a pedirla'],
  ],
  34: [
    'Cuando sabes que algo no está bien para ti, ¿con qué frecuencia confías lo suficiente en ti misma para actuar?',
    ['Casi siempre', 'Con frecuencia', 'A veces', 'Rara vez', 'Casi nunca'],
  ],
  35: [
    '¿Con qué frecuencia te defiendes cuando alguien te trata de forma injusta?',
    ['Casi siempre', 'Con frecuencia', 'A veces', 'Rara vez', 'Nunca, no me siento segura de hacerlo'],
  ],
};

export const assessmentQuestions: Translation<typeof en.assessmentQuestions> = englishQuestions.map((question) => {
  const spanish = words[question.id];
  if (spanish === undefined) throw new Error(`Question ${question.id} has no Spanish words.`);
  return { ...question, category: categoryNames[question.category], question: spanish[0], options: spanish[1] };
});
