import type { Translation } from '@core/i18n';
import type * as en from '@core/content/staying-safer';

export type { SaferSection, SaferSource } from '@core/content/staying-safer';

export const stayingSaferPageTexts: Translation<typeof en.stayingSaferPageTexts> = {
  eyebrow: 'Tu seguridad',
  title: 'Más segura en internet',
  onThisPage: 'En esta página',
  learnMoreTitle: 'Aprende más, y habla con alguien',
  dangerBefore: 'Si estás en peligro ahora, llama al',
  planBefore: '. Para que te ayuden a hacer un plan, mira la',
  crisisLink: 'página de Apoyo en crisis',
  planAfter: '.',
};

export const stayingSaferIntro: Translation<typeof en.stayingSaferIntro> =
  'Puede que alguien mire tu teléfono o tu computadora, comparta tus cuentas o pague tu factura del teléfono. Aquí tienes lo que nuestro botón de salida puede y no puede hacer, y algunos pasos pequeños que pueden ayudar. Toma lo que le sirva a tu vida y deja lo demás.';

export const stayingSaferSections: Translation<typeof en.stayingSaferSections> = [
  {
    id: 'exit-button',
    title: 'Lo que hace el botón de salida',
    paragraphs: [
      'El botón “Salida rápida” está arriba en todas las páginas. También puedes presionar la tecla Esc, o presionar Shift tres veces seguidas. Shift no cuenta mientras escribes en un cuadro de texto, así que las mayúsculas nunca te sacan a mitad de lo que escribes.',
    ],
    points: [
      'La página se tapa al instante, y cualquier música o video se detiene.',
      'En su lugar se abre una página del clima. Toma el lugar de la página en la que estabas, así que Atrás no puede volver a esa página. Atrás sí puede mostrar las páginas de este sitio que abriste antes en la misma pestaña (mira abajo).',
      'Se borra todo lo que esta pestaña recordaba de tu visita, y tu espacio privado de las herramientas se cierra.',
      'Si elegiste guardar la ayuda en crisis en este teléfono, también se quita.',
    ],
  },
  {
    id: 'exit-limits',
    title: 'Lo que el botón de salida no puede hacer',
    paragraphs: [
      'No puede borrar tu historial de navegación. Las páginas de este sitio que visitaste se quedan en el historial como las de cualquier otro sitio.',
    ],
    points: [
      'Solo se reemplaza la página en la que estabas. Las páginas de este sitio que abriste antes en la misma pestaña siguen en el historial de esa pestaña, y presionar Atrás las muestra. Para borrarlas, abre el Historial de tu navegador, busca el nombre de este sitio y borra sus entradas; en Chrome, eso también las quita de Atrás y de las pestañas cerradas recientemente. Cerrar la pestaña no basta, porque una pestaña cerrada se puede volver a abrir con su historial.',
      'Solo sale de la pestaña en la que estás. Otras pestañas o ventanas abiertas en este sitio siguen abiertas.',
      'Las guías que descargaste se quedan en tu carpeta de descargas hasta que las borres.',
      'Las llamadas y los mensajes que hiciste desde los enlaces de aquí se quedan en el registro de llamadas y en los mensajes de tu teléfono.',
    ],
    closing: 'Sin JavaScript, el botón igual abre la página del clima, pero las teclas no funcionan y Atrás puede volver aquí.',
  },
  {
    id: 'private-browsing',
    title: 'Navegar en privado',
    paragraphs: [
      'Una ventana privada (en Chrome se llama Incógnito; en Safari y Firefox, Privada) no guarda tu historial, tus búsquedas ni tus cookies después de cerrarla. Cierra todas las ventanas privadas cuando termines.',
      'No oculta lo que haces a los programas instalados en el dispositivo, a quien administra la red que usas ni a los sitios que visitas. Las descargas y los marcadores que hagas en una ventana privada se quedan en el dispositivo.',
    ],
  },
  {
    id: 'watched-phone',
    title: 'Si crees que alguien vigila tu teléfono',
    paragraphs: [
      'Algunas aplicaciones, a menudo llamadas stalkerware (programas espía), dejan que otra persona lea tus mensajes, vea tu ubicación o escuche tus llamadas sin que el teléfono lo muestre. Algunas señales pueden ser:',
    ],
    points: [
      'Él sabe cosas que solo dijiste en mensajes, llamadas o búsquedas.',
      'Aplicaciones que no reconoces, o ajustes que tú no cambiaste.',
      'La batería se gasta mucho más rápido que antes, o el teléfono está caliente cuando no lo usas.',
      'El uso de datos móviles es mucho más alto de lo normal.',
    ],
    closing:
      'Estas cosas también pueden tener causas comunes. Si encuentras algo, piénsalo antes de quitarlo: quitarlo puede avisarle a la otra persona que lo sabes. Una intercesora de la línea de ayuda puede ayudarte a hacer un plan, y un dispositivo que él nunca haya tocado es más seguro para esa llamada.',
  },
  {
    id: 'shared-accounts',
    title: 'Cuentas compartidas, ubicación y fotos',
    paragraphs: [
      'A muchas personas las vigilan a través de sus cuentas más que con aplicaciones. Vale la pena revisar esto desde un dispositivo más seguro, cuando sea seguro hacerlo:',
    ],
    points: [
      'Cuentas compartidas: un plan de teléfono familiar, un Apple ID o una cuenta de Google compartidos, o una cuenta de correo cuya contraseña conoce otra persona.',
      'Los dispositivos que tienen abiertas tus cuentas: los ajustes de tu correo y de tu teléfono los muestran, y puedes cerrar la sesión en los que no conoces.',
      'Compartir la ubicación: Buscar (Find My), compartir ubicación en Google Maps, aplicaciones de seguridad familiar, la aplicación de un carro, o un rastreador pequeño escondido en una bolsa o en el carro.',
      'Fotos compartidas en la nube: las fotos pueden copiarse solas a un álbum o a una cuenta que otra persona ve, y muchas fotos guardan el lugar donde se tomaron.',
      'Reglas de reenvío del correo, que mandan copias de tus mensajes a otra dirección.',
    ],
    closing: 'Cambiar una contraseña o dejar de compartir algo puede notarse. Hacerlo es tu decisión, en un momento que sea seguro para ti.',
  },
  {
    id: 'phone-bills',
    title: 'Las facturas del teléfono muestran llamadas y mensajes',
    paragraphs: [
      'Una factura del teléfono, o el sitio web o la aplicación de la compañía telefónica, pueden mostrar los números a los que llamaste o escribiste, también las líneas de ayuda. Si otra persona ve tu factura o comparte tu plan, el teléfono de una amiga, un teléfono del trabajo en el que confíes o un teléfono público pueden ser más seguros para esas llamadas.',
    ],
  },
  {
    id: 'wiping-history',
    title: 'Por qué borrarlo todo de repente puede llamar la atención',
    paragraphs: [
      'Si tu historial suele estar lleno y de pronto está vacío, alguien que lo revise puede notarlo. Puede ser más seguro borrar solo las entradas de este sitio y seguir usando el dispositivo como siempre.',
    ],
  },
  {
    id: 'safer-device',
    title: 'Usar un dispositivo más seguro',
    paragraphs: [
      'El dispositivo más seguro es uno que la otra persona nunca haya tenido en sus manos: una computadora de una biblioteca pública, el teléfono de una amiga de confianza o un teléfono barato que solo tú conoces. Cierra la sesión en todo cuando termines en una computadora compartida.',
    ],
  },
  {
    id: 'private-space',
    title: 'Cómo funciona tu espacio privado',
    paragraphs: [
      'Las herramientas guardan lo que escribes en un espacio privado. Se cierra con llave en tu navegador, con una llave hecha con tu correo electrónico y tu frase de acceso, antes de que nada se nos envíe. Nosotras solo lo guardamos cerrado: no podemos leerlo, y alguien que solo conoce tu correo no puede abrirlo ni saber siquiera que existe.',
      'No podemos ver ni restablecer tu frase de acceso. Si la olvidas, nadie puede abrir tus entradas, ni siquiera nosotras. Siempre puedes empezar de nuevo con una frase de acceso nueva.',
      'Una frase de acceso distinta abre un espacio distinto y vacío. Si esperabas ver tus entradas y no ves ninguna, revisa tu correo electrónico y tu frase de acceso.',
      'Ciérralo cuando te alejes. También se cierra solo después de un rato sin usarlo, cuando cierras la pestaña y cuando usas el botón de salida. Si alguien más usa este dispositivo, no dejes que el navegador guarde tu frase de acceso.',
    ],
  },
  {
    id: 'offline-help',
    title: 'Ayuda en crisis sin señal',
    paragraphs: [
      'Nada de este sitio se guarda en tu teléfono a menos que lo pidas. En la página de Apoyo en crisis puedes elegir guardar la ayuda en crisis en este teléfono: la página de crisis, esta página, nuestras dos guías y una página con todos los números de las líneas de ayuda. Así, sin señal, cualquier página de este sitio que abras muestra los números de las líneas de ayuda.',
      'Cualquiera que abra el navegador de tu teléfono podría encontrar esas páginas. Puedes quitarlas desde la página de Apoyo en crisis cuando quieras, y el botón de salida también las quita.',
    ],
  },
];

export const stayingSaferSources: Translation<typeof en.stayingSaferSources> = [
  {
    label: 'TechSafety.org',
    href: 'https://www.techsafety.org/',
    by: 'el Safety Net Project de la National Network to End Domestic Violence (Red Nacional para Poner Fin a la Violencia Doméstica)',
  },
  {
    label: 'La Línea Nacional de Violencia Doméstica',
    href: 'https://www.thehotline.org/',
    by: 'intercesoras con quienes puedes hablar por teléfono, mensaje de texto o chat',
  },
];

/** The exit note's words live with the quick exit's (as in the English module). */
export { exitNote } from './quick-exit';
