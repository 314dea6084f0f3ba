/**
 * Las palabras del camino de 30 días que se ven antes de abrirlo (la primera carga de la página):
 * aparte de ./affirmations.es.ts, cuyos treinta días cargan con la herramienta, detrás de la puerta.
 */
import type { Translation } from '@core/i18n';
import type * as en from '@core/content/affirmations-gate';

export { JOURNEY_LENGTH } from '@core/content/affirmations-gate';

export const affirmationsGateTexts: Translation<typeof en.affirmationsGateTexts> = {
  gateTitle: 'Abre tu camino',
  gateDescription: 'Escribe tu correo electrónico y tu frase de acceso privada para abrir tus 30 días y las reflexiones que has escrito.',
  unlockedTitle: 'Tu camino está desbloqueado',
  loading: 'Cargando tu camino...',
  welcome: { title: 'Te damos la bienvenida a tu camino de 30 días', description: 'Tu progreso se guardará de forma segura.' },
};

export const REFLECTION_REQUIRED: Translation<typeof en.REFLECTION_REQUIRED> = {
  title: 'Falta tu reflexión',
  description: 'Escribe una reflexión antes de completar este día, por favor.',
};

export const affirmationsPageTexts: Translation<typeof en.affirmationsPageTexts> = {
  eyebrow: 'Herramientas de sanación',
  title: 'Camino de 30 días de afirmaciones',
  intro:
    'Una afirmación y una pregunta amable cada día, durante treinta días. Tus reflexiones se guardan en privado, protegidas por tu propia frase de acceso.',
};
