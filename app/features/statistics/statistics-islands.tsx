import { withQueryClient } from '~/lib/query-island';
import { CommunityAssessments, ProgramRates, ResearchFigures } from './statistics-view';

/**
 * The parts of /statistics that wait for GET /api/statistics, as islands. They share the page's
 * query client, so they make one request between them.
 */
export const ResearchFiguresIsland = withQueryClient(ResearchFigures);
export const ProgramRatesIsland = withQueryClient(ProgramRates);
export const CommunityAssessmentsIsland = withQueryClient(CommunityAssessments);
