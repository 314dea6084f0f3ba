/**
 * The /services page in Spanish (core/content/services.ts). Prices and session lengths are the
 * same as the English page's (SPEC.md §9, decision 0006); only the words around them change.
 */
import type { Translation } from '@core/i18n';
import type * as en from '@core/content/services';
import type { ServiceOffering, Testimonial } from '@core/content/services';

export type { PriceLine, ServiceOffering, Testimonial } from '@core/content/services';

export const freeConsultation: Translation<typeof en.freeConsultation> = {
  name: 'Consulta gratuita de 30 minutos',
  length: '30 minutos',
  price: 'Gratis',
  summary:
    'Una conversación gratuita y sin presión para hacer tus preguntas, ver si el acompañamiento (coaching) es para ti y decidir por dónde empezar.',
  points: [
    'Tú decides cuánto compartir. No tienes que contar tu historia para reservar.',
    'Hablamos de las opciones de esta página y de lo que podría servirte.',
    'No hay nada que pagar ni nada a lo que inscribirte.',
  ],
  bookLabel: 'Reservar una consulta gratuita',
};

export const serviceOfferings: readonly ServiceOffering[] = [
  {
    id: 'individual',
    name: 'Sesiones individuales de coaching',
    length: '60 minutos',
    priceSummary: '$25-$75 por hora',
    summary:
      'Tiempo privado, a solas con una coach, para entender lo que has vivido y dar tus próximos pasos a tu propio ritmo.',
    includes: [
      'Un espacio tranquilo para hablar, sin juicios',
      'Apoyo con los límites, la confianza en ti misma y tus decisiones',
      'Prácticas para usar entre sesiones',
      'Tú eliges en qué trabajamos y a qué ritmo',
    ],
    prices: [
      { label: 'Primera sesión (de introducción)', amount: '$25' },
      { label: 'Sesiones 2 a 5', amount: '$50', note: 'cada una' },
      { label: 'Sesión 6 en adelante', amount: '$75', note: 'cada una' },
    ],
    bookLabel: 'Reservar una sesión individual',
  },
  {
    id: 'program',
    name: 'Programa de recuperación S.A.V.E.™',
    length: '12 semanas',
    priceSummary: 'Desde $20 (membresía de por vida)',
    summary:
      'Un camino estructurado de 12 semanas por los cuatro pasos del marco S.A.V.E.™: Reconocimiento, Recuperación, Reivindicación y Florecimiento.',
    includes: [
      'Trabajo guiado en cada uno de los cuatro pasos',
      'Preguntas de reflexión y prácticas de sanación para cada semana',
      'Para educadoras y profesionales: el marco para educadoras, para compartir este trabajo con otras personas',
    ],
    prices: [
      { label: 'Membresía regular de por vida', amount: '$20' },
      { label: 'Marco para educadoras', amount: '$100' },
    ],
    bookLabel: 'Reservar el Programa de recuperación',
  },
  {
    id: 'family',
    name: 'Sanación madre e hija',
    length: '2 horas',
    priceSummary: 'Precio según cada caso',
    summary:
      'Sesiones para una madre y una hija juntas: para entender los patrones que pasan de una generación a otra y reconstruir la confianza y las conversaciones sinceras.',
    includes: [
      'Sesiones para las dos juntas',
      'Formas de hablar de temas difíciles con seguridad',
      'Pequeños pasos compartidos para seguir practicando en casa',
    ],
    prices: [{ label: 'Cada familia', amount: 'Precio según cada caso' }],
    priceNote: 'Acordamos el precio contigo en tu consulta gratuita.',
    bookLabel: 'Reservar Sanación madre e hija',
  },
];

export const comparisonColumns: Translation<typeof en.comparisonColumns> = ['Para quién es', 'Formato', 'Duración', 'Precio'];

