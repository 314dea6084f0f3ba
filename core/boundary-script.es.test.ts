/**
 * The boundary scripts in Spanish: what the Spanish build does (every import of a text module
 * resolves to its twin in locales/es/), done here with vi.mock, so the same generator weaves her own
 * Spanish words into the Spanish templates.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('./content/boundary-scripts', () => import('../locales/es/core/content/boundary-scripts'));

const { BLANK_SITUATION_MESSAGE, generateBoundaryScript } = await import('./boundary-script');
const { SITUATION_EXAMPLE, boundaryBehaviors, boundaryTones } = await import('../locales/es/core/content/boundary-scripts');

const simple = (behaviorId: string, situation: string) => generateBoundaryScript({ behaviorId, situation, tone: 'simple' });

describe('generateBoundaryScript in Spanish', () => {
  it('weaves the example into every behaviour and tone as one Spanish sentence', () => {
    for (const behavior of boundaryBehaviors) {
      for (const { id: tone } of boundaryTones) {
        const script = generateBoundaryScript({ behaviorId: behavior.id, situation: SITUATION_EXAMPLE, tone });
        expect(script, `${behavior.id} ${tone}`).toMatch(new RegExp(`^Cuando ${SITUATION_EXAMPLE}, `));
        expect(script, `${behavior.id} ${tone}`).not.toMatch(/[{}]|When |I /);
      }
    }
  });

  it('reads naturally: trims, drops the full stop and lower-cases an everyday first word', () => {
    expect(simple('gaslighting', '  Me dijiste que estaba exagerando con lo del dinero.  ')).toBe(
      'Cuando me dijiste que estaba exagerando con lo del dinero, dudé de mí misma. Sé lo que recuerdo, y voy a confiar en eso.',
    );
    expect(simple('negging', 'Te reíste de mi comida delante de tus amigos!!')).toMatch(/^Cuando te reíste de mi comida delante de tus amigos, me dolió\./);
    expect(simple('stonewalling', 'Ignoraste mis mensajes todo el fin de semana')).toMatch(/^Cuando ignoraste mis mensajes/);
    expect(simple('stonewalling', 'Él se fue a mitad de la conversación')).toMatch(/^Cuando él se fue/);
    expect(simple('deflection', 'Gritaba cada vez que pregunté por la cuenta')).toMatch(/^Cuando gritaba cada vez/);
  });

  it('keeps names as written', () => {
    expect(simple('triangulation', 'Carlos dijo que mi hermana está de acuerdo con él')).toMatch(/^Cuando Carlos dijo /);
    expect(simple('triangulation', 'María dijo que soy una exagerada')).toMatch(/^Cuando María dijo /);
    expect(simple('victim-playing', 'Mamá dijo que yo tenía la culpa')).toMatch(/^Cuando Mamá dijo /);
  });

  it('does not say "cuando" twice', () => {
    expect(generateBoundaryScript({ behaviorId: 'love-bombing', situation: 'Cuando mandaste flores a mi trabajo todos los días', tone: 'exit' })).toMatch(
      /^Cuando mandaste flores a mi trabajo todos los días, supe/,
    );
    expect(simple('future-faking', 'cada vez que prometes cambiar')).toMatch(/^Cuando prometes cambiar, /);
  });

  it('says a blank situation in Spanish', () => {
    expect(BLANK_SITUATION_MESSAGE).toBe('Describe la situación, por favor.');
    expect(() => simple('gaslighting', ' . ')).toThrow(BLANK_SITUATION_MESSAGE);
  });
});
