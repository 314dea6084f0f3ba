-- Seeds the resources library once, on a new database (core/content/resources.ts; a test
-- checks the two agree). Later edits by an admin are never undone: this runs only once.
INSERT INTO "resources" ("title", "description", "type", "url") VALUES
	('Sis, I Get It', 'A gentle companion for when you''ve started to wonder whether what you live is abuse. A free guide to read at your own pace.', 'download', '/books/sis-i-get-it.pdf'),
	('Am I Living in S.A.V.E.?', 'A private reflection guide for understanding the pattern of enduring, and finding your way back to yourself. Free to download.', 'download', '/books/am-i-living-in-save.pdf'),
	('Free 30-Minute Consultation', 'A free, private conversation with a coach about where you are and what could help next. No cost and no pressure.', 'coaching', NULL),
	('Private Self-Assessment', 'Thirty-five questions, about 10-15 minutes, to help you see the patterns in your relationship more clearly. Your answers stay private.', 'other', '/assessment'),
	('Crisis Support', 'Hotlines you can call or text at any time, day or night, and ways to plan for your safety.', 'other', '/crisis-support');
