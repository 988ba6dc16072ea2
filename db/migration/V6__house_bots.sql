-- House bots (issue 13): a seat taken by a bot that runs inside the service. The bot's id (e.g. COUP_HEURISTIC) is
-- also in the cause of its SEAT_TAKEN event; this column lets every replica find, after any restart, the bot seats
-- it must play. Bot seats have a token nobody was given (a random hash), so no HTTP caller can act for them.
ALTER TABLE seats ADD COLUMN bot text;
CREATE INDEX seats_bots ON seats (game_id) WHERE bot IS NOT NULL;
