-- Idempotency-Keys are a seat's own (seat 0's key "k" and seat 1's key "k" are two records), their request hash now
-- covers If-Match, and they expire (tabletop.idempotency.ttl). Records written before this change hash differently,
-- so they are dropped: a retry of such a move carries an If-Match that is stale by now and is answered 412, never
-- applied twice.
DELETE FROM idempotency_keys;
ALTER TABLE idempotency_keys ADD COLUMN seat int NOT NULL;
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (game_id, seat, key);
-- The scheduled cleanup deletes by age.
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
