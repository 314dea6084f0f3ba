import { withQueryClient } from '~/lib/query-island';
import { ResourceLibrary } from './resource-library';

/** The resource library as an island (it loads the list and counts downloads through the page's query client). */
export const ResourceLibraryIsland = withQueryClient(ResourceLibrary);
