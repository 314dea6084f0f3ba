import type { Translation } from '@core/i18n';
import type * as en from '@core/content/upgrade-access';

export const upgradePageTexts: Translation<typeof en.upgradePageTexts> = {
  eyebrow: 'Mejorar el acceso',
  title: 'Activa tu acceso',
  intro: 'Elige tu paquete y luego escribe el correo electrónico con el que te registraste y el código de acceso que recibiste.',
};

export const supportNotice: Translation<typeof en.supportNotice> = {
  title: 'Todas las herramientas son gratuitas',
  text: 'Nunca necesitas comprar nada para usar el diario, el plan de salida, el registro de síntomas, el camino de 30 días o los guiones para poner límites. El Paquete de herramientas es una forma de apoyar nuestro trabajo; el Paquete para educadoras trae los recursos y la formación para educadoras y profesionales.',
  statement:
    'Un pago puede aparecer en el estado de cuenta de una tarjeta o del banco, o en un recibo por correo electrónico, que otra persona puede ver. Si eso podría ponerte en riesgo, no necesitas comprar nada: todas las herramientas siguen siendo gratuitas.',
};

export const upgradeMessages: Translation<typeof en.upgradeMessages> = {
  missingTitle: 'Falta información',
  missingDescription: 'Escribe tu correo electrónico y tu código de acceso.',
  wrongCodeTitle: 'Código no válido',
  wrongCode: 'El código de acceso que escribiste no es correcto.',
  failedTitle: 'No se pudo mejorar el acceso',
  failedFallback: 'No se pudo mejorar tu acceso. Inténtalo de nuevo.',
  successTitle: '¡Acceso mejorado!',
  successDescription: {
    tools_bundle: 'Ya tienes acceso al Paquete de herramientas de $20.',
    educator: 'Ya tienes acceso al Paquete para educadoras de $100.',
  },
  chooseLevel: 'Elige el Paquete de herramientas o el Paquete para educadoras.',
};

export const packageChoiceTexts: Translation<typeof en.packageChoiceTexts> = {
  legend: '1. Elige tu paquete',
  includes: (name: string) => `Qué incluye: ${name}`,
  buy: (name: string, price: string) => `Comprar: ${name} (${price})`,
};

export const activateTexts: Translation<typeof en.activateTexts> = {
  heading: (name: string) => `2. Activa: ${name}`,
  intro: 'Usa tu correo electrónico y el código de acceso que recibiste al comprar.',
  email: 'Correo electrónico',
  accessCode: 'Código de acceso',
  showAccessCode: 'Mostrar el código de acceso',
  submit: 'Activar el acceso',
  pending: 'Activando...',
  choosePackage: 'Elige un paquete arriba para escribir tu correo electrónico y tu código de acceso.',
  takingYou: (destination: string) => `Te llevamos ahora a ${destination}.`,
  goNow: 'Ir ahora',
  destinations: {
    tools_bundle: 'la página de herramientas',
    educator: 'la página de servicios',
  },
};

export const accreditationNotice: Translation<typeof en.accreditationNotice> = {
  title: 'Sobre la acreditación',
  text: 'La certificación HeartWork del Paquete para educadoras es nuestro propio programa de formación. Todavía no está acreditada formalmente por ningún organismo externo, y no es una licencia del gobierno para ejercer la terapia ni la consejería. Las herramientas y los materiales apoyan tu sanación y tu trabajo; no sustituyen la atención profesional.',
};

export const noCodeHelp: Translation<typeof en.noCodeHelp> = {
  title: '¿No tienes código de acceso?',
  before:
    'Recibes uno después de comprar un paquete con los enlaces de arriba. Si ya compraste un paquete y no encuentras el código, o tienes cualquier pregunta, escríbenos a',
  after: '.',
};
