// The words a guide's PDF prints around its text (title page, safety note, contents, footer), in
// each language a guide is written in (core/content/guides/<slug>.md and <slug>.es.md). Kept here,
// not in core/content, because this script runs on plain Node, which cannot import TypeScript.
// The Spanish follows docs/glossary-es.md; the crisis numbers come from core/constants.ts.

/**
 * @typedef {object} GuideChrome
 * @property {string} language BCP 47 tag written into the PDF
 * @property {string} keywords
 * @property {string} freeGuide the small line above the title
 * @property {string} gentle the line under the subtitle
 * @property {string} safetyHeading
 * @property {string} safetyFile what to do about the file itself
 * @property {(help: { emergency: string, hotline: string, hotlineText: string }) => string} safetyHelp
 * @property {string} contents
 * @property {(emergency: string) => string} contentsNote
 * @property {(page: number, pages: number) => string} page
 */

/**
 * "Text START to 88788" (core/constants.ts) as the keyword and the number, so each language can
 * say it its own way; the keyword stays as the service expects it.
 * @param {string} hotlineText
 */
function textKeyword(hotlineText) {
  const match = /^Text (\S+) to (\d+)$/.exec(hotlineText);
  if (!match) throw new Error(`core/constants.ts: the hotline's text line "${hotlineText}" is not "Text KEYWORD to NUMBER"`);
  return { keyword: /** @type {string} */ (match[1]), number: /** @type {string} */ (match[2]) };
}

/** @type {Record<'en' | 'es', GuideChrome>} */
export const GUIDE_CHROME = {
  en: {
    language: 'en-US',
    keywords: 'emotional abuse, domestic violence, safety planning, healing',
    freeGuide: 'A free guide',
    gentle: 'Go gently. Read a little or a lot, in any order, and take only what helps. You deserve to feel safe and to be heard.',
    safetyHeading: 'A note on your safety',
    safetyFile:
      "If it isn't safe to have this file on your device, delete it after reading, and empty your Downloads folder and trash too. " +
      'Someone who uses this device may be able to see your files and your browsing history.',
    safetyHelp: (help) =>
      `If you are in immediate danger, call ${help.emergency}. National Domestic Violence Hotline: call ${help.hotline} or ${help.hotlineText.replace(/^Text/, 'text')}, any time, day or night.`,
    contents: 'Contents',
    contentsNote: (emergency) => `You can read these sections in any order. If you are in danger right now, call ${emergency}.`,
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  es: {
    language: 'es-US',
    keywords: 'abuso emocional, violencia doméstica, plan de seguridad, sanación',
    freeGuide: 'Una guía gratuita',
    gentle: 'Ve con calma. Lee poco o mucho, en el orden que quieras, y quédate solo con lo que te ayude. Mereces sentirte segura y que te escuchen.',
    safetyHeading: 'Una nota sobre tu seguridad',
    safetyFile:
      'Si no es seguro tener este archivo en tu dispositivo, bórralo después de leerlo, y vacía también tu carpeta de Descargas y la papelera. ' +
      'Alguien que use este dispositivo podría ver tus archivos y tu historial de navegación.',
    safetyHelp: (help) => {
      const text = textKeyword(help.hotlineText);
      return `Si estás en peligro inmediato, llama al ${help.emergency}. Línea Nacional de Violencia Doméstica (National Domestic Violence Hotline): llama al ${help.hotline} o envía ${text.keyword} al ${text.number}, a cualquier hora, de día o de noche.`;
    },
    contents: 'Contenido',
    contentsNote: (emergency) => `Puedes leer estas secciones en el orden que quieras. Si estás en peligro ahora mismo, llama al ${emergency}.`,
    page: (page, pages) => `Página ${page} de ${pages}`,
  },
};
