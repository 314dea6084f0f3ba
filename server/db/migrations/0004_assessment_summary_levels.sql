-- One summary row per risk level from the start, at zero, so GET /api/statistics reads the same
-- four rows with no assessments as with a million: its cost cannot depend on what is stored
-- (docs/decisions/0010, the statistics benchmark). The levels are those of
-- core/content/assessment-tiers.ts (a test checks the two agree); counts already kept stay.
INSERT INTO "assessment_summary" ("risk_level", "count", "score_sum") VALUES
	('Low Risk - Healthy Patterns', 0, 0),
	('Moderate Concern - Early S.A.V.E.™ Patterns', 0, 0),
	('High Risk - Significant S.A.V.E.™ Syndrome', 0, 0),
	('Critical - Immediate Support Needed', 0, 0)
ON CONFLICT ("risk_level") DO NOTHING;
