// The SVG board shared by every game: squares, pieces, highlights, keyboard focus,
// rotation and hop-by-hop animation. It knows no rules; it draws what it is given.
import { h, reducedMotion, s } from '../dom.js';
import { onLanguageChange, t } from '../i18n.js';
import { pathSquares } from '../notation.js';
import { BoardDrag } from './board-drag.js';
import { BoardZoom } from './board-zoom.js';
import { pieceElement, squareName } from './pieces.js';

/**
 * @typedef {Object} Marks
 * @property {string | null} [selected]   the chosen piece's square
 * @property {Set<string>} [targets]      legal destinations of the chosen piece
 * @property {Set<string>} [extend]       where the previewed chain may jump next
 * @property {string[]} [path]            the previewed path
 * @property {string[]} [last]            the last move's path
 * @property {string[][]} [recent]        the other players' moves since the viewer's, oldest first
 *
 * @typedef {Object} BoardViewOptions
 * @property {import('../games/game.js').GameModule} game
 * @property {import('../games/game.js').BoardLayout} layout
 * @property {(square: string) => void} onSquare  a click, tap, Enter or Space on a square
 * @property {() => void} onCancel                Escape
 * @property {import('./board-drag.js').DragHandlers} [drag]  pieces may be dragged (boards one plays on)
 * @property {boolean} [zoom]  the board zooms and pans on a small screen (board-zoom.js)
 */

const HOP_MS = 170;

export class BoardView {
  /** @param {BoardViewOptions} options */
  constructor(options) {
    this.game = options.game;
    this.layout = options.layout;
    this.options = options;
    this.rotation = 0;
    /** @type {Map<string, string>} */
    this.board = new Map();
    /** @type {Marks} */
    this.marks = {};
    /** @type {Map<string, SVGElement>} */
    this.cells = new Map();
    this.focusName = this.layout.squares[0].name;
    const xs = this.layout.squares.map((q) => q.x);
    const ys = this.layout.squares.map((q) => q.y);
    this.centre = [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];

    this.decor = s('g', { class: 'decor' });
    this.cellLayer = s('g', { class: 'cells' });
    this.overlay = s('g', { class: 'overlay', 'aria-hidden': 'true' });
    this.floating = s('g', { class: 'floating', 'aria-hidden': 'true' });
    this.svg = s('svg', {
      class: `board board-${this.game.id} board-${this.layout.cell}`,
      role: 'group',
      'data-testid': 'board',
    }, this.decor, this.cellLayer, this.overlay, this.floating);
    this.svg.addEventListener('keydown', (ev) => this.onKey(/** @type {KeyboardEvent} */ (ev)));
    this.element = h('div', { class: 'board-frame' }, this.svg);
    /** @type {string | null} a path played by dropping its piece: its arrival is not slid again */
    this.dropped = null;
    this.drag = options.drag ? new BoardDrag(this, options.drag) : null;
    this.zoom = options.zoom ? new BoardZoom(this) : null;
    this.build();
    onLanguageChange(() => {
      this.svg.setAttribute('aria-label', t('board.label'));
      this.drawMarks();
    });
  }

  /**
   * Board units → drawing units, turned by the current rotation about the board's centre.
   * @param {number} x
   * @param {number} y
   * @returns {[number, number]}
   */
  project(x, y) {
    const a = (this.rotation * Math.PI) / 180;
    const dx = x - this.centre[0];
    const dy = y - this.centre[1];
    const r = (n) => Math.round(n * 1000) / 1000;
    return [r(dx * Math.cos(a) - dy * Math.sin(a)), r(dx * Math.sin(a) + dy * Math.cos(a))];
  }

  /** @param {number} degrees clockwise; the side at that angle comes to the bottom */
  setRotation(degrees) {
    const normal = ((degrees % 360) + 360) % 360;
    if (normal === this.rotation) return;
    this.rotation = normal;
    this.build();
  }

