/**
 * Las palabras del calendario de registros (./incident-calendar.ts): la escala de gravedad con
 * nuestras propias palabras, la vista por mes, la línea tranquila cuando los últimos tres meses
 * tienen más, y la parte del calendario en el paquete de registros.
 */
import type { Translation } from '@core/i18n';
import type * as en from '@core/content/incident-calendar';

export const seriousnessLevels: Translation<typeof en.seriousnessLevels> = [
  { value: 1, label: 'Me afectó, y pasó' },
  { value: 2, label: 'Se quedó conmigo' },
  { value: 3, label: 'Sentí miedo' },
  { value: 4, label: 'Me lastimaron, o temí que lo hicieran' },
  { value: 5, label: 'Temí por mi vida o la de otra persona' },
];

export const incidentCalendarTexts: Translation<typeof en.incidentCalendarTexts> = {
  form: {
    legend: '¿Qué tan grave fue para ti? (opcional)',
    hint: 'Solo para tu calendario: te ayuda a ver con qué frecuencia y qué tan graves han sido las cosas con los meses. Puedes cambiarlo después, y no forma parte de la huella digital del registro.',
    none: 'Prefiero no decirlo',
  },
  badge: 'Gravedad: {step} de 5, {label}',
  calendar: {
    title: 'Tus registros por mes',
    intro: 'Cada registro con fecha, en el día en que pasó. Usa las flechas para moverte entre los días y Enter para ver los registros de un día.',
    previous: 'Mes anterior',
    next: 'Mes siguiente',
    gridName: '{month}',
    none: 'Tu calendario se llena cuando guardas un registro de lo que pasó con su fecha.',
    dayNone: '{day}: sin registros',
    dayOne: '{day}: 1 registro',
    dayMany: '{day}: {count} registros',
    dayHighest: ', lo más grave: {step} de 5, {label}',
    dayTitle: 'Registros del {day}',
    notRated: 'Sin gravedad elegida',
    markHint: 'Un punto marca un día con un registro; un número es el paso más grave que elegiste ese día.',
  },
  calendarShared: {
    title: 'Registros por mes',
    none: 'Ninguno de estos registros tiene fecha.',
    markHint: 'Un punto marca un día con un registro; un número es el paso más grave elegido para ese día.',
  },
  months: {
    title: 'Con qué frecuencia y qué tan grave, mes a mes',
    month: 'Mes',
    records: 'Registros',
    highest: 'Lo más grave',
    notGiven: 'Sin elegir',
  },
  trend: {
    moreOften: 'En los últimos tres meses guardaste más registros que en los tres meses anteriores.',
    moreSerious: 'En los últimos tres meses lo que registraste fue más grave, según tu propia lectura, que en los tres meses anteriores.',
    both: 'En los últimos tres meses guardaste más registros, y más graves según tu propia lectura, que en los tres meses anteriores.',
    offer: 'No tienes que cargar con esto sola. Si quieres hablarlo, la línea de ayuda atiende de día y de noche, y puedes reservar una cita gratuita y privada con una coach.',
    book: 'Reservar una consulta gratuita',
  },
  pack: {
    include: 'Incluir el calendario: con qué frecuencia y qué tan grave, mes a mes',
    includeHint: 'Agrega una página con cada mes, las fechas de los registros elegidos y la gravedad que escogiste.',
    title: 'Calendario de los registros de este paquete',
    explain:
      'La gravedad es su propia lectura de cada hecho, elegida en la escala de cinco pasos de este sitio (1 Me afectó, y pasó; 2 Se quedó conmigo; 3 Sentí miedo; 4 Me lastimaron, o temí que lo hicieran; 5 Temí por mi vida o la de otra persona). Se puede cambiar en cualquier momento y no la cubren las huellas digitales ni los recibos.',
    monthOne: '{month}: 1 registro',
    monthMany: '{month}: {count} registros',
    monthNone: '{month}: sin registros',
    day: '{day} - {seriousness}',
  },
};
