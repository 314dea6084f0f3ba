/**
 * Las palabras de /es/worried-about-someone (core/content/worried-about-someone.ts), escritas para
 * familiares y amistades que hablan español en EE. UU.: tú, frases cortas, sin estadísticas ni
 * diagnósticos. Solo textos: los ids, pesos y reglas de la revisión están en core/worried-check.ts.
 * Cada dato lleva al lado la página donde se comprobó (`sources`); la Línea en español se
 * comprobó en las fuentes de `hotlineSources`.
 */
import type { Translation } from '@core/i18n';
import type * as en from '@core/content/worried-about-someone';

export type { WorriedSection } from '@core/content/worried-about-someone';

export const worriedPageTexts: Translation<typeof en.worriedPageTexts> = {
  eyebrow: 'Para familiares y amistades',
  title: 'Si te preocupa alguien',
  intro:
    'Quizás llegaste aquí porque algo de tu hermana, tu hija, una amiga o una compañera de trabajo no te deja tranquila. No necesitas tener la certeza de que es abuso para ayudar. Aquí encontrarás qué observar, qué decir, qué evitar y a dónde llamar.',
  whoNote:
    'Decimos “ella” para la persona que te preocupa y “él” para su pareja, porque este sitio es para mujeres. El abuso ocurre en todo tipo de relaciones, y estos consejos sirven igual.',
  onThisPage: 'En esta página',
  dangerTitle: 'Si ella está en peligro ahora mismo',
  dangerText: 'Si ves o escuchas que él la está lastimando, o ella te dice que está en peligro ahora, llama al 911.',
  dangerLink: 'Llama al 911',
  hotlineTitle: 'Tú también puedes llamar a la línea de ayuda',
  hotlineText:
    'Las intercesoras de la Línea Nacional de Violencia Doméstica hablan también con familiares y amistades, no solo con la persona que sufre el abuso. Es gratis y confidencial, a cualquier hora, y no necesitas tener la certeza de que es abuso para llamar. Te pueden ayudar a pensar en lo que has visto y en qué hacer. Te atienden en español, y con intérprete en muchos otros idiomas.',
  hotlineSources: [
    'https://amplifyatx.ilivehereigivehere.org/thehotline/overview',
    'https://www.thehotline.org/resources/helpers-so-you-want-to-stage-an-intervention/',
    'https://www.elmundous.com/2019/06/07/linea-para-victimas-de-violencia-domestica-cruza-los-5-millones-de-llamadas/',
    'https://www.hhs.texas.gov/es/servicios/seguridad/programa-contra-la-violencia-familiar',
  ],
  learnMoreTitle: 'Para saber más',
  learnMore: [
    // La Línea tiene su sitio en español (chat en vivo en español, según la fuente de hotlineSources de Texas).
    { label: 'Línea Nacional de Violencia Doméstica', url: 'https://espanol.thehotline.org/', by: 'intercesoras para sobrevivientes y para quienes se preocupan por ellas, en español' },
  ],
};

export const worriedSectionsBeforeCheck: Translation<typeof en.worriedSectionsBeforeCheck> = [
  {
    id: 'signs',
    title: 'Señales que puedes notar',
    paragraphs: [
      'El abuso no es solo golpear. Muchas veces es un patrón de control que le va cerrando la vida poco a poco: cada vez tiene menos libertad, menos dinero y menos gente a su alrededor. A esto a veces se le llama control coercitivo. Quizás notes que:',
    ],
    points: [
      'Él decide a dónde va, a quién ve y cómo se viste, o ella tiene que pedirle permiso primero.',
      'Ella te ve a ti, a su familia y a sus amistades cada vez menos, o solo cuando él está presente.',
      'Él le revisa el teléfono, le lee los mensajes, sabe siempre dónde está, o la llama y le escribe una y otra vez cuando no están juntos.',
      'Él controla el dinero: su sueldo, las tarjetas, lo que ella puede comprar.',
      'Él la humilla, se burla de ella o la hace quedar mal delante de otros, o es muy celoso.',
      'Ella parece nerviosa por no hacerlo enojar, o cambia cuando él entra al cuarto.',
      'Ella le busca excusas, o se culpa a sí misma por el mal genio de él.',
      'Ella tiene lesiones que no explica bien, o usa ropa que parece taparlas.',
    ],
    closing:
      'Una sola señal puede significar poco. Varias señales juntas, y la sensación de que ella tiene miedo, merecen tomarse en serio. Desde afuera no puedes saberlo con certeza, y no necesitas saberlo.',
    sources: ['https://api.digitalmedia.hhs.gov/api/v2/resources/media/18095/syndicate.json'],
  },
];

