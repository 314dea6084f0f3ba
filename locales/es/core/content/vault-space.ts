import type { Translation } from '@core/i18n';
import type * as en from '@core/content/vault-space';

export const emptySpaceTexts: Translation<typeof en.emptySpaceTexts> = {
  heading: 'No hay nada guardado con este correo y esta frase de acceso',
  explain:
    'Este espacio privado está vacío. Un correo o una frase de acceso distintos abren un espacio distinto, así que basta una letra cambiada para llegar aquí.',
  notLost: 'No se perdió nada de lo que guardaste. Sigue guardado con el correo y la frase de acceso que usaste entonces.',
  tryAgain: 'Intentar otra vez',
  tryAgainHint: 'Revisa tu correo y tu frase de acceso, y vuelve a desbloquear tu espacio.',
  create: 'Empezar un espacio privado nuevo',
  createHint: 'Empieza un espacio nuevo solo si es tu primera vez aquí, o si quieres empezar de cero.',
};

export const newSpaceTexts: Translation<typeof en.newSpaceTexts> = {
  title: 'Escribe tu frase de acceso una vez más',
  description:
    'Es lo primero que guardas en este espacio nuevo. Escribe otra vez tu frase de acceso, para que un error al escribir no esconda lo que guardes. Se comprueba aquí, en este navegador: no se envía.',
  label: 'Tu frase de acceso otra vez',
  submit: 'Guardar',
  checking: 'Comprobando...',
  cancel: 'Cancelar',
  differs:
    'Esta no es la frase de acceso con la que abriste este espacio. No se guardó ni se envió nada. Escríbela otra vez, o cancela, ciérralo y empieza de nuevo.',
  notSaved: 'No se guardó nada: no escribiste tu frase de acceso una vez más.',
};

export const strengthTexts: Translation<typeof en.strengthTexts> = {
  weakNewSpace:
    'Esta frase de acceso sería fácil de adivinar, así que no se puede crear un espacio nuevo con ella. No se guardó ni se envió nada. Cancela, cierra tu espacio y abre uno nuevo con una frase más larga: unas cuantas palabras que nadie pondría juntas, o pulsa "Sugerir una".',
  weakChange:
    'Esta nueva frase de acceso sería fácil de adivinar. No se cambió nada. Elige una más larga: unas cuantas palabras que nadie pondría juntas.',
};

export const moveOldTexts: Translation<typeof en.moveOldTexts> = {
  link: 'Usé las herramientas antes del {date}: traer aquí mis entradas anteriores',
  title: 'Trae aquí tus entradas anteriores',
  explain:
    'Esta única vez, tu correo y tu frase de acceso anterior se envían a nuestro servidor, para que los compare con tu cuenta anterior. Luego tu camino anterior y tus guiones guardados se cierran en este espacio con tu frase de acceso, y se borran las copias anteriores.',
  until: 'Puedes hacerlo hasta el {date}. Después de ese día se borran las copias anteriores.',
  label: 'Tu frase de acceso anterior',
  submit: 'Traer mis entradas anteriores',
  submitting: 'Trayéndolas aquí...',
  cancel: 'Cancelar',
  nothingFound:
    'No se encontraron entradas anteriores con este correo y esa frase de acceso. No se trasladó nada y aquí no cambió nada. Revisa los dos y vuelve a intentarlo.',
  failed: 'No pudimos traer tus entradas anteriores en este momento. No se perdió nada: siguen en tu cuenta anterior. Vuelve a intentarlo.',
};
