-- Issue 31: nobody takes over a seat another person holds, and no stranger floods the service.

-- A seat is recovered (its token replaced) with the recovery secret its holder received with the token (SHA-256
-- only; null for house-bot seats and for seats taken before this migration), or by the creator for a seat the
-- creator took with its creator token (by_creator).
ALTER TABLE seats ADD COLUMN recovery_hash bytea;
ALTER TABLE seats ADD COLUMN by_creator boolean NOT NULL DEFAULT false;

-- The client address that created the game (never shown by the API): open games and all-bot games are capped per
-- address. all_bots: every seat is a house bot (set when the last seat is taken); bot_moves: house-bot moves made in
-- the game, against the per-game budget.
ALTER TABLE games ADD COLUMN created_by text;
ALTER TABLE games ADD COLUMN all_bots boolean NOT NULL DEFAULT false;
ALTER TABLE games ADD COLUMN bot_moves int NOT NULL DEFAULT 0;
-- Moves never change these columns (nor status within a step), so moves stay HOT updates (see V10).
CREATE INDEX games_open_by ON games (created_by) WHERE status = 'OPEN';
CREATE INDEX games_all_bots_by ON games (created_by) WHERE all_bots AND status = 'ACTIVE';
