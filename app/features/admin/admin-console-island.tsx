import { withQueryClient } from '~/lib/query-island';
import { AdminConsole } from './admin-console';

/** The whole console (sign-in and screens) as one island: it talks to /api/admin/* through the page's query client. */
export const AdminConsoleIsland = withQueryClient(AdminConsole);
