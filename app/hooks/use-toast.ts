import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { toastConfig } from '@core/constants';

/** SPEC.md §9: at most one toast visible at a time. */
export const TOAST_LIMIT = toastConfig.limit;
/** SPEC.md §9: a dismissed toast is removed from the store this long after dismissal. */
export const TOAST_REMOVE_DELAY = toastConfig.removeDelayMs;

export type ToastVariant = 'default' | 'destructive';

export type ToasterToast = {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  /** A <ToastAction altText="..."> element. */
  action?: ReactElement;
  variant?: ToastVariant;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  duration?: number;
};

export type ToastState = { toasts: ToasterToast[] };

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

/** Pure state transitions of the toast store (tested on their own). */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE_TOAST':
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<(state: ToastState) => void>();
let memoryState: ToastState = { toasts: [] };

function scheduleRemoval(toastId: string) {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(toastId, timeout);
}

function dispatch(action: ToastAction) {
  if (action.type === 'DISMISS_TOAST') {
    const ids = action.toastId === undefined ? memoryState.toasts.map((t) => t.id) : [action.toastId];
    ids.forEach(scheduleRemoval);
  }
  memoryState = toastReducer(memoryState, action);
  listeners.forEach((listener) => listener(memoryState));
}

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ReactElement;
  duration?: number;
};

let toasterShown = false;

/**
 * The toasts' own React root is made when the first toast of the page's life is shown, unless a
 * <Toaster /> is already drawn (it listens to this store: only the Toaster calls useToast()).
 */
function showToaster() {
  if (toasterShown || listeners.size > 0 || typeof document === 'undefined') return;
  toasterShown = true;
  void import('~/components/ui/toaster-overlay').then(
    (module) => module.showToaster(),
    () => {
      toasterShown = false;
    },
  );
}

/** Shows a toast (replacing the one on screen, if any). */
export function toast(input: ToastInput) {
  showToaster();
  const id = genId();
  const update = (next: Partial<ToastInput>) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } });
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id });
  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

/** The toasts to render, plus `toast` and `dismiss`. */
export function useToast() {
  const [state, setState] = useState<ToastState>(memoryState);
  useEffect(() => {
    listeners.add(setState);
    setState(memoryState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: 'DISMISS_TOAST', toastId }),
  };
}

/** For tests: empties the store and cancels pending removals. */
export function resetToastStore() {
  removeTimeouts.forEach((timeout) => clearTimeout(timeout));
  removeTimeouts.clear();
  memoryState = { toasts: [] };
  listeners.forEach((listener) => listener(memoryState));
}
