// Chinese checkers: round holes on a star drawn around the catalog's holes.
import { racePiece, zoneClasses } from './game.js';

/**
 * The star's twelve corners, a little outside the outer holes: its six points reach as far as
 * the farthest holes from the centre, its inner corners √3 times nearer.
 * @param {import('./game.js').SquareSpec[]} squares
 * @returns {import('./game.js').Decoration[]}
 */
function starOutline(squares) {
  const cx = squares.reduce((sum, q) => sum + q.x, 0) / squares.length;
  const cy = squares.reduce((sum, q) => sum + q.y, 0) / squares.length;
  const reach = Math.max(...squares.map((q) => Math.hypot(q.x - cx, q.y - cy)));
  const tip = reach + 0.85;
  const inner = reach / Math.sqrt(3) + 0.5;
  /** @type {Array<[number, number]>} */
  const points = [];
  for (let i = 0; i < 12; i++) {
    const angle = (Math.PI / 180) * (90 + i * 30);
    const r = i % 2 === 0 ? tip : inner;
    points.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
  }
  return [{ kind: 'polygon', points, cls: 'star' }];
}

/** @type {import('./game.js').GameModule} */
export const chineseCheckers = {
  id: 'chinese-checkers',
  chains: true,
  cell: 'hole',
  noun: 'hole',
  piece: racePiece,
  zoneClass: zoneClasses,
  decorations: starOutline,
};
