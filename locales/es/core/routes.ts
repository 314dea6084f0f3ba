/**
 * Every page's title and description in Spanish (core/routes.ts): the same paths, so the
 * Spanish page of `/tools` is `/es/tools` (the prefix is added by localePath and the layout).
 */
import type { Translation } from '@core/i18n';
import type * as english from '@core/routes';
// The Spanish config by name: this module is also read outside the Spanish build (tests, the server).
import { memorialPath, siteConfig } from './site-config';

export type { PageEntry } from '@core/routes';

export const pages: Translation<typeof english.pages> = [
  {
    path: '/',
    title: 'Inicio',
    description:
      'Una hermandad para mujeres que sanan de relaciones de abuso emocional: una autoevaluación privada, herramientas de sanación, guías gratuitas, coaching y apoyo en crisis.',
  },
  {
    path: '/assessment',
    title: 'Autoevaluación',
    description: 'Una autoevaluación privada de 35 preguntas para ayudarte a entender los patrones de tu relación. Toma de 10 a 15 minutos.',
  },
  {
    path: '/tools',
    title: 'Herramientas de sanación',
    description: 'Herramientas de sanación guiadas: un camino de 30 días de afirmaciones, un generador de guiones para poner límites y más, guardadas en privado con tu propia frase de acceso.',
  },
  {
    path: '/tools/affirmations',
    title: 'Camino de 30 días de afirmaciones',
    description: 'Treinta días de afirmaciones y preguntas suaves para reflexionar, guardados en privado detrás de tu propia frase de acceso.',
  },
  {
    path: '/tools/boundary-scripts',
    title: 'Generador de guiones para poner límites',
    description: 'Encuentra palabras tranquilas para poner un límite, en tono sencillo, firme o de salida, y guarda los guiones que te ayudan.',
  },
  {
    path: '/tools/journal',
    title: 'Diario de reflexión diaria',
    description: 'Un diario privado con preguntas suaves, tu estado de ánimo y un registro con fecha de lo que pasó, guardado detrás de tu propia frase de acceso.',
  },
  {
    path: '/tools/exit-plan',
    title: 'Planificador de estrategia de salida',
    description: 'Un plan privado, paso a paso, para estar más segura, salir con seguridad y construir una vida propia, con números de crisis en cada paso.',
  },
  {
    path: '/tools/symptom-tracker',
    title: 'Registro de síntomas y detonantes',
    description: 'Observa en privado cómo responde tu cuerpo al estrés y qué estaba pasando, y prepara un informe para tu médico.',
  },
  {
    path: '/statistics',
    title: 'Estadísticas',
    description: 'Lo que dice la investigación sobre la violencia de pareja y la recuperación, y lo que muestran las autoevaluaciones de nuestra comunidad.',
  },
  {
    path: '/resources',
    title: 'Recursos',
    description: 'Guías gratuitas, coaching y recursos de apoyo para mujeres que se recuperan de relaciones abusivas.',
  },
  {
    path: '/services',
    title: 'Coaching y servicios',
    description: 'Coaching individual, el Programa de recuperación S.A.V.E.™ y una consulta gratuita de 30 minutos.',
  },
  {
    path: '/crisis-support',
    title: 'Apoyo en crisis',
    description: 'Si estás en peligro, llama al 911. Líneas de ayuda a las que puedes llamar o escribir a cualquier hora, y ayuda para planear tu seguridad.',
  },
  {
    path: '/staying-safer',
    title: 'Más segura en internet',
    description: 'Lo que el botón de salida puede y no puede hacer, y pasos tranquilos y prácticos para un teléfono o una computadora que otra persona podría revisar.',
  },
  {
    path: '/worried-about-someone',
    title: 'Si te preocupa alguien',
    description:
      'Para familiares y amistades: señales de una relación abusiva, qué decir, qué evitar, una revisión privada que no envía nada y a dónde llamar.',
  },
  {
    path: '/offline',
    title: 'Números de crisis',
    description: 'Líneas de crisis gratuitas y confidenciales a las que puedes llamar o escribir a cualquier hora, guardadas en este teléfono si así lo elegiste.',
  },
  {
    path: '/verify',
    title: 'Comprobar un paquete de registros',
    description: 'Comprueba un paquete de registros del diario: si cada registro es exactamente lo que firmó el sitio, y cuándo. El archivo nunca sale de este dispositivo.',
  },
  {
    path: '/movement',
    title: 'Apoya el movimiento',
    description: 'Ayuda a una hermana en crisis, financia la formación HeartWork o patrocina un camino de recuperación completo. Pregúntanos cómo donar.',
  },
  {
    path: '/about',
    title: 'Sobre nuestra fundadora',
    description: `Conoce a la fundadora de ${siteConfig.productName} y por qué creó una hermandad para sanar.`,
  },
  {
    path: '/signup',
    title: 'Únete gratis',
    description: `Únete gratis a ${siteConfig.productName} y recibe guías, herramientas y el apoyo de la comunidad.`,
  },
  {
    path: '/upgrade-access',
    title: 'Mejorar el acceso',
    description: 'Activa el Paquete de herramientas o el Paquete para educadoras con tu código de acceso.',
  },
  {
    path: '/privacy-policy',
    title: 'Política de privacidad',
    description: 'Qué datos recopilamos, para qué, cómo los protegemos y qué opciones tienes.',
  },
  {
    path: '/terms-of-service',
    title: 'Términos del servicio',
    description: `Los términos para usar ${siteConfig.productName} y sus servicios.`,
  },
  {
    path: '/legal-disclaimer',
    title: 'Aviso legal',
    description: 'Nuestro contenido es educativo y no sustituye el consejo profesional, médico ni legal.',
  },
  {
    path: memorialPath,
    title: siteConfig.memorial.navLabel,
    description: 'Recordamos a las mujeres que perdimos por la violencia de pareja, y aprendemos las señales de alerta para que otras vivan.',
  },
  {
    path: '/community',
    title: 'Comunidad',
    description: 'Un espacio de apoyo para compartir tu historia, hacer preguntas y animar a otras mujeres en el mismo camino.',
  },
  {
    path: '/business-directory',
    title: 'Directorio de negocios',
    description: 'Negocios y profesionales que apoyan a sobrevivientes: apoyo legal, financiero, de bienestar y laboral.',
  },
];

export const notFoundPage: Translation<typeof english.notFoundPage> = {
  path: '/404',
  title: 'Página no encontrada',
  description: 'No encontramos esa página.',
};

export const navLinks: Translation<typeof english.navLinks> = [
  { label: 'Fundadora', to: '/about' },
  { label: 'Autoevaluación', to: '/assessment' },
  { label: 'Herramientas', to: '/tools' },
  { label: 'Comunidad', to: '/community' },
  { label: 'Directorio de negocios', to: '/business-directory' },
  { label: 'Recursos', to: '/resources' },
  { label: 'Servicios', to: '/services' },
  { label: 'Apoyo en crisis', to: '/crisis-support' },
  { label: siteConfig.memorial.navLabel, to: memorialPath },
];
