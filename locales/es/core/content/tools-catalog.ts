/**
 * Las herramientas de sanación como las presenta el sitio, en español (gemelo de ./tools-catalog.ts):
 * las seis tarjetas, las listas de funciones de SPEC.md y los dos paquetes de pago. Los mismos ids,
 * precios y orden; los enlaces llevan a las páginas en español.
 */
import type { Translation } from '@core/i18n';
import type * as en from '@core/content/tools-catalog';

export type { PaidPackage, PlannedFeatures, PlannerPhase, ToolCard, ToolCardId, ToolStatus } from '@core/content/tools-catalog';

export const toolCards: Translation<typeof en.toolCards> = [
  {
    id: 'affirmations',
    path: '/es/tools/affirmations',
    name: 'Camino de 30 días de afirmaciones',
    description: 'Una afirmación diaria y una pregunta amable para reflexionar, durante treinta días.',
    status: 'available',
  },
  {
    id: 'boundary-scripts',
    path: '/es/tools/boundary-scripts',
    name: 'Generador de guiones para poner límites',
    description: 'Palabras tranquilas para poner un límite, en tono sencillo, firme o de salida.',
    status: 'available',
  },
  {
    id: 'journal',
    path: '/es/tools/journal',
    name: 'Diario de reflexión diaria',
    description: 'Un lugar privado para escribir cada día, con preguntas que te guían.',
    status: 'available',
  },
  {
    id: 'exit-plan',
    path: '/es/tools/exit-plan',
    name: 'Planificador de estrategia de salida',
    description: 'Un plan en cinco fases, desde tu seguridad hasta una vida propia.',
    status: 'available',
  },
  {
    id: 'symptom-tracker',
    path: '/es/tools/symptom-tracker',
    name: 'Registro de síntomas y detonantes',
    description: 'Observa cómo responde tu cuerpo al estrés, y qué lo desencadena.',
    status: 'available',
  },
  {
    id: 'crisis-support',
    path: '/es/crisis-support',
    name: 'Apoyo en crisis',
    description: 'Líneas de ayuda a las que puedes llamar o escribir a cualquier hora, y ayuda para planear tu seguridad.',
    status: 'support',
  },
];

export const journalPlan: Translation<typeof en.journalPlan> = {
  id: 'journal',
  name: 'Diario de reflexión diaria',
  intro: 'Un diario privado con preguntas amables cada día, para que veas cuánto has avanzado.',
  features: [
    'Preguntas guiadas cada día',
    'Registro del estado de ánimo y reconocimiento de patrones',
    'Entradas privadas y cifradas',
    'Exportación de tu camino',
    'Integración con un calendario de afirmaciones',
  ],
};

export const symptomTrackerPlan: Translation<typeof en.symptomTrackerPlan> = {
  id: 'symptom-tracker',
  name: 'Registro de síntomas y detonantes',
  intro: 'El estrés muchas veces aparece primero en el cuerpo. Este registro te ayudará a notarlo y a entenderlo.',
  features: [
    'Registro de síntomas físicos y su intensidad',
    'Relación con detonantes emocionales',
    'Visualización de patrones',
    'Identificación de respuestas somáticas al trauma',
    'Exportación de informes para profesionales de la salud',
  ],
};

export const exitPlannerPlan: Translation<typeof en.exitPlannerPlan> = {
  id: 'exit-plan',
  name: 'Planificador de estrategia de salida',
  intro: 'Un marco de cinco fases para salir de forma segura y construir una vida propia, paso a paso.',
  phases: [
    { name: 'Planificación de seguridad', items: ['Contactos de emergencia', 'Documentos', 'Lugares seguros'] },
    { name: 'Sanación y recuperación', items: [] },
    { name: 'Independencia económica', items: ['Cuentas bancarias', 'Reparación del crédito', 'Fuentes de ingresos'] },
    { name: 'Creación de un negocio', items: ['Inventario de tus habilidades', 'Ideas de negocio', 'Herramientas de automatización con IA'] },
    { name: 'Patrimonio y legado', items: ['Inversión', 'Sanación entre generaciones'] },
  ],
  safetyNote: 'Si estás planeando irte ahora, una intercesora en violencia doméstica puede ayudarte hoy mismo a hacer un plan de seguridad.',
};

/** Las cinco herramientas del paquete de $20 (SPEC.md §2 /upgrade-access). */
export const bundleTools: Translation<typeof en.bundleTools> = [
  'Calendario de 30 días de afirmaciones',
  'Generador de guiones para poner límites',
  'Diario de reflexión diaria',
  'Planificador de estrategia de salida',
  'Registro de síntomas y detonantes',
];

export const accessPackages: Translation<typeof en.accessPackages> = {
  tools_bundle: {
    level: 'tools_bundle',
    name: 'Paquete de herramientas',
    price: '$20',
    summary: 'Las 5 herramientas de sanación.',
    includes: bundleTools,
  },
  educator: {
    level: 'educator',
    name: 'Paquete para educadoras',
    price: '$100',
    summary: 'Para profesionales y educadoras.',
    includes: [
      'Todo lo del Paquete de herramientas',
      'Programa de certificación',
      'Libros',
      'Guías',
      'Cuadernos de trabajo',
      'Formación para educadoras',
      'Facilitación de círculos de sanación',
    ],
  },
};

export const toolsHubTexts: Translation<typeof en.toolsHubTexts> = {
  eyebrow: 'Herramientas de sanación',
  title: 'Herramientas para tu camino de sanación',
  intro: 'Herramientas prácticas y amables que puedes usar a tu propio ritmo. Lo que escribes queda en privado, protegido por tu propia frase de acceso.',
  privateSpaceLink: 'Cómo funciona tu espacio privado, y cómo estar más segura en internet',
  cardsLabel: 'Herramientas de sanación',
  openTool: 'Abrir la herramienta',
  getHelp: 'Buscar ayuda ahora',
  free: 'Todas las herramientas de aquí son gratuitas. No hay nada que comprar ni nada que desbloquear.',
  supportBefore: '¿Quieres apoyar nuestro trabajo, o eres educadora?',
  supportLink: 'Apoyo y acceso para educadoras',
};
