/**
 * El camino de 30 días de afirmaciones en español (gemelo de ./affirmations.ts): el mismo arco,
 * tres días por etapa, con las mismas reglas. Las afirmaciones son cortas y en primera persona, en
 * femenino; las preguntas son abiertas, nunca le piden volver a contar ni revivir lo que pasó, y
 * siempre ofrecen una forma breve de responder (una palabra, una línea, una lista) y una más larga.
 */
import type { Translation } from '@core/i18n';
import type * as en from '@core/content/affirmations';
import type { JourneyDay } from '@core/content/affirmations';

export type { JourneyDay };

/** The same length as in English (the parity test checks it); not imported, so the twin never loads the English days. */
export const JOURNEY_LENGTH = 30;

export const journeyDays: readonly JourneyDay[] = [
  // Seguridad y compasión hacia sí misma
  {
    day: 1,
    theme: 'Un lugar seguro para empezar',
    affirmation: 'Tengo derecho a descansar. Estar aquí hoy es suficiente.',
    reflectionPrompt:
      '¿Hay algo pequeño que te ayude a sentirte un poco más tranquila o a salvo? Puede ser un lugar, un sonido, un olor o algo que puedas tener en la mano. Escribe una palabra o todo lo que quieras. Escribe solo lo que te parezca seguro poner por escrito.',
  },
  {
    day: 2,
    theme: 'Ser amable conmigo misma',
    affirmation: 'Puedo hablarme como le hablaría a una amiga a la que quiero.',
    reflectionPrompt:
      'Si una amiga cercana se sintiera como tú te sientes hoy, ¿qué te gustaría decirle? Puedes escribir unas palabras cariñosas o una carta entera.',
  },
  {
    day: 3,
    theme: 'Mi seguridad importa',
    affirmation: 'Mi seguridad importa. Tengo derecho a tomar decisiones que me protejan.',
    reflectionPrompt:
      '¿Quién o qué te ayuda a sentirte aunque sea un poco más segura? Puede ser una persona, un lugar, un número de teléfono o una costumbre. Escribe una cosa o una lista corta.',
  },

  // Nombrar lo que pasó
  {
    day: 4,
    theme: 'Con mis propias palabras',
    affirmation: 'Puedo nombrar lo que pasó con mis propias palabras, a mi propio ritmo.',
    reflectionPrompt:
      'No necesitas escribir sobre nada de lo que pasó. Si quieres, ¿qué palabra o frase corta describe cómo te has sentido últimamente? También puedes escribir simplemente “hoy no”, y está bien.',
  },
  {
    day: 5,
    theme: 'No fue mi culpa',
    affirmation: 'La forma en que me trataron no es mi culpa. No soy responsable de las decisiones de otra persona.',
    reflectionPrompt:
      '¿Qué podría sentirse distinto, aunque sea un poco, si creyeras que no fue tu culpa? Escribe una línea o una página, lo que te parezca bien.',
  },
  {
    day: 6,
    theme: 'Mi historia me pertenece',
    affirmation: 'Mi historia me pertenece. Yo decido quién la escucha, y cuándo.',
    reflectionPrompt:
      '¿Hay alguna parte de tu historia que quieras guardar solo para ti por ahora? ¿Hay alguien a quien algún día podrías confiarle una pequeña parte? Responde una pregunta, las dos, o escribe lo que te venga. Unas pocas palabras bastan.',
  },

  // El cuerpo
  {
    day: 7,
    theme: 'Darle las gracias a mi cuerpo',
    affirmation: 'Mi cuerpo se ha esforzado mucho para sostenerme. Puedo darle las gracias.',
    reflectionPrompt:
      'Si te parece bien, respira despacio una vez. ¿Qué notas en tu cuerpo ahora mismo? Quizás tus hombros, tus manos o tu respiración. Unas pocas palabras bastan, y puedes parar cuando quieras.',
  },
  {
    day: 8,
    theme: 'Descansar no es pereza',
    affirmation: 'Descansar no es pereza. Mi cuerpo necesita cuidado, y tengo derecho a dárselo.',
    reflectionPrompt:
      '¿Cuál es una forma pequeña de cuidar tu cuerpo hoy? Puede ser un vaso de agua, estirarte, una bebida caliente o unos minutos al aire libre. Escribe una idea o una lista.',
  },
  {
    day: 9,
    theme: 'Aquí y ahora',
    affirmation: 'Puedo volver a este momento. Mis pies están en el suelo, y estoy aquí.',
    reflectionPrompt:
      '¿Qué cosas puedes ver, oír o tocar ahora mismo? Luego, si quieres, escribe una línea sobre cómo te sientes después de notarlas.',
  },

  // Los límites
  {
    day: 10,
    theme: 'Mi “no” es suficiente',
    affirmation: '“No” es una respuesta completa. No le debo a nadie una larga explicación.',
    reflectionPrompt:
      'Piensa en un momento pequeño y cotidiano en el que te gustaría decir que no, con alguien con quien te sientas segura de decirlo. ¿Qué palabras te gustaría usar? Escríbelas, cortas o largas.',
  },
  {
    day: 11,
    theme: 'Mis necesidades importan',
    affirmation: 'Mis necesidades importan tanto como las de cualquier otra persona.',
    reflectionPrompt:
      '¿Qué necesidad tuya has estado dejando de lado? Puede ser dormir, un rato de calma, dinero propio o tiempo con una amiga. Escribe tanto o tan poco como quieras.',
  },
  {
    day: 12,
    theme: 'Límites que me protegen',
    affirmation: 'Un límite es una decisión sobre lo que yo voy a hacer. Puedo mantenerlo, aunque a otras personas no les guste.',
    reflectionPrompt:
      '¿Qué límite mantienes ya contigo misma, aunque sea uno muy pequeño? ¿O cuál te gustaría probar algún día, cuando sea seguro? Una frase basta.',
  },

  // El duelo
  {
    day: 13,
    theme: 'Hacerle espacio al duelo',
    affirmation: 'Puedo hacer el duelo por lo que esperaba. Mi tristeza tiene sentido.',
    reflectionPrompt:
      '¿Qué estás extrañando o dejando ir en este momento? Puede ser una esperanza, un plan o una parte de ti. Escribe una palabra o escribe libremente.',
  },
  {
    day: 14,
    theme: 'Las dos cosas pueden ser ciertas',
    affirmation: 'Puedo extrañar a alguien y aun así saber que me hizo daño. Las dos cosas pueden ser ciertas.',
    reflectionPrompt:
      '¿Qué sentimientos han aparecido juntos últimamente, incluso algunos que parecen contradecirse? No hay respuestas equivocadas. Escribe unas palabras o unas líneas.',
  },
  {
    day: 15,
    theme: 'Está bien llorar',
    affirmation: 'Mis lágrimas no son debilidad. Me ayudan a soltar.',
    reflectionPrompt:
      '¿Qué te ayuda cuando llega la tristeza? Puede ser una canción, una manta, una caminata o alguien a quien puedas llamar. Haz una lista corta, o escribe sobre una sola cosa.',
  },

  // El enojo como información
  {
    day: 16,
    theme: 'Mi enojo tiene sentido',
    affirmation: 'Mi enojo no es malo. Me dice que algo me importaba.',
    reflectionPrompt:
      'Cuando aparece el enojo, ¿qué podría estar tratando de decirte? No necesitas explicar qué lo causó. Escribe una palabra, una lista o unas líneas.',
  },
  {
    day: 17,
    theme: 'Lo que mi enojo protege',
    affirmation: 'Mi enojo puede mostrarme lo que valoro, como el respeto, la justicia y la seguridad.',
    reflectionPrompt: '¿Qué valoras y quieres proteger de ahora en adelante? Escribe un valor o todos los que quieras.',
  },
  {
    day: 18,
    theme: 'Dejar que los sentimientos fluyan',
    affirmation: 'Puedo dejar que los sentimientos fuertes pasen por mí de maneras seguras.',
    reflectionPrompt:
      '¿Cuál es para ti una forma segura de sacar los sentimientos grandes? Podrías escribir, caminar, cantar, llorar o apretar una almohada. Escribe una idea o varias.',
  },

  // Confiar en lo que percibe
  {
    day: 19,
    theme: 'Confío en lo que noto',
    affirmation: 'Puedo confiar en lo que veo, oigo y siento.',
    reflectionPrompt:
      'Piensa en alguna vez en que tu intuición tuvo razón. Puede ser sobre cualquier cosa, incluso el clima o una corazonada sobre una amiga. ¿Qué te decía? Una o dos frases bastan.',
  },
  {
    day: 20,
    theme: 'Mis señales internas',
    affirmation: 'Cuando algo no me parece bien, puedo escuchar ese sentimiento.',
    reflectionPrompt:
      '¿Cómo te avisan tu cuerpo o tu mente cuando algo no se siente bien? Escribe lo que notas, en pocas palabras o en más.',
  },
  {
    day: 21,
    theme: 'Mi propia voz',
    affirmation: 'Mis pensamientos y mis opiniones cuentan. Tengo derecho a tenerlos.',
    reflectionPrompt: '¿Qué te gusta, qué crees o qué quieres que sea solo tuyo? Escribe una cosa o muchas.',
  },

  // La alegría
  {
    day: 22,
    theme: 'Pequeñas alegrías',
    affirmation: 'Tengo derecho a sentirme bien, incluso en los días difíciles.',
    reflectionPrompt:
      '¿Qué cosa pequeña te dio consuelo o alegría últimamente, aunque fuera por un momento? Escribe una palabra, una lista o toda una historia.',
  },
  {
    day: 23,
    theme: 'Espacio para jugar',
    affirmation: 'Puedo volver a reír y a jugar. La alegría es parte de la sanación.',
    reflectionPrompt: '¿Qué disfrutas, qué solías disfrutar o qué te gustaría probar? Escribe una idea o toda una lista.',
  },
  {
    day: 24,
    theme: 'Dejar entrar lo bueno',
    affirmation: 'Merezco cosas buenas, y puedo dejarlas entrar.',
    reflectionPrompt:
      '¿Hay una palabra amable, un gusto o un momento de calma que podrías regalarte esta semana? Escribe sobre eso en una línea o en una página.',
  },

  // Su yo del futuro
  {
    day: 25,
    theme: 'Conocer a la mujer que seré',
    affirmation: 'La mujer en la que me estoy convirtiendo ya está dentro de mí.',
    reflectionPrompt:
      'Imagínate dentro de un año, sintiéndote un poco más libre. ¿Qué querría ella que supieras hoy? Escribe unas palabras o una carta para ti.',
  },
  {
    day: 26,
    theme: 'Los pasos pequeños cuentan',
    affirmation: 'Los pasos pequeños también me llevan hacia adelante.',
    reflectionPrompt:
      '¿Cuál es un paso pequeño que podrías dar esta semana hacia la vida que quieres? Puede ser diminuto. Escribe un paso o algunos.',
  },
  {
    day: 27,
    theme: 'Sostener la esperanza',
    affirmation: 'Puedo tener esperanza, aunque todavía no vea cada paso.',
    reflectionPrompt: '¿Qué deseas, solo para ti? Sueña en grande o en pequeño, y escribe tanto o tan poco como quieras.',
  },

  // Ser dueña de su vida
  {
    day: 28,
    theme: 'Mis decisiones son mías',
    affirmation: 'Mi vida me pertenece. Puedo tomar decisiones que sean de verdad mías.',
    reflectionPrompt:
      '¿Qué decisión tomaste últimamente que fue de verdad tuya? Puede ser muy pequeña, como qué comer o qué ponerte. ¿Cómo te sentiste? Una línea o una página está bien.',
  },
  {
    day: 29,
    theme: 'Soy valiosa',
    affirmation: 'Merezco respeto, seguridad y amor, también el mío.',
    reflectionPrompt:
      '¿Cómo es para ti el respeto de los demás? ¿Y el respeto hacia ti misma? Escribe sobre uno o sobre los dos, en pocas palabras o en más.',
  },
  {
    day: 30,
    theme: 'De sobrevivir a ser dueña de mi vida',
    affirmation: 'Estoy pasando de sobrevivir a vivir a mi manera, un día a la vez.',
    reflectionPrompt:
      'Mira hacia atrás en estos treinta días. ¿Qué quieres llevarte contigo de aquí en adelante? Escribe una palabra, una promesa o una nota para ti.',
  },
];

