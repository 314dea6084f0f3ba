import type { Translation } from '@core/i18n';
import type * as en from '@core/content/signup';

export const signupPageTexts: Translation<typeof en.signupPageTexts> = {
  eyebrow: 'Únete gratis',
  title: 'Únete al movimiento',
  intro: 'Únete gratis para recibir guías, herramientas e invitaciones a talleres y eventos.',
  noScript: 'Para unirte, activa JavaScript en tu navegador.',
};

export const signupFormTexts: Translation<typeof en.signupFormTexts> = {
  heading: 'Tus datos',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  confirmEmail: 'Confirma tu correo electrónico',
  phone: 'Teléfono (opcional)',
  phoneHint: 'Solo si quieres que podamos llamarte.',
  interests: '¿Qué te interesa? (opcional)',
  howHeard: '¿Cómo supiste de nosotras? (opcional)',
  chooseOne: 'Elige una opción',
  privacy: 'Tu información es privada y nunca se compartirá.',
  submit: 'Únete al movimiento',
  pending: 'Uniéndote...',
};

export const signupInterestLabels: Translation<typeof en.signupInterestLabels> = {
  'S.A.V.E. Recovery Program': 'Programa de recuperación S.A.V.E.',
  'HeartWork Institute Certification': 'Certificación del HeartWork Institute',
  "Queen's Bag Hub Membership": "Membresía de Queen's Bag Hub",
  'Crisis Support Resources': 'Recursos de apoyo en crisis',
  'One-on-One Coaching': 'Acompañamiento (coaching) individual',
  'Workshops & Events': 'Talleres y eventos',
  'Free Resources & Guides': 'Recursos y guías gratuitos',
};

export const howHeardLabels: Translation<typeof en.howHeardLabels> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  'therapy-bot': 'Bot de terapia',
  friend: 'Una amiga o un amigo',
  search: 'Búsqueda en internet',
  other: 'Otro',
};

export const signupMessages: Translation<typeof en.signupMessages> = {
  invalidConfirm: 'Correo electrónico no válido',
  mismatch: 'Los correos electrónicos no coinciden',
  failedTitle: 'No se pudo completar el registro',
  failedFallback: 'No se pudo completar tu registro. Inténtalo de nuevo.',
  innerFallback: 'No se pudo completar el registro',
  successTitle: '¡Te damos la bienvenida a la comunidad S.A.V.E.™!',
  successDescription: 'Ya eres parte del movimiento que va de sobrevivir a ser dueña de tu vida.',
};

export const signupFieldMessages: Translation<typeof en.signupFieldMessages> = {
  firstName: 'Escribe tu nombre.',
  lastName: 'Escribe tu apellido.',
  phoneTooLong: 'Ese número de teléfono es demasiado largo.',
  phoneFormat: 'Escribe el número de teléfono con dígitos, por ejemplo 555-123-4567.',
  interests: 'Elige tus intereses de la lista.',
  howHeard: 'Elige de la lista cómo supiste de nosotras.',
};

export const signupWelcomeTexts: Translation<typeof en.signupWelcomeTexts> = {
  welcomeNamed: (firstName: string) => `Te damos la bienvenida, ${firstName}`,
  welcome: 'Te damos la bienvenida a la hermandad',
  intro: 'Ya eres parte de la comunidad S.A.V.E.™. No hay prisa: da el siguiente paso cuando te sientas lista.',
  nextSteps: 'Tus próximos pasos',
  assessmentTitle: 'Haz la autoevaluación',
  assessmentText: '35 preguntas privadas que te ayudan a entender los patrones de tu relación. Toma de 10 a 15 minutos.',
  toolsTitle: 'Explora las herramientas de sanación',
  toolsText: 'Empieza el Camino de 30 días de afirmaciones o encuentra palabras tranquilas para poner un límite.',
  helpTitle: 'Sabe dónde encontrar ayuda',
  helpText: 'Si alguna vez estás en peligro, la página de Apoyo en crisis tiene líneas de ayuda a las que puedes llamar o escribir a cualquier hora.',
  assessmentButton: 'Haz la autoevaluación',
  toolsButton: 'Explora las herramientas',
};
