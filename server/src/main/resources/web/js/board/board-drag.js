// Dragging a piece with a mouse, pen or finger (Pointer Events). A press that does not move is
// left to the click that follows it, so click-click keeps working; once the pointer moves, the
// piece follows it, the squares it passes over are reported (a chain grows hop by hop) and the
// square it is released on is the move. Held near the edge of a zoomed board, it moves the window.
import { clickGuard } from '../dom.js';
import { pieceElement } from './pieces.js';

/**
 * @typedef {Object} DragHandlers  what the board's owner does with a drag
 * @property {(square: string) => boolean} start   may this piece be dragged? (it becomes the chosen one)
 * @property {(square: string) => void} over       the dragged piece came over another square
 * @property {(square: string | null) => string | null} drop  released there (null: off the board); the path played, if any
 */

/** Pointer travel, in board units, before a press becomes a drag (a shaky tap stays a tap). */
export const DRAG_START = 0.25;
/** How far from a square's centre, in board units, the pointer still counts as over it. */
const REACH = 0.62;

export class BoardDrag {
  /**
   * @param {import('./board-view.js').BoardView} view
   * @param {DragHandlers} handlers
   */
  constructor(view, handlers) {
    this.view = view;
    this.handlers = handlers;
    /** @type {{id: number, from: string, x: number, y: number, moving: boolean, over: string, clientX: number, clientY: number} | null} */
    this.press = null;
    /** the frame that moves a zoomed window while the piece is held near its edge */
    this.nudging = 0;
    /** @type {SVGElement | null} the piece under the pointer */
    this.ghost = null;
    const svg = view.svg;
    this.clicks = clickGuard(svg);
    svg.addEventListener('pointerdown', (ev) => this.down(ev));
    svg.addEventListener('pointermove', (ev) => this.move(ev));
    svg.addEventListener('pointerup', (ev) => this.up(ev));
    svg.addEventListener('pointercancel', (ev) => this.cancel(ev));
    // Chromium ignores touch-action on SVG shapes: a finger on a piece would pan the page (and
    // cancel the drag) unless its touch moves are claimed here; elsewhere the board still scrolls
    svg.addEventListener('touchmove', (ev) => {
      if (this.press) ev.preventDefault();
    }, { passive: false });
  }

  /** The square being dragged from, whose piece is drawn under the pointer instead. */
  get from() {
    return this.press && this.press.moving ? this.press.from : null;
  }

  /** @param {PointerEvent} ev */
  down(ev) {
    if (this.press || (ev.pointerType === 'mouse' && ev.button !== 0)) return;
    const cell = ev.target instanceof Element ? ev.target.closest('[data-square]') : null;
    const from = cell?.getAttribute('data-square');
    if (!from || !this.view.board.has(from)) return;
    const [x, y] = this.point(ev);
    this.press = { id: ev.pointerId, from, x, y, moving: false, over: from, clientX: ev.clientX, clientY: ev.clientY };
    this.clicks.disarm();
  }

  /** @param {PointerEvent} ev */
  move(ev) {
    const press = this.press;
    if (!press || ev.pointerId !== press.id) return;
    const [x, y] = this.point(ev);
    if (!press.moving) {
      if (Math.hypot(x - press.x, y - press.y) < DRAG_START) return;
      if (!this.handlers.start(press.from)) {
        this.press = null;
        return;
      }
      press.moving = true;
      this.view.svg.setPointerCapture(ev.pointerId);
      this.lift();
    }
    ev.preventDefault();
    press.clientX = ev.clientX;
    press.clientY = ev.clientY;
    this.follow(x, y);
    if (!this.nudging) this.nudging = requestAnimationFrame(() => this.nudge());
  }

  /**
   * The held piece drawn at (x, y), in board units, and the square it came over reported.
   * @param {number} x
   * @param {number} y
   */
  follow(x, y) {
    const press = this.press;
    if (!press) return;
    this.ghost?.setAttribute('transform', `translate(${x} ${y})`);
    const over = this.view.squareAt(x, y, REACH);
    if (over && over !== press.over) {
      press.over = over;
      this.handlers.over(over);
    }
  }

  /**
   * One frame of a piece held at the zoomed window's edge while a square it may go to lies
   * beyond that edge: the window moves, so the board slides under the piece, which passes over
   * its squares, until it comes over one it may go to. Held on a destination, it stays; held on
   * its chain, only the chain's next landings move the window.
   */
  nudge() {
    this.nudging = 0;
    const press = this.press;
    if (!press?.moving) return;
    const { targets = new Set(), extend = new Set(), path = [] } = this.view.marks;
    const onChain = path.includes(press.over);
    if (!onChain && (targets.has(press.over) || extend.has(press.over))) return;
    const wanted = onChain ? [...extend] : [...targets, ...extend];
    if (!this.view.zoom?.nudgeTowards(press.clientX, press.clientY, wanted)) return;
    this.follow(...this.point(press));
    this.nudging = requestAnimationFrame(() => this.nudge());
  }

  /** @param {PointerEvent} ev */
  up(ev) {
    const press = this.press;
    if (!press || ev.pointerId !== press.id) return;
    this.press = null;
    if (!press.moving) return;
    this.clicks.arm();
    const [x, y] = this.point(ev);
    const played = this.handlers.drop(this.view.squareAt(x, y, REACH));
    this.land(played);
  }

  /** @param {PointerEvent} ev */
  cancel(ev) {
    if (!this.press || ev.pointerId !== this.press.id) return;
    const moving = this.press.moving;
    this.press = null;
    if (moving) {
      this.handlers.drop(null);
      this.land(null);
    }
  }

  /** Hides the piece on its square and puts a copy under the pointer. */
  lift() {
    const letter = this.view.board.get(this.press.from);
    const info = letter ? this.view.game.piece(letter) : null;
    if (!info) return;
    this.ghost = pieceElement(info);
    this.ghost.classList.add('dragged');
    this.view.floating.append(this.ghost);
    this.view.svg.classList.add('dragging');
    this.view.hideDragged();
  }

  /** @param {string | null} played the path sent, whose arrival is not slid again */
  land(played) {
    this.ghost?.remove();
    this.ghost = null;
    this.view.dropped = played;
    this.view.svg.classList.remove('dragging');
    this.view.hideDragged();
  }

  /**
   * The pointer in board drawing units.
   * @param {{clientX: number, clientY: number}} ev
   * @returns {[number, number]}
   */
  point(ev) {
    const svg = /** @type {SVGSVGElement} */ (/** @type {unknown} */ (this.view.svg));
    const matrix = svg.getScreenCTM();
    if (!matrix) return [0, 0];
    const p = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(matrix.inverse());
    return [p.x, p.y];
  }
}
