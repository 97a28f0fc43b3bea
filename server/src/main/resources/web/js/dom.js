// Small helpers to build DOM and SVG elements without a framework.

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * @typedef {string | number | boolean | null | undefined | ((ev: any) => void)} AttrValue
 * @typedef {Node | string | null | undefined | false} Child
 */

/**
 * Sets attributes and listeners: keys starting with `on` become event listeners,
 * `false`/`null`/`undefined` values are skipped, `true` sets an empty attribute.
 * @param {Element} el
 * @param {Record<string, AttrValue>} attrs
 */
function assign(el, attrs) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === false || value === null || value === undefined) continue;
    if (key.startsWith('on') && typeof value === 'function') {
      el.addEventListener(key.slice(2).toLowerCase(), value);
    } else {
      el.setAttribute(key, value === true ? '' : String(value));
    }
  }
}

/**
 * @param {Element} el
 * @param {Child[]} children
 */
function append(el, children) {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
}

/**
 * Creates an HTML element.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, AttrValue>} [attrs]
 * @param {...(Child | Child[])} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  assign(el, attrs);
  append(el, /** @type {Child[]} */ (children));
  return el;
}

/**
 * Creates an SVG element.
 * @param {string} tag
 * @param {Record<string, AttrValue>} [attrs]
 * @param {...(Child | Child[])} children
 * @returns {SVGElement}
 */
export function s(tag, attrs = {}, ...children) {
  const el = /** @type {SVGElement} */ (document.createElementNS(SVG_NS, tag));
  assign(el, attrs);
  append(el, /** @type {Child[]} */ (children));
  return el;
}

/**
 * Replaces the children of an element.
 * @param {Element} el
 * @param {...(Child | Child[])} children
 */
export function fill(el, ...children) {
  el.replaceChildren();
  append(el, /** @type {Child[]} */ (children));
}

/** @returns {boolean} true when the user asked for less motion */
export function reducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Swallows the click a browser sends after a gesture (a drag's release, a pan, a pinch), which is
 * not a choice of square: arm it when the gesture ends, disarm it when a new press starts.
 * @param {Element} element
 * @returns {{arm: () => void, disarm: () => void}}
 */
export function clickGuard(element) {
  let armed = false;
  element.addEventListener('click', (ev) => {
    if (!armed) return;
    armed = false;
    ev.stopPropagation();
    ev.preventDefault();
  }, true);
  return { arm: () => { armed = true; }, disarm: () => { armed = false; } };
}
