/**
 * The words of the crisis lines (core/constants.ts `hotlines`): each line's name, the note under
 * it, and the display of the lines whose display is words ("Text START to 88788"). The numbers,
 * keywords and tel:/sms: addresses stay in core/constants.ts, exactly as SPEC.md §9 gives them,
 * the same in every language; a twin only says the words around them.
 */
export const hotlineWords = {
  emergency: { name: 'Emergency services', detail: 'If you are in immediate danger' },
  domesticViolence: { name: 'National Domestic Violence Hotline', detail: 'Call any time, day or night' },
  domesticViolenceTty: { name: 'National Domestic Violence Hotline (TTY)' },
  domesticViolenceText: { name: 'National Domestic Violence Hotline by text', display: 'Text START to 88788' },
  crisisTextLine: { name: 'Crisis Text Line', display: 'Text HOME to 741741' },
  lifelineCall: { name: '988 Suicide & Crisis Lifeline', display: 'Call 988', detail: 'Press 2 to talk in Spanish' },
  lifelineText: { name: '988 Suicide & Crisis Lifeline by text', display: 'Text 988' },
  lifelineSpanishText: { name: '988 Lifeline in Spanish, by text', display: 'Text AYUDA to 988' },
  teenDating: { name: 'loveisrespect: dating abuse helpline', detail: 'You can also chat at loveisrespect.org' },
  loveisrespectText: { name: 'loveisrespect by text', display: 'Text LOVEIS to 22522' },
} as const;

