/**
 * The /es/business-directory page (core/content/business-directory.ts). The sample businesses
 * keep their made-up names, owners and places; their descriptions and services are in Spanish.
 * Their facts (ids, names, owners, websites, badges) and the sponsor's come from
 * business-directory-data.ts, not from the English listings, so this page's scripts carry none
 * of the English words.
 */
import type { Translation } from '@core/i18n';
import type * as en from '@core/content/business-directory';
import type { DirectoryBusiness } from '@core/content/business-directory';
import { directoryBusinessFacts, sponsor, type DirectoryBusinessId } from '@core/content/business-directory-data';

export type { DirectoryBusiness } from '@core/content/business-directory';
export {
  businessCategories,
  directoryListingsAreSamples,
  type BusinessCategory,
  type BusinessCategoryFilter,
} from '@core/content/business-directory-data';

export const businessCategoryLabels: Translation<typeof en.businessCategoryLabels> = {
  all: 'Todas',
  legal: 'Legal',
  financial: 'Finanzas',
  wellness: 'Bienestar',
  career: 'Trabajo',
  other: 'Otras',
};

/** Each sample's words in Spanish, by id. */
const words: Record<DirectoryBusinessId, Pick<DirectoryBusiness, 'description' | 'services' | 'location'>> = {
  'safe-harbor-family-law': {
    description:
      'Derecho de familia para sobrevivientes: órdenes de protección, divorcio, custodia y manutención de los hijos, explicados en palabras sencillas.',
    services: ['Órdenes de protección', 'Divorcio', 'Custodia'],
    location: 'Atlanta, GA',
  },
  'fresh-start-money-coaching': {
    description: 'Presupuesto, reconstruir tu crédito y abrir cuentas a tu propio nombre después del abuso económico.',
    services: ['Presupuesto', 'Reconstruir el crédito', 'Lo básico del banco'],
    location: 'En línea, en cualquier lugar de EE. UU.',
  },
  'rooted-calm-wellness': {
    description:
      'Clases de yoga y respiración informadas sobre el trauma, en grupos pequeños solo de mujeres. Ve a tu propio ritmo; cada postura es opcional.',
    services: ['Yoga informado sobre el trauma', 'Respiración', 'Clases solo para mujeres'],
    location: 'Houston, TX',
  },
  'next-chapter-career-studio': {
    description: 'Ayuda con el currículum, práctica de entrevistas y planificación profesional para mujeres que vuelven a trabajar o empiezan de nuevo.',
    services: ['Currículum', 'Práctica de entrevistas', 'Planificación profesional'],
    location: 'Chicago, IL y en línea',
  },
};

export const directoryBusinesses: readonly DirectoryBusiness[] = directoryBusinessFacts.map((business) => ({ ...business, ...words[business.id] }));

export const sponsorAd: Translation<typeof en.sponsorAd> = {
  isActive: sponsor.isActive,
  companyName: sponsor.companyName,
  title: '¿Empezando de nuevo en el trabajo?',
  description: 'Ayuda con el currículum, práctica de entrevistas y planificación profesional con una coach que entiende.',
  linkText: `Visitar ${sponsor.companyName}`,
  linkUrl: sponsor.linkUrl,
};

export const joinCards: Translation<typeof en.joinCards> = [
  {
    id: 'list',
    title: 'Incluye tu negocio',
    text: '¿Tienes un negocio que apoya a mujeres que están reconstruyendo su vida? Escríbenos y cuéntanos de él.',
    subject: 'Incluir mi negocio',
  },
  {
    id: 'sponsor',
    title: 'Hazte patrocinadora',
    text: 'Quienes patrocinan apoyan el trabajo de la hermandad. Escríbenos para saber cómo funciona el patrocinio.',
    subject: 'Patrocinio',
  },
  {
    id: 'featured',
    title: 'Destaca tu negocio',
    text: 'Los negocios destacados llevan la insignia Destacado en el directorio. Escríbenos para preguntar cómo destacar el tuyo.',
    subject: 'Destacar mi negocio',
  },
];

export const directoryPageTexts: Translation<typeof en.directoryPageTexts> = {
  eyebrow: 'Directorio de negocios',
  title: 'Negocios que apoyan a las sobrevivientes',
  lead: 'Profesionales del ámbito legal, las finanzas, el bienestar y el trabajo que entienden lo que has vivido.',
  listingsHeading: 'Busca un negocio',
  samplesNotice:
    'El directorio está empezando. Los negocios de abajo son ejemplos que muestran cómo se verá; todavía no son negocios reales, y sus enlaces llevan a una página de muestra.',
  sponsorEyebrow: 'Patrocinador destacado',
  joinHeading: 'Participa',
  joinAbout: (title: string) => ` (sobre: ${title})`,
};

export const directorySearchTexts: Translation<typeof en.directorySearchTexts> = {
  searchRegion: 'Buscar negocios',
  searchLabel: 'Buscar',
  searchHint: 'Busca en los nombres y las descripciones de los negocios.',
  categoryLegend: 'Categoría',
  results: (shown: number, total: number): string => {
    if (shown === total) return `Se muestran los ${total} negocios.`;
    if (shown === 0) return 'Ningún negocio coincide.';
    return `Se muestran ${shown} de ${total} negocios.`;
  },
  listLabel: 'Negocios',
  noMatchTitle: 'Nada coincide con esa búsqueda.',
  noMatch: (query: string, category: string | null): string =>
    `${query ? `Ningún negocio menciona «${query}»` : 'No hay negocios'}${category ? ` en ${category}` : ''}. Prueba con otra palabra o categoría.`,
  clear: 'Borrar la búsqueda y la categoría',
  owner: (owner: string) => `Dueña: ${owner}`,
  badgesLabel: 'Insignias',
  featured: 'Destacado',
  verified: 'Verificado',
  partner: 'Aliado',
  servicesLabel: 'Servicios',
  locationLabel: 'Ubicación: ',
  visitWebsite: 'Visitar el sitio web',
  visitWebsiteOf: (name: string) => ` de ${name}`,
};
