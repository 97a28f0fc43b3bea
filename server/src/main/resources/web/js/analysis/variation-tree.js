// The analysis board's variations: a tree of positions from the start, each node's first child
// its main continuation and the others branches. A move already played from a node is not
// added again: it goes to the node that has it.

/**
 * @typedef {Object} VariationNode
 * @property {string | null} move      the move that led here (null at the start)
 * @property {string} position         the position's notation
 * @property {VariationNode | null} parent
 * @property {VariationNode[]} children  main continuation first
 */

export class VariationTree {
  /** @param {string} start the start position's notation */
  constructor(start) {
    /** @type {VariationNode} */
    this.root = { move: null, position: start, parent: null, children: [] };
    this.current = this.root;
  }

  /**
   * Plays a move from the current node: to its child of that move, or to a new child after the
   * others (a branch when there was a continuation already).
   * @param {string} move
   * @param {string} position the notation after it
   */
  play(move, position) {
    const known = this.current.children.find((child) => child.move === move);
    const node = known || { move, position, parent: this.current, children: [] };
    if (!known) this.current.children.push(node);
    this.current = node;
    return node;
  }

  /** One move back; false at the start. */
  back() {
    if (!this.current.parent) return false;
    this.current = this.current.parent;
    return true;
  }

  /** Along the main continuation; false at its end. */
  forward() {
    const next = this.current.children[0];
    if (!next) return false;
    this.current = next;
    return true;
  }

  /** @param {VariationNode} node */
  goTo(node) {
    this.current = node;
  }

  /**
   * The node where the current node's variation branches off: its nearest ancestor-or-self that
   * is not the first child of its parent; null on the main line.
   */
  branchStart(node = this.current) {
    for (let at = node; at.parent; at = at.parent) {
      if (at.parent.children[0] !== at) return at;
    }
    return null;
  }

  /** Makes the current variation the main continuation where it branches off; false on the main line. */
  promote() {
    const start = this.branchStart();
    if (!start || !start.parent) return false;
    const siblings = start.parent.children;
    siblings.splice(siblings.indexOf(start), 1);
    siblings.unshift(start);
    return true;
  }

  /** Deletes the current node and what follows it, going back to its parent; false at the start. */
  deleteHere() {
    const node = this.current;
    if (!node.parent) return false;
    node.parent.children.splice(node.parent.children.indexOf(node), 1);
    this.current = node.parent;
    return true;
  }

  /** The moves from the start to the current node. */
  line(node = this.current) {
    const moves = [];
    for (let at = node; at.parent; at = at.parent) moves.unshift(/** @type {string} */ (at.move));
    return moves;
  }
}
