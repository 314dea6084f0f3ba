import { withQueryClient } from '~/lib/query-island';
import { SelfAssessment } from './self-assessment';

/** The whole self-assessment as one island (it saves the results through the page's query client). */
export const SelfAssessmentIsland = withQueryClient(SelfAssessment);
