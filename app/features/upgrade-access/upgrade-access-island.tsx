import { withQueryClient } from '~/lib/query-island';
import { UpgradeAccess } from './upgrade-access';

/** The package choice and the activation form as one island (it sends through the page's query client). */
export const UpgradeAccessIsland = withQueryClient(UpgradeAccess);
