// Messages that follow the language switch: the key and parameters stay on the element and
// the text is written again after each change. A parameter starting with "@" is itself a key;
// one that is an engine refusal is worded in the page's language.
import { onLanguageChange, refusalText, t } from '../i18n.js';

/** @typedef {string | number | import('../i18n.js').Refusal} Param */

/**
 * @param {Record<string, Param>} params
 * @returns {Record<string, string | number>}
 */
function resolve(params) {
  /** @type {Record<string, string | number>} */
  const out = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'object') out[name] = value ? refusalText(value) : '';
    else out[name] = typeof value === 'string' && value.startsWith('@') ? t(value.slice(1)) : value;
  }
  return out;
}

/**
 * Writes a translated message into an element and keeps it translated.
 * @param {HTMLElement} el
 * @param {string | null} key  null clears the element
 * @param {Record<string, Param>} [params]
 */
export function say(el, key, params = {}) {
  if (!key) {
    delete el.dataset.sayKey;
    el.textContent = '';
    return;
  }
  el.dataset.sayKey = key;
  el.dataset.sayParams = JSON.stringify(params);
  el.textContent = t(key, resolve(params));
}

onLanguageChange(() => {
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-say-key]'))) {
    el.textContent = t(el.dataset.sayKey, resolve(JSON.parse(el.dataset.sayParams || '{}')));
  }
});
