// Parts of a server-rendered form that apply to one choice only. An element with
// data-when-{field}="a b" applies while the field's value is one of those; one with
// data-unless-{field}="a" while it is not. A part that does not apply is hidden and, when it is a
// fieldset or a control, disabled, so the form neither shows nor posts it. The server draws
// the same rule for the form's first choice (pages/HomeView.java), and a field's value is read
// from its controls that apply themselves: each game has its own player counts, each player
// count its own colours.

/**
 * @param {HTMLFormElement} form
 * @returns {() => void} brings the form's parts in line with its current choices
 */
export function followChoices(form) {
  const parts = /** @type {HTMLElement[]} */ ([...form.querySelectorAll('*')]).filter((el) => conditions(el).length);

  /** @param {string} name @returns {string | null} */
  const valueOf = (name) => {
    for (const control of form.querySelectorAll(`[name="${CSS.escape(name)}"]`)) {
      const input = /** @type {HTMLInputElement | HTMLSelectElement} */ (control);
      if ((input instanceof HTMLInputElement && (input.type === 'radio' || input.type === 'checkbox') && !input.checked)
        || !applies(input)) continue;
      return input.value;
    }
    return null;
  };

  /** @param {Element} el whether it and every part around it apply */
  const applies = (el) => {
    for (let node = /** @type {HTMLElement | null} */ (el); node && node !== form; node = node.parentElement) {
      for (const { field, values, unless } of conditions(node)) {
        if (values.includes(valueOf(field) ?? '') === unless) return false;
      }
    }
    return true;
  };

  return () => {
    for (const part of parts) {
      const on = applies(part);
      part.hidden = !on;
      if ('disabled' in part) /** @type {HTMLFieldSetElement} */ (part).disabled = !on;
    }
  };
}

/**
 * An element's own conditions, from its data-when-* and data-unless-* attributes.
 * @param {HTMLElement} el
 * @returns {Array<{field: string, values: string[], unless: boolean}>}
 */
function conditions(el) {
  return Object.entries(el.dataset).flatMap(([key, value]) => {
    const match = /^(when|unless)([A-Z]\w*)$/.exec(key);
    if (!match) return [];
    return [{ field: match[2][0].toLowerCase() + match[2].slice(1), values: String(value).split(' '), unless: match[1] === 'unless' }];
  });
}
