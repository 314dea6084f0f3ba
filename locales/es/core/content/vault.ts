import type { Translation } from '@core/i18n';
import type * as en from '@core/content/vault';

export const vaultTexts: Translation<typeof en.vaultTexts> = {
  howItWorks:
    'Tu correo electrónico y tu frase de acceso cierran con llave tus entradas aquí, en este navegador, antes de que se envíe nada. Nosotras solo las guardamos cerradas: no podemos leerlas, y nadie que conozca tu correo puede abrirlas.',
  cannotReset:
    'No podemos ver ni restablecer tu frase de acceso. Si la olvidas, nadie puede abrir tus entradas, ni siquiera nosotras. Siempre puedes empezar de nuevo con una frase nueva.',
  passphraseHint: (min) =>
    `Al menos ${min} caracteres. Lo mejor son unas cuantas palabras que solo tú pondrías juntas, por ejemplo cuatro palabras separadas por espacios.`,
  firstTime:
    '¿Es tu primera vez aquí? El correo y la frase de acceso que escribas ahora abren un espacio privado nuevo. La próxima vez, usa los mismos dos. Si otra persona usa este dispositivo, no dejes que el navegador guarde tu frase de acceso.',
  opening: 'Abriendo tu espacio privado. Tarda un momento a propósito: así tu frase de acceso es difícil de adivinar.',
  tooManyAttempts: 'Demasiados intentos desde esta conexión en poco tiempo. Espera unos minutos y vuelve a intentarlo.',
  lockedIdle: (minutes) =>
    `Tu espacio privado se bloqueó solo después de ${minutes} minutos sin uso. Desbloquéalo otra vez para continuar.`,
  lockedElsewhere:
    'Tu espacio privado se bloqueó: se bloqueó en otro dispositivo, se cambió su frase de acceso o se dejó sin usar. Desbloquéalo otra vez.',
  suggested:
    'Cinco palabras al azar, elegidas en este navegador y visibles para que puedas leerlas. Guárdalas donde solo tú puedas verlas: nadie puede restablecerlas.',
  lockedTryAgain: 'Revisa tu correo y tu frase de acceso, y vuelve a desbloquear tu espacio. No se perdió nada de lo que guardaste.',
  emptyVault:
    'Todavía no hay nada guardado con este correo y esta frase de acceso. Si ya estuviste aquí antes y esperabas ver tus entradas, bloquéalo y revisa tu correo y tu frase de acceso: una frase distinta abre un espacio distinto y vacío.',
  unreadable: (count) =>
    count === 1
      ? 'No se pudo leer una entrada. Puede que esté dañada. Todo lo demás está aquí.'
      : `No se pudieron leer ${count} entradas. Puede que estén dañadas. Todo lo demás está aquí.`,
  moved: 'Tu camino anterior y tus guiones guardados ahora están en tu espacio privado, cerrados con tu frase de acceso.',
  keptBoth:
    'Esta entrada se cambió en otro dispositivo después de que la abriste. Se guardan las dos versiones, así que no se pierde nada.',
};

export const vaultGateLabels: Translation<typeof en.vaultGateLabels> = {
  email: 'Correo electrónico',
  passphrase: 'Frase de acceso privada',
  showPassphrase: 'Mostrar la frase de acceso',
  unlock: 'Desbloquear',
  suggest: 'Sugerir una',
  unlocking: 'Desbloqueando...',
  notUnlockedTitle: 'No se desbloqueó',
  openingSpace: 'Abriendo tu espacio privado...',
};

export const vaultNoScript: Translation<typeof en.vaultNoScript> = 'Esta herramienta necesita JavaScript activado para mantener tus datos en privado.';
