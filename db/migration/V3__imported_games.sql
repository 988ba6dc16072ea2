-- Games stored by POST /games/import rather than played here: their created_at is the import time (not the log's)
-- and they are reported as seeded (the importer knew the seed), whatever their first event says.
ALTER TABLE games ADD COLUMN imported boolean NOT NULL DEFAULT false;
