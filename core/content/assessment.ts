/**
 * The words of the self-assessment's screens, toasts and results PDF (SPEC.md §2 /assessment, §4,
 * §8). The questions, tiers and safety check are in their own modules beside this one; the
 * components in app/features/assessment only place these words.
 */
export const assessmentTexts = {
  /** The small heading above every step. */
  eyebrow: 'Self-Assessment',
  intro: {
    heading: 'Understand What You Have Been Living',
    lead: '{questionCount} questions, answered privately, about how your relationship has affected you. It takes {minutes} minutes, and you can stop at any time.',
    expectHeading: 'What to expect',
    expectations: [
      'One question at a time. You can go back and change an answer before you finish.',
      'There are no right or wrong answers. Choose what feels closest to your life lately.',
      'Your answers stay in this browser tab while you go, so a reload will not lose them. When you see your results, they are saved securely with your name and email.',
      'If someone may see your screen, the “Exit this page” button at the top leaves this site at once.',
    ],
    note: 'This is a self-check, not a diagnosis. Go gently, and take a break whenever you need one.',
    start: 'Start the assessment',
    helpNow: 'I need help now',
  },
  info: {
    heading: 'A little about you',
    description: 'We use these only to save your results and to reach you if you ask us to. We never share them.',
    name: 'Name',
    nameHint: 'A first name or a nickname is fine.',
    email: 'Email',
    phone: 'Phone',
    optional: '(optional)',
    continue: 'Continue',
    back: 'Back to intro',
    missingTitle: 'Missing Information',
    missingDescription: 'Please provide your name and email to continue.',
    invalidEmailTitle: 'Please check your email',
    invalidEmailDescription: 'Please enter a valid email address, like name@example.com.',
  },
  question: {
    progress: 'Question {number} of {count}',
    percentComplete: '{percent}% complete',
    progressLabel: 'Assessment progress',
    previous: 'Previous',
    next: 'Next',
    getResults: 'Get Results',
    unansweredTitle: 'Please select an answer',
    unansweredDescription: 'You must select an answer to continue.',
  },
  safety: {
    heading: 'Before your results: a quick safety check',
    intro:
      'These three questions are optional, and you can skip them. Your answers here are not saved or sent anywhere, and they do not change your score. They only help us show you the right support first.',
    yes: 'Yes',
    no: 'No',
    seeResults: 'See my results',
    skip: 'Skip',
  },
  safetyPanel: {
    heading: 'Your safety comes first',
    paragraphs: [
      'Thank you for trusting us with your answers. What you shared can mean your safety is at risk, even on days that feel calm. None of this is your fault, and you deserve to be safe.',
      'Trained advocates are there any time, day or night. It is free and private, and they can help you think through a safety plan at your own pace. If it is safer, call from a phone your partner cannot check.',
    ],
  },
  results: {
    heading: 'Your Results',
    score: 'Score',
    scoreOf: '{score} of {max}',
    percentage: 'Percentage',
    bookUrgent: 'Book urgent support now',
    book: 'Book a free consultation',
    download: 'Download my results',
    preparing: 'Preparing...',
    preparingTitle: 'Preparing Download',
    preparingDescription: 'Your assessment results PDF is being prepared.',
    downloadFailedTitle: 'Download Failed',
    downloadFailedDescription: 'The file could not be made just now. Please try again.',
    crisisHeading: 'Support right now',
    crisisIntro: 'Free, private and open day and night. Tap a number to call or text.',
    recommendations: 'Recommendations',
    restart: 'Start the assessment again',
    saving: 'Saving your results...',
    saved: 'Your results are saved securely.',
    notSaved: 'Your results could not be saved. They are still here for you.',
    retrySave: 'Try saving again',
    savedTitle: 'Assessment Results Saved',
    savedDescription: 'Your results have been saved securely.',
    notSavedTitle: 'Results Not Saved',
    notSavedDescription: 'Your results could not be saved just now. They are still here on your screen.',
  },
} as const;

/**
 * The results PDF (app/features/assessment/results-pdf.ts). Its title and file name are
 * discreet: the file may sit on a device someone else looks at.
 */
export const resultsPdfTexts = {
  title: 'Wellbeing notes',
  /** The file name before its date: wellbeing-notes-2026-11-21.pdf. */
  fileNameStem: 'wellbeing-notes',
  dated: 'Self-assessment results, {date}',
  heading: 'Your results',
  score: 'Score: {score} of {max} ({percent}%)',
  result: 'Result: {level}',
  stage: 'Stage: {stage}',
  crisisUrgent: 'Support right now',
  crisis: 'If you need help',
  crisisIntro: 'Free, private and open day and night:',
  recommendations: 'Recommendations',
  /** A line to call, as the PDF says it: "call 1-800-799-7233" (a line whose display is words, "Call 988", as it is). */
  callNumber: 'call {number}',
  footer: 'These notes come from a self-check. They are not a diagnosis. You deserve to be safe, heard and supported.',
} as const;


/**
 * The words of the codes POST /api/assessment answers when a submission does not fit
 * (core/contracts/assessment.ts): the page never sends such a submission, so these reach a person
 * only through another client; the server answers them in English, with the code beside.
 */
export const assessmentAnswerMessages = {
  answersMissing: 'Please include your answers.',
  tooManyAnswers: 'Please give one answer to each question.',
  questionId: 'Each answer needs a question number.',
  optionId: 'Each answer needs the id of the chosen option, from a to e.',
  weight: 'Each answer needs a weight from 0 to 4.',
  score: 'Please include the score, a whole number from 0 to {max}.',
  riskLevel: 'Please include a known result level.',
  unknownQuestion: 'There is no question {question} in this assessment. Please start the assessment again.',
  duplicate: 'Question {question} was answered more than once. Please give one answer to each question.',
  unknownOption: 'The answer given for question {question} is not one of its choices. Please choose one of the answers shown.',
  missing:
    '{count, plural, one {Question {first} has no answer yet.} other {# questions, from question {first} on, have no answer yet.}} Please answer every question to see your results.',
  wrongWeight: 'The weight sent for question {question} does not match the answer chosen.',
  wrongScore: 'The score sent ({sent}) does not match the answers, which add up to {score}.',
  wrongRiskLevel: 'The result level sent does not match the answers.',
} as const;