export const worriedSectionsAfterCheck: Translation<typeof en.worriedSectionsAfterCheck> = [
  {
    id: 'talking',
    title: 'Cómo empezar la conversación',
    paragraphs: [
      'Busca un momento en que esté a solas contigo y él no pueda oír, ver ni leer nada: no por mensaje de texto ni por un teléfono que él pueda revisar. Empieza por el cariño, no por él.',
    ],
    points: [
      'Dile lo que has notado y que te preocupa: “Te he notado muy tensa últimamente y te quiero mucho. ¿Cómo van las cosas en casa?”.',
      'Deja que ella lleve la conversación. Si no quiere hablar, está bien. Dile que estás para ella cuando quiera, y cúmplelo.',
      'Si te cuenta algo, créele y agradécele que te lo haya contado. Dile que no es su culpa.',
      'Pregúntale qué necesita, en vez de decirle qué hacer: “¿Qué te ayudaría ahora?”.',
    ],
    closing: 'Puede que no esté lista para hablar la primera vez, ni la quinta. Cada vez que sigues siendo amable, ella aprende que contigo está segura.',
    sources: ['https://api.digitalmedia.hhs.gov/api/v2/resources/media/18095/syndicate.json'],
  },
  {
    id: 'what-helps',
    title: 'Lo que ayuda',
    paragraphs: ['Lo que más ayuda suele ser sencillo y constante:'],
    points: [
      'Escucharla sin juzgar y creer lo que te cuenta.',
      'Respetar sus decisiones, aunque tú decidirías otra cosa. Ella es quien mejor conoce su situación y sus peligros.',
      'Seguir en contacto, aunque cancele planes o se aleje. El aislamiento es parte de cómo funciona el control.',
      'Ofrecer ayuda concreta: llevarla en carro, un lugar para hacer una llamada en privado, cuidar a los niños mientras va a una cita.',
      'Contarle de la línea de ayuda, y que puede llamar solo para hablar, sin tener que decidir nada.',
    ],
    sources: [
      'https://api.digitalmedia.hhs.gov/api/v2/resources/media/18095/syndicate.json',
      'https://www.pcadv.org/about-abuse/intervention/',
    ],
  },
  {
    id: 'what-harms',
    title: 'Lo que puede empeorar las cosas',
    paragraphs: ['Algunas cosas que parecen ayudar pueden ponerla en más peligro o alejarla de ti:'],
    points: [
      'Los ultimátums, como “o lo dejas o no me vuelves a ver”. Le quitan a una de las pocas personas que le quedan.',
      'Enfrentarlo a él, o dejarle saber lo que ella te contó. Él podría desquitarse con ella.',
      'Presionarla para que se vaya antes de que esté lista. Irse requiere un plan, y el tiempo alrededor de la separación puede ser el más peligroso.',
      'Criticarlo a él con dureza. Ella puede sentir que tiene que defenderlo, y dejar de hablarte.',
      'Llamar a la policía o contarles a otros en contra de lo que ella quiere cuando nadie está en peligro en ese momento. Le puede quitar el control sobre su propia seguridad.',
      'Publicarlo en redes sociales, o contar lo que ella te dijo a gente que lo conoce a él.',
    ],
    closing: 'Si ella vuelve con él, o se queda, sigue a su lado. Muchas mujeres se van y regresan varias veces antes de irse para siempre.',
    sources: [
      'https://www.thehotline.org/resources/helpers-so-you-want-to-stage-an-intervention/',
      'https://nursing.jhu.edu/newsroom/news/unemployment_domestic_deadly/',
    ],
  },
  {
    id: 'safer',
    title: 'Cómo ayudarla a estar más segura',
    paragraphs: ['Tanto si se queda como si se va, pequeños planes pueden darle más seguridad. Ofrécelos y deja que ella decida:'],
    points: [
      'Pónganse de acuerdo en una palabra clave o un emoji que ella te pueda enviar cuando necesite que llames al 911 o que vayas por ella.',
      'Guarda en tu casa una bolsa con copias de sus documentos, algo de dinero, llaves de repuesto y sus medicinas, si ella lo quiere.',
      'Ayúdala a guardar el número de la línea de ayuda con un nombre que él no note, o a aprendérselo de memoria.',
      'Ofrécele tu teléfono o tu computadora para llamadas y búsquedas que él no pueda ver.',
      'Sugiérele hablar con una intercesora sobre un plan de seguridad: lo hacen todos los días, tanto para quedarse como para irse.',
    ],
    sources: ['https://api.digitalmedia.hhs.gov/api/v2/resources/media/18095/syndicate.json'],
  },
];

