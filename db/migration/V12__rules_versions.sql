-- Every game is played, viewed and audited under the rules version its GAME_CREATED records, for life. The summary
-- row keeps it so that a game's codec is chosen without reading its first event. Games recorded before versions
-- existed were all played under version 1 of their rules.
ALTER TABLE games ADD COLUMN rules_version int NOT NULL DEFAULT 1;
