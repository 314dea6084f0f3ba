/**
 * The four tiers in Spanish. Each tier's `riskLevel` stays the recorded value
 * (assessment-risk-levels.ts): it is what a submission, the database and the coach's console
 * record, and the server checks it. What she reads is its name in `riskLevelNames`. The levels come from their own module, not from the English tiers, so this page's scripts
 * carry none of the English tiers' sentences. Crisis numbers come from `hotlines`, exactly as
 * SPEC.md §9 gives them; the text line's keyword START stays as the service expects it.
 */
import { hotlines } from '@core/constants';
import type { Translation } from '@core/i18n';
import { riskLevels } from '@core/content/assessment-risk-levels';
import type * as en from '@core/content/assessment-tiers';

export type { AssessmentTier, RiskLevel, SelfStage } from '@core/content/assessment-tiers';
export { riskLevels } from '@core/content/assessment-risk-levels';

export const riskLevelNames: Translation<typeof en.riskLevelNames> = {
  'Low Risk - Healthy Patterns': 'Riesgo bajo - Patrones saludables',
  'Moderate Concern - Early S.A.V.E.™ Patterns': 'Preocupación moderada - Primeros patrones de S.A.V.E.™',
  'High Risk - Significant S.A.V.E.™ Syndrome': 'Riesgo alto - Síndrome S.A.V.E.™ significativo',
  'Critical - Immediate Support Needed': 'Crítico - Necesitas apoyo inmediato',
};

const dvHotline = hotlines.domesticViolence.display;
const dvTty = hotlines.domesticViolenceTty.display;
const dvText = 'envía START al 88788';
const dvName = 'Línea Nacional de Violencia Doméstica';

export const lowRiskTier: Translation<typeof en.lowRiskTier> = {
  riskLevel: riskLevels[0],
  selfStage: 'Etapa de autoconocimiento',
  description:
    'Tus respuestas muestran patrones mayormente saludables. Parece que tienes una idea clara de quién eres y de lo que necesitas. ' +
    'Tomarte un momento para ver cómo estás es un gesto de cariño contigo misma, así que sigue escuchándote y vuelve cuando quieras si algo cambia.',
  recommendations: [
    'Sigue prestando atención a cómo se sienten tu cuerpo y tu ánimo cerca de las personas de tu vida.',
    'Sigue expresando lo que necesitas, aunque sea en cosas pequeñas.',
    'Dedica un tiempo cada semana a algo que sea solo para ti.',
    'Mantente cerca de las amistades y familiares que te tratan con cariño.',
    'Aprende las primeras señales del abuso emocional, para poder apoyar a una amiga que lo necesite.',
  ],
  urgentSupport: false,
};

export const moderateConcernTier: Translation<typeof en.moderateConcernTier> = {
  riskLevel: riskLevels[1],
  selfStage: 'Etapa de reconocimiento',
  description:
    'Algunas de tus respuestas muestran los primeros patrones de dejar tus propias necesidades para el final con tal de mantener la paz. ' +
    'Estos patrones suelen crecer poco a poco, y darte cuenta de ellos es un primer paso muy valioso. ' +
    'No hay nada malo en ti: mereces sentirte a salvo, escuchada y respetada.',
  recommendations: [
    'Anota los momentos en que te sentiste herida, ignorada o con miedo, con la fecha, y guarda tus notas en un lugar privado.',
    'Intenta poner un límite pequeño esta semana, como tomarte un tiempo para pensarlo antes de decir que sí.',
    'Busca a una amiga, un amigo o un familiar de confianza.',
    'Prueba nuestras herramientas de sanación gratuitas, como el Camino de 30 días de afirmaciones y los guiones para poner límites.',
    'Reserva una consulta gratuita de 30 minutos para hablar de lo que vives con una coach.',
    `Ten a mano el número de la ${dvName}: ${dvHotline}. Puedes llamar solo para hablar, aunque no sepas bien cómo llamar a lo que vives.`,
  ],
  urgentSupport: false,
};

export const highRiskTier: Translation<typeof en.highRiskTier> = {
  riskLevel: riskLevels[2],
  selfStage: 'Etapa de recuperar tu identidad',
  description:
    'Tus respuestas muestran que quizás has estado aguantando mucho y dejándote para el final durante mucho tiempo. ' +
    'Es comprensible que te sientas cansada, confundida o que no te reconozcas. ' +
    'Esto no es tu culpa, y no tienes que resolverlo sola.',
  recommendations: [
    'Haz un plan de seguridad: piensa en lugares seguros adonde ir, en personas a las que puedes llamar y en cómo podrías irte rápido si lo necesitaras.',
    `Llama a la ${dvName} al ${dvHotline}, o ${dvText}. Es gratis, privada y está disponible de día y de noche, y pueden ayudarte a hacer un plan de seguridad.`,
    'Reserva una consulta gratuita para hablar con una coach que entiende estos patrones.',
    'Visita nuestra página de Apoyo en crisis para encontrar líneas de ayuda y apoyo al que puedes acudir ahora mismo.',
    'Lleva un registro privado de lo que pasa, en un lugar donde nadie más pueda encontrarlo, por ejemplo, con una amiga de confianza.',
    'Cuéntale a una persona segura lo que está pasando, para no cargarlo sola.',
    'Cuida tu cuerpo con cariño: descansa cuando puedas, come, toma agua y ve al médico si te es posible.',
    'Usa nuestras herramientas de sanación a tu propio ritmo, y solo cuando te sientas segura para hacerlo.',
  ],
  urgentSupport: false,
};

export const criticalTier: Translation<typeof en.criticalTier> = {
  riskLevel: riskLevels[3],
  selfStage: 'Etapa de sanación y resurgimiento',
  description:
    'Tus respuestas nos dicen que ahora mismo cargas con mucho dolor y mucho miedo. ' +
    'Esto no es tu culpa, y no mereces que te hagan daño. ' +
    'Hay apoyo disponible ahora, de día o de noche, y no tienes que enfrentarlo sola.',
  recommendations: [
    `Si estás en peligro ahora mismo, llama al ${hotlines.emergency.display}.`,
    `Llama a la ${dvName} al ${dvHotline} (TTY ${dvTty}), a cualquier hora, de día o de noche. Es gratis y privada.`,
    `Si no es seguro hablar, ${dvText}.`,
    'Si estás pensando en hacerte daño, llama o envía un mensaje de texto al 988 para comunicarte con la 988 Línea de Prevención del Suicidio y Crisis.',
    'Visita nuestra página de Apoyo en crisis para encontrar más formas de conseguir ayuda ahora mismo.',
    'Haz un plan de seguridad con una intercesora de la línea de ayuda: lugares seguros adonde ir, personas a las que llamar y cómo irte rápido si lo necesitas.',
    'Si es seguro, ten juntas algunas cosas que puedas agarrar rápido: identificación, cargador del teléfono, medicinas, algo de dinero y copias de tus papeles importantes.',
    'Cuéntale a una persona de confianza lo que está pasando, y acuerden una palabra clave que signifique que necesitas ayuda.',
    'Ten cuidado en teléfonos y computadoras compartidos: usa una ventana privada y el botón “Salida rápida”, y borra tu historial si es seguro hacerlo.',
    'Cuando estés lista, reserva una consulta gratuita con una de nuestras coaches para tener un apoyo constante.',
  ],
  urgentSupport: true,
};

export const assessmentTiers: Translation<typeof en.assessmentTiers> = [lowRiskTier, moderateConcernTier, highRiskTier, criticalTier];
