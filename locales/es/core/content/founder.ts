/**
 * The /es/about page (core/content/founder.ts) in Spanish. Owner values (the founder's name, every
 * address) come from core/site-config.ts, in the Spanish build from its twin; the figures are
 * SPEC.md §9's goals and nothing else.
 */
import type { Translation } from '@core/i18n';
import { siteConfig } from '@core/site-config';
import type * as en from '@core/content/founder';

export { communityLinkUrls, type CommunityLink, type EducationCard, type GoalFigure } from '@core/content/founder';

const { productName, tagline } = siteConfig;

export const founderIntro: Translation<typeof en.founderIntro> = {
  eyebrow: 'Sobre nuestra fundadora',
  title: `Conoce a ${siteConfig.founder.name}`,
  lead: `${productName} existe para que ninguna mujer tenga que encontrar sola el camino de vuelta a sí misma. Es una hermandad para mujeres que están sanando de relaciones emocionalmente abusivas y violentas: un lugar para entender lo que pasó, sanar a tu propio ritmo y construir una vida que sea totalmente tuya.`,
  linksNote: 'Los dos enlaces abren otro sitio en una pestaña nueva.',
  socialLinkLabel: `Sigue a ${siteConfig.founder.name}`,
  chatbotLinkLabel: 'Prueba el chatbot gratuito',
};

export const founderStory: Translation<typeof en.founderStory> = {
  title: 'Por qué existe la hermandad',
  paragraphs: [
    'Muchas mujeres que dejan una relación que les hacía daño descubren que irse no fue el final. El miedo, las dudas sobre sí mismas, el agotamiento y esa voz que dice “a lo mejor no era para tanto” suelen quedarse mucho después de cerrar la puerta. Muchas más siguen dentro de la relación, preguntándose en silencio si lo que viven es normal.',
    'S.A.V.E.™ significa She Abandoned Virtue for Endurance: ella renunció a sí misma para aguantar. Nombra un patrón que muchas mujeres reconocen en cuanto lo escuchan: dejar a un lado tus propias necesidades, tu seguridad y tu verdad, una y otra vez, solo para pasar el día. Ponerle nombre no es un diagnóstico. Es una forma de decir: no te lo estás imaginando, y no eres la única.',
    `${productName} nació para ofrecer lo que tantas mujeres desearían haber encontrado antes: palabras para lo que pasó, herramientas prácticas, personas que entienden y un camino que lleva de sobrevivir a vivir según tus propias reglas. ${tagline}: ese es todo el camino, y puedes recorrerlo a tu propio ritmo.`,
  ],
};

export const founderMission: Translation<typeof en.founderMission> = {
  title: 'Nuestra misión',
  statement:
    'Ayudar a las mujeres a reconocer el abuso emocional, sanar de él, romper los ciclos que lo pasan de una generación a la siguiente y construir vidas con seguridad, independencia y soberanía.',
  points: [
    'Dar a las mujeres palabras claras y sencillas para lo que han vivido.',
    'Ofrecer herramientas de recuperación, guías y acompañamiento (coaching) que respeten el ritmo y las decisiones de cada mujer.',
    'Formar a profesionales que entiendan este tipo de daño desde dentro.',
    'Construir una hermandad donde nadie tenga que explicarse desde el principio.',
  ],
};

export const founderGoal: Translation<typeof en.founderGoal> = {
  title: 'Nuestra meta',
  intro: 'Estas son las metas hacia las que trabajamos. Describen hacia dónde vamos, no lo que ya hemos logrado.',
  figures: [
    { id: 'reach', figure: '1 millón', label: 'de mujeres alcanzadas con el mensaje de recuperación de S.A.V.E.™' },
    { id: 'helped', figure: '10,000+', label: 'mujeres acompañadas en su propio camino de recuperación' },
    { id: 'practitioners', figure: '1,000+', label: 'profesionales certificadas formadas' },
    { id: 'certification', figure: '5 niveles', label: 'en la certificación HeartWork para profesionales' },
    { id: 'exit-plan', figure: '5 fases', label: 'en el marco del plan de salida, desde el plan de seguridad hasta el patrimonio y el legado' },
  ],
  closing: 'Con el tiempo, también esperamos construir centros de recuperación físicos donde las mujeres puedan descansar, sanar y empezar de nuevo.',
};

