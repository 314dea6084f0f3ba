/**
 * The three legal pages in Spanish (the twin of core/content/legal.ts; docs/decisions/0024):
 * política de privacidad, términos del servicio, aviso legal. Same documents, same sections and
 * ids, same facts; only the words change.
 *
 * REVIEW (lawyer): every text in this module must be reviewed by a lawyer before launch, as the
 * English ones, by one who reads Spanish: in particular the items marked REVIEW below (governing
 * law, retention, refunds, liability, licensing terms, the rights of people in each place the
 * site serves), and whether either language's version prevails where they differ (neither text
 * says so yet). When the English texts change, change these with them and their dates.
 *
 * Markup in the texts: `[label](href)` becomes a link, as in English; internal paths point at the
 * Spanish pages (/es/...).
 */
import type { Translation } from '@core/i18n';
import { siteConfig } from '@core/site-config';
import type * as en from '@core/content/legal';
import type { LegalDocument } from '@core/content/legal';

export type { LegalBlock, LegalDate, LegalDocument, LegalSection, LegalSubsection } from '@core/content/legal';

/** The dates each text last changed: the English texts' dates, written as es-US writes them. */
export const legalLastUpdated: Translation<typeof en.legalLastUpdated> = {
  privacyPolicy: { iso: '2026-11-28', display: '28 de noviembre de 2026' },
  termsOfService: { iso: '2026-11-22', display: '22 de noviembre de 2026' },
  legalDisclaimer: { iso: '2025-10-24', display: '24 de octubre de 2025' },
};

export const legalPageTexts: Translation<typeof en.legalPageTexts> = {
  eyebrow: 'Legal',
  lastUpdated: 'Última actualización:',
  contents: 'En esta página',
};

const { productName, contactEmail } = siteConfig;
const email = `[${contactEmail}](mailto:${contactEmail})`;

