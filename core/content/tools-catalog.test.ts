import { describe, expect, it } from 'vitest';
import { pageFor } from '../route-lookup';
import {
  accessPackages,
  bundleTools,
  exitPlannerPlan,
  journalPlan,
  symptomTrackerPlan,
  toolCards,
} from './tools-catalog';

describe('tools catalog', () => {
  it('has the six hub cards of SPEC.md §2, in order, each linking to a real page', () => {
    expect(toolCards.map((card) => card.path)).toEqual([
      '/tools/affirmations',
      '/tools/boundary-scripts',
      '/tools/journal',
      '/tools/exit-plan',
      '/tools/symptom-tracker',
      '/crisis-support',
    ]);
    for (const card of toolCards) {
      expect(pageFor(card.path), card.path).toBeDefined();
      expect(card.description.length).toBeGreaterThan(10);
      expect(card.description.length).toBeLessThanOrEqual(80);
    }
  });

  it('opens every tool (none is a placeholder any more), each named as its page is', () => {
    expect(toolCards.filter((card) => card.status === 'available').map((card) => card.id)).toEqual([
      'affirmations',
      'boundary-scripts',
      'journal',
      'exit-plan',
      'symptom-tracker',
    ]);
    for (const card of toolCards.filter((c) => c.status !== 'support')) expect(card.name).toBe(pageFor(card.path)?.title);
  });

  it('lists the planned features as SPEC.md §2 gives them', () => {
    expect(journalPlan.features).toEqual([
      'Daily guided prompts',
      'Mood tracking and pattern recognition',
      'Private encrypted entries',
      'Export of the journey',
      'Integration with an affirmation calendar',
    ]);
    expect(symptomTrackerPlan.features).toEqual([
      'Tracking of physical symptoms and intensity',
      'Linking to emotional triggers',
      'Visualizing patterns',
      'Identifying somatic trauma responses',
      'Exporting reports for healthcare providers',
    ]);
    expect(exitPlannerPlan.phases).toEqual([
      { name: 'Safety Planning', items: ['Emergency contacts', 'Documents', 'Safe spaces'] },
      { name: 'Healing and Recovery', items: [] },
      { name: 'Financial Independence', items: ['Bank accounts', 'Credit repair', 'Income sources'] },
      { name: 'Business Building', items: ['Skills audit', 'Business ideas', 'AI automation tools'] },
      { name: 'Wealth and Legacy', items: ['Investment', 'Generational healing'] },
    ]);
  });

  it('prices the two packages as SPEC.md §2 does, the bundle with its five tools', () => {
    expect(bundleTools).toHaveLength(5);
    expect(accessPackages.tools_bundle).toMatchObject({ price: '$20', includes: bundleTools });
    expect(accessPackages.educator.price).toBe('$100');
    expect(accessPackages.educator.includes).toEqual([
      'Everything in the Tools Bundle',
      'Certification track',
      'Books',
      'Guides',
      'Workbooks',
      'Educator training',
      'Facilitating healing circles',
    ]);
  });
});
