/**
 * For tests only: what every component test of a form that sends to the API sets up. `fetch` is
 * a new mock in each test (the test says what it answers); after each test the screen is cleared,
 * the toasts are reset and the real fetch is back.
 */
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { resetToastStore } from '~/hooks/use-toast';

/** Registers the per-test setup; `fetch` is the current test's mock. */
export function setUpFormTests(): { readonly fetch: Mock<typeof fetch> } {
  let fetchMock: Mock<typeof fetch> | undefined;
  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    act(() => resetToastStore());
    vi.unstubAllGlobals();
  });
  return {
    get fetch() {
      if (!fetchMock) throw new Error('The fetch mock exists only inside a test.');
      return fetchMock;
    },
  };
}
