// The gate's rules and the session's schema (zod), fetched when she first reaches for the gate
// rather than with the page (docs/decisions/0013); see loadToolGateValidation in use-tool-session.ts.
import { zodResolver } from '@hookform/resolvers/zod';
import { toolSessionSchema, toolSignInSchema } from '@core/contracts/tools';

export const toolSignInResolver = zodResolver(toolSignInSchema);
export { toolSessionSchema };
