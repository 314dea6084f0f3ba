import type { Translation } from '@core/i18n';
import type * as en from '@core/content/crisis-support';

export type { ChecklistGroup, HelpCard, HelpLink } from '@core/content/crisis-support';

export const emergencyBanner: Translation<typeof en.emergencyBanner> = {
  lead: '¿Estás en peligro inmediato?',
  call: 'Llama al',
  detail:
    'Si no puedes hablar sin peligro, puedes intentar enviar un mensaje de texto al 911. El servicio de mensajes de texto al 911 funciona en muchas zonas, pero no en todas; donde no funciona, recibes una respuesta que te pide llamar.',
};

export const crisisPageTexts: Translation<typeof en.crisisPageTexts> = {
  eyebrow: 'Apoyo en crisis',
  title: 'No estás sola',
  onThisPage: 'En esta página',
  hotlinesTitle: 'Líneas de ayuda',
  sections: {
    hotlines: 'Líneas de ayuda',
    moreHelp: 'Refugio, ayuda legal, consejería',
    language: 'Ayuda en español',
    immigration: 'Si eres inmigrante',
    safetyPlan: 'Plan de seguridad',
    leavingQuickly: 'Salir rápido',
    offlineHelp: 'Ayuda sin señal',
  },
  helpCardsTitle: 'Refugio, ayuda legal y consejería',
  checklistsTitle: 'Listas para tu plan de seguridad',
  clearTicks: 'Desmarcar todo',
  noScript:
    'JavaScript está desactivado en este navegador, así que las teclas no funcionan aquí, y después del enlace “Salida rápida” el botón Atrás puede volver a esta página.',
  stayingSaferLink: 'Más segura en internet: lo que la salida puede y no puede hacer',
  worriedLink: '¿Te preocupa alguien? Ayuda para familiares y amistades',
};

export const hotlinesIntro: Translation<typeof en.hotlinesIntro> =
  'Estas líneas son gratuitas y confidenciales. Puedes llamar o enviar un mensaje de texto a cualquier hora, y no tienes que dar tu nombre.';

