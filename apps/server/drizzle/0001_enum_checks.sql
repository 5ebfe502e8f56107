-- The API already showed an unknown icon as Book (DEFAULT_CLASS_ICON); store it so before the check.
UPDATE "classes" SET "icon" = 'Book' WHERE "icon" NOT IN ('Book', 'BookOpen', 'Calculator', 'FlaskConical', 'Beaker', 'Microscope', 'Globe', 'Music', 'ArtIcon', 'Zap', 'Atom', 'BookMarked', 'Languages', 'History');--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_icon_check" CHECK ("classes"."icon" in ('Book', 'BookOpen', 'Calculator', 'FlaskConical', 'Beaker', 'Microscope', 'Globe', 'Music', 'ArtIcon', 'Zap', 'Atom', 'BookMarked', 'Languages', 'History'));
