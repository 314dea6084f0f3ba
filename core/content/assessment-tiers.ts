/**
 * The four result tiers of the self-assessment (SPEC.md §4). Labels and stages are exact; the
 * descriptions and recommendations are our own words: warm, plain, no diagnosis. Which tier a
 * score falls in is decided by `riskTierFor` in `../assessment-scoring.ts`.
 *
 * Crisis numbers come from `hotlines` so they are always exactly as SPEC.md §9 gives them; the
 * text line is written into the sentences ("text START to 88788", the keyword in capitals as the
 * service expects it), and core/content/assessment-content.test.ts checks it against `hotlines`.
 */
import { hotlines } from '../constants';
import type { RiskLevel } from './assessment-risk-levels';

export { riskLevels, type RiskLevel } from './assessment-risk-levels';

/**
 * Each tier's name as she reads it (core/assessment-scoring.ts `riskLevelName`). The risk level
 * itself is also the value a submission, the database and the coach's console record (SPEC.md
 * §3), so it stays the same in every language; the Spanish twin names it in Spanish here.
 */
export const riskLevelNames: Readonly<Record<RiskLevel, string>> = {
  'Low Risk - Healthy Patterns': 'Low Risk - Healthy Patterns',
  'Moderate Concern - Early S.A.V.E.™ Patterns': 'Moderate Concern - Early S.A.V.E.™ Patterns',
  'High Risk - Significant S.A.V.E.™ Syndrome': 'High Risk - Significant S.A.V.E.™ Syndrome',
  'Critical - Immediate Support Needed': 'Critical - Immediate Support Needed',
};

export type SelfStage =
  | 'Self-Awareness Stage'
  | 'Recognition Stage'
  | 'Reclaiming Identity Stage'
  | 'Healing & Emergence Stage';

export type AssessmentTier = {
  readonly riskLevel: RiskLevel;
  readonly selfStage: SelfStage;
  readonly description: string;
  readonly recommendations: readonly string[];
  /** True only for the critical tier: the results page then leads with crisis help. */
  readonly urgentSupport: boolean;
};

const dvHotline = hotlines.domesticViolence.display;
const dvTty = hotlines.domesticViolenceTty.display;

export const lowRiskTier: AssessmentTier = {
  riskLevel: 'Low Risk - Healthy Patterns',
  selfStage: 'Self-Awareness Stage',
  description:
    'Your answers show mostly healthy patterns. You seem to have a good sense of who you are and what you need. ' +
    'Taking time to check in with yourself is a kind thing to do, so keep listening to yourself, and come back any time things change.',
  recommendations: [
    'Keep noticing how your body and mood feel around the people in your life.',
    'Keep speaking up for your needs, even in small ways.',
    'Make time each week for something that is just for you.',
    'Stay close to friends and family who treat you with kindness.',
    'Learn the early signs of emotional abuse, so you can support a friend who may need it.',
  ],
  urgentSupport: false,
};

export const moderateConcernTier: AssessmentTier = {
  riskLevel: 'Moderate Concern - Early S.A.V.E.™ Patterns',
  selfStage: 'Recognition Stage',
  description:
    'Some of your answers point to early patterns of putting your own needs last to keep the peace. ' +
    'These patterns often grow slowly, and noticing them is a strong first step. ' +
    'Nothing is wrong with you: you deserve to feel safe, heard and respected.',
  recommendations: [
    'Write down moments when you felt hurt, ignored or afraid, with the date, and keep your notes somewhere private.',
    'Try one small boundary this week, like taking time to think before you say yes.',
    'Reach out to one friend or family member you trust.',
    'Try our free healing tools, like the 30-day affirmation journey and the boundary scripts.',
    'Book a free 30-minute consultation to talk things through with a coach.',
    `Keep the National Domestic Violence Hotline number close: ${dvHotline}. You can call just to talk, even if you are not sure what to call it.`,
  ],
  urgentSupport: false,
};

export const highRiskTier: AssessmentTier = {
  riskLevel: 'High Risk - Significant S.A.V.E.™ Syndrome',
  selfStage: 'Reclaiming Identity Stage',
  description:
    'Your answers show that you may have been enduring a lot and putting yourself last for a long time. ' +
    'It makes sense if you feel tired, confused or not like yourself. ' +
    'This is not your fault, and you do not have to sort it out alone.',
  recommendations: [
    'Make a safety plan: think about safe places to go, people you can call, and how you could leave quickly if you needed to.',
    `Call the National Domestic Violence Hotline at ${dvHotline}, or text START to 88788. It is free, private and open day and night, and they can help you make a safety plan.`,
    'Book a free consultation to talk with a coach who understands these patterns.',
    'Visit our Crisis Support page for hotlines and help you can reach right now.',
    'Keep a private record of what happens, somewhere no one else can find it, like with a friend you trust.',
    'Tell one safe person what is going on, so you are not carrying it alone.',
    'Be gentle with your body: rest when you can, eat, drink water, and see a doctor if you are able.',
    'Use our healing tools at your own pace, and only when it feels safe to do so.',
  ],
  urgentSupport: false,
};

export const criticalTier: AssessmentTier = {
  riskLevel: 'Critical - Immediate Support Needed',
  selfStage: 'Healing & Emergence Stage',
  description:
    'Your answers tell us you are carrying a great deal of pain and fear right now. ' +
    'This is not your fault, and you do not deserve to be hurt. ' +
    'Support is available now, day or night, and you do not have to face this alone.',
  recommendations: [
    `If you are in danger right now, call ${hotlines.emergency.display}.`,
    `Call the National Domestic Violence Hotline at ${dvHotline} (TTY ${dvTty}), any time, day or night. It is free and private.`,
    'If it is not safe to talk, text START to 88788.',
    `If you are thinking about hurting yourself, call or text 988 to reach the 988 Suicide & Crisis Lifeline.`,
    'Visit our Crisis Support page for more ways to get help right now.',
    'Make a safety plan with a hotline advocate: safe places to go, people to call, and how to leave quickly if you need to.',
    'If it is safe, keep a few things together that you can grab fast: ID, phone charger, medicine, some money and copies of key papers.',
    'Tell one person you trust what is happening, and agree on a code word that means you need help.',
    'Be careful on shared phones and computers: use a private window and the "Exit this page" button, and clear your history if it is safe.',
    'When you are ready, book a free consultation with one of our coaches for steady, ongoing support.',
  ],
  urgentSupport: true,
};

/** From the lowest to the highest concern, in the order of `riskLevels`. */
export const assessmentTiers: readonly AssessmentTier[] = [lowRiskTier, moderateConcernTier, highRiskTier, criticalTier];
