// browsergoal's bounded listener probe: the page-side halves of an adapter's search for
// role-less clickables whose only sign is a script listener (addEventListener('click')).
//
// Evaluated last, in the same isolated world; it adds three methods to the library. The
// page's listeners are not visible from this world: an adapter that can read them (the
// Chromium adapter, through DevTools, in the page's own world) asks listenerProbe for a
// bounded list of suspects, reads each one's own listeners, and hands the flagged ones'
// indexes back to markPending. The flagged elements are then role-less clickable signals of
// their own (clickable.js), under every other rule unchanged. An adapter that cannot read
// listeners never calls these methods, and its observation keeps the script's own rules.
(() => {
  'use strict';
  const lib = globalThis[Symbol.for('browsergoal.v1')];
  if (!lib || lib.listenerProbe) return 'present';
  const { CANDIDATES, VIS, sized, signalOf, admitted, NEVER, SVG, listened, roleOf, scopeOf, viewport, intersects, epoch } = lib.internal;
  // last is the page state the last probe listed its suspects in (see stateKey);
  // pending is the last listing, until markPending records its flags.
  let last = '';
  let pending = null;

  // stateKey is what the suspects depend on: the document, URL, mutation and input
  // counts (epoch), the scroll position and the viewport.
  const stateKey = () => {
    const e = epoch();
    return JSON.stringify([e.document, e.url, e.mutations, e.inputs, scrollX, scrollY, innerWidth, innerHeight]);
  };

  // SUSPECTS bounds how many elements one probe returns (each costs the adapter three
  // DevTools calls).
  const SUSPECTS = 48;
  // INNER bounds how many elements inside a suspect are looked at for a role-less
  // clickable of their own (which makes it a container, not a suspect).
  const INNER = 16;
  // Tags never observed as role-less clickables (clickable.js's NEVER) whose insides may
  // still hold suspects.
  const CONTAINERS = new Set(['body', 'main', 'dialog', 'details']);

  // suspect reports whether el, visible in the viewport with box r, could be a role-less
  // clickable that only a listener reveals: no other signal (those are observed anyway),
  // admitted by the role-less rules (not larger than half the viewport, not inside a
  // native control or a non-http(s) link, holding no file or password field), holding
  // no element with an actionable role and no role-less clickable among its first INNER
  // elements, and showing something to click: text, or a background image.
  const suspect = (el, r, vp, cursors) => {
    const tag = el.localName;
    if (NEVER.has(tag) || (tag === 'label' && el.control)) return false;
    // A pointer cursor: el is a pointer clickable already, or inside one.
    if (signalOf(el, cursors) || getComputedStyle(el).cursor === 'pointer' || !admitted(el, r, vp)) return false;
    for (const c of el.querySelectorAll(CANDIDATES)) if (roleOf(c)) return false;
    // Nor a role-less clickable among its first INNER elements (a li around its row).
    const inner = el.getElementsByTagName('*');
    for (let i = 0; i < inner.length && i < INNER; i++) if (signalOf(inner[i], cursors)) return false;
    return el.textContent.trim() !== '' || getComputedStyle(el).backgroundImage !== 'none';
  };

  // RUN is the number of siblings past which a list is read as one that flows downward
  // (see runStart and the walk); BELOW_RUN how many siblings in a row wholly below the
  // viewport end such a list's reading.
  const RUN = 64;
  const BELOW_RUN = 16;

  // flows reports whether the children of el, a parent of more than RUN, are laid out
  // in document order from top to bottom (rows, list items, a grid's rows of cards): not
  // in columns (multi-column, a column-wise grid, a wrapping column flex) nor reversed.
  const flows = (el) => {
    const cs = getComputedStyle(el);
    if (cs.columnCount !== 'auto' || cs.columnWidth !== 'auto' || cs.writingMode !== 'horizontal-tb') return false;
    if (cs.display.includes('grid')) return !cs.gridAutoFlow.includes('column');
    if (cs.display.includes('flex')) return !cs.flexDirection.endsWith('reverse') && (cs.flexDirection === 'row' || cs.flexWrap === 'nowrap');
    return true;
  };

  // runStart returns the index of the first of kids (a list that flows) whose box does
  // not lie wholly above the viewport, by bisection, less BELOW_RUN for the rows whose
  // order a layout bends; 0 when a box without size stands in the way (a hidden row).
  const runStart = (kids) => {
    let lo = 0;
    let hi = kids.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const r = kids[mid].getBoundingClientRect();
      if (r.width <= 0 || r.height <= 0) return 0;
      if (r.bottom <= 0) lo = mid + 1;
      else hi = mid;
    }
    return Math.max(0, lo - BELOW_RUN);
  };

  // listenerProbe returns null when nothing it depends on changed since the last probe
  // (its flags stand), else, as an array (the adapter takes it by reference, and the
  // library keeps it for markPending when it is not empty), at most
  // SUSPECTS elements in document order (outermost first): visible, in the viewport,
  // without an actionable role, not inside an element with one, excluded by no
  // visibility rule (hidden, inert, aria-hidden, behind a modal) and suspects (see
  // suspect). Subtrees of controls, of the NEVER tags (but body, main, dialog and details) and of elements wholly outside the
  // viewport are not entered; iframes and shadow roots are never entered. The children
  // of an element with more than RUN of them laid out top to bottom (see flows) are read
  // only from where the viewport begins (see runStart) until BELOW_RUN in a row lie
  // wholly below it: a long list is not read box by box past the fold.
  const listenerProbe = () => {
    const key = stateKey();
    if (key === last) return null; // unchanged since the last probe: its flags stand
    last = key;
    pending = null;
    const vp = viewport();
    const scope = scopeOf();
    const cursors = new Map();
    const out = [];
    // walk visits the children of parent in document order, each before its own
    // children, until out is full.
    const walk = (parent) => {
      const kids = parent.children;
      const n = kids.length;
      const run = n > RUN && flows(parent);
      let below = 0;
      for (let i = run ? runStart(kids) : 0; i < n && out.length < SUSPECTS; i++) {
        const el = kids[i];
        const tag = el.localName;
        if ((el.matches(CANDIDATES) && roleOf(el)) || (NEVER.has(tag) && !CONTAINERS.has(tag)) || el.namespaceURI === SVG) continue;
        const b = el.getBoundingClientRect();
        if (b.width > 0 && b.height > 0 && !intersects(b, vp)) {
          if (run && b.top >= vp.height && ++below >= BELOW_RUN) return;
          continue;
        }
        below = 0;
        const r = sized(el, scope);
        if (r && intersects(r, vp) && el.checkVisibility(VIS) && suspect(el, r, vp, cursors)) out.push(el);
        if (out.length < SUSPECTS) walk(el);
      }
    };
    walk(document.body || document.documentElement);
    if (out.length) pending = out;
    return out;
  };

  // markPending records pending[i] (the last listing's suspects) for every i in flagged
  // as having a click listener: the scan and the recheck then treat it as a role-less
  // clickable signal. The listing is then forgotten. It answers how many it recorded.
  const markPending = (flagged) => {
    const els = pending;
    pending = null;
    let n = 0;
    if (!els) return n;
    for (const i of flagged) {
      const el = els[i];
      if (el instanceof Element) { listened.add(el); n++; }
    }
    return n;
  };

  // listenerReset makes the next listenerProbe list its suspects again (after a probe the
  // adapter could not finish).
  const listenerReset = () => { last = ''; pending = null; return true; };

  Object.assign(lib, { listenerProbe, markPending, listenerReset });
  return 'installed';
})()
