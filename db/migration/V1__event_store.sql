-- One row per game: the summary projection and the head of its event stream (version, last hash).
CREATE TABLE games (
    id               uuid        PRIMARY KEY,
    type             text        NOT NULL,
    status           text        NOT NULL CHECK (status IN ('OPEN', 'ACTIVE', 'FINISHED')),
    version          bigint      NOT NULL CHECK (version >= 1),
    seats            jsonb       NOT NULL,               -- [{"seat":0,"name":"alice"}, {"seat":1,"name":null}]
    awaiting         int[]       NOT NULL DEFAULT '{}',
    winners          int[]       NOT NULL DEFAULT '{}',
    options          jsonb       NOT NULL,               -- public options (never the seed)
    seeded           boolean     NOT NULL,
    seed_commitment  text        NOT NULL,
    head_hash        bytea       NOT NULL,
    deadline         timestamptz,                        -- reaction window closes (silence = PASS)
    deadline_window  text,
    created_at       timestamptz NOT NULL,
    updated_at       timestamptz NOT NULL
);
CREATE INDEX games_newest ON games (created_at DESC, id DESC);
CREATE INDEX games_by_type ON games (type, created_at DESC, id DESC);
CREATE INDEX games_by_status ON games (status, created_at DESC, id DESC);
CREATE INDEX games_deadline ON games (deadline) WHERE deadline IS NOT NULL;

-- The event log: one stream per game, gap-free seq from 1, append-only, hash-chained.
CREATE TABLE events (
    game_id      uuid        NOT NULL REFERENCES games (id),
    seq          bigint      NOT NULL CHECK (seq >= 1),
    type         text        NOT NULL,
    data         jsonb       NOT NULL,
    meta         jsonb       NOT NULL,                   -- what caused it: seat and command, or the server
    recorded_at  timestamptz NOT NULL,
    hash         bytea       NOT NULL,                   -- sha256(prev hash || type || 0 || data || 0 || meta)
    PRIMARY KEY (game_id, seq)
);

CREATE FUNCTION events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'events are append-only';
END $$;
CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events
    FOR EACH ROW EXECUTE FUNCTION events_are_append_only();

-- The secret seed, apart from the events; its SHA-256 is in the first event.
CREATE TABLE game_secrets (
    game_id  uuid PRIMARY KEY REFERENCES games (id),
    seed     text NOT NULL
);

-- Seat tokens are stored only as SHA-256 hashes.
CREATE TABLE seats (
    game_id     uuid        NOT NULL REFERENCES games (id),
    seat        int         NOT NULL,
    token_hash  bytea       NOT NULL UNIQUE,
    taken_at    timestamptz NOT NULL,
    PRIMARY KEY (game_id, seat)
);

-- Per-viewer projections (viewer = seat, or -1 for spectators), written in the append transaction and served
-- verbatim. json (not jsonb): stored and returned as written.
CREATE TABLE views (
    game_id  uuid NOT NULL REFERENCES games (id),
    viewer   int  NOT NULL,
    view     json NOT NULL,
    moves    json NOT NULL,
    PRIMARY KEY (game_id, viewer)
);

-- Idempotency-Key records: the first response to a key is the response to every retry with the same body.
CREATE TABLE idempotency_keys (
    game_id       uuid        NOT NULL REFERENCES games (id),
    key           text        NOT NULL,
    request_hash  bytea       NOT NULL,
    response      json        NOT NULL,
    version       bigint      NOT NULL,
    created_at    timestamptz NOT NULL,
    PRIMARY KEY (game_id, key)
);
