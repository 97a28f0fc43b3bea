-- Which version of a game a node's computer is thinking about, and since when: with several
-- nodes, the one that claims a version first searches it. A claim older than its expiry may be
-- taken over, since the node that made it may have died.
ALTER TABLE games ADD COLUMN computer_version INTEGER;
ALTER TABLE games ADD COLUMN computer_claimed_at BIGINT;
