CREATE TABLE "assessment_weekly_summary" (
	"week_start" date NOT NULL,
	"risk_level" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assessment_weekly_summary_week_start_risk_level_pk" PRIMARY KEY("week_start","risk_level")
);
--> statement-breakpoint
-- The weeks of the results already stored (docs/decisions/0016): weeks start on Monday, UTC.
INSERT INTO "assessment_weekly_summary" ("week_start", "risk_level", "count")
SELECT (date_trunc('week', "created_at" AT TIME ZONE 'UTC'))::date, "risk_level", count(*)::int
FROM "assessment_results"
GROUP BY 1, 2;