export const founderEducation: Translation<typeof en.founderEducation> = {
  title: 'Educación y desarrollo del marco',
  intro: 'La recuperación dura más cuando se apoya en la comprensión. Nuestro trabajo de enseñanza tiene tres partes.',
  cards: [
    {
      id: 'framework',
      title: 'El marco S.A.V.E.™',
      body: 'Un marco de recuperación que avanza por cuatro pasos, Reconocimiento, Recuperación, Reivindicación y Florecimiento, para que siempre sepas dónde estás y qué podría venir después.',
    },
    {
      id: 'institute',
      title: 'HeartWork Institute',
      body: 'Una certificación de 5 niveles para coaches, educadoras y personas que quieren apoyar bien a las sobrevivientes. Nuestros programas todavía no tienen acreditación formal, y lo decimos con claridad.',
    },
    {
      id: 'materials',
      title: 'Libros, guías y cuadernos de trabajo',
      body: 'Guías gratuitas para empezar, y libros, guías y cuadernos de trabajo para educadoras que facilitan círculos de sanación en sus propias comunidades.',
    },
  ],
  resourcesLink: 'Ver nuestras guías y recursos gratuitos',
};

export const founderChatbot: Translation<typeof en.founderChatbot> = {
  title: 'Un chatbot gratuito para los momentos difíciles',
  intro:
    'A veces necesitas poner tus pensamientos en palabras a las 2\u00a0a.\u00a0m., cuando nadie más está despierto. Hay un chatbot gratuito, en un servicio de chat externo, que puede ayudarte a reflexionar, ponerles nombre a los patrones y pensar en tu próximo paso.',
  facts: [
    'No es terapeuta. No diagnostica ni trata nada.',
    'No es una línea de crisis. Si estás en peligro, llama al 911 o usa las líneas de ayuda de nuestra página de Apoyo en crisis.',
    'Funciona en el servicio de chat de otra empresa, y necesitas una cuenta allí para usarlo.',
    'Lo que escribes allí lo guarda ese servicio, con sus propias reglas de privacidad, no las nuestras. Si alguien puede revisar tus dispositivos o tus cuentas, recuerda que el historial del chat se puede ver allí.',
  ],
  startLabel: 'Abrir el chatbot',
  startNote: 'Abre el servicio de chat externo en una pestaña nueva.',
  crisisLabel: 'Apoyo en crisis',
};

export const founderCommunity: Translation<typeof en.founderCommunity> = {
  title: 'Únete a la comunidad',
  intro: 'La hermandad vive en más lugares que este sitio. Cada uno de estos enlaces abre otro sitio en una pestaña nueva.',
  safetyNote:
    'Seguir una página o unirte a ella puede ser visible para otras personas en esa plataforma. Si eso pudiera ponerte en riesgo, puedes leer sin seguirla, o esperar hasta que sea seguro.',
  links: [
    {
      id: 'founder',
      title: 'Sigue a nuestra fundadora',
      body: 'Reflexiones, enseñanzas y ánimo desde la página de la fundadora.',
      linkLabel: 'Visitar la página de la fundadora',
    },
    {
      id: 'brand',
      title: `Sigue a ${productName}`,
      body: 'Noticias, afirmaciones y recordatorios amables de la hermandad.',
      linkLabel: `Visitar ${productName} en Instagram`,
    },
    {
      id: 'wealth',
      title: 'Construye patrimonio e independencia',
      body: 'Una comunidad para mujeres que construyen su independencia económica, sus negocios y un legado propio.',
      linkLabel: 'Visitar la comunidad para crear patrimonio',
    },
  ],
};
