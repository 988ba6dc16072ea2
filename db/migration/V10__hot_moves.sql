-- A move rewrites its game's row (version, seats, awaiting, head hash, deadline, updated_at). With an index on
-- deadline, which changes with nearly every step (a new step gets a full turn timeout), no such update could be a
-- HOT update: each one added an entry to every index of the table (six). Only running games have deadlines, so the
-- timeout sweep finds them through games_by_status (status = 'ACTIVE') instead, and the row's pages keep room for
-- its next version on the same page.
DROP INDEX IF EXISTS games_deadline;
ALTER TABLE games SET (fillfactor = 70);