export const helpCards: Translation<typeof en.helpCards> = [
  {
    id: 'shelter',
    title: 'Un lugar seguro donde quedarte',
    paragraphs: [
      'La Línea Nacional de Violencia Doméstica puede ayudarte a buscar lugar en un refugio cerca de ti y hablar de lo que necesitas, también para tus hijos.',
      'DomesticShelters.org tiene una lista de programas y refugios para casos de violencia doméstica, y puedes buscar según dónde estás.',
      'Si no logras comunicarte con nadie y estás en peligro ahora, llama al 911.',
    ],
    links: [{ label: 'DomesticShelters.org', href: 'https://www.domesticshelters.org/' }],
  },
  {
    id: 'legal',
    title: 'Ayuda legal',
    paragraphs: [
      'Una orden de protección (también llamada orden de alejamiento o de restricción) puede ordenarle a alguien que se mantenga lejos de ti. Las reglas cambian de un estado a otro.',
      'WomensLaw.org explica en lenguaje sencillo las órdenes de protección, la custodia y el divorcio en cada estado. LawHelp.org tiene una lista de ayuda legal gratuita cerca de ti.',
      'Un programa local contra la violencia doméstica a menudo puede ponerte en contacto con una intercesora legal (legal advocate) que te ayude con los formularios y te acompañe a la corte. Pregunta en la línea de ayuda.',
    ],
    links: [
      { label: 'WomensLaw.org', href: 'https://www.womenslaw.org/' },
      { label: 'LawHelp.org', href: 'https://www.lawhelp.org/' },
    ],
  },
  {
    id: 'counseling',
    title: 'Consejería y apoyo',
    paragraphs: [
      'Muchos programas locales contra la violencia doméstica ofrecen consejería y grupos de apoyo gratuitos. La línea de ayuda puede decirte qué hay cerca de ti.',
      'Si buscas terapeuta, está bien preguntar si tiene formación en trauma y en violencia doméstica.',
      'Las intercesoras en violencia doméstica no recomiendan la terapia de pareja con una pareja que te maltrata: puede hacer las cosas menos seguras. El apoyo solo para ti es más seguro.',
      'Si estás pensando en el suicidio, o te preocupa alguien, llama o envía un mensaje de texto al 988.',
    ],
    links: [],
  },
  {
    id: 'language',
    title: 'Ayuda en español y en tu idioma',
    paragraphs: [
      'La Línea Nacional de Violencia Doméstica tiene un sitio en español, espanol.thehotline.org, con chat en vivo en español.',
      'Cuando llames a la Línea Nacional, puedes pedir una intérprete. La Línea Nacional ha dicho que trabaja con un servicio de idiomas que cubre unos 200 idiomas.',
      'En el 988, marca 2 cuando llames para hablar en español con una consejera, o envía AYUDA al 988 por mensaje de texto. Su chat también está en español.',
      'Llames a donde llames, está bien pedir una intérprete en tu idioma.',
    ],
    links: [{ label: 'La Línea Nacional en español', href: 'https://espanol.thehotline.org/' }],
    sources: [
      'https://www.hhs.texas.gov/es/servicios/seguridad/programa-contra-la-violencia-familiar',
      'https://www.elmundous.com/2019/06/07/linea-para-victimas-de-violencia-domestica-cruza-los-5-millones-de-llamadas/',
      'https://988lifeline.org/get-help/what-to-expect',
    ],
  },
  {
    id: 'immigration',
    title: 'Si eres inmigrante',
    paragraphs: [
      'Puedes recibir ayuda sea cual sea tu situación migratoria. Los refugios para casos de violencia doméstica no pueden negarse a ayudarte por eso.',
      'La ley también protege a las sobrevivientes inmigrantes. Si la persona que te hace daño es tu cónyuge, tu padre o tu madre, o tu hijo o hija, y tiene la ciudadanía estadounidense o la residencia permanente, una autopetición de VAWA (la Ley de Violencia contra la Mujer) puede permitirte pedir un estatus migratorio por tu cuenta, sin que el agresor lo sepa.',
      'La visa U es para víctimas de ciertos delitos, entre ellos la violencia doméstica, que ayudan a la policía o a la fiscalía. La visa T es para sobrevivientes de trata de personas.',
      'Para que te aconsejen sobre tu caso, busca a un abogado de inmigración o a un representante acreditado por el Departamento de Justicia que trabaje en una organización reconocida. Nunca a un “notario”: en muchos países un notario es abogado, pero en Estados Unidos los notarios y los consultores de inmigración no pueden darte consejos legales de inmigración.',
      'El Departamento de Justicia tiene listas de abogados y organizaciones que ayudan gratis o a bajo costo, y USCIS explica cómo encontrarlos. La Línea Nacional también puede informarte sobre ayuda de inmigración.',
    ],
    links: [
      { label: 'USCIS: cómo encontrar servicios legales (en inglés)', href: 'https://www.uscis.gov/avoid-scams/find-legal-services' },
      {
        label: 'WomensLaw.org: abuso en comunidades inmigrantes (en inglés)',
        href: 'https://www.womenslaw.org/about-abuse/abuse-specific-communities/abuse-immigrant-communities/what-legal-options-are-there',
      },
    ],
    sources: [
      'https://www.womenslaw.org/about-abuse/abuse-specific-communities/abuse-immigrant-communities/what-legal-options-are-there',
      'https://www.uscis.gov/humanitarian/abused-spouses-children-and-parents',
      'https://www.uscis.gov/humanitarian/victims-of-human-trafficking-and-other-crimes',
      'https://www.uscis.gov/avoid-scams/find-legal-services',
    ],
  },
];

export const otherSitesNote: Translation<typeof en.otherSitesNote> =
  'Los enlaces a otros sitios se abren en una pestaña nueva. Visitarlos queda en tu historial de navegación como cualquier otro sitio.';

export const checklistIntro: Translation<typeof en.checklistIntro> =
  'Un plan de seguridad es un conjunto de pasos pequeños y prácticos para estar más segura, ya sea que te quedes, que estés pensando en irte o que ya te hayas ido. Toma lo que le sirva a tu vida y deja lo demás.';

