-- Folded states at some versions, so that no read or cold write folds more than a bounded number of events.
-- A cache derived from the events: it may be dropped at any time (the projection rebuild recomputes it).
CREATE TABLE snapshots (
    game_id  uuid   NOT NULL REFERENCES games (id),
    version  bigint NOT NULL,
    state    json   NOT NULL,
    PRIMARY KEY (game_id, version)
);
