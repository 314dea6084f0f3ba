import type { Translation } from '@core/i18n';
import type * as en from '@core/content/emails';

export const clientSubjects: Translation<typeof en.clientSubjects> = {
  confirmed: 'Tu cita está confirmada',
  cancelled: 'Tu cita se canceló',
  alreadyMember: 'Ya eres miembro',
};

export const invitationTexts: Translation<typeof en.invitationTexts> = {
  title: 'Cita',
  request: 'Para cambiar o cancelar esta cita, responde al correo con el que llegó.',
  cancel: 'Esta cita se canceló.',
};

export const appointmentLengths: Translation<typeof en.appointmentLengths> = {
  hours: '{hours, plural, one {# hora} other {# horas}}',
  minutes: '{minutes, plural, one {# minuto} other {# minutos}}',
};

export const emailGreetings: Translation<typeof en.emailGreetings> = {
  named: 'Hola, {name}:',
  unnamed: 'Hola:',
};

export const confirmedLines: Translation<typeof en.confirmedLines> = [
  '',
  'Tu cita está confirmada para el:',
  '',
  '{when}',
  'Duración: {length}',
  '',
  'La invitación de calendario de este correo la agrega a tu calendario.',
  'Para cambiarla o cancelarla, responde a este correo.',
  '',
  'Si no pediste ninguna cita, puedes ignorar este mensaje.',
  '',
];

export const cancelledLines: Translation<typeof en.cancelledLines> = [
  '',
  'Tu cita del',
  '',
  '{when}',
  '',
  'se canceló. La actualización de calendario de este correo la quita de tu calendario.',
  'Si quieres otro horario, responde a este correo.',
  '',
];

export const alreadyMemberLines: Translation<typeof en.alreadyMemberLines> = [
  '',
  'Alguien pidió unirse con esta dirección de correo electrónico. Ya eres miembro, así que nada ha cambiado',
  'y no tienes que hacer nada.',
  '',
  'Si no fuiste tú, puedes ignorar este mensaje. A quien lo pidió no se le dijo que eres miembro.',
  '',
];
