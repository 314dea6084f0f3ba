import type { Translation } from '@core/i18n';
import type * as en from '@core/content/vault-controls';

export const unlockedTexts: Translation<typeof en.unlockedTexts> = {
  region: 'Tu espacio privado',
  unlockedForBefore: 'Desbloqueado para ',
  unlockedForAfter: '. Bloquéalo cuando te alejes: mientras está desbloqueado, cualquier persona que use este dispositivo puede verlo.',
  lock: 'Bloquear',
  lockedTitle: 'Se bloqueó',
  lockedDescription: 'Tus herramientas están bloqueadas. Usa tu correo electrónico y tu frase de acceso para desbloquearlas otra vez.',
  settings: 'Ajustes de privacidad',
  autoLockLabel: 'Bloquear automáticamente después de',
  autoLockOption: '{minutes} minutos sin uso',
  autoLockHint: 'Se guarda en tu espacio privado, así que te sigue en otros dispositivos.',
  room: 'Tu espacio privado guarda {used} de sus {max}, con fotos y archivos incluidos.',
  settingSavedTitle: 'Ajuste guardado',
  settingSavedDescription: 'Tu espacio privado ahora se bloquea solo después de {minutes} minutos sin uso.',
  settingNotSavedTitle: 'El ajuste no se guardó',
};

export const changePassphraseTexts: Translation<typeof en.changePassphraseTexts> = {
  open: 'Cambiar la frase de acceso',
  title: 'Cambia tu frase de acceso',
  description:
    'Todo lo que hay en tu espacio privado se vuelve a cerrar con la nueva frase de acceso. Se bloquea en cualquier otro dispositivo donde esté desbloqueado, y la frase anterior ya no abre nada. No podemos ver ni restablecer ninguna de las dos.',
  current: 'Frase de acceso actual',
  next: 'Nueva frase de acceso',
  again: 'Nueva frase de acceso otra vez',
  unreadable:
    '{count, plural, one {Una entrada no se pudo leer con ninguna frase de acceso y se eliminará.} other {# entradas no se pudieron leer con ninguna frase de acceso y se eliminarán.}}',
  working: 'Cerrando tus entradas con la nueva frase de acceso...',
  submit: 'Cambiar la frase de acceso',
  submitting: 'Cambiando...',
  changedTitle: 'Frase de acceso cambiada',
  changedDescription:
    'Tus entradas ahora están cerradas con tu nueva frase de acceso. Se bloquearon en cualquier otro dispositivo donde estaban desbloqueadas.',
  notChangedTitle: 'La frase de acceso no se cambió',
};

export const deleteDataTexts: Translation<typeof en.deleteDataTexts> = {
  open: 'Eliminar mis datos',
  title: '¿Eliminar todos los datos de tus herramientas?',
  erasesBefore: 'Esto borra ahora mismo el espacio privado de ',
  erasesAfter: ' con esta frase de acceso:',
  items: [
    'tu avance en el camino de 30 días y cada reflexión que escribiste,',
    'cada guion para poner límites que guardaste,',
    'todo lo demás que guardaste en tus herramientas privadas, y tus ajustes.',
  ],
  cannotUndo: 'Esto no se puede deshacer. Nadie puede recuperarlo.',
  otherDevices: 'También se bloquea en cualquier otro dispositivo donde esté desbloqueado. Puedes empezar de nuevo más tarde con cualquier frase de acceso.',
  keep: 'Conservar mis datos',
  confirm: 'Eliminar todo',
  deleting: 'Eliminando...',
  erasedTitle: 'Tus datos se borraron',
  erasedDescription:
    'Todo lo que había en tu espacio privado ya no está: tu camino, tus reflexiones y tus guiones guardados. Puedes empezar de nuevo cuando quieras.',
  notDeletedTitle: 'No se eliminó nada',
  unreachable: 'No pudimos comunicarnos con el servidor en este momento, así que tus datos siguen ahí. Intenta de nuevo.',
};
