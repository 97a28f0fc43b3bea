// The offers of an online game (docs/protocol.md, Offers): a draw, a take-back of the asker's last
// move, a rematch once the game is over. One is open at a time; the others see who asked, by name,
// and accept or decline; the player who asked may withdraw it.
import { h } from '../dom.js';
import { t, teamName } from '../i18n.js';

/**
 * A player as the others know them: "Ada (Red)", or the colour alone for a seat without a name.
 * @param {import('../types.js').GameState} state
 * @param {number} seat
 */
export function playerLabel(state, seat) {
  const view = state.seats.find((s) => s.seat === seat);
  if (!view) return '';
  return view.name ? t('player.named', { name: view.name, colour: teamName(view.colour) }) : teamName(view.colour);
}

/**
 * @param {string} testid
 * @param {string} key
 * @param {() => void} act
 * @param {boolean} [primary]
 */
function button(testid, key, act, primary = false) {
  return h('button', { type: 'button', 'data-testid': testid, class: primary ? 'primary' : false, onclick: act }, t(key));
}

/**
 * The open offer as this page's player sees it: theirs (waiting, with Withdraw), one to answer
 * (who asks, Accept and Decline), or one they accepted while others still have to.
 * @param {import('./controller.js').GameController} game
 * @param {{kind: string, seat: number, accepted?: number[]}} offer
 * @param {() => void} accept
 * @param {() => void} decline
 * @returns {HTMLElement[]}
 */
function openOffer(game, offer, accept, decline) {
  const who = playerLabel(game.state, offer.seat);
  if (game.mySeats.has(offer.seat)) {
    return [h('p', { class: 'offer', 'data-testid': 'offer-waiting' }, t('offer.waiting.' + offer.kind)),
      button('withdraw-offer', 'action.withdrawOffer', () => game.command('withdraw-offer', {}))];
  }
  if ((offer.accepted || []).some((seat) => game.mySeats.has(seat))) {
    return [h('p', { class: 'offer', 'data-testid': 'offer-accepted' }, t('offer.acceptedByYou', { who }))];
  }
  return [h('p', { class: 'offer', 'data-testid': offer.kind + '-offer' }, t('offer.asked.' + offer.kind, { who })),
    button('accept-' + offer.kind, 'action.accept.' + offer.kind, accept, true),
    button('decline-' + offer.kind, 'action.decline.' + offer.kind, decline)];
}

/**
 * While the game goes on: the open draw or take-back offer, or the buttons to make one.
 * @param {import('./controller.js').GameController} game
 * @returns {HTMLElement[]}
 */
export function playingOfferItems(game) {
  const { state } = game;
  if (state.drawOffer) return drawOfferItems(game);
  if (state.offer) {
    return openOffer(game, state.offer,
      () => game.command('answer-takeback', { accept: true }), () => game.command('answer-takeback', { accept: false }));
  }
  const last = state.plies[state.plies.length - 1];
  const items = drawOfferItems(game);
  if (last && game.mySeats.has(last.seat) && !state.withdrawn.length) {
    items.push(button('takeback', 'action.askTakeback', () => game.command('takeback', {})));
  }
  return items;
}

/**
 * The open draw offer, or the button to make one: all there is against the computer, whose seats
 * answer as AL-5 says (docs/protocol.md, Offers).
 * @param {import('./controller.js').GameController} game
 * @returns {HTMLElement[]}
 */
export function drawOfferItems(game) {
  const { drawOffer } = game.state;
  if (!drawOffer) return [button('offer-draw', 'action.offerDraw', () => game.command('offer-draw', {}))];
  return openOffer(game, { kind: 'draw', ...drawOffer },
    () => game.command('answer-draw', { accept: true }), () => game.command('answer-draw', { accept: false }));
}

/**
 * Once the game is over: the way to the rematch once agreed, the open rematch offer, or the
 * button to ask for one. The finished game stays on screen until every player needed accepted.
 * @param {import('./controller.js').GameController} game
 * @returns {HTMLElement[]}
 */
export function finishedOfferItems(game) {
  const { state } = game;
  if (state.rematch) {
    return [h('a', { class: 'button primary', 'data-testid': 'rematch-link', href: '/g/' + encodeURIComponent(state.rematch) },
      t('action.toRematch'))];
  }
  if (game.mySeats.size === 0) return [];
  if (state.offer && state.offer.kind === 'rematch') {
    return openOffer(game, state.offer, () => game.command('rematch', {}), () => game.command('decline-rematch', {}));
  }
  return [button('rematch', 'action.rematch', () => game.command('rematch', {}), true)];
}
