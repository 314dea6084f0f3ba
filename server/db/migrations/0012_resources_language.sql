ALTER TABLE "resources" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_language_check" CHECK ("resources"."language" in ('en', 'es'));--> statement-breakpoint
-- Seeds the Spanish library once: the Spanish versions of the five resources 0002 seeded
-- (core/content/resources.es.ts; a test checks the two agree). Every row before this one is
-- English (the column's default). Later edits by the coach are never undone: this runs once.
INSERT INTO "resources" ("title", "description", "type", "url", "language") VALUES
	('Hermana, te entiendo', 'Una compañía tranquila para cuando empiezas a preguntarte si lo que vives es abuso. Una guía gratuita para leer a tu propio ritmo.', 'download', '/books/sis-i-get-it.es.pdf', 'es'),
	('¿Estoy viviendo en S.A.V.E.?', 'Una guía privada de reflexión para entender el patrón de aguantar y encontrar el camino de vuelta a ti misma. Se descarga gratis.', 'download', '/books/am-i-living-in-save.es.pdf', 'es'),
	('Consulta gratuita de 30 minutos', 'Una conversación gratuita y privada con una coach sobre dónde estás y qué podría ayudarte ahora. Sin costo y sin presión.', 'coaching', NULL, 'es'),
	('Autoevaluación privada', 'Treinta y cinco preguntas, unos 10-15 minutos, para ayudarte a ver con más claridad los patrones de tu relación. Tus respuestas son privadas.', 'other', '/es/assessment', 'es'),
	('Apoyo en crisis', 'Líneas de ayuda a las que puedes llamar o enviar un mensaje de texto a cualquier hora, de día o de noche, y formas de planear tu seguridad.', 'other', '/es/crisis-support', 'es');
