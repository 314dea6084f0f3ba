import { withQueryClient } from '~/lib/query-island';
import { ApprovedPosts } from './community-feed';
import { CreatePostPanel } from './create-post-panel';

/** The approved posts (loaded) and the create-post panel (sends) as islands, sharing the page's query client. */
export const ApprovedPostsIsland = withQueryClient(ApprovedPosts);
export const CreatePostPanelIsland = withQueryClient(CreatePostPanel);
