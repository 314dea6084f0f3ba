import { withQueryClient } from '~/lib/query-island';
import { Signup } from './signup';

/** The signup form and the welcome that replaces it, as one island (it sends through the page's query client). */
export const SignupIsland = withQueryClient(Signup);