export const journeyTexts: Translation<typeof en.journeyTexts> = {
  calendarHeading: 'Tus 30 días',
  progress: 'Progreso',
  daysDone: '{done} de {total, plural, one {# día} other {# días}}',
  daysList: 'Días del camino',
  dayButton: 'Día {day}{completed, select, yes {, completado} other {}}',
  dayAnnouncement: 'Día {day} de {total}{completed, select, yes {, completado} other {}}: {theme}',
  completedMark: 'indica un día completado.',
  dayOf: 'Día {day} de {total}',
  todaysAffirmation: 'La afirmación de hoy',
  reflectionPromptHeading: 'Pregunta para reflexionar',
  completedHeading: 'Completaste el día {day}',
  completedOn: 'Completado el {date}. ',
  keptAsWritten: 'Los días completados se guardan tal como los escribiste.',
  yourReflection: 'Tu reflexión',
  noReflection: 'No se guardó ninguna reflexión para este día.',
  goToDay: 'Ir al día {day}',
  writeMore: 'Escribir más en tu diario',
  allDone: 'Completaste los {total} días. Siéntete orgullosa de cada uno.',
  reflectionLabel: 'Tu reflexión del día {day}',
  reflectionHint: 'Una palabra, una línea o una página: lo que quieras. Escribe solo lo que te parezca seguro poner por escrito.',
  saving: 'Guardando...',
  completeDay: 'Completar el día',
  dayNavigation: 'Día anterior y día siguiente',
  previous: 'Anterior',
  next: 'Siguiente',
  savedToast: {
    title: '¡Progreso guardado!',
    description: 'El día {day} está completo. Tu reflexión se guarda en privado, solo para ti.',
    keptBoth: 'Mientras tanto, el día {day} también se completó en otro dispositivo. Se guardan las dos reflexiones.',
  },
  notSavedToast: {
    title: 'No se guardó',
    description: 'No se pudo guardar tu reflexión en este momento. Sigue aquí, así que puedes intentar de nuevo.',
  },
};
