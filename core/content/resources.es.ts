/**
 * The resources library as the Spanish site first starts with it: the same five resources, in
 * the same order, as core/content/resources.ts. The migration
 * server/db/migrations/0012_resources_language.sql inserts exactly these rows with language 'es'
 * (a test checks the two agree); the guides point at their Spanish PDFs (/books/<name>.es.pdf).
 */
import type { SeedResource } from './resources';

export type { SeedResource } from './resources';

/** Typed as the English list's items (not only its shape): the seed test compares them to rows. */
export const seedResources: readonly SeedResource[] = [
  {
    title: 'Hermana, te entiendo',
    description:
      'Una compañía tranquila para cuando empiezas a preguntarte si lo que vives es abuso. Una guía gratuita para leer a tu propio ritmo.',
    type: 'download',
    url: '/books/sis-i-get-it.es.pdf',
  },
  {
    title: '¿Estoy viviendo en S.A.V.E.?',
    description:
      'Una guía privada de reflexión para entender el patrón de aguantar y encontrar el camino de vuelta a ti misma. Se descarga gratis.',
    type: 'download',
    url: '/books/am-i-living-in-save.es.pdf',
  },
  {
    title: 'Consulta gratuita de 30 minutos',
    description:
      'Una conversación gratuita y privada con una coach sobre dónde estás y qué podría ayudarte ahora. Sin costo y sin presión.',
    type: 'coaching',
    url: null,
  },
  {
    title: 'Autoevaluación privada',
    description:
      'Treinta y cinco preguntas, unos 10-15 minutos, para ayudarte a ver con más claridad los patrones de tu relación. Tus respuestas son privadas.',
    type: 'other',
    url: '/es/assessment',
  },
  {
    title: 'Apoyo en crisis',
    description: 'Líneas de ayuda a las que puedes llamar o enviar un mensaje de texto a cualquier hora, de día o de noche, y formas de planear tu seguridad.',
    type: 'other',
    url: '/es/crisis-support',
  },
];
