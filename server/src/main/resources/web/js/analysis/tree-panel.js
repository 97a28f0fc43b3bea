// The analysis board's move list: the tree of variations, the main line in full and each
// branch in brackets after the move it replaces; a click goes to a move, and the buttons go
// back, forward, to the start, promote the branch shown or delete from the move shown.
import { h } from '../dom.js';
import { onLanguageChange, t } from '../i18n.js';
import { prettyPath } from '../notation.js';
import { markKind } from './review-panel.js';

export class TreePanel {
  /**
   * @param {HTMLElement} section
   * @param {() => void} onMove the tree's current node changed
   */
  constructor(section, onMove) {
    this.onMove = onMove;
    /** @type {import('./variation-tree.js').VariationTree | null} */
    this.tree = null;
    this.list = h('div', { class: 'variation-tree', 'data-testid': 'variation-tree' });
    const button = (/** @type {string} */ testid, /** @type {() => boolean} */ act) =>
      h('button', { type: 'button', class: 'small', 'data-testid': testid, onclick: () => { if (this.tree && act()) this.onMove(); } });
    this.buttons = {
      start: button('tree-start', () => { const tree = /** @type {any} */ (this.tree); tree.goTo(tree.root); return true; }),
      back: button('tree-back', () => /** @type {any} */ (this.tree).back()),
      forward: button('tree-forward', () => /** @type {any} */ (this.tree).forward()),
      promote: button('tree-promote', () => /** @type {any} */ (this.tree).promote()),
      remove: button('tree-delete', () => /** @type {any} */ (this.tree).deleteHere()),
    };
    section.append(h('div', { class: 'actions tree-actions' }, Object.values(this.buttons)), this.list);
    onLanguageChange(() => this.draw());
  }

  /** @param {import('./variation-tree.js').VariationTree} tree */
  show(tree) {
    this.tree = tree;
    this.draw();
  }

  draw() {
    const { start, back, forward, promote, remove } = this.buttons;
    start.textContent = t('analysis.start');
    back.textContent = t('analysis.back');
    forward.textContent = t('analysis.forward');
    promote.textContent = t('analysis.promote');
    remove.textContent = t('analysis.delete');
    const tree = this.tree;
    if (!tree) return;
    back.disabled = !tree.current.parent;
    forward.disabled = !tree.current.children.length;
    promote.disabled = !tree.branchStart();
    remove.disabled = !tree.current.parent;
    this.list.replaceChildren(tree.root.children.length ? this.line(tree.root, 0) : h('p', { class: 'muted' }, t('analysis.empty')));
  }

  /**
   * The moves from `node` on along first children, each followed by its siblings' branches.
   * @param {import('./variation-tree.js').VariationNode} node
   * @param {number} depth how deep in brackets
   */
  line(node, depth) {
    const items = [];
    for (let at = node; at.children.length; at = at.children[0]) {
      const [main, ...branches] = at.children;
      items.push(this.moveButton(main, depth));
      for (const branch of branches) {
        items.push(h('span', { class: 'variation', 'data-testid': 'variation' }, '(', this.line({ ...at, children: [branch] }, depth + 1), ')'));
      }
    }
    return h('span', { class: depth ? 'branch' : 'main-line' }, items);
  }

  /**
   * A move, with its mark's symbol once the game review has judged it.
   * @param {import('./review-panel.js').ReviewedNode} node
   * @param {number} depth
   */
  moveButton(node, depth) {
    const tree = /** @type {import('./variation-tree.js').VariationTree} */ (this.tree);
    const current = node === tree.current;
    const move = prettyPath(/** @type {string} */ (node.move));
    const kind = markKind(node.review?.mark);
    return h('button', {
      type: 'button', class: 'tree-move' + (current ? ' current' : '') + (kind ? ' ' + kind : ''), 'data-testid': 'tree-move',
      'data-move': node.move, 'data-depth': depth, 'data-mark': kind, 'aria-current': current ? 'true' : null,
      'aria-label': kind ? move + ', ' + t('review.' + kind) : null,
      onclick: () => { tree.goTo(node); this.onMove(); },
    }, move, kind ? h('span', { class: 'review-symbol ' + kind }, node.review?.mark) : null);
  }
}
