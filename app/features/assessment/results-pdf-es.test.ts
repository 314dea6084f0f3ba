/**
 * The results PDF as the Spanish site makes it: the Spanish build resolves each text module to its
 * twin (docs/decisions/0024-two-languages.md); here the same swap is made with vi.mock. The
 * standard PDF fonts draw Spanish letters (WinAnsi holds á é í ó ú ñ ü ¿ ¡), so nothing she reads
 * loses an accent, and crisis numbers stay exactly as in English.
 */
import { describe, expect, it, vi } from 'vitest';
import { scoreAssessment } from '@core/assessment-scoring';
import { hotlines } from '@core/constants';
import type { AssessmentQuestion } from '@core/content/assessment-questions';
import { assessmentQuestions } from '../../../locales/es/core/content/assessment-questions';
import { buildResultsPdf, pdfSafeText, pdfTitle, resultsFileName } from './results-pdf';
import { pdfText } from '~/lib/pdf-test-support';

// The tiers' twin reads the English tiers' values: loaded before the swap, so its own import is
// the English module (as in the Spanish build), not the swapped one.
const spanishTiers = await vi.hoisted(async () => import('../../../locales/es/core/content/assessment-tiers'));
vi.mock('@core/content/assessment-tiers', () => spanishTiers);
vi.mock('@core/content/assessment', () => import('../../../locales/es/core/content/assessment'));
vi.mock('@core/content/locale', () => import('../../../locales/es/core/content/locale'));

const spanishQuestions = assessmentQuestions as readonly AssessmentQuestion[];

describe('the results PDF in Spanish', () => {
  it('is written in Spanish with every accent kept, a discreet title, and the crisis numbers as in English', async () => {
    // Every answer the most concerning one: the critical tier, scored from the Spanish questions.
    const result = scoreAssessment(spanishQuestions.map((question) => ({ questionId: question.id, optionId: 'e' })));
    const date = new Date(2026, 10, 25, 9, 0);
    const { text, title } = await pdfText(
      await buildResultsPdf({ result, crisisLines: [hotlines.emergency, hotlines.domesticViolence, hotlines.domesticViolenceText], date }),
    );

    expect(title).toBe('Notas de bienestar');
    expect(pdfTitle).toBe('Notas de bienestar');
    expect(resultsFileName(date)).toBe('notas-de-bienestar-2026-11-25.pdf');
    expect(text).toContain('Resultados de la autoevaluación, 25 de noviembre de 2026');
    expect(text).toContain('Puntuación: 140 de 140 (100%)');
    expect(text).toContain('Resultado: Crítico - Necesitas apoyo inmediato');
    expect(text).toContain('Etapa: Etapa de sanación y resurgimiento');
    expect(text).toContain('Apoyo ahora mismo');
    expect(text).toContain('Si estás pensando en hacerte daño, llama o envía un mensaje de texto al 988');
    expect(text).toContain('Ten cuidado en teléfonos y computadoras compartidos');
    expect(text).toContain('llama al 911');
    expect(text).toContain('llama al 1-800-799-7233');
    expect(text).toContain('envía START al 88788');
    expect(text).toContain('Mereces estar a salvo, que te escuchen y que te apoyen.');
    // Spanish letters are drawn, none dropped (WinAnsi holds them all: ¿ ¡ ü too).
    for (const letter of ['á', 'é', 'í', 'ó', 'ñ']) expect(text, letter).toContain(letter);
    expect(pdfSafeText('¿Cómo estás? ¡Bien! Güera, mañana, acción.')).toBe('¿Cómo estás? ¡Bien! Güera, mañana, acción.');
    // The PDF's own words; the crisis lines' names and details are core/constants' hotlines.
    expect(text).not.toMatch(/\b(?:Score|Result|Stage|Recommendations|Support right now|Wellbeing|Self-assessment|diagnosis)\b/);
  });
});
