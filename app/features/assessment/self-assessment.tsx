import { useCallback, useEffect, useMemo, useRef } from 'react';
import { assessmentOutcome, type PersonalInfo } from './assessment-flow';
import { InfoStep } from './info-step';
import { IntroStep } from './intro-step';
import { QuestionStep } from './question-step';
import { ResultsStep } from './results-step';
import { SafetyStep } from './safety-step';
import { StepFrame } from './step-frame';
import { useAssessmentFlow } from './use-assessment-flow';
import { useSaveAssessment } from './use-save-assessment';

/**
 * The self-assessment (SPEC.md §2 /assessment, §4): intro, personal info, 35 questions, the
 * optional safety check, then results, which are sent once to POST /api/assessment.
 * The results' "Book" button opens the booking dialog through the site shell (bookingTrigger).
 */
export function SelfAssessment() {
  const { state, dispatch } = useAssessmentFlow();
  const headingRef = useRef<HTMLHeadingElement | null>(null);

  // Move focus to the new step's heading (or the new question) whenever it changes, not on load.
  const focusKey = state.step === 'questions' ? `questions-${state.currentIndex}` : state.step;
  const lastFocusKey = useRef(focusKey);
  useEffect(() => {
    if (lastFocusKey.current === focusKey) return;
    lastFocusKey.current = focusKey;
    headingRef.current?.focus();
  }, [focusKey]);

  const { step, answers, info, completion } = state;
  const outcome = useMemo(() => (step === 'results' ? assessmentOutcome({ answers, info }) : null), [step, answers, info]);

  // Sent exactly once each time the results are reached: the ref survives StrictMode's second
  // run of effects and any re-render.
  const save = useSaveAssessment();
  const { mutate, reset } = save;
  const sentForCompletion = useRef(0);
  useEffect(() => {
    if (outcome === null || sentForCompletion.current === completion) return;
    sentForCompletion.current = completion;
    mutate(outcome.submission);
  }, [outcome, completion, mutate]);

  const setInfo = useCallback((field: keyof PersonalInfo, value: string) => dispatch({ type: 'setInfo', field, value }), [dispatch]);

  switch (state.step) {
    case 'intro':
      return <IntroStep headingRef={headingRef} onStart={() => dispatch({ type: 'start' })} />;
    case 'info':
      return (
        <StepFrame>
          <InfoStep
            headingRef={headingRef}
            info={state.info}
            onChange={setInfo}
            onBack={() => dispatch({ type: 'backToIntro' })}
            onContinue={() => dispatch({ type: 'continue' })}
          />
        </StepFrame>
      );
    case 'questions':
      return (
        <StepFrame>
          <QuestionStep
            headingRef={headingRef}
            state={state}
            onChoose={(questionId, optionId) => dispatch({ type: 'choose', questionId, optionId })}
            onPrevious={() => dispatch({ type: 'previous' })}
            onNext={() => dispatch({ type: 'next' })}
          />
        </StepFrame>
      );
    case 'safety':
      return (
        <StepFrame>
          <SafetyStep
            headingRef={headingRef}
            answers={state.safety}
            onAnswer={(id, answer) => dispatch({ type: 'answerSafety', id, answer })}
            onSeeResults={() => dispatch({ type: 'showResults', skipSafety: false })}
            onSkip={() => dispatch({ type: 'showResults', skipSafety: true })}
          />
        </StepFrame>
      );
    case 'results':
      if (outcome === null) return null;
      return (
        <StepFrame>
          <ResultsStep
            headingRef={headingRef}
            result={outcome.result}
            showSafetyPanel={state.showSafetyPanel}
            saveStatus={save.status}
            onRetrySave={() => mutate(outcome.submission)}
            onRestart={() => {
              reset();
              dispatch({ type: 'restart' });
            }}
          />
        </StepFrame>
      );
  }
}
