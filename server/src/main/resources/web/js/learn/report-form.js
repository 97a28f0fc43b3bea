// "Report an error": the reader's message with the game, rules edition, board position and passage.
import { h } from '../dom.js';
import { errorText, lang, t, tr } from '../i18n.js';
import { sendReport } from './learn-api.js';
import { say } from './say.js';

/**
 * @param {string} gameId
 * @param {string} edition
 * @param {string[][]} passages  [value, text key]
 */
export function reportForm(gameId, edition, passages) {
  const select = h('select', { id: 'report-passage', 'data-testid': 'report-passage' },
    passages.map(([value, key]) => tr(h('option', { value }), key)));
  const position = h('input', { type: 'text', id: 'report-position', readonly: true, 'data-testid': 'report-position' });
  const message = h('textarea', { id: 'report-message', rows: 4, maxlength: 2000, 'data-testid': 'report-message' });
  const status = h('p', { class: 'report-status', role: 'status', 'aria-live': 'polite', 'data-testid': 'report-status' });
  const send = async (/** @type {Event} */ ev) => {
    ev.preventDefault();
    if (!message.value.trim()) {
      say(status, 'learn.report.empty');
      return;
    }
    try {
      const answer = await sendReport({
        game: gameId, edition, position: position.value || null,
        passage: select.value, language: lang(), message: message.value.trim(),
      });
      say(status, 'learn.report.thanks', { id: answer.id });
      message.value = '';
    } catch (e) {
      say(status, null);
      status.textContent = t('learn.report.failed', { error: errorText(e.code || 'server', e.message) });
    }
  };
  const element = h('section', { id: 'report', class: 'panel report' },
    tr(h('h2'), 'learn.report.title'), tr(h('p'), 'learn.report.lead'),
    h('form', { onsubmit: send, 'data-testid': 'report-form' },
      h('div', { class: 'field' }, tr(h('label', { for: 'report-passage' }), 'learn.report.passage'), select),
      h('div', { class: 'field' }, tr(h('label', { for: 'report-position' }), 'learn.report.position'), position),
      h('div', { class: 'field' }, tr(h('label', { for: 'report-message' }), 'learn.report.message'), message),
      tr(h('button', { type: 'submit', class: 'primary', 'data-testid': 'report-send' }), 'learn.report.send'),
      status));
  return {
    element,
    /** @param {string} value */
    setPosition(value) {
      position.value = value;
    },
  };
}
