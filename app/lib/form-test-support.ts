/**
 * For tests only: what every component test of a form that sends to the API sets up. `fetch` is
 * a new mock in each test (the test says what it answers); after each test the screen is cleared,
 * the toasts are reset and the real fetch is back.
 */
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { resetToastStore } from '~/hooks/use-toast';

/** Registers the per-test setup; `fetchMock` is the current test's mock of the global fetch. */
export function setUpFormTests(): { readonly fetchMock: Mock<typeof fetch> } {
  let current: Mock<typeof fetch> | undefined;
  beforeEach(() => {
    current = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', current);
  });
  afterEach(() => {
    cleanup();
    act(() => resetToastStore());
    vi.unstubAllGlobals();
  });
  return {
    get fetchMock() {
      if (!current) throw new Error('The fetch mock exists only inside a test.');
      return current;
    },
  };
}
