/**
 * The memorial page in Spanish (core/content/memorial.ts). The subject comes from the Spanish
 * site config ('Nuestras hermanas' by default, or one named woman); every sentence follows it.
 * Nothing here invents a fact about a real person or a statistic.
 */
import type { Translation } from '@core/i18n';
import type * as en from '@core/content/memorial';

export type { MemorialContent } from '@core/content/memorial';

export const memorialTexts: Translation<typeof en.memorialTexts> = {
  /** El sujeto del memorial por defecto en español (locales/es/core/site-config.ts). */
  collectiveSubject: 'Nuestras hermanas',
  collective: {
    eyebrow: 'Las recordamos',
    title: 'En memoria de nuestras hermanas',
    intro:
      'Honramos a las mujeres a quienes les quitó la vida una pareja que decía quererlas. Las recordamos como las mujeres que fueron, aprendemos las señales de alerta y trabajamos para que otras mujeres puedan vivir.',
    story: {
      title: 'Su historia',
      paragraphs: [
        'Cada una de las mujeres que recordamos aquí era una persona completa: hija, amiga, vecina, compañera de trabajo, muchas veces madre. Cada una tenía una risa que la gente conocía, planes que eran suyos y un futuro que le arrebataron. Sus vidas fueron mucho más que la manera en que terminaron.',
        'Muchas de sus historias no empezaron con violencia. Empezaron con encanto, luego con celos a los que llamaban amor, luego con un control que creció tan despacio que era difícil ponerle nombre. A muchas les dijeron, durante años, que lo que pasaba era normal, o su culpa, o no tan grave.',
        'Compartimos la memoria de nuestras hermanas para que las señales se vean antes, para que a las mujeres se les crea la primera vez que hablan y para que ninguna mujer que lo esté viviendo ahora tenga que enfrentarlo sola.',
      ],
    },
    justiceIntro: 'La justicia para nuestras hermanas no es solo lo que pasa en una corte. Es un mundo donde esto pase menos.',
    remembered: 'Que recordemos a cada mujer por su nombre y por su vida, no por la manera en que murió.',
  },
  named: {
    eyebrow: 'La recordamos',
    title: 'En memoria de {name}',
    intro:
      'Honramos a {name}, a quien la violencia de pareja le quitó la vida. La recordamos por su nombre, aprendemos las señales de alerta y trabajamos para que otras mujeres puedan vivir.',
    story: {
      title: 'Su historia',
      paragraphs: [
        '{name} era una persona completa, y su vida fue mucho más que la manera en que terminó. Su historia les pertenece primero a ella y a las personas que la amaron, y la contamos pensando en ellas.',
        'La violencia en una relación rara vez empieza con violencia. Muchas veces empieza con encanto, luego con celos a los que se llama amor, luego con un control que crece tan despacio que es difícil ponerle nombre.',
        'Compartimos la memoria de {name} para que las señales se vean antes, para que a las mujeres se les crea la primera vez que hablan y para que ninguna mujer que lo esté viviendo ahora tenga que enfrentarlo sola.',
      ],
    },
    justiceIntro: 'La justicia para {name} no es solo lo que pasa en una corte. Es un mundo donde esto pase menos.',
    remembered: 'Que recordemos a {name} por su nombre y por su vida, no por la manera en que murió.',
  },
  gentleNote:
    'Recordar puede pesar. Lee esta página despacio y detente cuando lo necesites. Si te remueve algo doloroso, las líneas que están al final de esta página son gratuitas y atienden a cualquier hora.',
  hotlinesLinkLabel: 'Ir a las líneas de ayuda',
  warningSigns: {
    title: 'Señales de alerta de un agresor',
    intro:
      'Ninguna señal por sí sola prueba nada, y el abuso no siempre se ve así. Pero si varias te resultan conocidas, confía en lo que estás notando. No hacen falta moretones para que sea abuso.',
    signs: [
      'Quiere saber todo el tiempo dónde estás y con quién.',
      'Te aleja de tus amistades y tu familia, o hace que verlas te salga caro.',
      'Controla el dinero, tu teléfono, tu carro o lo que te pones.',
      'Revisa tus mensajes, rastrea tu ubicación o te exige tus contraseñas.',
      'Te menosprecia o te humilla, y luego dice que eres demasiado sensible.',
      'Te hace dudar de tu propia memoria: “Eso nunca pasó”.',
      'Llama amor a los celos extremos y trata tu independencia como una traición.',
      'Te culpa a ti, al alcohol, al estrés o a un pasado difícil por el daño que hace.',
      'Rompe cosas, golpea paredes o maneja de forma peligrosa para asustarte.',
      'Te presiona o te obliga a tener relaciones sexuales.',
      'Amenaza con hacerles daño a ti, a tus hijos, a tus mascotas o a sí mismo si te vas.',
    ],
    danger: {
      title: 'Cuando el peligro puede estar aumentando',
      body: 'Las amenazas de muerte, cualquier intento de ahorcarte o estrangularte (aunque sea una vez), un arma en la casa, el acoso o la furia porque te vas son señales de que el peligro puede estar creciendo. Irse suele ser el momento más peligroso, y por eso las personas de las líneas de ayuda ayudan a las mujeres a planearlo con seguridad. Puedes llamar o enviar un mensaje de texto sin dar tu nombre.',
    },
  },
  justice: {
    title: 'La justicia significa',
    /** The intro and the last point are the subject's own (collective/named `justiceIntro`, `remembered`). */
    points: [
      'Que a las mujeres se les crea la primera vez que hablan.',
      'Que el abuso emocional, el control coercitivo y las amenazas se tomen en serio antes de que se conviertan en violencia.',
      'Que las órdenes de protección se hagan cumplir, y que quienes las violan respondan por ello.',
      'Que cada mujer tenga acceso a dinero, vivienda y apoyo propios, para que irse sea posible.',
      'Que las familias, las amistades, los empleadores y los vecinos conozcan las señales de alerta y sepan cómo ayudar.',
      'Que los niños y las niñas que crecieron rodeados de abuso reciban el cuidado que necesitan, para que el ciclo termine con esta generación.',
    ],
  },
  actions: {
    title: 'Da un paso',
    intro: 'Si algo de esta página se parece a tu vida, no tienes que decidirlo todo hoy. Un pequeño paso es suficiente.',
    links: [
      { to: '/es/assessment', label: 'Hacer la autoevaluación', variant: 'default' },
      { to: '/es/crisis-support', label: 'Buscar apoyo en crisis', variant: 'outline' },
      { to: '/es/community', label: 'Unirme a la comunidad', variant: 'outline' },
    ],
  },
  hotlines: {
    title: 'Si necesitas a alguien ahora',
    note: 'Si estás en peligro inmediato, llama al 911. Las líneas de ayuda son gratuitas y confidenciales, no tienes que dar tu nombre y puedes llamar o enviar un mensaje de texto a cualquier hora: si tienes miedo, si te preocupa otra persona o si simplemente te quedó algo pesado después de leer esto.',
  },
};
