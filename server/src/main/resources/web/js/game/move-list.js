// The moves, numbered per round, with navigation through earlier positions.
import { fill, h } from '../dom.js';
import { colourName, t, tr } from '../i18n.js';
import { copyText } from '../notices.js';
import { prettyPath } from '../notation.js';
import { moverOf, roundOf } from './game-state.js';

/**
 * Numbers the server's list of moves (ol.moves in the panel) by round, keeps it up to date, and
 * adds the buttons and keys that step through it.
 * @param {import('./controller.js').GameController} game
 * @param {HTMLElement} panel
 */
export function moveListPanel(game, panel) {
  const list = /** @type {HTMLElement} */ (panel.querySelector('ol.moves'));
  /**
   * @param {string} testid
   * @param {string} key
   * @param {string} glyph
   * @param {() => number | null} target
   */
  const navButton = (testid, key, glyph, target) => {
    const button = h('button', { type: 'button', class: 'icon', 'data-testid': testid, onclick: () => game.view(target()) }, glyph);
    tr(button, key, 'aria-label');
    tr(button, key, 'title');
    return button;
  };
  const current = () => game.viewing ?? game.total;
  const nav = h('div', { class: 'nav' },
    navButton('nav-first', 'nav.first', '«', () => 0),
    navButton('nav-prev', 'nav.prev', '‹', () => current() - 1),
    navButton('nav-next', 'nav.next', '›', () => current() + 1),
    navButton('nav-last', 'nav.last', '»', () => null),
    tr(h('button', {
      type: 'button', class: 'small', 'data-testid': 'copy-position',
      onclick: () => copyText(game.shownPosition(), game.notices),
    }), 'action.copyPosition'));

  const onKey = (/** @type {KeyboardEvent} */ ev) => {
    const targets = /** @type {Record<string, () => number | null>} */ ({
      ArrowLeft: () => current() - 1, ArrowUp: () => current() - 1,
      ArrowRight: () => current() + 1, ArrowDown: () => current() + 1,
      Home: () => 0, End: () => null,
    });
    if (!targets[ev.key]) return;
    ev.preventDefault();
    game.view(targets[ev.key]());
  };
  list.addEventListener('keydown', onKey);
  document.addEventListener('keydown', (ev) => {
    const el = document.activeElement;
    if (ev.key === 'ArrowLeft' || ev.key === 'ArrowRight') {
      if (!el || el === document.body || (el.closest && el.closest('.nav'))) onKey(ev);
    }
  });

  const draw = () => {
    const shown = current();
    // two moves a round side by side; with 3–6 players one move a line, so that no round wraps
    list.classList.toggle('one-per-line', game.state.players > 2);
    /** @type {Map<number, HTMLElement>} */
    const rounds = new Map();
    game.state.plies.forEach((ply, i) => {
      const round = roundOf(game.state, i);
      const mover = moverOf(game.state, i);
      if (!rounds.has(round)) {
        rounds.set(round, h('li', { class: 'round' }, h('span', { class: 'round-no' }, `${round}.`)));
      }
      const active = i + 1 === shown;
      rounds.get(round).append(h('button', {
        type: 'button',
        class: `ply${active ? ' active' : ''}`,
        'data-ply': i + 1,
        'aria-current': active ? 'step' : false,
        'aria-label': t('announce.move', { colour: colourName(mover), path: prettyPath(ply.path) }),
        title: ply.path === 'pass' ? false : prettyPath(ply.path),
        onclick: () => game.view(i + 1),
      }, h('span', { class: `dot piece-${mover}`, 'aria-hidden': 'true' }), ply.path === 'pass' ? t('move.pass') : prettyPath(ply.path)));
    });
    fill(list, rounds.size ? [...rounds.values()] : h('li', { class: 'empty' }, t('move.none')));
  };
  list.before(nav);
  game.onChange(draw);
  draw();
}