export const privacyPolicy: LegalDocument = {
  id: 'privacy-policy',
  title: 'Política de privacidad',
  summary: `Qué recopila ${productName}, para qué, cómo lo protegemos y qué opciones tienes. Intentamos escribirla con palabras sencillas, porque tu privacidad también puede ser tu seguridad.`,
  lastUpdated: legalLastUpdated.privacyPolicy,
  sections: [
    {
      id: 'in-short',
      title: 'En pocas palabras',
      blocks: [
        {
          list: [
            'Aparte de unos pocos registros técnicos básicos, solo guardamos lo que tú decides enviarnos, y solo lo usamos para ayudarte.',
            'No usamos analíticas, publicidad ni ningún tipo de rastreo, y nunca vendemos ni alquilamos tu información.',
            'Cada página, fuente, imagen y script viene de nuestro propio servidor. Nada en este sitio envía tu visita a otra empresa.',
            'La única cookie que usamos es la cookie de sesión de tu espacio privado (las herramientas de sanación), y solo después de que lo abres.',
            `Puedes pedirnos que borremos tu información en cualquier momento escribiendo a ${email}.`,
          ],
        },
        {
          note: 'Ningún sitio web puede ocultar que lo visitaste: tu historial del navegador, tu proveedor de internet y cualquier persona que pueda ver tu dispositivo podrían saberlo. La [página de Apoyo en crisis](/es/crisis-support) explica cómo navegar de forma más segura y cómo funciona el botón “Salida rápida”.',
        },
      ],
    },
    {
      id: 'information-we-collect',
      title: 'La información que recopilamos',
      blocks: ['Casi todo lo que guardamos es algo que escribiste en uno de nuestros formularios y decidiste enviar. Aquí está cada formulario y lo que guarda.'],
      subsections: [
        {
          id: 'forms',
          title: 'Cuando nos envías algo',
          blocks: [
            {
              list: [
                'Autoevaluación: tu nombre, tu correo electrónico, tu número de teléfono si lo das, tus respuestas, tu puntuación y el nivel de riesgo que resulta. Se guarda una sola vez, cuando llegas a tus resultados.',
                'Reservar una cita: tu nombre, tu correo electrónico, tu número de teléfono, el servicio que elegiste, la fecha y la hora que prefieres, y las notas que agregues.',
                'Mensajes y consultas sobre donaciones: tu nombre, tu correo electrónico, tu mensaje, el asunto y el tipo de apoyo que te interesa, si eliges uno.',
                'Registro gratuito: tu nombre y apellido, tu correo electrónico, tu número de teléfono si lo das, los intereses que marques y cómo supiste de nosotras. Si más adelante activas un código de acceso, anotamos qué paquete tiene tu correo electrónico (el código se comprueba y no se guarda).',
                'Publicaciones en la comunidad: tu nombre, tu correo electrónico, el título, la categoría y el texto de tu publicación, y si elegiste publicar de forma anónima. Las publicaciones esperan una revisión antes de que otras personas puedan verlas. Una publicación anónima nunca muestra tu nombre ni tu correo electrónico a nadie que visite el sitio.',
              ],
            },
          ],
        },
        {
          id: 'tool-accounts',
          title: 'Tus herramientas privadas de sanación',
          blocks: [
            'El Camino de 30 días de afirmaciones y el generador de guiones para poner límites guardan lo que escribes en tu espacio privado. Tu correo electrónico y una frase de acceso privada que tú eliges lo cierran con llave en tu propio navegador, antes de que nos llegue nada. Ni tu correo electrónico ni tu frase de acceso se nos envían nunca, y lo que guardamos es:',
            {
              list: [
                'tus entradas (los días del camino, tus reflexiones, los guiones guardados y tu configuración) solo cerradas con llave, de forma que no podemos leerlas, bajo un número que no contiene ni revela tu correo electrónico;',
                'cuántas entradas hay, su tamaño aproximado y cuándo se guardó cada una;',
                'las fotos y los archivos que añades a tus registros del diario, también solo cerrados con llave, junto con cuántos hay, su tamaño y cuándo se añadió cada uno (nunca vemos lo que muestran, sus nombres ni qué registro los guarda); una foto cuyo registro nunca se guardó (una página cerrada a medias, un error) se borra un día después de enviarse; tu espacio guarda hasta 100 MB en total, con las fotos;',
                'un registro de cada sesión (cuándo empezó, cuándo se usó por última vez y cuándo termina), guardado solo como una huella codificada de la sesión, nunca la sesión misma.',
              ],
            },
            'Solo alguien que escriba tu correo electrónico y tu frase de acceso puede abrir tus entradas: ni nosotras, ni alguien que copie nuestra base de datos, ni alguien que solo conozca tu correo electrónico. Una frase de acceso distinta simplemente abre otro espacio, vacío, así que nadie puede averiguar si usas las herramientas. No podemos ver ni restablecer tu frase de acceso: si la olvidas, nadie puede abrir tus entradas, ni siquiera nosotras. Elige una que la persona de la que te estás protegiendo no pueda adivinar. La página [Más segura en internet](/es/staying-safer) explica más.',
            'Si usaste las herramientas antes de que se cerraran de esta manera, tu camino y tus guiones anteriores pasan a tu espacio privado la primera vez que lo abres con tu frase de acceso anterior, y las copias anteriores se borran entonces de nuestro servidor.',
          ],
        },
        {
          id: 'automatic',
          title: 'Lo que no recopilamos',
          blocks: [
            {
              list: [
                'Ni analíticas, ni seguimiento de visitantes, ni píxeles de publicidad, ni complementos de redes sociales.',
                'Ni scripts, fuentes, videos o mapas de terceros: tu navegador solo se comunica con nuestro servidor.',
                'Ningún dato de ubicación.',
                'Los registros de nuestro servidor anotan solo el tipo de solicitud, la dirección de la página (sin nada de lo que escribiste), el resultado y la hora. Nunca contienen nombres, correos electrónicos, números de teléfono ni nada de lo que escribiste.',
                'Para evitar abusos, el servidor cuenta durante poco tiempo las solicitudes recientes de cada dirección de red, y los intentos fallidos de abrir un espacio (con el correo electrónico que se intentó) durante un máximo de 15 minutos, solo en memoria. Nada de esto se escribe en nuestros registros ni en nuestra base de datos.',
                'Las descargas de nuestras guías y recursos se cuentan como un total por recurso, no por persona.',
              ],
            },
            // REVIEW (lawyer/owner): name the hosting provider and say what its own logs keep.
            'La empresa que aloja nuestro servidor puede guardar sus propios registros técnicos, como direcciones de red, por seguridad.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-it',
      title: 'Cómo usamos tu información',
      blocks: [
        {
          list: [
            'Para responder a tus mensajes, organizar las citas que reservas y enviarte la información que pediste.',
            'Para guardar tu progreso en las herramientas de sanación y que puedas volver a él.',
            'Para revisar las publicaciones de la comunidad antes de que aparezcan.',
            'Para contar cuántas autoevaluaciones llegaron a cada nivel de riesgo. Nuestra página de estadísticas muestra solo estos totales, nunca las respuestas ni los datos de nadie.',
            'Para mantener el sitio seguro y funcionando, y para evitar abusos.',
          ],
        },
        // REVIEW (owner): confirm whether booking and message notifications are sent by email, and through which provider.
        'Cuando reservas una cita o envías un mensaje, nuestro equipo puede recibir un aviso por correo electrónico para poder responderte pronto.',
        'No usamos tu información para publicidad, no creamos perfiles sobre ti y nunca la vendemos, alquilamos ni intercambiamos.',
      ],
    },
    {
      id: 'sharing',
      title: 'Quién puede ver tu información',
      blocks: [
        'Solo el pequeño equipo que dirige la hermandad, y solo para ayudarte. Compartimos información fuera del equipo solamente:',
        {
          list: [
            'con las empresas que hacen funcionar nuestro servidor o envían nuestros correos electrónicos, que pueden usarla solo para darnos ese servicio;',
            'si la ley lo exige, por ejemplo ante una orden judicial válida; cuando la ley lo permita, te avisaremos primero;',
            'si creemos que la vida de alguien está en peligro inmediato.',
          ],
        },
        // REVIEW (lawyer): the legal basis and limits for disclosure, and any duty-to-warn rules that apply.
        'Cuando sigues un enlace de nuestro sitio a otro (por ejemplo, nuestras redes sociales, la tienda donde se paga, el chatbot externo o la comunidad asociada), sales de nuestro sitio. Allí se aplica la política de privacidad de ese sitio. Abrimos esos enlaces en una pestaña nueva y no le decimos de qué página nuestra vienes.',
      ],
    },
    {
      id: 'security',
      title: 'Cómo la protegemos',
      blocks: [
        {
          list: [
            // REVIEW (owner): true once the site is deployed behind HTTPS; keep it true.
            'Las páginas y los formularios viajan por una conexión cifrada (HTTPS).',
            'Tus entradas en las herramientas de sanación se cierran con llave en tu navegador con tu frase de acceso antes de enviarse; solo las guardamos cerradas. Los intentos de abrir espacios privados están limitados para frenar a quien intente adivinar.',
            'Los scripts de la página no pueden leer la cookie de sesión de tu espacio privado, y de cada sesión guardamos solo una huella codificada.',
            'El sitio no permite scripts de otros sitios, y cada formulario tiene un límite de envíos.',
            'El botón “Salida rápida”, la tecla Esc o presionar la tecla Shift tres veces te sacan del sitio al instante, borran lo que esta pestaña del navegador guardaba para nosotras, olvidan la llave de tu frase de acceso y terminan la sesión de tu espacio privado.',
          ],
        },
        'Ningún sistema es perfectamente seguro. Si alguna vez nos enteramos de que tu información quedó expuesta, te lo diremos lo antes posible y te contaremos qué estamos haciendo al respecto.',
      ],
    },
    {
      id: 'retention',
      title: 'Cuánto tiempo la guardamos',
      blocks: [
        // REVIEW (lawyer/owner): these are the defaults of core/retention.ts; check them against the law where the site serves.
        'Guardamos lo que nos envías solo mientras nos ayuda a ayudarte. Después, nuestro servidor lo borra por sí solo, cada hora, como máximo en estos plazos:',
        {
          list: [
            `Resultados de la autoevaluación: {assessmentResultsDays, plural, one {# día} other {# días}} después de que haces la autoevaluación. Nuestras estadísticas guardan solo totales (cuántas autoevaluaciones llegaron a cada nivel de riesgo, y en qué semana), nunca tu nombre, tu correo electrónico ni tus respuestas.`,
            `Citas: {bookingsDays, plural, one {# día} other {# días}} después de la fecha de la sesión.`,
            `Mensajes y consultas sobre donaciones: {messagesDays, plural, one {# día} other {# días}} después de que los envías.`,
            `Registros gratuitos: {signupsDays, plural, one {# día} other {# días}} después de que te unes. Puedes volver a unirte cuando quieras.`,
            `Publicaciones en la comunidad: {communityPostsDays, plural, one {# día} other {# días}} después de que publicas, con el nombre y el correo electrónico que diste.`,
            `Copias de correos electrónicos: cuando nuestro servidor no tiene un servicio de correo por el que enviar, un correo para ti (o para nuestro equipo sobre tu cita o tu mensaje) espera en nuestro servidor como un archivo que nuestro equipo puede leer, durante {outboxEmailsDays, plural, one {# día} other {# días}} como máximo.`,
          ],
        },
        'Los datos de tus herramientas de sanación se quedan hasta que tú los borres.',
        `No tienes que esperar: escribe a ${email} y borraremos al instante todo lo que tengamos bajo tu correo electrónico (autoevaluaciones, citas, mensajes, tu registro, tus publicaciones y cualquier copia de correo) y te diremos qué se borró.`,
        // REVIEW (owner): keep this true to core/retention.ts BACKUP_RETENTION_DAYS and docs/deploy.md.
        `Una vez al día nuestro servidor guarda una copia de su base de datos, para que un disco roto no haga perder tu cita ni tu espacio privado, y guarda cada copia durante {backupDays, plural, one {# día} other {# días}}. La información que se borra queda en esas copias hasta que se eliminan, como máximo {backupDays, plural, one {# día} other {# días}} después. Nadie las abre salvo si tenemos que recuperar el sitio tras una avería.`,
      ],
    },
    {
      id: 'your-rights',
      title: 'Tus derechos y tus opciones',
      blocks: [
        {
          list: [
            'Borra tú misma los datos de tus herramientas: dentro de la herramienta de afirmaciones o de límites, abre “Configuración de privacidad” y elige “Eliminar mis datos”. Borra todo lo que hay en tu espacio privado de una vez.',
            'Bloquea tus herramientas: “Bloquear” olvida tu llave en este dispositivo y termina la sesión; las herramientas también se bloquean solas después de 5, 15 o 30 minutos sin uso (tú eliges).',
            'Cambia tu frase de acceso en “Configuración de privacidad”: tus entradas se cierran de nuevo con la nueva, y se cierran en todos los demás dispositivos donde estaban abiertas.',
            `Pide ver, corregir o borrar cualquier otra cosa que tengamos sobre ti (una autoevaluación, una cita, un mensaje, un registro o una publicación) escribiendo a ${email}.`,
            'Publica de forma anónima en la comunidad, o deja fuera tu número de teléfono siempre que sea opcional.',
          ],
        },
        'Por favor, escríbenos desde una cuenta de correo electrónico que sea segura para ti. Solo responderemos a la dirección desde la que escribiste, y puede que te pidamos confirmar algún dato antes de cambiar nada, para que nadie más pueda actuar en tu nombre.',
        // REVIEW (lawyer): rights under the laws of each place the site serves (for example GDPR, CCPA/CPRA) and response times.
        'Según dónde vivas, la ley puede darte más derechos, como el derecho a recibir una copia de tu información o a presentar una queja ante una autoridad de protección de datos. Escríbenos y te ayudaremos a ejercerlos.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies y almacenamiento del navegador',
      blocks: [
        // Keep in step with server/auth/vault-sessions.ts (idle and absolute lifetimes).
        'Usamos una sola cookie, y solo si desbloqueas tu espacio privado en las herramientas de sanación: una cookie de sesión que permite a este navegador leer y guardar tus entradas cerradas con llave. No contiene tu llave: tus entradas solo se pueden abrir con tu frase de acceso. Se envía solo a nuestro sitio y los scripts no pueden leerla. Termina cuando eliges “Bloquear”, usas la Salida rápida o cierras tu navegador, después de 30 minutos sin uso, y como máximo 12 horas después de que desbloqueaste tu espacio.',
        'No hay cookies de publicidad, de analíticas ni de rastreo, ni cookies de otras empresas.',
        'Esta pestaña del navegador también guarda algunas cosas para nosotras en su almacenamiento de sesión: que ya viste la introducción, una autoevaluación que todavía no terminaste y, después de mejorar el acceso, qué paquete activaste y el correo electrónico que usaste. El almacenamiento de sesión se borra cuando cierras la pestaña o usas la Salida rápida.',
      ],
    },
    {
      id: 'children',
      title: 'Si tienes menos de 18 años',
      blocks: [
        // REVIEW (lawyer): minimum age and any parental-consent rules that apply.
        'Nuestros servicios están pensados para personas adultas, y no recopilamos a sabiendas información de niñas y niños menores de 13 años. Si eres adolescente y te preocupa una relación, la línea de ayuda para adolescentes sobre el abuso en el noviazgo (Teen Dating Abuse Helpline), en el [1-866-331-9474](tel:+18663319474), es gratuita y confidencial. Si crees que una niña o un niño nos envió información, escríbenos y la borraremos.',
      ],
    },
    {
      id: 'changes',
      title: 'Cambios en esta política',
      blocks: [
        'Si cambiamos la forma en que tratamos tu información, actualizaremos esta página y la fecha de “Última actualización” que aparece arriba. Si un cambio afecta a información que ya nos diste, lo diremos claramente aquí y, cuando podamos, te lo diremos directamente.',
      ],
    },
    {
      id: 'contact',
      title: 'Contáctanos',
      blocks: [`Preguntas, solicitudes o preocupaciones sobre tu privacidad: escribe a ${email}.`],
    },
  ],
};

export const termsOfService: LegalDocument = {
  id: 'terms-of-service',
  title: 'Términos del servicio',
  summary: `Los términos para usar ${productName}, sus herramientas de sanación, su comunidad, su coaching y sus programas. Te pedimos que los leas; están escritos para entenderse.`,
  lastUpdated: legalLastUpdated.termsOfService,
  sections: [
    {
      id: 'agreement',
      title: 'Aceptar estos términos',
      blocks: [
        `Al usar este sitio o nuestros servicios, aceptas estos términos y nuestra [Política de privacidad](/es/privacy-policy). Si no estás de acuerdo, por favor no los uses. “Nosotras” significa ${productName}; “tú” significa la persona que usa el sitio.`,
        // REVIEW (lawyer): the legal entity behind the site, its address, the governing law and where disputes are heard.
      ],
    },
    {
      id: 'services',
      title: 'Nuestros servicios',
      blocks: [
        'Ofrecemos:',
        {
          list: [
            'una autoevaluación gratuita, guías gratuitas y una biblioteca de recursos;',
            'herramientas de sanación, algunas gratuitas y otras en el Paquete de herramientas, que es de pago;',
            'acompañamiento (coaching) individual, el Programa de recuperación S.A.V.E.™, la Sanación madre e hija y una consulta gratuita de 30 minutos;',
            'el camino de certificación del HeartWork Institute y el Paquete para educadoras;',
            'un foro de la comunidad y un directorio de negocios.',
          ],
        },
        // REVIEW (owner/lawyer): what happens to paid services that end.
        'Podemos cambiar, pausar o dejar de ofrecer un servicio. Si pagaste por algo que dejamos de ofrecer, te daremos una alternativa justa o un reembolso.',
        'Nuestros programas y la certificación HeartWork todavía no tienen una acreditación formal.',
      ],
    },
    {
      id: 'disclaimers',
      title: 'Lo que nuestros servicios no son',
      blocks: [
        {
          note: 'No somos un servicio de crisis, y nadie vigila este sitio a toda hora. Si estás en peligro, llama al [911](tel:911). Para recibir ayuda confidencial a cualquier hora, llama a la Línea Nacional de Violencia Doméstica (National Domestic Violence Hotline) al [1-800-799-7233](tel:+18007997233), [envía START al 88788](sms:88788?&body=START), o llama o envía un mensaje de texto al [988](tel:988).',
        },
        {
          list: [
            'No es terapia ni atención médica. Nuestro coaching, nuestras herramientas y nuestros materiales son educativos y de apoyo. No diagnostican, tratan ni curan ninguna condición, y no sustituyen a una terapeuta, consejera o médica con licencia.',
            'No es asesoría legal. Nada en este sitio es asesoría legal. Para preguntas sobre órdenes de protección, custodia, divorcio o inmigración, habla con una abogada o un abogado, o con un servicio de ayuda legal.',
            'No es asesoría financiera. Nuestro contenido sobre independencia económica y negocios es educación general.',
            'La autoevaluación es una herramienta para reflexionar, no un diagnóstico. Su resultado describe patrones en tus respuestas, no quién eres.',
            'Los resultados varían de una persona a otra, y no podemos prometer ningún resultado en particular.',
          ],
        },
        'El aviso completo sobre los servicios profesionales está en nuestro [Aviso legal](/es/legal-disclaimer).',
      ],
    },
    {
      id: 'responsibilities',
      title: 'Tus responsabilidades',
      blocks: [],
      subsections: [
        {
          id: 'your-account',
          title: 'Tu cuenta de herramientas y los códigos de acceso',
          blocks: [
            'Guarda tu frase de acceso en privado. No podemos recuperar una frase de acceso olvidada; así protegemos tus reflexiones de cualquier persona que solo conozca tu correo electrónico. Los códigos de acceso son para la persona que los compró y no se pueden compartir ni revender.',
          ],
        },
        {
          id: 'community-conduct',
          title: 'En la comunidad',
          blocks: [
            {
              list: [
                'Sé amable. Cada persona aquí carga con algo.',
                'Comparte solo tu propia historia. No publiques nada que identifique a otra persona, incluida la persona que te hizo daño: puede ponerte en riesgo a ti y a otras personas.',
                'Nada de acoso, odio, amenazas, descripciones explícitas de violencia, publicidad ni spam.',
                'No des consejos médicos ni legales como si fueran consejos profesionales.',
              ],
            },
            'Revisamos las publicaciones antes de que aparezcan y podemos rechazar cualquier publicación, editarla por seguridad o quitarla, y podemos quitar el acceso a quien no respete estas reglas.',
          ],
        },
        {
          id: 'accurate-information',
          title: 'La información que nos das',
          blocks: [
            'Por favor, danos datos de contacto que podamos usar sin ponerte en riesgo para comunicarnos contigo, y usa solo los tuyos. No uses el sitio para contactar, rastrear o hacerte pasar por otra persona, ni para intentar romperlo o sobrecargarlo.',
          ],
        },
      ],
    },
    {
      id: 'payment',
      title: 'Pagos y reembolsos',
      blocks: [
        {
          list: [
            'Los precios aparecen en las páginas de Servicios y de Mejorar el acceso, y en la página de la tienda donde pagas. El precio que se muestra cuando pagas es el que se aplica.',
            'Los pagos del Paquete de herramientas ($20) y del Paquete para educadoras ($100) los cobra una tienda externa, bajo sus propios términos. Nunca vemos ni guardamos los datos de tu tarjeta.',
            'Una reserva es una solicitud hasta que nos comunicamos contigo para confirmarla. La consulta gratuita de 30 minutos no cuesta nada y no te compromete a nada.',
            'Las donaciones son regalos y no son el pago de un servicio.',
          ],
        },
        // REVIEW (owner/lawyer): the refund and cancellation policy (notice period, partial refunds, storefront refunds), and whether donations are tax-deductible.
        `Si necesitas cancelar o cambiar una sesión, o si algo salió mal con una compra, escribe a ${email}. Leemos cada solicitud personalmente y buscaremos contigo una solución justa. Por favor, no des por hecho que una donación es deducible de impuestos a menos que te lo hayamos dicho por escrito.`,
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Propiedad intelectual',
      blocks: [
        'El nombre y el marco S.A.V.E.™, el HeartWork Institute y sus materiales de certificación, y las guías, libros, cuadernos de trabajo, herramientas, textos, imágenes, música y videos de este sitio nos pertenecen a nosotras o a las personas que nos dieron licencia para usarlos. Puedes usarlos para tu propia sanación e imprimir nuestras guías gratuitas para uso personal. Por favor, no los copies, vendas, vuelvas a publicar ni enseñes con ellos sin nuestro permiso por escrito. El [Aviso legal](/es/legal-disclaimer) explica la Licencia para Educadoras y cómo pedir una licencia.',
        'Lo que escribes sigue siendo tuyo. Al publicar en la comunidad, nos permites mostrar tu publicación en el sitio, y puedes pedirnos que la quitemos en cualquier momento.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitación de responsabilidad',
      blocks: [
        // REVIEW (lawyer): the limitation and exclusion wording for the governing law, and any cap.
        'Trabajamos mucho para que este sitio sea exacto, esté disponible y sea seguro, pero lo ofrecemos “tal cual”. En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas o consecuentes que resulten de tu uso del sitio o de su contenido, ni de las decisiones que tomes basándote en él. Nada en estos términos limita una responsabilidad que la ley no permite limitar.',
      ],
    },
    {
      id: 'partnerships',
      title: 'Socios y otros sitios',
      blocks: [
        'Enlazamos a comunidades asociadas, a una comunidad para crear patrimonio, a tiendas donde se paga, a redes sociales, a un chatbot externo y a los negocios de nuestro directorio. Los dirigen otras personas, con sus propios términos y políticas de privacidad. Un enlace, una aparición en el directorio o una asociación no son una garantía: por favor, revisa cualquier servicio por tu cuenta antes de confiar en él.',
        'Las insignias Destacado, Verificado y Socio del directorio describen nuestra relación con un negocio; no son una recomendación profesional.',
      ],
    },
    {
      id: 'termination',
      title: 'Dejar de usar el sitio',
      blocks: [
        'Puedes dejar de usar el sitio en cualquier momento y borrar los datos de tus herramientas con “Eliminar mis datos” dentro de las herramientas. Podemos suspender o quitar el acceso a quien no respete estos términos o ponga en riesgo a otras personas. Las secciones sobre lo que nuestros servicios no son, la propiedad intelectual y la responsabilidad siguen aplicándose después.',
      ],
    },
    {
      id: 'changes',
      title: 'Cambios en estos términos',
      blocks: [
        'Podemos actualizar estos términos. La fecha de “Última actualización” que aparece arriba muestra cuándo cambiaron por última vez, y la versión de esta página es la que se aplica.',
      ],
    },
    {
      id: 'contact',
      title: 'Contáctanos',
      blocks: [`Preguntas sobre estos términos: escribe a ${email}.`],
    },
  ],
};

export const legalDisclaimer: LegalDocument = {
  id: 'legal-disclaimer',
  title: 'Aviso legal',
  summary: 'A quién pertenecen el marco S.A.V.E.™ y nuestros materiales, cómo pueden usarlos las educadoras y qué pueden y qué no pueden ser nuestros servicios.',
  lastUpdated: legalLastUpdated.legalDisclaimer,
  sections: [
    {
      id: 'ownership',
      title: 'Propiedad intelectual',
      blocks: [
        // REVIEW (lawyer): who holds the rights (the founder personally or a company), and any registered trademarks.
        `El nombre y el marco S.A.V.E.™ (She Abandoned Virtue for Endurance), el HeartWork Institute, su camino de certificación de 5 niveles y todos los programas, planes de estudio, evaluaciones, herramientas y materiales relacionados fueron creados por ${productName} y su fundadora, y son nuestra propiedad intelectual.`,
      ],
    },
    {
      id: 'copyright',
      title: 'Derechos de autor',
      blocks: [
        `Todo el contenido de este sitio, incluidos los textos, la autoevaluación, las afirmaciones, los guiones para poner límites, las guías, los libros, los cuadernos de trabajo, los gráficos, la música y los videos, está protegido por derechos de autor. © ${productName}. Todos los derechos reservados.`,
        'Puedes leer, descargar e imprimir nuestros materiales gratuitos para tu propio uso personal y no comercial. Cualquier otra forma de copiar, adaptar, vender, volver a publicar o enseñar con nuestros materiales necesita nuestro permiso por escrito.',
      ],
    },
    {
      id: 'educator-license',
      title: 'Licencia para Educadoras',
      blocks: [
        // REVIEW (lawyer): the full terms of the educator license (duration, territory, attribution, revocation).
        'El Paquete para educadoras da a la persona que lo compra una licencia personal e intransferible para usar sus materiales para enseñar y para facilitar círculos de sanación, dando el crédito a S.A.V.E.™ y al HeartWork Institute. No te permite:',
        {
          list: [
            'revender, compartir o publicar los materiales, ni ponerlos al alcance de otras personas que no los hayan comprado;',
            'cambiar los materiales ni presentarlos como tuyos;',
            'formar o certificar a otras educadoras o profesionales;',
            'usar los nombres S.A.V.E.™ o HeartWork en el nombre de un negocio, en un producto o en publicidad.',
          ],
        },
        'La certificación del HeartWork Institute todavía no tiene una acreditación formal, y no es una licencia para ejercer como terapeuta ni como consejera.',
      ],
    },
    {
      id: 'professional-services',
      title: 'Aviso sobre los servicios profesionales',
      blocks: [
        'Nuestro contenido, coaching, herramientas, autoevaluación y programas son educativos y de apoyo. No son terapia, atención médica, tratamiento psicológico ni asesoría legal o financiera, y no diagnostican ni tratan ninguna condición. El marco S.A.V.E.™ describe un patrón de experiencia; no es un diagnóstico médico.',
        // REVIEW (owner/lawyer): the coaches' actual credentials, if any are licensed.
        'Nuestras coaches no actúan como terapeutas, médicas ni abogadas con licencia, a menos que te lo digan por escrito. Por favor, acude a una profesional con licencia para tu salud mental, tus preocupaciones médicas y tus asuntos legales. Nada de lo que hay aquí reemplaza su consejo, y no deberías dejar de buscarlo por algo que leíste aquí.',
        {
          note: 'No somos un servicio de crisis. Si estás en peligro, llama al [911](tel:911). La Línea Nacional de Violencia Doméstica (National Domestic Violence Hotline: [1-800-799-7233](tel:+18007997233), o [envía START al 88788](sms:88788?&body=START)) y la 988 Línea de Prevención del Suicidio y Crisis (llama o envía un mensaje de texto al [988](tel:988)) son gratuitas y atienden a cualquier hora.',
        },
      ],
    },
    {
      id: 'liability',
      title: 'Limitación de responsabilidad',
      blocks: [
        // REVIEW (lawyer): the limitation wording for the governing law.
        'Compartimos nuestros materiales de buena fe y procuramos que sean exactos y estén al día, pero no garantizamos ningún resultado. En la medida en que la ley lo permita, no somos responsables de ninguna pérdida o daño que resulte del uso de nuestro contenido, herramientas o servicios, o de confiar en ellos, ni del contenido y los servicios de otros sitios a los que enlazamos.',
      ],
    },
    {
      id: 'licensing',
      title: 'Consultas sobre licencias',
      blocks: [
        `Para preguntar sobre el uso de nuestros materiales, una licencia del marco S.A.V.E.™, asociaciones o cómo llevar el HeartWork Institute a tu organización, escribe a ${email}. Por favor, dinos quién eres, qué te gustaría usar y cómo.`,
      ],
    },
  ],
};

export const legalDocuments = [privacyPolicy, termsOfService, legalDisclaimer] as const;