export const checklistPrivacy: Translation<typeof en.checklistPrivacy> =
  'Tus marcas se quedan solo en esta página mientras está abierta en esta pestaña. No se guardan en ningún lugar: ni en este dispositivo ni en nuestro servidor. Si sales de la página o la vuelves a cargar, se borran.';

export const checklistGroups: Translation<typeof en.checklistGroups> = [
  {
    id: 'leaving',
    title: 'Si decides irte',
    items: [
      'Piensa adónde podrías ir: con una amiga, con tu familia o a un refugio',
      'Conoce la manera más rápida y segura de salir de tu casa',
      'Aparta algo de dinero, aunque sea poco, donde solo tú puedas tomarlo',
      'Mantén tu teléfono cargado y ten claro a qué números llamar',
      'Haz planes para tus hijos y tus mascotas',
      'Piensa cuál es el momento más seguro para irte, cuando la otra persona no esté',
      'Prepara una bolsa pequeña y guárdala en un lugar seguro, o con alguien de confianza',
    ],
  },
  {
    id: 'documents',
    title: 'Documentos y cosas que llevar',
    intro: 'Los originales si puedes, y si no, copias o fotos.',
    items: [
      'Identificación: licencia de conducir, pasaporte u otra identificación con foto',
      'Actas de nacimiento y tarjetas del Seguro Social, tuyas y de tus hijos',
      'Tarjetas del banco, chequera y el efectivo que tengas',
      'Contrato de alquiler, papeles de la hipoteca o del carro',
      'Tarjetas del seguro y expedientes médicos',
      'Medicinas y recetas',
      'Órdenes de protección y otros papeles de la corte',
      'Todo lo que muestre el abuso: fotos, mensajes, notas con fechas',
      'Llaves: de la casa, del carro, del trabajo',
      'Teléfono, cargador y una lista de números importantes',
      'Algo que consuele a tus hijos',
    ],
  },
  {
    id: 'safe-person',
    title: 'Una persona de confianza',
    items: [
      'Elige a alguien de confianza que te ayudaría sin decírselo a la otra persona',
      'Cuéntale lo que está pasando, tanto como te parezca seguro',
      'Acuerda con ella una palabra clave o una señal que signifique “Necesito ayuda, llama al 911”',
      'Acuerda qué hará si la recibe',
      'Deja con ella copias de tus papeles importantes o una llave de repuesto, si es seguro',
      'Apréndete su número de teléfono de memoria',
    ],
  },
  {
    id: 'digital',
    title: 'Seguridad digital',
    items: [
      'Busca ayuda en un dispositivo que la otra persona no pueda usar ni revisar',
      'Usa una ventana privada o de incógnito, y borra solo las entradas necesarias si borrarlo todo llamaría la atención',
      'Revisa si tu teléfono comparte tu ubicación y si tiene aplicaciones que no reconoces',
      'Cambia tus contraseñas desde un dispositivo seguro y activa el inicio de sesión en dos pasos',
      'Revisa qué dispositivos tienen abierta tu cuenta de correo y tus otras cuentas, y cierra la sesión en los que no conoces',
      'Piensa en las cuentas compartidas: planes de teléfono familiares, fotos compartidas y copias de seguridad en la nube',
      'Las llamadas y los mensajes a las líneas de ayuda aparecen en tu registro de llamadas y en tus mensajes: bórralos después si eso es más seguro',
    ],
  },
];

export const leavingQuickly: Translation<typeof en.leavingQuickly> = {
  title: 'Salir rápido de este sitio',
  paragraphs: [
    'Presiona la tecla Esc, presiona Shift tres veces o usa el botón “Salida rápida” de arriba para irte enseguida. Abre una página del clima y reemplaza esta página en tu pestaña, así que el botón Atrás no te trae de vuelta aquí.',
    'No puede borrar tu historial de navegación. Si alguien puede revisar tu dispositivo, usa una ventana privada o de incógnito, o un dispositivo al que esa persona no tenga acceso, como el teléfono de una amiga o una computadora de la biblioteca.',
    'Esta página no guarda nada sobre ti: ni cuenta, ni formularios enviados, ni marcas guardadas.',
  ],
};
