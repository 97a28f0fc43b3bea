// Zooming and panning the board on a small screen. A whole Halma board on a 390 px phone gives
// 22 px squares, too small for a finger; zoomed, the board shows a window of itself (its SVG
// viewBox) in which every square is at least TOUCH_PX, and the window follows the chosen piece.
// The SVG element keeps its size, so the pointer still maps to squares through getScreenCTM and
// dragging (board-drag.js) and clicking work unchanged. Two fingers pinch, a double tap zooms in
// or out, one finger off a draggable piece pans (and past the board's edge scrolls the page).
import { clickGuard } from '../dom.js';
import { DRAG_START } from './board-drag.js';

/** The size a square is zoomed to: above the 44 px touch target, with room for rounding. */
export const TOUCH_PX = 48;
/** Screens where the board is zoomed for touch: a coarse pointer or a narrow window. */
export const SMALL_SCREEN = '(pointer: coarse), (max-width: 700px)';
/** The closest a pinch may come: a square this many pixels wide. */
const MAX_PX = 140;
/** A piece held this close to the zoomed window's edge (client pixels) ... */
const EDGE_PX = 20;
/** ... moves the window this many squares a frame ... */
const EDGE_STEP = 0.08;
/** ... until the square wanted is this far inside it (squares). */
const EDGE_MARGIN = 0.6;
const DOUBLE_TAP_MS = 350;
const DOUBLE_TAP_PX = 30;

/**
 * @typedef {{x: number, y: number, width: number, height: number}} Box  in drawing units
 * @typedef {'whole' | 'touch'} Level  the whole board, or zoomed to touch size
 */

export class BoardZoom {
  /** @param {import('./board-view.js').BoardView} view */
  constructor(view) {
    this.view = view;
    /** @type {Box} the whole board */
    this.box = { x: 0, y: 0, width: 1, height: 1 };
    /** @type {Level} where the board starts and where "reset" goes back to */
    this.start = 'touch';
    /** how many times the whole board's width the window is narrower (1: the whole board) */
    this.scale = 1;
    /** @type {Level | null} the level the scale stands for, kept when the screen's size changes; null after a pinch */
    this.level = null;
    /** whether the window takes the SVG's own shape (full screen) rather than the board's */
    this.filling = false;
    /** the window's centre, in drawing units */
    this.cx = 0;
    this.cy = 0;
    /** @type {Array<() => void>} */
    this.listeners = [];
    /** @type {string | null} */
    this.homeColour = null;
    /** whether the window still waits for the viewer's pieces to start on */
    this.homing = true;
    /** @type {Map<number, {x: number, y: number, type: string}>} pointers down, in client pixels */
    this.pointers = new Map();
    /** @type {{distance: number, scale: number, anchor: [number, number]} | null} */
    this.pinch = null;
    /** @type {{x: number, y: number, panning: boolean} | null} one pointer that may pan */
    this.press = null;
    /** @type {{at: number, x: number, y: number} | null} */
    this.lastTap = null;
    this.small = matchMedia(SMALL_SCREEN);
    view.element.classList.add('zoomable'); // its touches are this class's (board.css)
    const svg = view.svg;
    this.clicks = clickGuard(svg);
    svg.addEventListener('pointerdown', (ev) => this.down(ev));
    svg.addEventListener('pointermove', (ev) => this.move(ev));
    svg.addEventListener('pointerup', (ev) => this.up(ev, true));
    svg.addEventListener('pointercancel', (ev) => this.up(ev, false));
    new ResizeObserver(() => this.resized()).observe(svg);
    this.small.addEventListener('change', () => this.reset());
  }

  /** @param {() => void} listener called when the zoom changes */
  onChange(listener) {
    this.listeners.push(listener);
  }

  /** @param {Box} box the whole board, after a rotation or a new layout: the window starts again */
  fit(box) {
    const same = ['x', 'y', 'width', 'height'].every((k) => Math.abs(box[k] - this.box[k]) < 1e-6);
    this.box = box;
    if (same) this.show();
    else this.reset();
  }

  /** @param {Level} level where the board starts */
  setStart(level) {
    this.start = level;
    this.reset();
  }

