// Choosing a move from the server's legal list: select a piece, see its destinations,
// pick one (the shortest listed path) or build a chain hop by hop with `hops` answers, by
// clicking or by dragging the piece over the landings.
import { pathSquares } from '../notation.js';

/**
 * @typedef {Object} Pending  a path waiting for confirmation
 * @property {string[]} squares
 * @property {string[]} next      landings the server says the chain may jump to next
 * @property {boolean} stop       the server (or the legal list) says the move may end here
 *
 * @typedef {{kind: 'none'} | {kind: 'changed'} | {kind: 'send', path: string} | {kind: 'ask-hops', path: string}} Outcome
 */

export class MoveBuilder {
  /**
   * @param {string[]} legal  one path per (start, end), from the state
   * @param {(square: string) => boolean} ownPiece  a piece of the side to move stands there
   */
  constructor(legal, ownPiece) {
    /** @type {Map<string, Map<string, string[]>>} start → end → shortest path */
    this.moves = new Map();
    for (const path of legal) {
      const squares = pathSquares(path);
      if (squares.length < 2) continue;
      const from = squares[0];
      const to = squares[squares.length - 1];
      if (!this.moves.has(from)) this.moves.set(from, new Map());
      const known = this.moves.get(from).get(to);
      if (!known || known.length > squares.length) this.moves.get(from).set(to, squares);
    }
    this.ownPiece = ownPiece;
    /** @type {string | null} */
    this.selected = null;
    /** @type {Pending | null} */
    this.pending = null;
  }

  /** @returns {Set<string>} destinations of the selected piece */
  targets() {
    return new Set(this.selected && this.moves.has(this.selected) ? this.moves.get(this.selected).keys() : []);
  }

  /** Pieces that have at least one legal move. */
  movable() {
    return new Set(this.moves.keys());
  }

  clear() {
    this.selected = null;
    this.pending = null;
  }

  /**
   * @param {string} square
   * @param {{confirm: boolean, chains: boolean}} settings
   * @returns {Outcome}
   */
  click(square, settings) {
    const pending = this.pending;
    // the previewed path's end chosen again (a second click, or Enter once more) plays it, as Play does
    if (pending && pending.stop && square === pending.squares[pending.squares.length - 1]) {
      this.clear();
      return { kind: 'send', path: pending.squares.join('-') };
    }
    if (this.pending && this.pending.next.includes(square)) {
      this.pending = { squares: [...this.pending.squares, square], next: [], stop: false };
      return { kind: 'ask-hops', path: this.pending.squares.join('-') };
    }
    const path = this.selected ? this.moves.get(this.selected)?.get(square) : null;
    if (path) {
      if (!settings.confirm) {
        this.clear();
        return { kind: 'send', path: path.join('-') };
      }
      this.pending = { squares: path, next: [], stop: true };
      // a two-square path may be a step or a jump: the server's answer tells (no landings for a step)
      return settings.chains ? { kind: 'ask-hops', path: path.join('-') } : { kind: 'changed' };
    }
    if (this.ownPiece(square) && square !== this.selected) {
      this.selected = square;
      this.pending = null;
      return { kind: 'changed' };
    }
    if (this.selected || this.pending) {
      this.clear();
      return { kind: 'changed' };
    }
    return { kind: 'none' };
  }

  /**
   * A drag begins: the piece becomes the chosen one if it has a move.
   * @param {string} square
   */
  grab(square) {
    if (!this.moves.has(square)) return false;
    this.selected = square;
    this.pending = null;
    return true;
  }

  /**
   * The dragged piece comes over a square: back along the previewed path shortens it, a landing
   * the server offered extends it, a first hop starts it, its own square drops the preview. Any
   * other square keeps it: between two landings the piece passes over the one it jumps.
   * @param {string} square
   * @param {boolean} chains  moves may be jump chains, built with the server's `hops` answers
   * @returns {Outcome}
   */
  dragOver(square, chains) {
    if (!this.selected) return { kind: 'none' };
    const squares = this.pending ? this.pending.squares : [this.selected];
    const back = squares.indexOf(square);
    if (back === squares.length - 1) return { kind: 'none' };
    if (back > 0 || (this.pending && this.pending.next.includes(square))) {
      return this.preview(back > 0 ? squares.slice(0, back + 1) : [...squares, square]);
    }
    const listed = this.moves.get(this.selected)?.get(square);
    if (chains && listed && listed.length === 2) return this.preview(listed);
    if (back !== 0 || !this.pending) return { kind: 'none' };
    this.pending = null;
    return { kind: 'changed' };
  }

  /**
   * @param {string[]} squares
   * @returns {Outcome}
   */
  preview(squares) {
    if (squares.length < 2) {
      this.pending = null;
      return { kind: 'changed' };
    }
    this.pending = { squares, next: [], stop: false };
    return { kind: 'ask-hops', path: squares.join('-') };
  }

  /**
   * The dragged piece is released: on the previewed path's end it plays that path, on another
   * destination the shortest listed path; back on its own square it stays chosen, as after a click.
   * @param {string | null} square  null: off the board
   * @returns {Outcome}
   */
  drop(square) {
    const pending = this.pending;
    const path = pending && pending.squares[pending.squares.length - 1] === square
      ? pending.squares
      : this.selected && square ? this.moves.get(this.selected)?.get(square) : null;
    if (path) {
      this.clear();
      return { kind: 'send', path: path.join('-') };
    }
    if (square && square === this.selected) {
      this.pending = null;
      return { kind: 'changed' };
    }
    this.clear();
    return { kind: 'changed' };
  }

  /**
   * The server's `hops` answer for the previewed path.
   * @param {{path: string, next: string[], stop: boolean}} answer
   * @returns {boolean} true when it matched the preview
   */
  applyHops(answer) {
    if (!this.pending || answer.path !== this.pending.squares.join('-')) return false;
    this.pending.next = (answer.next || []).filter((sq) => !this.pending.squares.includes(sq));
    this.pending.stop = !!answer.stop || this.isListed(this.pending.squares);
    return true;
  }

  /** @param {string[]} squares */
  isListed(squares) {
    const listed = this.moves.get(squares[0])?.get(squares[squares.length - 1]);
    return !!listed && listed.join('-') === squares.join('-');
  }

  /** @returns {string | null} the path to play when confirming */
  confirmable() {
    return this.pending && this.pending.stop ? this.pending.squares.join('-') : null;
  }
}
