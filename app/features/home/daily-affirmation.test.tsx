// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { homeAffirmations } from '@core/content/home-affirmations';
import { DailyAffirmation } from './daily-affirmation';
import { listenForNewAffirmation } from './new-affirmation';

const shownLine = () => document.querySelector('[data-affirmation]')?.textContent;

describe('DailyAffirmation', () => {
  // The page's script listens on the document once (a module runs once per tab); so does this test.
  const listening = new AbortController();
  beforeAll(() => listenForNewAffirmation({ signal: listening.signal }));
  afterAll(() => listening.abort());
  afterEach(cleanup);

  it('prerenders the first line', () => {
    const html = renderToString(<DailyAffirmation />);
    expect(html).toContain(homeAffirmations[0]!.replace(/'/g, '&#x27;'));
    render(<DailyAffirmation />);
    expect(shownLine()).toBe(homeAffirmations[0]);
  });

  it('shows another of the ten lines each time she asks, in a polite live region', () => {
    render(<DailyAffirmation />);
    const region = document.querySelector('[aria-live]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    let previous = shownLine();
    for (let i = 0; i < 20; i += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'New affirmation' }));
      const current = shownLine();
      expect(homeAffirmations).toContain(current);
      expect(current).not.toBe(previous);
      expect(region?.contains(document.querySelector('[data-affirmation]'))).toBe(true);
      previous = current;
    }
  });
});
