import type { Translation } from '@core/i18n';
import type * as en from '@core/content/quick-exit';

export const quickExitTexts: Translation<typeof en.quickExitTexts> = {
  skipLink: 'Saltar a la salida rápida de esta página',
  region: 'Salida rápida',
  hintBefore: '¿Necesitas salir rápido? Presiona ',
  // The keys keep the names printed on them (a US keyboard says Esc and Shift).
  escapeKey: 'Esc',
  hintBetween: ', o ',
  shiftKey: 'Shift',
  hintAfter: ' tres veces.',
  button: 'Salida rápida',
  expired: 'La salida rápida se canceló.',
  leaving: 'Saliendo de esta página.',
  shiftProgress: (remaining) =>
    `Shift: presiona ${remaining} ${remaining === 1 ? 'vez' : 'veces'} más para salir.`,
  coverText: 'Cargando.',
  coverTitle: 'Cargando',
};

export const exitNote: Translation<typeof en.exitNote> = {
  title: 'Sobre este botón',
  text: 'Sale de este sitio al instante y abre una página del clima. También puedes presionar Esc, o presionar Shift tres veces. No puede borrar tu historial de navegación.',
  linkText: 'Cómo funciona la salida, y cómo estar más segura',
  dismiss: 'Ocultar esta nota',
};
