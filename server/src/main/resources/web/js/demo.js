// DEMO ONLY — `/?demo=chinese-checkers&players=6` (or halma, jungle) draws a game page from a
// fixed state with no server, to look at the board while the server is being written.
// Moves are applied for display without any rule check; nothing here is used by real games.
import { fill, h } from './dom.js';
import { GameController } from './game/controller.js';
import { mountGame } from './game/game-page.js';
import { gameModule } from './games/index.js';
import { applyPath, formatBoard } from './notation.js';

const STARTS = /** @type {Record<string, {start: string, legal: string[]}>} */ ({
  halma: {
    start: 'RRRRR11/RRRRR11/RRRR12/RRR13/RR14/16/16/16/16/16/16/14BB/13BBB/12BBBB/11BBBBB/11BBBBB r 1',
    legal: ['b12-c11', 'c13-d12', 'a13-a11', 'c14-c12'],
  },
  jungle: { start: 'l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1', legal: ['a3-a4', 'g3-g4', 'c3-d3', 'a1-a2', 'b2-b3'] },
});

/**
 * A start position with every playing camp filled (Chinese checkers).
 * @param {import('./games/game.js').GameModule} game
 * @param {number} players
 */
function campStart(game, players) {
  const layout = game.layout(players);
  const board = new Map();
  for (const q of layout.squares) {
    const colour = q.zone && !q.zone.includes('idle') ? /camp-(\w+)/.exec(q.zone)?.[1] : null;
    if (colour) board.set(q.name, colour[0].toUpperCase());
  }
  return `${formatBoard(board, layout.rows)} r 1`;
}

/**
 * @param {HTMLElement} main
 * @param {string} id
 * @param {URLSearchParams} params
 */
export function openDemo(main, id, params) {
  const game = gameModule(id);
  if (!game) {
    fill(main, h('p', { class: 'panel' }, 'Unknown demo'));
    return;
  }
  const players = Number(params.get('players')) || 2;
  const fixed = STARTS[id] || { start: campStart(game, players), legal: ['d1-e5', 'd1-e6', 'c1-e5', 'c2-e6', 'd2-e7'] };
  const colours = game.colours(players);
  /** @type {import('./types.js').GameState} */
  const state = {
    id: 'demo', v: 1, game: id, players, options: [], mode: params.get('mode') === 'local' ? 'local' : 'computer',
    seats: colours.map((colour, seat) => ({ seat, colour, kind: seat === 0 ? 'human' : 'computer', name: seat === 0 ? 'Ada' : null, level: 3, connected: true })),
    start: fixed.start, moves: [], position: fixed.start, toMove: 'red', moveNumber: 1,
    status: 'playing', result: '*', ranking: [], ending: null, legal: fixed.legal, drawOffer: null, rematch: null,
  };
  const controller = new GameController(game, state, 'demo');
  controller.mySeats = new Set(state.mode === 'local' ? colours.map((_, i) => i) : [0]);
  controller.link = 'open';
  controller.transport = {
    send(type, data) {
      if (type === 'hops') controller.receive({ t: 'hops', d: { path: data.path, next: [], stop: true } });
      if (type !== 'move') return true;
      const s = controller.state;
      const board = applyPath(controller.shownBoard(), data.path);
      const next = colours[(colours.indexOf(s.toMove) + 1) % colours.length];
      const position = `${formatBoard(board, controller.layout.rows)} ${game.advance(s.position.split(' ').slice(1), { next, capture: false, newRound: next === 'red' }).join(' ')}`;
      const after = { ...s, v: s.v + 1, moves: [...s.moves, data.path], position, toMove: next, legal: [] };
      controller.receive({ t: 'event', d: { v: s.v + 1, kind: 'move', path: data.path, seat: 0, state: after } });
      return true;
    },
  };
  mountGame(main, controller);
  controller.refresh();
  /** @type {any} */ (window).plyyardDemo = controller; // lets a test feed server messages by hand
}
