-- Readers' error reports from the "Learn" pages: the message with what it is about.
-- Portable SQL only (SQLite and PostgreSQL).
CREATE TABLE reports (
    id         INTEGER       NOT NULL PRIMARY KEY,
    game       VARCHAR(32)   NOT NULL,
    edition    VARCHAR(64)   NOT NULL,
    position   VARCHAR(400),
    passage    VARCHAR(200)  NOT NULL,
    language   VARCHAR(8)    NOT NULL,
    message    VARCHAR(2000) NOT NULL,
    created_at BIGINT        NOT NULL
);