export const passItOnTexts: Translation<typeof en.passItOnTexts> = {
  id: 'pass-it-on',
  title: 'Cómo pasarle esta ayuda sin ponerla en riesgo',
  paragraphs: [
    'Nuestra página de Apoyo en crisis tiene las líneas de ayuda, apoyo para hacer un plan de seguridad y un botón de salida que se va de inmediato. Esta es su dirección, para dársela cuando sea el momento:',
  ],
  crisisPageLabel: 'Página de Apoyo en crisis',
  points: [
    'Compártela solo cuando sea seguro para ella. Alguien podría estar revisando su teléfono, su correo o sus mensajes, y un enlace tuyo podría verse.',
    'Decírselo en persona, cuando esté sola, suele ser lo más seguro. Ella puede recordar la dirección o el número de la línea de ayuda sin anotarlos.',
    'Si se la envías, pregúntale antes cómo prefiere recibirla, y no lo menciones a él en el mensaje.',
    'El botón de salida, la tecla Esc o presionar Shift tres veces sale de este sitio de inmediato, pero no puede borrar su historial de navegación.',
  ],
  stayingSaferLink: 'Más segura en internet: lo que la salida puede y no puede hacer',
  sources: ['https://www.thehotline.org/resources/helpers-so-you-want-to-stage-an-intervention/'],
};

export const worriedSectionsLast: Translation<typeof en.worriedSectionsLast> = [
  {
    id: 'yourself',
    title: 'Cuídate tú también',
    paragraphs: [
      'Ver que lastiman a alguien que quieres es muy duro. Puedes sentir miedo, rabia, impotencia o cansancio, y todo eso es normal. No puedes rescatarla, y no te toca hacerlo. Tu cariño constante ya es muchísimo.',
    ],
    points: [
      'Habla de cómo te sientes con alguien de confianza, sin contar los detalles privados de ella.',
      'Llama a la línea de ayuda por ti: las intercesoras hablan también con familiares y amistades.',
      'Piensa en tu propia seguridad. No te pongas entre ellos dos.',
      'Descansa, come y duerme. Podrás ayudarla mejor si no te agotas.',
    ],
    sources: ['https://amplifyatx.ilivehereigivehere.org/thehotline/overview'],
  },
  {
    id: 'call-911',
    title: 'Cuándo llamar al 911',
    paragraphs: ['Llama al 911 si alguien puede resultar herido o morir ahora:'],
    points: [
      'Ves o escuchas que él la está lastimando, o que amenaza con hacerlo.',
      'Ella te dice que está en peligro ahora, o te pide que llames.',
      'Él tiene un arma y la está amenazando, o alguien está herido.',
      'Ella te envió la palabra clave que acordaron.',
    ],
    closing:
      'Las amenazas de muerte, un arma, y que la haya ahorcado o estrangulado aunque sea una vez están entre las señales de alerta más fuertes de que podría matarla. Si sabes de alguna, tómala en serio y cuéntaselo a una intercesora.',
    sources: [
      'https://www.pcadv.org/about-abuse/intervention/',
      'https://pmc.ncbi.nlm.nih.gov/articles/PMC2573025',
      'https://nursing.jhu.edu/newsroom/news/unemployment_domestic_deadly/',
    ],
  },
];