  /** Back to the starting window: touch size over the viewer's pieces, or the whole board. */
  reset() {
    this.setLevel(this.start);
    this.homing = !this.centreOnHome();
    this.show();
  }

  /**
   * The viewer's side, whose pieces the window starts on (they may not be drawn yet); on one
   * screen the side to move, so the window goes over to each player's pieces in turn.
   * @param {string | null} colour
   */
  home(colour) {
    if (colour !== this.homeColour) this.homing = true;
    this.homeColour = colour;
    if (this.homing && this.centreOnHome()) {
      this.homing = false;
      this.show();
    }
  }

  /** Centres the window on the viewer's pieces, or the board's bottom (the viewer's side) while there are none. */
  centreOnHome() {
    const points = [...this.view.board]
      .filter(([, letter]) => this.view.game.piece(letter)?.colour === this.homeColour)
      .map(([name]) => this.view.centreOf(name));
    if (!points.length) {
      this.cx = this.box.x + this.box.width / 2;
      this.cy = this.box.y + this.box.height;
      return false;
    }
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    this.cx = (Math.min(...xs) + Math.max(...xs)) / 2;
    this.cy = (Math.min(...ys) + Math.max(...ys)) / 2;
    return true;
  }

  /** @param {Level} level */
  setLevel(level) {
    this.setScale(level === 'touch' && this.small.matches ? this.touchScale() : 1);
    this.level = level;
  }

  /** The SVG's size changed (laid out, turned, full screen): a level keeps its meaning. */
  resized() {
    if (this.level) this.setLevel(this.level);
    this.show();
  }

  /**
   * Full screen, the SVG is as tall as the screen allows and the window takes its shape, so more
   * of the board shows at the same size; in the page the SVG takes the board's shape.
   * @param {boolean} filling
   */
  setFilling(filling) {
    if (filling === this.filling) return;
    this.filling = filling;
    this.resized();
  }

  /** Whether part of the board is out of the window. */
  get zoomed() {
    return this.scale > 1.001;
  }

  /** Whether zooming in would make the squares bigger than the whole board shows them on this screen. */
  get useful() {
    return this.small.matches && this.touchScale() > 1.001;
  }

  /** Zoomed: the whole board; whole: zoomed to touch size about a point (the board's bottom). */
  toggle(at = [this.box.x + this.box.width / 2, this.box.y + this.box.height]) {
    if (this.zoomed) {
      this.setLevel('whole');
    } else if (this.useful) {
      this.setLevel('touch');
      [this.cx, this.cy] = at;
    } else {
      this.setScale(2);
      this.level = null;
      [this.cx, this.cy] = at;
    }
    this.show();
  }

