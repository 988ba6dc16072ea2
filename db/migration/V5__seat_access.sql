-- Who may take and recover seats: the creator's token and the optional invite secret, as SHA-256 hashes only
-- (both shown once, at creation). NULL: none (games created before, or imported; no invite).
ALTER TABLE game_secrets ADD COLUMN creator_hash bytea;
ALTER TABLE game_secrets ADD COLUMN invite_hash bytea;

-- Seat tokens the creator replaced (the old hash is overwritten, so the old token stops working): when, how often.
ALTER TABLE seats ADD COLUMN reissued_at timestamptz;
ALTER TABLE seats ADD COLUMN reissues int NOT NULL DEFAULT 0;
