// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { homeAffirmations } from '@core/content/home-affirmations';
import { DailyAffirmation } from './daily-affirmation';

const shownLine = () => document.querySelector('[data-affirmation]')?.textContent;

describe('DailyAffirmation', () => {
  afterEach(cleanup);

  it('prerenders the first line, so hydration always matches', () => {
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
