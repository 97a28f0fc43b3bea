// The header's language switch, in place. The server renders every page in either language; the
// switch is a link to the page in the other one. With the script running, following it fetches
// that page and writes its texts over the texts the server rendered here (the script's own
// elements are left alone: they redraw themselves from the catalogue on the language change), so
// a game in progress, a board being studied or a half-written report stay as they are.
import { fetchTexts, useLanguage } from './i18n.js';

/** Attributes that hold words or language-dependent addresses, copied from the other page. */
const WORDED_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'content', 'href', 'hreflang', 'lang'];

/** @type {WeakMap<Node, ChildNode[]>} each rendered element's children as the server sent them */
const served = new WeakMap();

/** @param {Node} node */
function remember(node) {
  served.set(node, [...node.childNodes]);
  for (const child of node.childNodes) remember(child);
}

/**
 * Writes the texts of `fresh` (the same page in the other language) over `el`, child by child
 * as the server sent them; a child the script has since replaced or moved away is skipped.
 * @param {Element} el
 * @param {Element} fresh
 */
function retext(el, fresh) {
  for (const name of WORDED_ATTRIBUTES) {
    const value = fresh.getAttribute(name);
    if (value !== null && el.hasAttribute(name)) el.setAttribute(name, value);
  }
  if (el.tagName === 'NOSCRIPT') {
    // with scripting on, a noscript's content is one raw text; the parsed page has it as elements
    el.textContent = fresh.innerHTML;
    return;
  }
  (served.get(el) || []).forEach((node, i) => {
    const twin = fresh.childNodes[i];
    if (!twin || node.parentNode !== el) return;
    if (node.nodeType === Node.TEXT_NODE && twin.nodeType === Node.TEXT_NODE) node.nodeValue = twin.nodeValue;
    else if (node instanceof Element && twin instanceof Element && node.tagName === twin.tagName) retext(node, twin);
  });
}

/** @param {string} lang */
function rememberChoice(lang) {
  document.cookie = `plyyard-lang=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Call before the script changes the page: it remembers what the server rendered.
 * The choice is also remembered in a cookie, which the server reads when an address names no
 * language (an old link, a shared game link).
 */
export function enhanceLanguageSwitch() {
  remember(document.documentElement);
  const link = document.querySelector('[data-testid="language-switch"]');
  if (!link) return;
  let switching = false;
  link.addEventListener('click', async (/** @type {MouseEvent} */ ev) => {
    const next = link.getAttribute('hreflang') || 'en';
    rememberChoice(next);
    if (ev.button !== 0 || ev.metaKey || ev.ctrlKey || ev.shiftKey || ev.altKey) return; // a new tab or window
    ev.preventDefault();
    if (switching) return;
    switching = true;
    const href = link.getAttribute('href') || '/';
    try {
      const [html, language] = await Promise.all([fetchPage(href), fetchTexts(next)]);
      const fresh = new DOMParser().parseFromString(html, 'text/html');
      retext(document.documentElement, fresh.documentElement);
      history.replaceState(history.state, '', href + location.search + location.hash);
      useLanguage(language);
    } catch {
      location.assign(href);
    } finally {
      switching = false;
    }
  });
}

/** @param {string} href */
async function fetchPage(href) {
  const response = await fetch(href, { headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`${href}: ${response.status}`);
  return response.text();
}
