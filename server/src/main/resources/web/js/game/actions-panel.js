// The commands the game's mode allows: resign, offers (offers.js), abort and claims against a
// player away online; a draw claimed by repetition in every mode; take back and new game against
// the computer or on one screen; pass when the
// server says it is the only move.
import { fill, h } from '../dom.js';
import { t, teamName } from '../i18n.js';
import { drawOfferItems, finishedOfferItems, playingOfferItems } from './offers.js';

/**
 * A button that asks "sure?" on the first press and acts on the second (within 4 s). It is made
 * once per panel and kept across redraws, so a redraw (a move, a player connecting) between the
 * two presses does not forget the first one.
 * @param {string} testid
 * @param {string} key
 * @param {() => void} act
 */
function twoStepButton(testid, key, act) {
  const button = h('button', { type: 'button', class: 'danger', 'data-testid': testid }, t(key));
  let armed = false;
  /** @type {number | undefined} */
  let timer;
  const label = () => {
    button.textContent = armed ? t('action.sure') : t(key);
    button.classList.toggle('armed', armed);
  };
  const disarm = () => {
    clearTimeout(timer);
    armed = false;
    label();
  };
  button.addEventListener('click', () => {
    if (armed) {
      disarm();
      act();
      return;
    }
    armed = true;
    label();
    timer = window.setTimeout(disarm, 4000);
  });
  return { button, label, disarm };
}

/**
 * @param {string} testid
 * @param {string} key
 * @param {() => void} act
 * @param {{primary?: boolean, disabled?: boolean}} [flags]
 */
function button(testid, key, act, flags = {}) {
  return h('button', {
    type: 'button', 'data-testid': testid, class: flags.primary ? 'primary' : false,
    disabled: !!flags.disabled, onclick: act,
  }, t(key));
}

/**
 * While the player to move is away (`state.absent`, docs/protocol.md): a countdown to the moment
 * the others may claim, then the claims a two-player or a 3+ player game allows. Nothing for the
 * player away, nor for spectators.
 * @param {import('./controller.js').GameController} game
 * @returns {HTMLElement[]}
 */
function absenceItems(game) {
  const { absent, seats, players } = game.state;
  if (!absent || game.mySeats.has(absent.seat)) return [];
  const seat = seats.find((s) => s.seat === absent.seat);
  const colour = seat ? teamName(seat.colour) : '';
  const left = Math.ceil((absent.claimableAt - Date.now()) / 1000);
  if (left > 0) {
    return [h('p', { class: 'offer', 'data-testid': 'absent-countdown' }, t('absent.countdown', { colour, seconds: left }))];
  }
  /** @param {string} testid @param {string} key @param {string} outcome @param {boolean} primary */
  const claim = (testid, key, outcome, primary) =>
    button(testid, key, () => game.command('claim', { outcome }), { primary });
  return [h('p', { class: 'offer', 'data-testid': 'absent-claimable' }, t('absent.claimable', { colour })),
    ...(players === 2
      ? [claim('claim-win', 'action.claimWin', 'win', true), claim('claim-draw', 'action.claimDraw', 'draw', false)]
      : [claim('claim-withdrawal', 'action.claimWithdrawal', 'withdrawal', true)])];
}

/**
 * A draw by repetition (AL-5), for any player once the server says the position has come for
 * the third time.
 * @param {import('./controller.js').GameController} game
 * @returns {HTMLElement[]}
 */
function repetitionItems(game) {
  if (!game.state.repetition) return [];
  return [button('claim-repetition', 'action.claimRepetition',
    () => game.command('claim', { reason: 'repetition', outcome: 'draw' }))];
}

/**
 * Fills the server's actions panel (its div.actions) with the commands the state allows.
 * @param {import('./controller.js').GameController} game
 * @param {HTMLElement} panel
 */
export function actionsPanel(game, panel) {
  const body = /** @type {HTMLElement} */ (panel.querySelector('.actions'));
  const resign = twoStepButton('resign', 'action.resign', () => game.command('resign', { seat: game.resigningSeat() }));
  const abort = twoStepButton('abort', 'action.abort', () => game.command('abort', {}));
  /** @type {number | undefined} the countdown's tick while a claim is not yet possible */
  let tick;
  const draw = () => {
    const { state } = game;
    const seated = game.mySeats.size > 0;
    const playing = state.status === 'playing';
    /** @type {Array<HTMLElement | null>} */
    const items = [];
    if (game.mustPass()) items.push(button('pass', 'action.pass', () => game.play('pass'), { primary: true }));
    if (state.mode === 'online') {
      if (seated && playing) {
        items.push(...playingOfferItems(game));
        if (state.abortable) items.push(abort.button);
        items.push(resign.button);
        items.push(...absenceItems(game), ...repetitionItems(game));
      }
      if (!playing) items.push(...finishedOfferItems(game));
    } else if (seated) {
      if (playing && state.mode === 'computer') items.push(...drawOfferItems(game));
      if (playing) items.push(...repetitionItems(game), resign.button);
      items.push(button('takeback', 'action.takeback', () => game.command('takeback', {}), { disabled: !state.plies.length || !playing }));
      items.push(button('new-game', 'action.newGame', () => game.command('new-game', {}), { primary: !playing }));
    }
    if (!seated && state.mode !== 'local') items.push(h('p', { class: 'muted', 'data-testid': 'spectator' }, t('seat.spectator')));
    for (const twoStep of [resign, abort]) {
      if (items.includes(twoStep.button)) twoStep.label();
      else twoStep.disarm();
    }
    const counting = items.some((item) => item?.dataset.testid === 'absent-countdown');
    if (counting && tick === undefined) tick = window.setInterval(draw, 1000);
    if (!counting && tick !== undefined) {
      clearInterval(tick);
      tick = undefined;
    }
    fill(body, items);
    panel.hidden = items.length === 0;
  };
  game.onChange(draw);
  draw();
}