  /**
   * Brings the chosen piece, and its destinations if they fit, into the window, moving it as
   * little as possible.
   * @param {string} selected
   * @param {Iterable<string>} targets
   */
  follow(selected, targets) {
    if (!this.zoomed) return;
    const [w, h] = this.windowSize();
    const margin = 0.7;
    const points = [selected, ...targets].map((name) => this.view.centreOf(name));
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    const fits = Math.max(...xs) - Math.min(...xs) + 2 * margin <= w && Math.max(...ys) - Math.min(...ys) + 2 * margin <= h;
    const [sx, sy] = points[0];
    [this.cx, this.cy] = this.clamped();
    const [minX, maxX, minY, maxY] = fits
      ? [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
      : [sx, sx, sy, sy];
    this.cx = Math.min(Math.max(this.cx, maxX + margin - w / 2), minX - margin + w / 2);
    this.cy = Math.min(Math.max(this.cy, maxY + margin - h / 2), minY - margin + h / 2);
    this.show();
  }

  /** The scale at which a square (1 drawing unit) is TOUCH_PX on screen; 1 where the whole board already is. */
  touchScale() {
    const perUnit = this.pixelsPerUnit(1);
    return perUnit > 0 ? Math.max(1, TOUCH_PX / perUnit) : 1;
  }

  /**
   * Screen pixels per drawing unit at a scale (the SVG is letterboxed when its height is capped).
   * @param {number} scale
   */
  pixelsPerUnit(scale) {
    const rect = this.view.svg.getBoundingClientRect();
    return scale * Math.min(rect.width / this.box.width, rect.height / this.box.height);
  }

  /** @param {number} scale */
  setScale(scale) {
    const perUnit = this.pixelsPerUnit(1);
    const most = perUnit > 0 ? Math.max(1, MAX_PX / perUnit) : 1;
    this.scale = Math.min(Math.max(scale, 1), most);
  }

  /** @returns {[number, number]} */
  windowSize() {
    const perUnit = this.pixelsPerUnit(this.scale);
    if (!this.filling || perUnit <= 0) return [this.box.width / this.scale, this.box.height / this.scale];
    const rect = this.view.svg.getBoundingClientRect();
    return [Math.min(rect.width / perUnit, this.box.width), Math.min(rect.height / perUnit, this.box.height)];
  }

  /**
   * The window's centre kept inside the board (the wanted centre is kept as it is: the window
   * may grow about it once the board is laid out).
   * @returns {[number, number]}
   */
  clamped() {
    const [w, h] = this.windowSize();
    const { x, y, width, height } = this.box;
    return [Math.min(Math.max(this.cx, x + w / 2), x + width - w / 2), Math.min(Math.max(this.cy, y + h / 2), y + height - h / 2)];
  }

  show() {
    const [w, h] = this.windowSize();
    const [cx, cy] = this.clamped();
    const viewBox = [cx - w / 2, cy - h / 2, w, h].map((n) => n.toFixed(3)).join(' ');
    if (this.view.svg.getAttribute('viewBox') === viewBox) return;
    this.view.svg.setAttribute('viewBox', viewBox);
    this.view.element.classList.toggle('zoomed', this.zoomed);
    for (const listener of this.listeners) listener();
  }

  /**
   * A client point in drawing units, by the current window.
   * @param {number} clientX
   * @param {number} clientY
   * @returns {[number, number]}
   */
  toDrawing(clientX, clientY) {
    const svg = /** @type {SVGSVGElement} */ (/** @type {unknown} */ (this.view.svg));
    const matrix = svg.getScreenCTM();
    if (!matrix) return [0, 0];
    const p = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    return [p.x, p.y];
  }

  /** @param {PointerEvent} ev */
  down(ev) {
    this.pointers.set(ev.pointerId, { x: ev.clientX, y: ev.clientY, type: ev.pointerType });
    this.clicks.disarm();
    if (this.pointers.size === 1) {
      this.press = { x: ev.clientX, y: ev.clientY, panning: false };
      return;
    }
    this.press = null;
    if (this.pointers.size !== 2 || this.view.drag?.from) return; // a piece held stays held
    if (this.view.drag) this.view.drag.press = null; // two fingers: not the start of a drag
    const [a, b] = [...this.pointers.values()];
    this.pinch = {
      distance: Math.hypot(a.x - b.x, a.y - b.y) || 1,
      scale: this.scale,
      anchor: this.toDrawing((a.x + b.x) / 2, (a.y + b.y) / 2),
    };
  }

  /** @param {PointerEvent} ev */
  move(ev) {
    const pointer = this.pointers.get(ev.pointerId);
    if (!pointer) return;
    const dx = ev.clientX - pointer.x;
    const dy = ev.clientY - pointer.y;
    pointer.x = ev.clientX;
    pointer.y = ev.clientY;
    if (this.pinch) {
      this.pinchTo();
    } else if (this.press && !this.view.drag?.from) {
      // board-drag.js has seen this move first: past its threshold, a piece it takes is a drag
      const travel = Math.hypot(ev.clientX - this.press.x, ev.clientY - this.press.y);
      if (!this.press.panning && travel >= DRAG_START * this.pixelsPerUnit(this.scale)) this.press.panning = true;
      if (this.press.panning) this.pan(dx, dy, pointer.type);
    }
  }

  /**
   * @param {PointerEvent} ev
   * @param {boolean} released  false when the browser cancelled the pointer
   */
  up(ev, released) {
    if (!this.pointers.delete(ev.pointerId)) return;
    if (this.pinch) {
      this.clicks.arm();
      if (this.pointers.size === 0) this.pinch = null;
      return;
    }
    const press = this.press;
    this.press = null;
    if (!press) return;
    if (press.panning) {
      this.clicks.arm();
    } else if (released && ev.pointerType === 'touch' && !this.view.drag?.from) {
      this.tapped(ev.clientX, ev.clientY);
    }
  }

  /** Two fingers: the point first between them stays between them, the window scaled by their spread. */
  pinchTo() {
    const [a, b] = [...this.pointers.values()];
    const pinch = /** @type {NonNullable<BoardZoom['pinch']>} */ (this.pinch);
    this.setScale(pinch.scale * (Math.hypot(a.x - b.x, a.y - b.y) / pinch.distance));
    this.level = null;
    const rect = this.view.svg.getBoundingClientRect();
    const perUnit = this.pixelsPerUnit(this.scale);
    const mx = (a.x + b.x) / 2 - (rect.left + rect.width / 2);
    const my = (a.y + b.y) / 2 - (rect.top + rect.height / 2);
    this.cx = pinch.anchor[0] - mx / perUnit;
    this.cy = pinch.anchor[1] - my / perUnit;
    this.show();
  }

  /**
   * Moves the window with the finger; what the board's edge stops, a finger scrolls the page by
   * (the board claims touches, touch-action: none, for pinching: the page scrolls by hand).
   * @param {number} dx client pixels
   * @param {number} dy
   * @param {string} type the pointer's
   */
  pan(dx, dy, type) {
    const perUnit = this.pixelsPerUnit(this.scale);
    [this.cx, this.cy] = this.clamped();
    const before = this.cy;
    this.cx -= dx / perUnit;
    this.cy -= dy / perUnit;
    [this.cx, this.cy] = this.clamped();
    this.show();
    const left = dy + (this.cy - before) * perUnit;
    if (type === 'touch' && Math.abs(left) > 0.5) window.scrollBy(0, -left);
  }

  /**
   * While a piece is held at an edge of the zoomed window and one of the squares it may go to
   * next lies beyond that edge, the window moves that way, a step a frame, until the square is in.
   * @param {number} clientX the held piece
   * @param {number} clientY
   * @param {Iterable<string>} wanted the squares the piece may go to next
   * @returns {boolean} whether the window moved
   */
  nudgeTowards(clientX, clientY, wanted) {
    if (!this.zoomed) return false;
    const rect = this.view.svg.getBoundingClientRect();
    const edge = Math.min(EDGE_PX, rect.width / 4, rect.height / 4);
    const [w, h] = this.windowSize();
    const [x, y] = this.clamped();
    const points = [...wanted].map((name) => this.view.centreOf(name));
    const [left, right, top, bottom] = [x - w / 2 + EDGE_MARGIN, x + w / 2 - EDGE_MARGIN, y - h / 2 + EDGE_MARGIN, y + h / 2 - EDGE_MARGIN];
    const dx = clientX < rect.left + edge && points.some(([px]) => px < left) ? -1
      : clientX > rect.right - edge && points.some(([px]) => px > right) ? 1 : 0;
    const dy = clientY < rect.top + edge && points.some(([, py]) => py < top) ? -1
      : clientY > rect.bottom - edge && points.some(([, py]) => py > bottom) ? 1 : 0;
    if (!dx && !dy) return false;
    this.cx = x + dx * EDGE_STEP;
    this.cy = y + dy * EDGE_STEP;
    [this.cx, this.cy] = this.clamped();
    if (Math.abs(this.cx - x) < 1e-6 && Math.abs(this.cy - y) < 1e-6) return false;
    this.show();
    return true;
  }

  /**
   * A second tap close to the first zooms in there, or out; it is not a second click.
   * @param {number} x
   * @param {number} y
   */
  tapped(x, y) {
    const now = performance.now();
    const last = this.lastTap;
    if (last && now - last.at < DOUBLE_TAP_MS && Math.hypot(x - last.x, y - last.y) < DOUBLE_TAP_PX) {
      this.lastTap = null;
      this.clicks.arm();
      this.toggle(this.toDrawing(x, y));
    } else {
      this.lastTap = { at: now, x, y };
    }
  }
}
