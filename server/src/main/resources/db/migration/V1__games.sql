-- One row per game, one per seat, and the append-only log of what happened in it.
-- The same migrations run on SQLite and PostgreSQL: only portable types and constraints.
CREATE TABLE games (
    id             VARCHAR(16)  PRIMARY KEY,
    game           VARCHAR(32)  NOT NULL,
    players        INTEGER      NOT NULL,
    options        VARCHAR(200) NOT NULL,
    mode           VARCHAR(16)  NOT NULL,
    start_position VARCHAR(400) NOT NULL,
    created_at     BIGINT       NOT NULL,
    rematch_id     VARCHAR(16)
);

CREATE TABLE seats (
    game_id    VARCHAR(16) NOT NULL REFERENCES games (id),
    seat       INTEGER     NOT NULL,
    kind       VARCHAR(16) NOT NULL,
    level      INTEGER,
    name       VARCHAR(64),
    token_hash VARCHAR(64),
    PRIMARY KEY (game_id, seat)
);

-- The primary key makes two writers of the same version collide instead of both succeeding.
CREATE TABLE events (
    game_id    VARCHAR(16)  NOT NULL REFERENCES games (id),
    version    INTEGER      NOT NULL,
    kind       VARCHAR(16)  NOT NULL,
    seat       INTEGER,
    data       VARCHAR(400),
    created_at BIGINT       NOT NULL,
    PRIMARY KEY (game_id, version)
);
