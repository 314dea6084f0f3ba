/**
 * The memorial page's words (SPEC.md §2 "/in-memory-{name}"; DESIGN.md "memorial").
 *
 * By default it honours all women lost to partner violence ("In Memory of Our Sisters"). An owner
 * can name one person in core/site-config.ts (`memorial.slug`, `navLabel`, `subject`): the path,
 * the title and every sentence follow, so the texts read well either way. `collective` and
 * `named` hold the sentences that differ ({name} is hers, an ICU argument); the rest is shared.
 * core/memorial.ts chooses and fills them in. Nothing here invents a fact about a real person or
 * a statistic.
 */

/** What the page shows (core/memorial.ts `memorialContentFor`). */
export type MemorialContent = {
  eyebrow: string;
  title: string;
  intro: string;
  gentleNote: string;
  /** The in-page link under the gentle note, to the hotlines. */
  hotlinesLinkLabel: string;
  story: { title: string; paragraphs: string[] };
  warningSigns: { title: string; intro: string; signs: string[]; danger: { title: string; body: string } };
  justice: { title: string; intro: string; points: string[] };
  actions: { title: string; intro: string; links: { to: string; label: string; variant: 'default' | 'outline' }[] };
  hotlines: { title: string; note: string };
};

export const memorialTexts = {
  /** The subject (any case) of the default memorial, all our sisters (core/site-config.ts); any other subject is one named woman. */
  collectiveSubject: 'Our Sisters',
  /** All women lost to partner violence: the default memorial. */
  collective: {
    eyebrow: 'We Remember',
    title: 'In Memory of Our Sisters',
    intro:
      'We honour the women whose lives were taken by a partner who said they loved them. We remember them as the women they were, we learn the warning signs, and we work so that other women may live.',
    story: {
      title: 'Their Story',
      paragraphs: [
        'Each of the women we remember here was a whole person: someone’s daughter, friend, neighbour, colleague, often someone’s mother. Each had a laugh people knew, plans that were hers, and a future that was taken from her. Their lives were far more than the way they ended.',
        'Many of their stories did not begin with violence. They began with charm, then jealousy called love, then control that grew so slowly it was hard to name. Many were told, for years, that what was happening was normal, or their fault, or not so bad.',
        'We share our sisters’ memory so that the signs are seen sooner, so that women are believed the first time they speak, and so that no woman who is living this now has to face it alone.',
      ],
    },
    justiceIntro: 'Justice for our sisters is not only what happens in a courtroom. It is a world where this happens less.',
    remembered: 'We remember each woman by her name and her life, not by the way she died.',
  },
  /** One named woman: {name} is her name as the owner gives it (core/site-config.ts). */
  named: {
    eyebrow: 'We Remember',
    title: 'In Memory of {name}',
    intro: 'We honour {name}, whose life was taken by partner violence. We remember her by name, we learn the warning signs, and we work so that other women may live.',
    story: {
      title: 'Her Story',
      paragraphs: [
        '{name} was a whole person, and her life was far more than the way it ended. Her story belongs first to her and to the people who loved her, and we tell it with their care in mind.',
        'Violence in a relationship rarely begins with violence. It often begins with charm, then jealousy called love, then control that grows so slowly it is hard to name.',
        'We share {name}’s memory so that the signs are seen sooner, so that women are believed the first time they speak, and so that no woman who is living this now has to face it alone.',
      ],
    },
    justiceIntro: 'Justice for {name} is not only what happens in a courtroom. It is a world where this happens less.',
    remembered: 'We remember {name} by her name and her life, not by the way she died.',
  },
  gentleNote:
    'Remembering can be heavy. Take this page slowly, and stop whenever you need to. If it stirs up something painful, the lines at the bottom of this page are free and open at any hour.',
  hotlinesLinkLabel: 'Go to the hotlines',
  warningSigns: {
    title: 'Warning Signs of an Abuser',
    intro:
      'No single sign proves anything, and abuse does not always look like this. But if several of these feel familiar, trust what you are noticing. You do not need bruises for it to be abuse.',
    signs: [
      'Wants to know where you are and who you are with, all the time.',
      'Cuts you off from friends and family, or makes seeing them cost you.',
      'Controls the money, your phone, your car or what you wear.',
      'Checks your messages, tracks your location or demands your passwords.',
      'Puts you down or humiliates you, then says you are too sensitive.',
      'Makes you doubt your own memory: “That never happened.”',
      'Calls extreme jealousy love, and treats your independence as betrayal.',
      'Blames you, alcohol, stress or a hard past for the harm they do.',
      'Breaks things, punches walls or drives dangerously to frighten you.',
      'Pressures or forces you into sex.',
      'Threatens to hurt you, your children, your pets or themselves if you leave.',
    ],
    danger: {
      title: 'When the danger may be rising',
      body: 'Threats to kill, any choking or strangling (even once), a weapon in the home, stalking, or rage about you leaving are signs that the danger may be growing. Leaving is often the most dangerous time, which is why hotline advocates help women plan it safely. You can call or text them without giving your name.',
    },
  },
  justice: {
    title: 'Justice Means',
    /** The intro and the last point are the subject's own (collective/named `justiceIntro`, `remembered`). */
    points: [
      'Women are believed the first time they speak up.',
      'Emotional abuse, coercive control and threats are taken seriously before they turn into violence.',
      'Protective orders are enforced, and the people who break them are held to account.',
      'Every woman has access to money, housing and support of her own, so that leaving is possible.',
      'Families, friends, employers and neighbours know the warning signs and how to help.',
      'Children who grew up around abuse get the care they need, so the cycle ends with this generation.',
    ],
  },
  actions: {
    title: 'Take One Step',
    intro: 'If anything on this page sounds like your life, you do not have to decide everything today. One small step is enough.',
    links: [
      { to: '/assessment', label: 'Take the Self-Assessment', variant: 'default' },
      { to: '/crisis-support', label: 'Get Crisis Support', variant: 'outline' },
      { to: '/community', label: 'Join the Community', variant: 'outline' },
    ],
  },
  hotlines: {
    title: 'If You Need Someone Now',
    note: 'In immediate danger, call 911. The hotlines are free and confidential, you do not have to give your name, and you can call or text at any hour: whether you are afraid, worried about someone else, or simply carrying something heavy after reading this.',
  },
} as const;
