-- Time controls (issue 18): a game's time control as a person writes it (5+3, 2d; null when
-- untimed), each event's reading of every seat's clock (milliseconds left, comma-separated), and
-- when the running clock's flag falls, so that any node finds the games whose time is up, even
-- ones nobody has open.
ALTER TABLE games ADD COLUMN time_control VARCHAR(16);
ALTER TABLE games ADD COLUMN flag_at BIGINT;
ALTER TABLE events ADD COLUMN clocks VARCHAR(200);
CREATE INDEX games_flag_at ON games (flag_at);
-- When the service was last known to be up (one row, written every few seconds by every node),
-- and the spans it was down: clocks do not run while no node runs.
CREATE TABLE service_heartbeat (id INTEGER PRIMARY KEY, alive_at BIGINT NOT NULL);
CREATE TABLE clock_pauses (paused_at BIGINT NOT NULL, resumed_at BIGINT NOT NULL);