  /** Lays out decorations and squares for the current rotation. */
  build() {
    const hadFocus = this.cellLayer.contains(document.activeElement);
    this.svg.setAttribute('aria-label', t('board.label'));
    this.decor.replaceChildren();
    this.cellLayer.replaceChildren();
    this.cells.clear();
    for (const d of this.layout.decorations) {
      if (d.kind === 'polygon') {
        const pts = d.points.map(([x, y]) => this.project(x, y).join(',')).join(' ');
        this.decor.append(s('polygon', { class: d.cls, points: pts }));
      } else {
        const [x, y] = this.labelAt(d);
        this.decor.append(s('text', { class: d.cls, x, y, 'text-anchor': 'middle', 'dominant-baseline': 'central' }, d.text));
      }
    }
    for (const q of this.layout.squares) {
      const [x, y] = this.project(q.x, q.y);
      const shape = this.layout.cell === 'hole'
        ? [s('circle', { class: 'hit', r: 0.5 }), s('circle', { class: 'cell', r: 0.3 })]
        : [s('rect', { class: 'cell', x: -0.5, y: -0.5, width: 1, height: 1 })];
      const cell = s('g', {
        class: `sq ${q.zone || ''}`,
        'data-square': q.name,
        role: 'button',
        tabindex: q.name === this.focusName ? 0 : -1,
        transform: `translate(${x} ${y})`,
        onclick: () => this.options.onSquare(q.name),
        onfocus: () => this.setFocusName(q.name),
      }, shape, s('circle', { class: 'mark', r: 0.17 }));
      this.cellLayer.append(cell);
      this.cells.set(q.name, cell);
    }
    this.fitViewBox();
    this.drawPieces();
    this.drawMarks();
    // the board turned (to face the side to move): the keyboard stays on its square
    if (hadFocus) this.focus(this.focusName);
  }

  /**
   * Where a label goes: coordinates stay below and left of a half-turned board.
   * @param {import('../games/game.js').Decoration} d
   * @returns {[number, number]}
   */
  labelAt(d) {
    const [x, y] = this.project(d.x, d.y);
    if (this.rotation !== 180 || !d.axis) return [x, y];
    return d.axis === 'file' ? [x, -y] : [-x, y];
  }

  fitViewBox() {
    const pts = this.layout.squares.map((q) => this.project(q.x, q.y));
    for (const d of this.layout.decorations) {
      if (d.kind === 'polygon') pts.push(...d.points.map(([x, y]) => this.project(x, y)));
      else pts.push(this.labelAt(d));
    }
    const margin = 0.6;
    const minX = Math.min(...pts.map((p) => p[0])) - margin;
    const minY = Math.min(...pts.map((p) => p[1])) - margin;
    const width = Math.max(...pts.map((p) => p[0])) - minX + margin;
    const height = Math.max(...pts.map((p) => p[1])) - minY + margin;
    if (this.zoom) this.zoom.fit({ x: minX, y: minY, width, height });
    else this.svg.setAttribute('viewBox', [minX, minY, width, height].map((n) => n.toFixed(3)).join(' '));
  }

  /** @param {Map<string, string>} board square → piece letter */
  setBoard(board) {
    this.board = board;
    this.drawPieces();
    this.drawMarks();
  }

  drawPieces() {
    for (const [name, cell] of this.cells) {
      cell.querySelector('.piece')?.remove();
      const letter = this.board.get(name);
      const info = letter ? this.game.piece(letter) : null;
      if (info) cell.append(pieceElement(info));
    }
    this.hideDragged();
  }

  /** The piece being dragged is drawn under the pointer, not on its square. */
  hideDragged() {
    const from = this.drag?.from;
    for (const [name, cell] of this.cells) {
      const piece = cell.querySelector('.piece');
      if (piece instanceof SVGElement) piece.style.visibility = name === from ? 'hidden' : '';
    }
  }

  /** @param {Marks} marks */
  setMarks(marks) {
    const chosen = marks.selected && marks.selected !== this.marks.selected;
    this.marks = marks;
    this.drawMarks();
    // a piece chosen by a tap is brought into view with its destinations; one held by a drag stays under the finger
    if (chosen && !this.drag?.press) this.zoom?.follow(marks.selected, marks.targets || []);
  }

  drawMarks() {
    const { selected = null, targets = new Set(), extend = new Set(), path = [], last = [], recent = [] } = this.marks;
    const lastEnds = new Set(last.length ? [last[0], last[last.length - 1]] : []);
    // with one move since the viewer's, the last-move mark says it all
    const numbered = recent.length > 1 ? recent : [];
    const recentEnds = new Set(numbered.map((squares) => squares[squares.length - 1]));
    for (const [name, cell] of this.cells) {
      cell.classList.toggle('selected', name === selected);
      cell.classList.toggle('target', targets.has(name));
      cell.classList.toggle('extend', extend.has(name));
      cell.classList.toggle('on-path', path.includes(name) && name !== path[0]);
      cell.classList.toggle('last', lastEnds.has(name));
      cell.classList.toggle('recent', recentEnds.has(name));
      const letter = this.board.get(name);
      let label = squareName(this.game, name, letter ? this.game.piece(letter) : null);
      if (name === selected) label += ', ' + t('a11y.selected');
      if (extend.has(name)) label += ', ' + t('a11y.extend');
      else if (targets.has(name)) label += ', ' + t('a11y.target');
      cell.setAttribute('aria-label', label);
      cell.setAttribute('aria-pressed', name === selected ? 'true' : 'false');
    }
    this.overlay.replaceChildren();
    if (last.length > 2) this.overlay.append(this.polyline(last, 'last-line')); // chains only: a step needs no line
    numbered.forEach((squares, i) => this.markRecent(squares, i + 1, numbered.length));
    if (path.length > 1) this.overlay.append(this.polyline(path, 'path-line'));
  }

