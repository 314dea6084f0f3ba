import { memorialPath, siteConfig } from './site-config';

/** One entry per page of SPEC.md §2: its path, its title and its description. */
export type PageEntry = {
  /** Its page file is app/pages{path}.astro (or {path}/index.astro). */
  path: string;
  title: string;
  description: string;
};

export const pages = [
  {
    path: '/',
    title: 'Home',
    description:
      'A sisterhood for women healing from emotionally abusive relationships: a private self-assessment, healing tools, free guides, coaching and crisis support.',
  },
  {
    path: '/assessment',
    title: 'Self-Assessment',
    description: 'A private 35-question self-assessment to help you understand the patterns in your relationship. It takes 10-15 minutes.',
  },
  {
    path: '/tools',
    title: 'Healing Tools',
    description: 'Guided healing tools: a 30-day affirmation journey, a boundary-script generator and more, kept private with your own passphrase.',
  },
  {
    path: '/tools/affirmations',
    title: '30-Day Affirmation Journey',
    description: 'Thirty days of affirmations and gentle reflection prompts, saved privately behind your own passphrase.',
  },
  {
    path: '/tools/boundary-scripts',
    title: 'Boundary Script Generator',
    description: 'Find calm words for setting a boundary, in a simple, firm or exit tone, and keep the scripts that help you.',
  },
  {
    path: '/tools/journal',
    title: 'Daily Reflection Journal',
    description: 'A private daily journal with gentle prompts, your mood, and a dated record of what happened, kept behind your own passphrase.',
  },
  {
    path: '/tools/exit-plan',
    title: 'Exit Strategy Planner',
    description: 'A private, step-by-step plan for staying safer, leaving safely and building a life of your own, with crisis numbers at every step.',
  },
  {
    path: '/tools/symptom-tracker',
    title: 'Symptom-to-Trigger Tracker',
    description: 'Notice privately how your body responds to stress and what was happening, and make a report for your doctor.',
  },
  {
    path: '/statistics',
    title: 'Statistics',
    description: 'What research tells us about intimate partner violence and recovery, and what our community’s assessments show.',
  },
  {
    path: '/resources',
    title: 'Resources',
    description: 'Free guides, coaching and support resources for women recovering from abusive relationships.',
  },
  {
    path: '/services',
    title: 'Coaching & Services',
    description: 'One-on-one coaching, the S.A.V.E.™ Recovery Program and a free 30-minute consultation.',
  },
  {
    path: '/crisis-support',
    title: 'Crisis Support',
    description: 'If you are in danger, call 911. Hotlines you can call or text any time, and help with safety planning.',
  },
  {
    path: '/staying-safer',
    title: 'Staying Safer Online',
    description:
      'What the exit button can and cannot do, and calm, practical steps for a phone or computer someone else may look at.',
  },
  {
    path: '/worried-about-someone',
    title: 'Worried About Someone',
    description:
      'For friends and family: signs of an abusive relationship, what to say, what to avoid, a private check that sends nothing, and where to call.',
  },
  {
    // What a phone that kept crisis help shows for a page it cannot reach (app/features/offline-help).
    path: '/offline',
    title: 'Crisis Numbers',
    description: 'Free, confidential crisis lines you can call or text at any hour, kept on this phone if you chose to.',
  },
  {
    // Checks a record pack's companion file in the browser, sending nothing (docs/decisions/0030).
    path: '/verify',
    title: 'Check a Record Pack',
    description: 'Check a record pack from the journal: whether each record is exactly what the site signed, and when. The file never leaves this device.',
  },
  {
    path: '/movement',
    title: 'Support the Movement',
    description: 'Help a sister in crisis, fund HeartWork training or sponsor a full recovery journey. Ask us how to give.',
  },
  {
    path: '/about',
    title: 'About Our Founder',
    description: `Meet the founder of ${siteConfig.productName} and learn why she built a sisterhood for healing.`,
  },
  {
    path: '/signup',
    title: 'Join for Free',
    description: `Join ${siteConfig.productName} for free and get guides, tools and community support.`,
  },
  {
    path: '/upgrade-access',
    title: 'Upgrade Access',
    description: 'Activate the Tools Bundle or the Educator Package with your access code.',
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'What we collect, why, how we protect it and the choices you have.',
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    description: `The terms for using ${siteConfig.productName} and its services.`,
  },
  {
    path: '/legal-disclaimer',
    title: 'Legal Disclaimer',
    description: 'Our content is educational and is not a substitute for professional, medical or legal advice.',
  },
  {
    path: memorialPath,
    title: siteConfig.memorial.navLabel,
    description: 'We remember the women lost to partner violence, and we learn the warning signs so others may live.',
  },
  {
    path: '/community',
    title: 'Community',
    description: 'A supportive space to share your story, ask questions and encourage other women on the same road.',
  },
  {
    path: '/business-directory',
    title: 'Business Directory',
    description: 'Survivor-friendly businesses and professionals: legal, financial, wellness and career support.',
  },
] as const satisfies readonly PageEntry[];

export const notFoundPage = {
  path: '/404',
  title: 'Page Not Found',
  description: 'We could not find that page.',
} as const;

/** Navigation links of SPEC.md §2, in order. */
export const navLinks = [
  { label: 'About', to: '/about' },
  { label: 'Assessment', to: '/assessment' },
  { label: 'Tools', to: '/tools' },
  { label: 'Community', to: '/community' },
  { label: 'Business Directory', to: '/business-directory' },
  { label: 'Resources', to: '/resources' },
  { label: 'Services', to: '/services' },
  { label: 'Crisis Support', to: '/crisis-support' },
  { label: siteConfig.memorial.navLabel, to: memorialPath },
] as const;
