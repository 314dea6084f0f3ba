/**
 * The business directory's listings (SPEC.md §2 /business-directory): their facts
 * (./content/business-directory-data.ts) with their words in this build's language
 * (./content/business-directory.ts or its twin). Words-free.
 */
import { businessWords, type DirectoryBusiness } from './content/business-directory';
import { directoryBusinessFacts } from './content/business-directory-data';

export const directoryBusinesses: readonly DirectoryBusiness[] = directoryBusinessFacts.map((business) => ({ ...business, ...businessWords[business.id] }));
