import type { Translation } from '@core/i18n';
import type * as en from '@core/content/shell';

export const shellTexts: Translation<typeof en.shellTexts> = {
  skipToMain: 'Saltar al contenido principal',
  homeLabel: (productName) => `${productName}, inicio`,
  mainNav: 'Principal',
  home: 'Inicio',
  signUp: 'Regístrate',
  bookNow: 'Reserva una cita',
  menu: 'Menú',
};

export const footerTexts: Translation<typeof en.footerTexts> = {
  about: (tagline) => `${tagline}. Un lugar tranquilo y privado para mujeres que sanan después de relaciones de abuso emocional.`,
  followUs: 'Síguenos',
  quickLinksHeading: 'Enlaces rápidos',
  quickLinks: [
    { label: 'Inicio', to: '/' },
    { label: 'Autoevaluación', to: '/assessment' },
    { label: 'Servicios', to: '/services' },
    { label: 'Recursos', to: '/resources' },
  ],
  toolsHeading: 'Herramientas gratuitas y privadas',
  tools: [
    { label: 'Diario y registros con fecha', to: '/tools/journal' },
    { label: 'Plan de salida', to: '/tools/exit-plan' },
    { label: 'Registro de síntomas', to: '/tools/symptom-tracker' },
    { label: 'El camino de 30 días', to: '/tools/affirmations' },
    { label: 'Guiones para poner límites', to: '/tools/boundary-scripts' },
    { label: 'Todas las herramientas', to: '/tools' },
  ],
  servicesHeading: 'Servicios',
  services: ['Consulta gratuita', 'Coaching individual', 'Programa de recuperación', 'Sanación madre e hija'],
  bookSession: 'Reserva una sesión',
  crisisHeading: 'Apoyo en crisis, 24/7',
  dangerBefore: 'Si estás en peligro inmediato, llama al ',
  dangerAfter: '.',
  domesticViolence: {
    name: 'Línea Nacional de Violencia Doméstica',
    call: 'Llama al 1-800-799-7233',
    text: 'Envía START al 88788',
  },
  lifeline: {
    name: '988 Línea de Prevención del Suicidio y Crisis',
    call: 'Llama al 988',
    text: 'Envía un mensaje de texto al 988',
  },
  stayingSafer: 'Más segura en internet',
  worriedAboutSomeone: '¿Te preocupa alguien?',
  rightsReserved: (year, productName) => `© ${year} ${productName}. Todos los derechos reservados.`,
  legalNav: 'Legal',
  legalLinks: [
    { label: 'Política de privacidad', to: '/privacy-policy' },
    { label: 'Términos del servicio', to: '/terms-of-service' },
    { label: 'Aviso legal', to: '/legal-disclaimer' },
  ],
};

export const notFoundTexts: Translation<typeof en.notFoundTexts> = {
  title: 'Página no encontrada',
  text: 'No encontramos esa página. Puede que se haya movido, o que la dirección tenga un error.',
  home: 'Ir a la página de inicio',
  crisis: 'Apoyo en crisis',
};