export const comparisonRows: Translation<typeof en.comparisonRows> = [
  {
    offering: 'Consulta gratuita',
    cells: ['Cualquier persona que no sabe por dónde empezar', 'Conversación a solas con una coach', '30 minutos', 'Gratis'],
  },
  {
    offering: 'Sesiones individuales de coaching',
    cells: [
      'Mujeres que quieren un apoyo privado y personal',
      'Sesiones a solas con una coach',
      '60 minutos por sesión',
      '$25 la primera sesión, $50 las sesiones 2 a 5, $75 desde la sesión 6',
    ],
  },
  {
    offering: 'Programa de recuperación S.A.V.E.™',
    cells: [
      'Mujeres que quieren un camino estructurado, y educadoras',
      'Programa guiado',
      '12 semanas',
      '$20 la membresía regular de por vida, $100 el marco para educadoras',
    ],
  },
  {
    offering: 'Sanación madre e hija',
    cells: ['Una madre y una hija juntas', 'Sesiones compartidas', '2 horas por sesión', 'Precio según cada caso'],
  },
];

export const bookingNote =
  'Reservar envía una solicitud; no se cobra nada. Te contactamos en un plazo de 24 horas para confirmarla, y acordamos contigo la hora, la duración y el precio antes de tu primera sesión.';

export const toolsBundle: Translation<typeof en.toolsBundle> = {
  name: 'Paquete de herramientas de sanación',
  amount: '$20',
  href: '/es/upgrade-access',
};

export { testimonialsAreIllustrative } from '@core/content/services';

export const testimonials: readonly Testimonial[] = [
  {
    quote: 'No tenía un nombre para lo que me estaba pasando. Por primera vez, alguien me escuchó sin decirme lo que debí haber hecho.',
    attribution: 'Ejemplo ilustrativo',
  },
  {
    quote: 'Pude ir despacio. Cuando una sesión se ponía difícil, parábamos y respirábamos, y nadie me apuraba.',
    attribution: 'Ejemplo ilustrativo',
  },
  {
    quote: 'Mi hija y yo hablamos de cosas que nunca habíamos podido decirnos.',
    attribution: 'Ejemplo ilustrativo',
  },
];

export const accreditationNotice: Translation<typeof en.accreditationNotice> = {
  title: 'Sobre la acreditación',
  paragraphs: [
    'Nuestros programas, incluidos el Programa de recuperación S.A.V.E.™ y la certificación del HeartWork Institute, todavía no tienen acreditación formal.',
    'El coaching no es terapia, consejería ni atención médica o legal, y no las reemplaza. Nuestras coaches no diagnostican ni dan tratamiento.',
  ],
};

export const servicesPageTexts: Translation<typeof en.servicesPageTexts> = {
  eyebrow: 'Coaching y servicios',
  title: 'Un apoyo a tu medida',
  lead: 'Acompañamiento (coaching) individual, el Programa de recuperación S.A.V.E.™ de 12 semanas y Sanación madre e hija. Si no sabes por dónde empezar, empieza con una consulta gratuita de 30 minutos.',
  offeringsHeading: 'Formas de trabajar con nosotras',
  includesLabel: (name: string) => `Qué incluye: ${name}`,
  pricesLabel: (name: string) => `Precios: ${name}`,
  bundleLine: 'Todas las herramientas de sanación son gratuitas, sin nada que comprar.',
  bundleLink: 'Apoya este trabajo u obtén acceso para educadoras',
  compareHeading: 'Compara las opciones',
  compareCaption: 'Las opciones de coaching, una al lado de la otra',
  scrollHint: 'Desliza la tabla hacia los lados para ver todas las columnas.',
  optionColumn: 'Opción',
  testimonialsIllustrativeHeading: 'Cómo se puede sentir el coaching',
  testimonialsHeading: 'En sus palabras',
  testimonialsIllustrativeNote:
    'Estos son ejemplos ilustrativos escritos para esta página, no citas de clientas. Cuando las mujeres decidan compartir sus propias palabras, con su permiso, aparecerán aquí.',
  crisisBefore: '¿Estás en peligro o en crisis? ',
  crisisLink: 'Apoyo en crisis',
  crisisAfter: ' tiene líneas gratuitas a las que puedes llamar o enviar un mensaje de texto a cualquier hora.',
};
