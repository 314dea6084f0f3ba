import { withQueryClient } from '~/lib/query-island';
import { DonationForm } from './donation-form';

/** The donation inquiry form as an island (it sends through the page's query client). */
export const DonationFormIsland = withQueryClient(DonationForm);
