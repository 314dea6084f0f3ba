/**
 * Las palabras del diario que se ven antes de abrirlo (la primera carga de la página): aparte de
 * ./journal.es.ts, cuyas preguntas y textos cargan con la herramienta, detrás de la puerta.
 */
import type { Translation } from '@core/i18n';
import type * as en from '@core/content/journal-gate';

export const journalGateTexts: Translation<typeof en.journalGateTexts> = {
  gateTitle: 'Abre tu diario',
  gateDescription: 'Escribe tu correo electrónico y tu frase de acceso privada para abrir tu diario. Tus entradas se cifran en este dispositivo antes de guardarse.',
  unlockedTitle: 'Tu diario está desbloqueado',
  loading: 'Cargando tu diario...',
};

export const journalPageTexts: Translation<typeof en.journalPageTexts> = {
  eyebrow: 'Herramientas de sanación',
  intro:
    'Una pregunta amable cada día, tu estado de ánimo y tus propias palabras y, cuando lo necesites, un registro con fecha de lo que pasó. Todo se guarda en privado, protegido por tu propia frase de acceso.',
};
