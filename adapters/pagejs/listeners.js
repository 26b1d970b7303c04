// browsergoal's bounded listener probe: the page-side halves of an adapter's search for
// role-less clickables whose only sign is a script listener (addEventListener('click')).
//
// Evaluated last, in the same isolated world; it adds two methods to the library. The
// page's listeners are not visible from this world: an adapter that can read them (the
// Chromium adapter, through DevTools, in the page's own world) asks listenerProbe for a
// bounded list of suspects, reads each one's own listeners, and hands the flagged ones
// back to markListened. The flagged elements are then role-less clickable signals of
// their own (clickable.js), under every other rule unchanged. An adapter that cannot read
// listeners never calls these methods, and its observation keeps the script's own rules.
(() => {
  'use strict';
  const lib = globalThis[Symbol.for('browsergoal.v1')];
  if (!lib || lib.listenerProbe) return 'present';
  const { CANDIDATES, VIS, sized, signalOf, admitted, NEVER, SVG, listened, roleOf, scopeOf, viewport, intersects } = lib.internal;

  // SUSPECTS bounds how many elements one probe returns (each costs the adapter three
  // DevTools calls).
  const SUSPECTS = 48;
  // Tags never observed as role-less clickables (clickable.js's NEVER) whose insides may
  // still hold suspects.
  const CONTAINERS = new Set(['body', 'main', 'dialog', 'details']);

  // suspect reports whether el, visible in the viewport with box r, could be a role-less
  // clickable that only a listener reveals: no other signal (those are observed anyway),
  // admitted by the role-less rules (not larger than half the viewport, not inside a
  // native control or a non-http(s) link, holding no file or password field), holding
  // no observed control, and showing something to click: text, or a background image.
  const suspect = (el, r, vp, cursors) => {
    const tag = el.localName;
    if (NEVER.has(tag) || (tag === 'label' && el.control)) return false;
    if (signalOf(el, cursors) || !admitted(el, r, vp)) return false;
    for (const c of el.querySelectorAll(CANDIDATES)) if (roleOf(c)) return false;
    return el.textContent.trim() !== '' || getComputedStyle(el).backgroundImage !== 'none';
  };

  // listenerProbe returns, as an array (the adapter takes it by reference), at most
  // SUSPECTS elements in document order (outermost first): visible, in the viewport,
  // without an actionable role, not inside an element with one, excluded by no
  // visibility rule (hidden, inert, aria-hidden, behind a modal) and suspects (see
  // suspect). Subtrees of controls, of the NEVER tags (but body, main, dialog and details) and of elements wholly outside the
  // viewport are not entered; iframes and shadow roots are never entered.
  const listenerProbe = () => {
    const vp = viewport();
    const scope = scopeOf();
    const cursors = new Map();
    const out = [];
    const walker = document.createTreeWalker(document.body || document.documentElement, NodeFilter.SHOW_ELEMENT, (el) => {
      const tag = el.localName;
      if ((el.matches(CANDIDATES) && roleOf(el)) || (NEVER.has(tag) && !CONTAINERS.has(tag)) || el.namespaceURI === SVG) return NodeFilter.FILTER_REJECT;
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0 && !intersects(r, vp)) return NodeFilter.FILTER_REJECT;
      return NodeFilter.FILTER_ACCEPT;
    });
    for (let el = walker.nextNode(); el && out.length < SUSPECTS; el = walker.nextNode()) {
      const r = sized(el, scope);
      if (!r || !intersects(r, vp) || !el.checkVisibility(VIS)) continue;
      if (suspect(el, r, vp, cursors)) out.push(el);
    }
    return out;
  };

  // markListened records els[i] for every i in flagged as having a click listener: the
  // scan and the recheck then treat it as a role-less clickable signal. It answers how
  // many it recorded.
  const markListened = (els, flagged) => {
    let n = 0;
    for (const i of flagged) {
      const el = els[i];
      if (el instanceof Element) { listened.add(el); n++; }
    }
    return n;
  };

  Object.assign(lib, { listenerProbe, markListened });
  return 'installed';
})()
