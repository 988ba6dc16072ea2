-- House-bot sweep (issue 13): it looks only at running games that have bot seats, through an index that finished
-- games leave (a partial index on status = 'ACTIVE'), so its cost follows the running bot games, not every bot seat
-- ever taken. bot_refused_version: the version at which a house bot's move was refused (4xx); the sweep skips the
-- game until it has moved on (version differs), instead of retrying the same refused move every round.
ALTER TABLE games ADD COLUMN has_bots boolean NOT NULL DEFAULT false;
ALTER TABLE games ADD COLUMN bot_refused_version bigint;
UPDATE games SET has_bots = true WHERE id IN (SELECT game_id FROM seats WHERE bot IS NOT NULL);
CREATE INDEX games_running_bots ON games (id) WHERE status = 'ACTIVE' AND has_bots;
