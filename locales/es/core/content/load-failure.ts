import type { Translation } from '@core/i18n';
import type * as en from '@core/content/load-failure';

export const PART_FAILED: Translation<typeof en.PART_FAILED> = 'No se pudo cargar esta parte de la página. Revisa tu conexión e intenta de nuevo.';
export const TRY_AGAIN: Translation<typeof en.TRY_AGAIN> = 'Intentar de nuevo';
export const CLOSE_NOTICE: Translation<typeof en.CLOSE_NOTICE> = 'Cerrar';
export const UNREACHABLE_MESSAGE: Translation<typeof en.UNREACHABLE_MESSAGE> =
  'No pudimos comunicarnos con el servidor en este momento. Revisa tu conexión e intenta de nuevo.';
