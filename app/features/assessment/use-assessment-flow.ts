import { useEffect, useReducer, useState, type Dispatch } from 'react';
import {
  assessmentReducer,
  initialAssessmentState,
  parseSavedProgress,
  progressStorageKey,
  progressToSave,
  type AssessmentAction,
  type AssessmentState,
} from './assessment-flow';

/** This tab's sessionStorage, or undefined where there is none or it is blocked. */
function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The assessment's state, kept in this tab's sessionStorage while it is in progress so a reload
 * does not lose it, and removed from storage as soon as the results are shown. Storage is only
 * touched in effects (the page is prerendered).
 */
export function useAssessmentFlow(): { state: AssessmentState; dispatch: Dispatch<AssessmentAction>; restored: boolean } {
  const [state, dispatch] = useReducer(assessmentReducer, initialAssessmentState);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    let raw: string | null = null;
    try {
      raw = sessionStore()?.getItem(progressStorageKey) ?? null;
    } catch {
      raw = null;
    }
    const saved = parseSavedProgress(raw);
    if (saved !== null) dispatch({ type: 'restore', saved });
    setRestored(true);
  }, []);

  useEffect(() => {
    if (!restored) return;
    const store = sessionStore();
    if (store === undefined) return;
    const value = progressToSave(state);
    try {
      if (value === null) store.removeItem(progressStorageKey);
      else store.setItem(progressStorageKey, value);
    } catch {
      // Storage full or blocked: the assessment still works, it just will not survive a reload.
    }
  }, [state, restored]);

  return { state, dispatch, restored };
}
