// Chinese checkers: the 121-hole star, its six camps and colours.
import { advanceRace, racePiece } from './game.js';

const ROW_LETTERS = 'abcdefghijklmnopq';
const ROW_LENGTHS = [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1];
const HALF_ROOT3 = Math.sqrt(3) / 2;

/** Camp → colour, and the camp's direction in degrees clockwise from the bottom. */
const CAMPS = /** @type {Record<string, {colour: string, angle: number}>} */ ({
  south: { colour: 'red', angle: 0 },
  southWest: { colour: 'yellow', angle: 60 },
  northWest: { colour: 'green', angle: 120 },
  north: { colour: 'blue', angle: 180 },
  northEast: { colour: 'purple', angle: 240 },
  southEast: { colour: 'orange', angle: 300 },
});

/** Camps in turn order (clockwise as seen on the board), per player count. */
const CAMPS_IN_PLAY = /** @type {Record<number, string[]>} */ ({
  2: ['south', 'north'],
  3: ['south', 'northWest', 'northEast'],
  4: ['south', 'northWest', 'north', 'southEast'],
  6: ['south', 'southWest', 'northWest', 'north', 'northEast', 'southEast'],
});

/**
 * The camp of hole k (1-based) of row y (a = 0), or null for the central hexagon.
 * @param {number} y
 * @param {number} k
 */
function campOf(y, k) {
  if (y <= 3) return 'south';
  if (y >= 13) return 'north';
  if (y >= 4 && y <= 7) {
    if (k <= 8 - y) return 'southWest';
    if (k >= 10) return 'southEast';
  }
  if (y >= 9 && y <= 12) {
    if (k <= y - 8) return 'northWest';
    if (k >= 10) return 'northEast';
  }
  return null;
}

/** @param {number} players */
function colours(players) {
  return (CAMPS_IN_PLAY[players] || CAMPS_IN_PLAY[2]).map((camp) => CAMPS[camp].colour);
}

/**
 * Holes at (x·s/2, −y·s·√3/2) with s = 1, so neighbours are one unit apart.
 * @param {number} players
 * @returns {import('./game.js').BoardLayout}
 */
function layout(players) {
  const inPlay = new Set(CAMPS_IN_PLAY[players] || CAMPS_IN_PLAY[2]);
  /** @type {import('./game.js').SquareSpec[]} */
  const squares = [];
  /** @type {string[][]} */
  const rows = [];
  for (let y = 16; y >= 0; y--) {
    const length = ROW_LENGTHS[y];
    const row = [];
    for (let k = 1; k <= length; k++) {
      const name = ROW_LETTERS[y] + k;
      const camp = campOf(y, k);
      const zone = camp ? `camp camp-${CAMPS[camp].colour}${inPlay.has(camp) ? '' : ' camp-idle'}` : undefined;
      squares.push({ name, x: (2 * (k - 1) - (length - 1)) / 2, y: -(y - 8) * HALF_ROOT3, zone });
      row.push(name);
    }
    rows.push(row);
  }
  return { rows, squares, cell: 'hole', decorations: [{ kind: 'polygon', points: starOutline(), cls: 'star' }] };
}

/** The star's twelve corners, a little outside the outer holes. */
function starOutline() {
  const tip = 8 * HALF_ROOT3 + 0.85;
  const inner = (8 * HALF_ROOT3) / Math.sqrt(3) + 0.5;
  /** @type {Array<[number, number]>} */
  const points = [];
  for (let i = 0; i < 12; i++) {
    const angle = (Math.PI / 180) * (90 + i * 30);
    const r = i % 2 === 0 ? tip : inner;
    points.push([r * Math.cos(angle), r * Math.sin(angle)]);
  }
  return points;
}

/** @param {string} colour */
function facing(colour) {
  const camp = Object.values(CAMPS).find((c) => c.colour === colour);
  return camp ? -camp.angle : 0;
}

/** @type {import('./game.js').GameModule} */
export const chineseCheckers = {
  id: 'chinese-checkers',
  chains: true,
  playerCounts: [2, 3, 4, 6],
  options: ['long-jump', 'fill-blocked-target', 'play-for-places'],
  colours,
  layout,
  piece: racePiece,
  facing,
  advance: advanceRace,
  noun: 'hole',
};
