/**
 * Las palabras del generador de guiones que se ven antes de abrirlo (la primera carga de la
 * página): aparte de ./boundary-scripts.es.ts, que carga con la herramienta, detrás de la puerta.
 */
import type { Translation } from '@core/i18n';
import type * as en from '@core/content/boundary-scripts-gate';

export const boundaryScriptsGateTexts: Translation<typeof en.boundaryScriptsGateTexts> = {
  gateTitle: 'Abre tus guiones',
  gateDescription: 'Escribe tu correo electrónico y tu frase de acceso privada para escribir guiones para poner límites y guardar los que te ayuden.',
  unlockedTitle: 'Tus guiones están desbloqueados',
  loading: 'Cargando tus guiones...',
};

export const BOUNDARY_MISSING_INFORMATION: Translation<typeof en.BOUNDARY_MISSING_INFORMATION> = {
  title: 'Falta información',
  description: 'Elige un comportamiento dañino y describe la situación, por favor.',
};

export const boundaryScriptsPageTexts: Translation<typeof en.boundaryScriptsPageTexts> = {
  eyebrow: 'Herramientas de sanación',
  title: 'Generador de guiones para poner límites',
  intro: 'Encuentra palabras tranquilas y claras para poner un límite, en tono sencillo, firme o de salida, y guarda las que te ayuden.',
};