  /**
   * One of the other players' moves since the viewer's: a line fading with age and, on its
   * destination, its number in the order they were played.
   * @param {string[]} squares
   * @param {number} order  1 = the oldest
   * @param {number} count
   */
  markRecent(squares, order, count) {
    const age = (count - order) / count;
    const line = this.polyline(squares, 'recent-line');
    line.style.opacity = String(0.75 - 0.45 * age);
    const end = squares[squares.length - 1];
    const [x, y] = this.centreOf(end);
    this.overlay.append(line, s('g', { class: 'recent-badge', 'data-recent': order, 'data-recent-square': end, transform: `translate(${x + 0.3} ${y - 0.3})` },
      s('circle', { r: 0.2 }),
      s('text', { 'text-anchor': 'middle', 'dominant-baseline': 'central' }, String(order))));
  }

  /**
   * @param {string[]} squares
   * @param {string} cls
   */
  polyline(squares, cls) {
    const points = squares.map((name) => this.centreOf(name).join(',')).join(' ');
    return s('polyline', { class: cls, points });
  }

  /**
   * The square whose centre is nearest to a point in drawing units, if within `reach`.
   * @param {number} x
   * @param {number} y
   * @param {number} reach
   */
  squareAt(x, y, reach) {
    let best = null;
    let bestDistance = reach;
    for (const q of this.layout.squares) {
      const [qx, qy] = this.project(q.x, q.y);
      const distance = Math.hypot(qx - x, qy - y);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = q.name;
      }
    }
    return best;
  }

  /** @param {string} name */
  centreOf(name) {
    const q = this.layout.squares.find((sq) => sq.name === name);
    return q ? this.project(q.x, q.y) : [0, 0];
  }

  /**
   * Slides the piece along the path, hop by hop; resolves when done (at once with reduced motion).
   * @param {string} path
   */
  async animate(path) {
    if (path === this.dropped) {
      this.dropped = null;
      return;
    }
    const squares = pathSquares(path);
    const letter = this.board.get(squares[0]);
    const info = letter ? this.game.piece(letter) : null;
    if (!info || squares.length < 2 || reducedMotion()) return;
    const source = this.cells.get(squares[0])?.querySelector('.piece');
    const mover = pieceElement(info);
    this.floating.append(mover);
    if (source instanceof SVGElement) source.style.visibility = 'hidden';
    const frames = squares.map((name) => {
      const [x, y] = this.centreOf(name);
      return { transform: `translate(${x}px, ${y}px)` };
    });
    try {
      await mover.animate(frames, { duration: HOP_MS * (squares.length - 1), easing: 'ease-in-out', fill: 'forwards' }).finished;
    } catch {
      // animation cancelled: the new position is drawn anyway
    }
    mover.remove();
  }

  /** @param {string} name */
  setFocusName(name) {
    if (this.focusName === name) return;
    this.cells.get(this.focusName)?.setAttribute('tabindex', '-1');
    this.focusName = name;
    this.cells.get(name)?.setAttribute('tabindex', '0');
  }

  /** @param {string} name */
  focus(name) {
    this.setFocusName(name);
    /** @type {any} */ (this.cells.get(name))?.focus();
  }

  /** @param {KeyboardEvent} ev */
  onKey(ev) {
    const directions = /** @type {Record<string, [number, number]>} */ ({
      ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1],
    });
    if (directions[ev.key]) {
      ev.preventDefault();
      ev.stopPropagation();
      const next = this.neighbourOnScreen(this.focusName, directions[ev.key]);
      if (next) {
        this.focus(next);
        this.zoom?.follow(next, []); // the keyboard's square stays in the zoomed window
      }
    } else if (ev.key === 'Enter' || ev.key === ' ') {
      ev.preventDefault();
      this.options.onSquare(this.focusName);
    } else if (ev.key === 'Escape') {
      this.options.onCancel();
    }
  }

  /**
   * The nearest square in a screen direction, preferring squares straight ahead.
   * @param {string} from
   * @param {[number, number]} dir
   */
  neighbourOnScreen(from, dir) {
    const [fx, fy] = this.centreOf(from);
    let best = null;
    let bestScore = Infinity;
    for (const q of this.layout.squares) {
      const [x, y] = this.project(q.x, q.y);
      const along = (x - fx) * dir[0] + (y - fy) * dir[1];
      if (along < 0.1) continue;
      const across = Math.abs((x - fx) * dir[1] - (y - fy) * dir[0]);
      const score = along + 3 * across * across;
      if (score < bestScore) {
        bestScore = score;
        best = q.name;
      }
    }
    return best;
  }
}
