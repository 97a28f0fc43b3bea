// Translations: the texts of the page's language, error codes in words, and the language switch.

export const LANGUAGES = ['en', 'fr'];

/** @type {Record<string, string>} */
let texts = {};
let current = 'en';
/** @type {Array<() => void>} */
const listeners = [];

/**
 * Loads the language's texts; call once before rendering.
 * @param {string} lang the page's: the server chose it from the URL
 */
export async function loadLanguage(lang) {
  useLanguage(await fetchTexts(lang));
}

/**
 * A language's texts, fetched but not yet in use.
 * @param {string} lang
 * @returns {Promise<{lang: string, texts: Record<string, string>}>}
 */
export async function fetchTexts(lang) {
  if (!LANGUAGES.includes(lang)) lang = 'en';
  const response = await fetch(`/i18n/${lang}.json`);
  return { lang, texts: await response.json() };
}

/**
 * Makes fetched texts the page's: the marked elements are written again, then every listener
 * redraws what it drew.
 * @param {{lang: string, texts: Record<string, string>}} language
 */
export function useLanguage(language) {
  texts = language.texts;
  current = language.lang;
  document.documentElement.lang = current;
  translateTree(document.body);
  for (const listener of listeners) listener();
}

export function lang() {
  return current;
}

/** @param {() => void} listener called after each language change */
export function onLanguageChange(listener) {
  listeners.push(listener);
}

/**
 * The text for a key with `{name}` placeholders filled in; the key itself when missing.
 * @param {string} key
 * @param {Record<string, string | number>} [params]
 */
export function t(key, params = {}) {
  const text = texts[key];
  if (text === undefined) return key;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** @param {string} key */
export function has(key) {
  return key in texts;
}

/**
 * The text for a server error code; a rule refusal is worded from its kind and parameters, and
 * keeps its rule id ("CC-4") for reference.
 * @param {string} code
 * @param {string} [message] the server's English detail
 * @param {Refusal} [refusal] with `illegal-move`: why the engine refused the move
 */
export function errorText(code, message = '', refusal = undefined) {
  if (refusal && refusal.kind) return t('error.refused', { rule: refusal.rule, reason: refusalText(refusal) });
  const text = has('error.' + code) ? t('error.' + code) : t('error.unknown', { code });
  const rule = /^([A-Z]{2}-\d+[a-z]?)\b/.exec(message || '');
  return rule ? `${text} (${rule[1]})` : text;
}

/**
 * @typedef {Object} Refusal  why the engine refuses a move (docs/protocol.md, Errors)
 * @property {string} rule
 * @property {string} kind
 * @property {Record<string, string | number>} [params]
 */

/** Parameters that name a side, and those that name a Dou Shou Qi animal (by its letter). */
const SIDE_PARAMS = ['side', 'owner', 'blocker'];
const ANIMAL_PARAMS = ['animal', 'target'];

/**
 * The refusal's sentence in the page's language. A side is given to the sentence as a team
 * (`{owner}`: "Blue" / "Bleus") and as an animal's adjective (`{ownerAnimal}`: "blue" / "bleu"); an
 * animal as a noun (`{animal}`: "cat" / "chat") and with its article (`{theAnimal}`: "the cat" /
 * "le chat", "l’éléphant"), so that each language may agree and elide as it must.
 * @param {Refusal} refusal
 */
export function refusalText(refusal) {
  /** @type {Record<string, string | number>} */
  const words = {};
  for (const [name, value] of Object.entries(refusal.params || {})) {
    if (SIDE_PARAMS.includes(name)) {
      words[name] = teamName(String(value));
      words[name + 'Animal'] = colourAdjective(String(value), 'animal');
    } else if (ANIMAL_PARAMS.includes(name)) {
      words[name] = t('animal.' + value);
      words['the' + name[0].toUpperCase() + name.slice(1)] = t('animal.the.' + value);
    } else {
      words[name] = value;
    }
  }
  return t('refusal.' + refusal.kind, words);
}

/** @param {string} colour e.g. "red" → "Red" / "Rouge" */
export function colourName(colour) {
  return t('colour.' + colour);
}

/** @param {string} colour the side as a team: "Red" / "Rouges" (French agrees in number) */
export function teamName(colour) {
  return t('team.' + colour);
}

/**
 * The colour as an adjective for a piece ("bleue") or an animal ("bleu"): French agrees in gender.
 * @param {string} colour
 * @param {'piece' | 'animal'} noun
 */
export function colourAdjective(colour, noun) {
  return t(`colour.${noun}.${colour}`);
}

/**
 * Marks an element as translated by key, so a language switch updates it in place.
 * @template {Element} E
 * @param {E} el
 * @param {string} key
 * @param {string} [attr] translate this attribute instead of the text
 * @returns {E}
 */
export function tr(el, key, attr) {
  if (attr) {
    el.setAttribute('data-i18n-' + attr, key);
    el.setAttribute(attr, t(key));
  } else {
    el.setAttribute('data-i18n', key);
    el.textContent = t(key);
  }
  return el;
}

/** @param {Element} root */
function translateTree(root) {
  if (!root) return;
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.getAttribute('data-i18n'));
  for (const attr of ['aria-label', 'title', 'placeholder']) {
    for (const el of root.querySelectorAll(`[data-i18n-${attr}]`)) {
      el.setAttribute(attr, t(el.getAttribute(`data-i18n-${attr}`)));
    }
  }
}
