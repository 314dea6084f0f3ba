import { withQueryClient } from '~/lib/query-island';
import { HomeMessageBox } from './home-message-box';

/** The home page's message box as an island (it sends through the page's query client). */
export const HomeMessageBoxIsland = withQueryClient(HomeMessageBox);