export const worriedCheckTexts: Translation<typeof en.worriedCheckTexts> = {
  id: 'check',
  title: 'Una revisión privada: ¿qué has notado?',
  intro:
    'Diez preguntas sobre lo que has visto o escuchado. Responde “No sé” cada vez que no lo sepas. No puede decir con certeza qué está pasando, y no es un examen ni de ella ni tuyo.',
  privacy: 'Tus respuestas se quedan en esta página: no se envía ni se guarda nada, y desaparecen cuando sales de ella o la vuelves a cargar.',
  noScript: 'La revisión necesita JavaScript para mostrar su resultado. Todo lo demás de esta página funciona sin él.',
  answers: { yes: 'Sí', unsure: 'No sé', no: 'No' },
  questions: {
    'controls-where': '¿Su pareja decide a dónde va ella o a quién ve, o ella necesita su permiso?',
    'pulled-away': '¿Ella se ha alejado de sus amistades, de su familia o de cosas que antes disfrutaba?',
    'checks-phone': '¿Él le revisa el teléfono o los mensajes, sabe siempre dónde está, o la llama y le escribe una y otra vez?',
    'controls-money': '¿Él controla el dinero, como su sueldo, las tarjetas o lo que ella puede comprar?',
    'puts-down': '¿Él la humilla, se burla de ella o la hace quedar mal, delante de otros o en privado?',
    'seems-afraid': '¿Ella parece tenerle miedo, o le preocupa cómo va a reaccionar él?',
    'makes-excuses': '¿Ella le busca excusas, o se culpa por el enojo de él?',
    injuries: '¿Has visto lesiones que ella no explica bien, o te ha dicho que él la empujó, la jaloneó o le pegó?',
    threats: '¿Él ha amenazado con matarla o con matarse, o la ha amenazado con un arma?',
    strangled: '¿Alguna vez él la ha ahorcado o estrangulado, aunque sea una vez?',
  },
  submit: 'Ver qué puede significar',
  unanswered: 'Elige una respuesta. “No sé” también vale.',
  unansweredSummary: 'Hay preguntas sin respuesta. Elige “No sé” donde no lo sepas.',
  outcomes: {
    danger: {
      title: 'Lo que notaste incluye señales de peligro grave',
      text: 'Las amenazas de muerte, un arma, o ahorcarla o estrangularla aunque sea una vez están entre las señales de alerta más fuertes de que una mujer podría morir a manos de su pareja. No es tu culpa, y no tienes que enfrentarlo sin ayuda.',
    },
    'many-signs': {
      title: 'Mucho de lo que notaste puede ser parte de un abuso',
      text: 'Muchas de las cosas que has visto, o sobre las que tienes dudas, son comunes en relaciones donde una persona controla a la otra. Solo ella conoce su vida, pero tu preocupación tiene razón de ser.',
    },
    'some-signs': {
      title: 'Algo de lo que notaste puede ser señal de abuso',
      text: 'Algunas de las cosas que has visto son comunes en relaciones de control. No prueban nada, y vale la pena mantenerte cerca de ella.',
    },
    'few-signs': {
      title: 'Notaste pocas de estas señales',
      text: 'Eso tranquiliza, pero no quiere decir que tu preocupación esté equivocada. El control muchas veces se esconde de la familia y las amistades, y tú la conoces.',
    },
  },
  stepsTitle: 'Lo que puedes hacer ahora',
  steps: {
    'call-911-now': 'Si ella está en peligro ahora mismo, o ves o escuchas que él la está lastimando, llama al 911.',
    'call-hotline-today': 'Llama o escribe hoy a la línea de ayuda para hablarlo con una intercesora. Te pueden ayudar a ti y, cuando ella esté lista, a ella.',
    'do-not-confront': 'No lo enfrentes a él ni le digas lo que sabes. Puede ponerla en más peligro.',
    'safety-plan': 'Ofrécele con calma ayuda para hacer un plan de seguridad con una intercesora, para quedarse o para irse, cuando ella quiera.',
    'talk-privately': 'Busca un momento privado para decirle lo que has notado y que la quieres, lejos de él y de su teléfono.',
    'listen-and-believe': 'Escúchala, créele y dile que no es su culpa.',
    'no-pressure': 'Deja que ella decida. Los ultimátums y la presión para que se vaya pueden alejarla o ponerla en riesgo.',
    'stay-close': 'Sigue en contacto, aunque se aleje. Ser alguien con quien está segura ya es muchísimo.',
    'trust-your-worry': 'Confía en lo que te hizo preocuparte, y sigue pendiente de ella sin entrometerte.',
    'learn-the-signs': 'Vuelve a leer las señales de arriba, y regresa a esta revisión si las cosas cambian.',
    'call-hotline': 'Tú también puedes llamar a la línea de ayuda para hablar de lo que has visto.',
  },
  dangerCall: 'Llama al 911',
  hotlineTitle: 'Háblalo con una intercesora',
  hotlineText: 'La Línea Nacional de Violencia Doméstica habla también con familiares y amistades, gratis y a cualquier hora, en español.',
  notDiagnosis: 'Esta revisión no puede decirte qué está pasando en su relación. No se envió ni se guardó nada de lo que respondiste.',
  startAgain: 'Empezar de nuevo',
  sources: ['https://pmc.ncbi.nlm.nih.gov/articles/PMC2573025', 'https://nursing.jhu.edu/newsroom/news/unemployment_domestic_deadly/'],
};
