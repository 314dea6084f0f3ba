/**
 * The /es/community page (core/content/community.ts): the four sample posts, written by us as
 * examples (the page says so), the six topics and the page's words, in Spanish. The samples'
 * facts (ids, names, counts and dates) come from community-data.ts, not from the English posts,
 * so this page's scripts carry none of the English words.
 */
import type { Translation } from '@core/i18n';
import type * as en from '@core/content/community';
import type { SamplePost } from '@core/content/community';
import { samplePostFacts, type SamplePostId } from '@core/content/community-data';

export type { SamplePost } from '@core/content/community';
export { samplePostsAsOf } from '@core/content/community-data';

/** Each sample's title and words in Spanish, by id. */
const words: Record<SamplePostId, Pick<SamplePost, 'title' | 'content'>> = {
  'sample-quiet-evenings': {
    title: 'El silencio después de irme',
    content:
      'Hace tres meses que me fui. La gente me dice que debo sentirme aliviada, y algunos días sí. Otras noches el silencio se siente tan fuerte que me sorprendo escuchando por si oigo una llave en la puerta. ¿Es normal? ¿Cómo pasaron ustedes las noches al principio?',
  },
  'sample-said-no': {
    title: 'Dije que no, y nada se vino abajo',
    content:
      'Mi hermana me pidió que otra vez organizara la reunión familiar de las fiestas. Antes habría dicho que sí y después habría llorado en el baño. Esta vez hablé con calma y le dije que este año necesitaba descansar. Se sorprendió, y luego me dijo que estaba bien. Sé que es algo pequeño. Para mí fue enorme.',
  },
  'sample-finding-words': {
    title: '¿Cómo se lo explican a quienes nunca lo vieron?',
    content:
      'Con todos los demás él era encantador. Cuando intento contarles a mis amigas cómo era, me doy cuenta de lo pequeña que suena cada cosa por separado. ¿Cómo encontraron ustedes las palabras, o a personas que entendieran sin necesitar toda la historia?',
  },
  'sample-sleep': {
    title: 'Cosas pequeñas que me ayudaron a volver a dormir',
    content:
      'Durante meses no podía dormir más que unas pocas horas. Lo que me ayudó, poco a poco: una lámpara suave en lugar de la luz del techo por la noche, escribir tres cosas que hice en el día, aunque fueran mínimas, y llamar una vez a una línea de ayuda cuando todo se sentía demasiado pesado. Me escucharon sin apurarme. Ten paciencia contigo. Tu cuerpo está aprendiendo que ahora está a salvo.',
  },
};

export const samplePosts: readonly SamplePost[] = samplePostFacts.map((post) => ({ ...post, ...words[post.id] }));

export const communityTopics: Translation<typeof en.communityTopics> = [
  'Volver a confiar en mi propio criterio',
  'Límites con la familia',
  'Criar en conjunto después de irme',
  'El sueño, la ansiedad y el cuerpo',
  'Reconstruir mis finanzas',
  'Pequeños logros de esta semana',
];

export const communityPageText: Translation<typeof en.communityPageText> = {
  samplesHeading: 'Publicaciones de ejemplo',
  samplesNote:
    'Estas cuatro publicaciones las escribimos nosotras, como ejemplos de lo que las mujeres comparten aquí. No son de personas reales. Las publicaciones de la comunidad aparecen después, cuando nuestro equipo las ha leído.',
  sampleBadge: 'Publicación de ejemplo',
  approvedHeading: 'De la comunidad',
  countsNote: 'Pronto podrás dar me gusta y responder. Los números de las publicaciones de ejemplo son parte de los ejemplos.',
  topicsHeading: 'Temas frecuentes',
  topicsNote: 'Temas que suelen surgir para las mujeres en recuperación. Cualquiera de ellos es bienvenido aquí.',
  safetyTitle: 'Antes de publicar',
  safetyPoints: [
    'Por favor, no compartas detalles que puedan identificarte a ti o a otra persona: nombres completos, dónde vives o trabajas, las escuelas de tus hijos, fotos o fechas.',
    'Nuestro equipo lee cada publicación antes de que aparezca, y las publicaciones anónimas nunca muestran un nombre ni un correo electrónico.',
    'Esta es una comunidad entre pares, no un servicio de emergencia. Si estás en peligro, llama al 911 o a la Línea Nacional de Violencia Doméstica.',
  ],
  formIntro: 'Comparte lo que tienes en mente. Nuestro equipo lee cada publicación antes de que aparezca en la comunidad.',
  anonymousExplained: 'Tu publicación aparece como Anónima. No guardamos tu nombre ni tu correo electrónico con ella.',
  namedExplained:
    'El nombre que des se muestra con tu publicación; basta con tu nombre de pila o un apodo. Tu correo electrónico es solo para nuestro equipo, para contactarte sobre tu publicación, y nunca se muestra.',
};

export const communityCategoryLabels: Translation<typeof en.communityCategoryLabels> = {
  support: 'Apoyo',
  'success-story': 'Historia de logro',
  question: 'Pregunta',
  advice: 'Consejo',
};

export const communityPageHeader: Translation<typeof en.communityPageHeader> = {
  eyebrow: 'Comunidad',
  title: 'Una hermandad que escucha',
  lead: 'Comparte tu historia, haz una pregunta o anima a otra mujer que va por el mismo camino. Siempre puedes publicar de forma anónima.',
  asideLabel: 'Sobre esta comunidad',
  crisisLink: 'Líneas de crisis y plan de seguridad',
};

export const createPostTexts: Translation<typeof en.createPostTexts> = {
  heading: 'Comparte con la comunidad',
  category: 'Categoría',
  title: 'Título',
  content: 'Tu publicación',
  anonymous: 'Publicar de forma anónima',
  name: 'Nombre',
  email: 'Correo electrónico',
  emailHint: 'Nunca se muestra; es solo para nuestro equipo.',
  cancel: 'Cancelar',
  pending: 'Publicando...',
  submit: 'Publicar',
};

export const postCardTexts: Translation<typeof en.postCardTexts> = {
  anonymous: 'Anónima',
  pinned: 'Fijada',
  likes: (_count: number, formatted: string) => `${formatted} me gusta`,
  replies: (count: number, formatted: string) => `${formatted} ${count === 1 ? 'respuesta' : 'respuestas'}`,
  justNow: 'justo ahora',
};
