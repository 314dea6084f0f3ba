import type { Translation } from '@core/i18n';
import type * as en from '@core/content/booking';

export const bookingServiceLabels: Translation<typeof en.bookingServiceLabels> = {
  consultation: 'Consulta gratuita (30 min)',
  individual: 'Sesión individual (90 min) - $150',
  program: 'Programa de recuperación S.A.V.E.™ - $1,497',
  family: 'Sanación madre e hija (2 h) - $225',
};

export const bookingDialogTexts: Translation<typeof en.bookingDialogTexts> = {
  title: 'Reserva tu sesión',
  description: 'Dinos cómo contactarte y qué momento te viene bien. Te escribiremos en un plazo de 24 horas para confirmarlo.',
  loading: 'Cargando el formulario de reserva...',
  close: 'Cerrar',
  requiredNote: 'Todos los campos son obligatorios, salvo los marcados como opcionales.',
  name: 'Nombre',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  service: 'Servicio',
  chooseService: 'Elige un servicio',
  dateTime: 'Fecha y hora que prefieres',
  dateTimeHint: 'En tu hora local. Te la confirmaremos.',
  notes: 'Notas (opcional)',
  notesHint: 'Lo que quieras que sepamos. Comparte solo lo que te parezca seguro.',
  cancel: 'Cancelar',
  submit: 'Reservar la sesión',
  pending: 'Reservando...',
};

export const bookingToasts: Translation<typeof en.bookingToasts> = {
  successTitle: '¡Recibimos tu solicitud de cita!',
  successDescription: 'Te escribiremos en un plazo de 24 horas para confirmar tu cita.',
  errorTitle: 'Error',
  errorDescription: 'No se pudo enviar tu solicitud de cita. Inténtalo de nuevo.',
  missingTitle: 'Falta información',
  missingDescription: 'Completa todos los campos obligatorios.',
};

export const bookingFieldMessages: Translation<typeof en.bookingFieldMessages> = {
  name: 'Escribe tu nombre.',
  phoneMissing: 'Escribe un número de teléfono.',
  phoneTooLong: 'Ese número de teléfono es demasiado largo.',
  phoneFormat: 'Escribe el número de teléfono con dígitos, por ejemplo 555-123-4567.',
  service: 'Elige un servicio.',
  dateTime: 'Elige la fecha y la hora que prefieres.',
  future: 'Elige una fecha y una hora que aún no hayan pasado.',
  timeZone: 'Envía el nombre de una zona horaria, como America/Chicago.',
  notesTooLong: 'Escribe menos de {max, number} caracteres.',
};
