// Getting the player's attention: the tab's title says "Your move" (with the last move) while
// the tab is hidden and it is the viewer's turn, a correspondence game may also raise a browser
// notification, and moves, captures, the game's end and the player's own low clock make a sound.
// All of it follows the state the server sent: nothing here knows a rule.
import { colourName, onLanguageChange, t } from '../i18n.js';
import { flag, saveFlag } from '../storage.js';
import { playSound } from '../sounds.js';
import { moverOf } from './game-state.js';

/** The player's own clock sounds once when it runs under this. */
const LOW_TIME_MS = 10_000;

/** @param {import('../types.js').GameState} state */
export function isCorrespondence(state) {
  return /^\d+d$/.test(state.timeControl || '');
}

/**
 * The tab's title: the game's name, or while the tab is hidden on the viewer's turn "Your move"
 * and the move just played, in notation.
 * @param {import('./controller.js').GameController} game
 * @param {boolean} hidden
 */
export function tabTitle(game, hidden) {
  const name = `${t('game.' + game.state.game)} · Ply Yard`;
  if (!hidden || !game.isMyTurn() || game.state.mode === 'local') return name;
  const n = game.total;
  if (n === 0) return `${t('title.yourMove')} · ${name}`;
  const move = t('title.lastMove', { colour: colourName(moverOf(game.state, n - 1)), path: game.state.plies[n - 1].path });
  return `${t('title.yourMove')} · ${move} · ${name}`;
}

/** Whether the player asked to be notified of their move in correspondence games (and still allows it). */
export function notifying() {
  return flag('notify', false) && typeof Notification === 'function' && Notification.permission === 'granted';
}

/**
 * Turns notifications on or off; asking the browser's permission, which must happen on a gesture.
 * @param {boolean} wanted
 * @returns {Promise<boolean>} whether they are on now
 */
export async function setNotifying(wanted) {
  if (!wanted || typeof Notification !== 'function') {
    saveFlag('notify', false);
    return false;
  }
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  saveFlag('notify', permission === 'granted');
  return permission === 'granted';
}

/**
 * Follows a game's changes with title, notification and sounds.
 * @param {import('./controller.js').GameController} game
 */
export function watchAttention(game) {
  let lastPly = game.state.plies[game.total - 1];
  let wasPlaying = game.state.status === 'playing';
  let wasMyTurn = game.isMyTurn();
  /** @type {Set<number>} seats whose low clock has sounded */
  const warned = new Set();
  /** @type {number | undefined} */
  let lowTimer;
  /** @type {import('../types.js').Clocks | null | undefined} the clocks' reading, and when it arrived */
  let reading = null;
  let readAt = 0;

  const drawTitle = () => {
    document.title = tabTitle(game, document.hidden);
  };

  const piecesIn = (/** @type {string} */ position) => game.boardOf(position).size;

  const soundMoves = () => {
    const n = game.total;
    const ply = game.state.plies[n - 1];
    if (ply === lastPly) return;
    const grew = !!ply && (!lastPly || game.state.plies.includes(lastPly));
    lastPly = ply;
    if (!grew) return; // taken back
    const before = n > 1 ? game.state.plies[n - 2].position : game.state.start;
    playSound(piecesIn(ply.position) < piecesIn(before) ? 'capture' : 'move');
  };

  const notify = () => {
    const myTurn = game.isMyTurn();
    if (myTurn && !wasMyTurn && document.hidden && isCorrespondence(game.state) && notifying()) {
      const note = new Notification(tabTitle(game, true), { tag: 'plyyard-' + game.state.id, lang: document.documentElement.lang });
      note.addEventListener('click', () => window.focus());
      // counted like the sounds (js/sounds.js): what tests can see of a notification
      const root = document.documentElement;
      root.dataset.notifications = String(Number(root.dataset.notifications || 0) + 1);
    }
    wasMyTurn = myTurn;
  };

  const watchLowTime = () => {
    window.clearTimeout(lowTimer);
    const { clocks } = game.state;
    if (clocks !== reading) {
      reading = clocks;
      readAt = performance.now();
    }
    if (!clocks || isCorrespondence(game.state) || clocks.running === null || !game.isMyTurn()) return;
    const seat = clocks.running;
    const left = clocks.remaining[seat] - (performance.now() - readAt);
    if (warned.has(seat) || left <= 0) return;
    const sound = () => {
      warned.add(seat);
      playSound('low-time');
    };
    if (left <= LOW_TIME_MS) sound();
    else lowTimer = window.setTimeout(sound, left - LOW_TIME_MS);
  };

  game.onChange(() => {
    soundMoves();
    const playing = game.state.status === 'playing';
    if (wasPlaying && !playing) playSound('end');
    wasPlaying = playing;
    notify();
    watchLowTime();
    drawTitle();
  });
  onLanguageChange(drawTitle);
  document.addEventListener('visibilitychange', drawTitle);
  drawTitle();
}
