/** Business constants and limits from SPEC.md §9, used by both the browser and the server. */
import { hotlineWords as words } from './content/hotlines';

export const toastConfig = {
  limit: 1,
  removeDelayMs: 1_000_000,
  durationMs: 5000,
  hotkey: ['F8'],
  swipeThreshold: 50,
} as const;

export const timings = {
  splashMs: [800, 2000, 3500, 5000, 6500],
  videoErrorContinueMs: 2000,
  transitionMs: 5000,
  upgradeRedirectMs: 1500,
  copiedIndicatorMs: 2000,
} as const;

export type Hotline = {
  id: string;
  name: string;
  /** The number as people read and remember it. */
  display: string;
  /** A tel: or sms: address a phone can dial or text directly. */
  href: string;
  action: 'call' | 'text';
  detail?: string;
  /** Where the number, keyword and what the line offers were checked (not shown). */
  source?: string;
};

/**
 * Crisis lines exactly as SPEC.md §9 gives them: the numbers, keywords and addresses here, the
 * words around them in core/content/hotlines.ts (and its Spanish twin).
 */
export const hotlines = {
  emergency: { id: 'emergency', name: words.emergency.name, display: '911', href: 'tel:911', action: 'call', detail: words.emergency.detail },
  domesticViolence: {
    id: 'domestic-violence',
    name: words.domesticViolence.name,
    display: '1-800-799-7233',
    href: 'tel:+18007997233',
    action: 'call',
    detail: words.domesticViolence.detail,
  },
  domesticViolenceTty: {
    id: 'domestic-violence-tty',
    name: words.domesticViolenceTty.name,
    display: '1-800-787-3224',
    href: 'tel:+18007873224',
    action: 'call',
  },
  domesticViolenceText: {
    id: 'domestic-violence-text',
    name: words.domesticViolenceText.name,
    display: words.domesticViolenceText.display,
    href: 'sms:88788?&body=START',
    action: 'text',
  },
  crisisTextLine: {
    id: 'crisis-text-line',
    name: words.crisisTextLine.name,
    display: words.crisisTextLine.display,
    href: 'sms:741741?&body=HOME',
    action: 'text',
  },
  lifelineCall: {
    id: '988-call',
    name: words.lifelineCall.name,
    display: words.lifelineCall.display,
    href: 'tel:988',
    action: 'call',
    // Its recorded menu: Veterans press 1, Spanish press 2.
    detail: words.lifelineCall.detail,
    source: 'https://988lifeline.org/get-help/what-to-expect',
  },
  lifelineText: { id: '988-text', name: words.lifelineText.name, display: words.lifelineText.display, href: 'sms:988', action: 'text' },
  /** 988's Spanish-language counselors by text: the keyword AYUDA, as its own page says. */
  lifelineSpanishText: {
    id: '988-text-spanish',
    name: words.lifelineSpanishText.name,
    display: words.lifelineSpanishText.display,
    href: 'sms:988?&body=AYUDA',
    action: 'text',
    source: 'https://988lifeline.org/get-help/what-to-expect',
  },
  /** loveisrespect, the dating-abuse helpline (SPEC.md's "teen dating helpline"). */
  teenDating: {
    id: 'teen-dating',
    name: words.teenDating.name,
    display: '1-866-331-9474',
    href: 'tel:+18663319474',
    action: 'call',
    detail: words.teenDating.detail,
    source: 'https://www.loveisrespect.org/content/category/respectext/',
  },
  loveisrespectText: {
    id: 'loveisrespect-text',
    name: words.loveisrespectText.name,
    display: words.loveisrespectText.display,
    href: 'sms:22522?&body=LOVEIS',
    action: 'text',
    source: 'https://www.loveisrespect.org/content/category/respectext/',
  },
} as const satisfies Record<string, Hotline>;

export const bookingServiceTypes = ['consultation', 'individual', 'program', 'family'] as const;
export type BookingServiceType = (typeof bookingServiceTypes)[number];

export const accessLevels = ['free', 'tools_bundle', 'educator'] as const;
export type AccessLevel = (typeof accessLevels)[number];

/** What a community post is about (SPEC.md §2 /community). */
export const communityCategories = ['support', 'success-story', 'question', 'advice'] as const;
export type CommunityCategory = (typeof communityCategories)[number];

/** 'download': a file; 'coaching': book a session; 'other': a page (SPEC.md §3 resources). */
export const resourceTypes = ['download', 'coaching', 'other'] as const;
export type ResourceType = (typeof resourceTypes)[number];

export const assessmentConstants = {
  questionCount: 35,
  maxScore: 140,
  tierThresholdsPercent: [20, 40, 65],
  minutes: '10-15',
} as const;

/** The symptom tracker's intensity scale (0 none, 10 the worst she can imagine). */
export const INTENSITY_MIN = 0;
export const INTENSITY_MAX = 10;
