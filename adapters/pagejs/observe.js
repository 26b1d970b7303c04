// browsergoal's in-page library for Chromium.
//
// It is evaluated in an isolated world of the tab's main frame (Page.createIsolatedWorld),
// so the page's own scripts never see it: it shares the DOM with the page, not the
// JavaScript globals. Evaluating this file, after the helper files (visible.js, text.js,
// roles.js, epoch.js), installs the library once per document (page life) under a Symbol
// key and returns "installed" or "present"; aim.js and act.js, evaluated right after it,
// add the click's hit test, the recheck and the page-side halves of the actions. The Go
// side then calls the library's methods; each answer is JSON-encoded and decodes with one
// json.Unmarshal.
//
// What it observes, what it never observes, its caps and its epoch policy are described
// in the package documentation (doc.go); this file is their implementation.
(() => {
  'use strict';
  const KEY = Symbol.for('browsergoal.v1');
  if (globalThis[KEY]) return 'present';

  const CANDIDATES = 'a[href],area[href],button,input,textarea,select,summary,[role],[contenteditable]';
  // The text excerpt's groups, in order: alerts and status regions, headings (both
  // from the heading index), paragraphs.
  const TEXT_GROUPS = [
    (headings) => headings.alerts(),
    (headings) => headings.list(),
    (_) => document.getElementsByTagName('p'),
  ];
  // The helpers from visible.js, text.js, roles.js, clickable.js and epoch.js (evaluated just before
  // this file), handed over under a Symbol key that is removed at once.
  const PARTS = Symbol.for('browsergoal.v1.parts');
  const {
    VIS, HIDDEN, boxOf, sized, scopeOf, wallOf, behind, viewport, intersects, clippedOut, proxyOf, targetOf, onOther,
    cut, clean, textOf, remember, headingIndex, contextOf, itemText,
    CHECKABLE, SELECTABLE, roleOf, nameOf, isHost, disabledOf, triState, badLink, opensPopup, popupItems, revealsOf,
    actionRole, signalOf, admitted, MARKED, NEVER, SVG, listened, refined, accessibleName, nestedControl,
    epoch, idOf, resolve, prune, changes, stop, parked,
    fieldFacts, regionOf, regionsOf, scanRegions, usableRegion, scrollRegion, repeatHits, styleOf,
  } = globalThis[PARTS];
  delete globalThis[PARTS];

  // ---- observation -------------------------------------------------------------------

  // ROW_DEPTH bounds how far up unwrap looks for the clickable an element sits in.
  const ROW_DEPTH = 6;
  // PROBE_PX and REGION_CAP: see probe.
  const PROBE_PX = 80;
  const REGION_CAP = 64;
  // MARKED_QUERY: a page of more elements than this many times the budget has its
  // attribute signals tested element by element (see observation).
  const MARKED_QUERY = 4;
  // REGION_SCAN: a page of at most this many times the budget's elements, all visited,
  // has its regions found by one style read per element instead of a grid of hit tests.
  const REGION_SCAN = 2;

  const round = (n) => Math.round(n * 100) / 100;
  // NO_SCROLL are the elements that never hold a scrollable region of their own, so
  // describe does not test them (two layout reads each).
  const NO_SCROLL = new Set(['a', 'button', 'input', 'select', 'img', 'option', 'summary', 'svg']);

  const hrefOf = (el) => {
    if (el instanceof HTMLAnchorElement || el instanceof HTMLAreaElement) return el.href;
    const raw = el.getAttribute('href');
    if (raw === null) return '';
    try { return new URL(raw, document.baseURI).href; } catch (e) { return ''; }
  };

  // ORIGIN is the document's origin, which same-origin hrefs are sent without.
  let ORIGIN = '';

  // PACKED are the facts pack sends in columns; an element's others go as one object.
  const PACKED = new Set(['id', 'role', 'name', 'tag', 'type', 'b', 'v', 'context']);

  // pack sends the elements in columns (see pagejs.wireObservation): each one's id
  // number as its difference from the previous one's, its kind (role, tag and type; each
  // distinct kind sent once and referred to by index), name, box (four numbers in one
  // flat list), context (each distinct context sent once, referred to by 1-based index,
  // 0 for none) and whether it is in the viewport (a '1' or '0' each); the rarer facts
  // (value, options, states, href, region…) of an element that has any go as one object
  // under its index.
  const pack = (elements) => {
    const n = elements.length;
    const kinds = [];
    const byRole = new Map();
    const contexts = [];
    const byContext = new Map();
    const ids = new Array(n);
    const k = new Array(n);
    const names = new Array(n);
    const boxes = new Array(4 * n);
    const ctx = new Array(n);
    let inview = '';
    let extra = null;
    let last = 0;
    for (let i = 0; i < n; i++) {
      const e = elements[i];
      const { id, role, name, tag, type, b, v, context } = e;
      const num = Number(id.slice(1));
      ids[i] = num - last;
      last = num;
      let byTag = byRole.get(role);
      if (byTag === undefined) byRole.set(role, (byTag = new Map()));
      let byType = byTag.get(tag);
      if (byType === undefined) byTag.set(tag, (byType = new Map()));
      const t = type === undefined ? '' : type;
      let kind = byType.get(t);
      if (kind === undefined) {
        kind = kinds.length;
        kinds.push(t === '' ? [role, tag] : [role, tag, t]);
        byType.set(t, kind);
      }
      k[i] = kind;
      names[i] = name;
      boxes[4 * i] = b[0];
      boxes[4 * i + 1] = b[1];
      boxes[4 * i + 2] = b[2];
      boxes[4 * i + 3] = b[3];
      let c = 0;
      if (context) {
        c = byContext.get(context);
        if (c === undefined) {
          contexts.push(context);
          c = contexts.length;
          byContext.set(context, c);
        }
      }
      ctx[i] = c;
      inview += v ? '1' : '0';
      // The rarer facts, in the order describe gave them (most elements have none).
      let rest = null;
      for (const key in e) {
        if (PACKED.has(key)) continue;
        (rest = rest || {})[key] = e[key];
      }
      if (rest !== null) (extra = extra || {})[i] = rest;
    }
    return { kinds, ids, k, names, boxes, ctx, inview, extra, contexts };
  };

  // describe gives el's facts; scanned, when not null, holds the page's regions (see
  // regions.js, scanRegions).
  const describe = (el, role, r, inVp, headings, o, scanned) => {
    const tag = el.localName;
    const e = { id: idOf(el), role, name: accessibleName(el, role, o.max_name), tag };
    const host = isHost(el);
    if (tag === 'input' || tag === 'button') e.type = el.type;
    if (tag === 'select') {
      e.value = cut(el.value, o.max_value);
      e.options = Array.from(el.options).slice(0, o.max_options).map((op) => {
        const x = { value: cut(op.value, o.max_value), label: cut(op.label, o.max_option_label) };
        if (op.selected) x.selected = true;
        if (op.disabled || (op.parentElement && op.parentElement.localName === 'optgroup' && op.parentElement.disabled)) x.disabled = true;
        return x;
      });
      if (el.multiple) e.multiple = true;
    } else if (tag === 'textarea' || (tag === 'input' && role !== 'button' && !CHECKABLE.has(role))) {
      if (el.value) e.value = cut(el.value, o.max_value);
      if (el.readOnly) e.readonly = true;
      if (el.maxLength > 0) e.max_length = el.maxLength;
      if (el.multiple) e.multiple = true;
      fieldFacts(el, e, o.max_value);
    } else if (host) {
      const v = textOf(el, o.max_value);
      if (v) e.value = v;
    }
    if (host) e.editable = true;
    if (el.getAttribute('aria-readonly') === 'true') e.readonly = true;
    if (tag === 'input' && (el.type === 'checkbox' || el.type === 'radio')) e.checked = el.checked;
    else if (CHECKABLE.has(role)) {
      const c = triState(el.getAttribute('aria-checked'));
      if (c !== undefined) e.checked = c;
    } else if (role === 'button') {
      const p = triState(el.getAttribute('aria-pressed')); // a toggle button: Like, Mute, Follow
      if (p !== undefined) e.checked = p;
    }
    const ex = triState(el.getAttribute('aria-expanded'));
    if (ex !== undefined) e.expanded = ex;
    else if (tag === 'summary' && role === 'button') e.expanded = el.parentElement.open;
    if (e.expanded !== true && tag !== 'select' && tag !== 'input' && (role === 'combobox' || opensPopup(el))) {
      const items = popupItems(el, o.max_option_label, o.max_options);
      if (items !== null) e.popup = items;
    }
    if (SELECTABLE.has(role)) {
      const sel = triState(el.getAttribute('aria-selected'));
      if (sel !== undefined) e.selected = sel;
    }
    if ((e.expanded === false || (role === 'tab' && e.selected !== true)) && e.popup === undefined && role !== 'combobox' && !opensPopup(el)) {
      const shows = revealsOf(el, role, o.max_option_label, o.max_options);
      if (shows !== null) e.reveals = shows;
    }
    if (disabledOf(el)) e.disabled = true;
    if (role === 'link' || el.hasAttribute('href')) {
      const h = cut(hrefOf(el), o.max_href);
      // A same-origin href goes without the origin (see pagejs.wireObservation).
      if (h) e.href = h.startsWith(ORIGIN) && h[ORIGIN.length] === '/' && h[ORIGIN.length + 1] !== '/' ? h.slice(ORIGIN.length) : h;
    }
    const g = NO_SCROLL.has(tag) ? null : scanned !== null ? scanned.get(el) : regionOf(el);
    if (g) e.region = g;
    const ctx = contextOf(el, role, headings, o.max_context);
    if (ctx) e.context = ctx;
    e.b = [round(r.left), round(r.top), round(r.width), round(r.height)];
    if (inVp) e.v = true;
    return e;
  };

  // pageText gathers the text excerpt: alerts and status regions, then headings, then
  // paragraphs, each in document order, skipping what an earlier pick already contains.
  const pageText = (cap, line, scope, headings) => {
    const taken = new Set();
    const within = (el) => {
      for (let p = el.parentElement; p; p = p.parentElement) if (taken.has(p)) return true;
      return false;
    };
    const parts = [];
    let len = 0;
    for (const group of TEXT_GROUPS) {
      if (len >= cap) break;
      for (const el of group(headings)) {
        if (len >= cap) break;
        if (within(el) || !el.checkVisibility(VIS) || (scope.hidden && el.closest(HIDDEN))) continue;
        const t = clean(el.innerText, line);
        if (!t) continue;
        taken.add(el);
        parts.push(t);
        len += t.length + 1;
      }
    }
    return cut(parts.join('\n'), cap);
  };

  // probe finds, past the budget, the possible role-less clickables in the viewport
  // without visiting every element: the elements hit at the points of a PROBE_PX grid
  // over the viewport, their ancestors, and the elements inside each of them that is a
  // pointer region (up to REGION_CAP), those at or after from in document order (the
  // ones before were all visited) and without a role. A role-less clickable past the
  // budget that no grid point reaches, nor any region holding it, is not observed.
  // It also answers the topmost element at each grid point, where regionsOf looks for
  // scrollable regions (the same hit test, not run twice). A point that would only find
  // again an element an earlier point hit (see regions.js, repeatHits) is not tested.
  const probe = (from, vp, known) => {
    const seen = new Set();
    const out = [];
    const hits = [];
    const repeats = repeatHits();
    const after = (el) => el === from || (from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    const add = (el) => {
      if (seen.has(el)) return false;
      seen.add(el);
      if (!known.has(el) && after(el)) out.push(el);
      return true;
    };
    for (let y = PROBE_PX / 2; y < vp.height; y += PROBE_PX) {
      for (let x = PROBE_PX / 2; x < vp.width; x += PROBE_PX) {
        if (repeats.skip(x, y)) continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit) continue;
        hits.push(hit);
        repeats.note(hit, x, y);
        for (let el = hit; el && el !== document.body && add(el); el = el.parentElement) {
          if (styleOf(el).cursor !== 'pointer') continue;
          const inner = el.getElementsByTagName('*');
          for (let j = 0; j < inner.length && j < REGION_CAP; j++) add(inner[j]);
        }
      }
    }
    return { out, hits };
  };

  // unwrap drops a role-less clickable that wraps another observed element with the same
  // name (a clickable li around its link): one target, observed once, as the inner one.
  // A role-less clickable inside another (an icon in a mail row) takes the outer one's
  // name as its context: the row tells which of the rows' icons it is.
  const unwrap = (kept, descs, cap) => {
    const named = new Map();
    // Each name's kept elements, so a wrapper is looked for among its namesakes only.
    const namesakes = new Map();
    kept.forEach(([el], i) => {
      if (descs[i].role === 'clickable' && descs[i].name) named.set(el, descs[i].name);
      const list = namesakes.get(descs[i].name);
      if (list) list.push(i);
      else namesakes.set(descs[i].name, [i]);
    });
    return descs.filter((d, i) => {
      if (d.role !== 'clickable' && d.role !== 'icon') return true;
      const el = kept[i][0];
      // An element holding no other (an icon among its namesakes in every row) wraps none.
      if (el.firstElementChild !== null && namesakes.get(d.name).some((j) => j !== i && el.contains(kept[j][0]))) return false;
      for (let p = el.parentElement, n = 0; p && n < ROW_DEPTH; p = p.parentElement, n++) {
        const outer = named.get(p);
        if (outer) { d.context = cut(outer, cap); break; }
      }
      return true;
    });
  };

  // WRAP_DEPTH bounds how far up covered looks for a kept element wrapping another.
  const WRAP_DEPTH = 6;

  // covered leaves out each kept element whose click point (the centre of its box,
  // where a click on it lands) lies on another kept element inside it: a tab wrapping
  // its link, a card whose centre is its button. The click guard would refuse that
  // click (another control inside the target covers it); the inner control, which
  // takes the click, is the target. A field is never left out this way.
  const covered = (kept) => {
    const index = new Map();
    for (let i = 0; i < kept.length; i++) index.set(kept[i][0], i);
    let out = null;
    for (let i = 0; i < kept.length; i++) {
      const el = kept[i][0];
      const r = kept[i][2];
      for (let p = el.parentElement, n = 0; p && n < WRAP_DEPTH; p = p.parentElement, n++) {
        const j = index.get(p);
        if (j === undefined) continue;
        const [outer, role, pr] = kept[j];
        if (FIELD_ROLES.has(role) || (out && out.has(j)) || outer.localName === 'input') continue;
        const x = pr.left + pr.width / 2;
        const y = pr.top + pr.height / 2;
        if (x >= r.left && x < r.right && y >= r.top && y < r.bottom) (out = out || new Set()).add(j);
      }
    }
    return out ? kept.filter((_, i) => !out.has(i)) : kept;
  };

  // FIELD_ROLES are the fields told apart by their repeated item when several share a
  // name (a cart's Quantity selects).
  const FIELD_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'listbox', 'spinbutton', 'slider']);

  // alike gives a field whose name other kept fields share the text of the repeated
  // item it sits in as its context (see text.js, itemOf), when that says more than its
  // name: which row's Quantity it is.
  const alike = (kept, descs, cap, memo) => {
    const count = new Map();
    for (const d of descs) if (FIELD_ROLES.has(d.role)) count.set(d.name, (count.get(d.name) || 0) + 1);
    descs.forEach((d, i) => {
      if (!FIELD_ROLES.has(d.role) || count.get(d.name) < 2) return;
      const t = itemText(kept[i][0], d.name, cap, memo);
      if (t) d.context = t;
    });
    return descs;
  };

  // noAgent reports whether the document carries the no-agent marker
  // (<meta name="browsergoal" content="no-agent">, which browsergoal's own settings page
  // carries): such a page is neither observed nor acted on.
  // (The document's meta elements are read by tag, not matched by a selector, which a
  // page of many elements makes test each of them.)
  const noAgent = () => {
    for (const m of document.getElementsByTagName('meta')) {
      if (asciiLower(m.getAttribute('name') || '') !== 'browsergoal') continue;
      if ((m.getAttribute('content') || '').toLowerCase().split(/\s+/).includes('no-agent')) return true;
    }
    return false;
  };
  // asciiLower lowers the ASCII letters of s only, as a selector's i flag compares.
  const asciiLower = (s) => s.replace(/[A-Z]+/g, (m) => m.toLowerCase());

  // candidates answers the elements CANDIDATES matches, in document order (list) and as
  // a Set: one query, made again only after a change (see epoch.js, changes), since
  // what it matches (tags, href, role, contenteditable) changes only with one. The list
  // is an array: the scan past the budget reads every entry of it, and an index into a
  // NodeList costs a call into the DOM each time.
  let asked = { at: -1, list: null, set: null };
  const candidates = () => {
    const at = changes();
    if (asked.at !== at) {
      const list = Array.from(document.querySelectorAll(CANDIDATES));
      asked = { at, list, set: new Set(list) };
    }
    return asked;
  };

  // observe reads each element's text once (see text.js, remember).
  const observe = (o) => remember(() => observation(o));
  const observation = (o) => {
    if (noAgent()) return { url: location.href, no_agent: true };
    const vp = viewport();
    const scope = scopeOf();
    // The layer over the whole page of an open modal overlay (see visible.js, wallOf):
    // what lies behind it is not observed; a person's click would land on it.
    const wall = wallOf(vp);
    const inView = [];
    const below = [];
    const max = o.max_elements;
    const full = () => inView.length + below.length >= max;
    let visible = 0;
    let past = 0;
    let nonWeb = 0;
    const { list: knownList, set: known } = candidates();
    const all = document.getElementsByTagName('*');
    // The elements with an attribute signal: one query on a small page; on a large one,
    // whose walk stops at the budget, each element the scan asks about is tested alone.
    const marked = all.length > MARKED_QUERY * max ? { has: (el) => el.matches(MARKED) } : new Set(document.querySelectorAll(MARKED));
    const cursors = new Map();
    const clips = new Map();
    const natives = new Map();
    // consider sorts one element into the observation (see doc.go for the budget).
    const consider = (el, isKnown) => {
      let role = '';
      let proxy = null;
      let r = null;
      let inVp = false;
      if (isKnown) {
        role = actionRole(el, cursors, null, vp, false);
        if (!role) {
          // A visible link to a non-http(s) URL is left out here and counted.
          if ((el.localName === 'a' || el.localName === 'area') && el.hasAttribute('href') && badLink(el) &&
            sized(el, scope) && el.checkVisibility(VIS)) nonWeb++;
          return;
        }
        // A concealed checkbox or radio is seen through its visible label (see doc.go).
        proxy = proxyOf(el, scope);
        r = proxy ? proxy.r : sized(el, scope);
        if (!r) return;
        inVp = intersects(r, vp) && !clippedOut(proxy ? proxy.el : el, r, clips);
        if (!inVp && full()) {
          // Past the budget and off the viewport: certainly dropped, counted without the
          // CSS visibility check (see doc.go).
          past++;
          return;
        }
      } else {
        // A possible role-less clickable: the cheap signals first, then the box.
        if (!signalOf(el, cursors, marked)) return;
        r = sized(el, scope);
        if (!r) return;
        inVp = intersects(r, vp) && !clippedOut(el, r, clips);
        // Role-less clickables past the budget and off the viewport are not counted.
        if (!inVp && full()) return;
        if (!admitted(el, r, vp, natives)) return;
        role = 'clickable';
      }
      if (!proxy && !el.checkVisibility(VIS)) return;
      if (wall !== null && behind(wall, proxy ? proxy.el : el, r, inVp, vp)) return;
      visible++;
      if (inVp) {
        if (inView.length < max) inView.push([el, role, r, true]);
      } else {
        below.push([el, role, r, false]);
      }
    };
    // Every element in document order until the budget is full; then the elements with
    // a role, as before, and the role-less clickables the viewport probe finds.
    let i = 0;
    let k = 0;
    for (; i < all.length && !full(); i++) {
      const el = all[i];
      const isKnown = known.has(el);
      if (isKnown) k++;
      consider(el, isKnown);
    }
    // Past the budget (the walk above stopped at it, so the rest are known elements), a
    // control off the viewport is certainly dropped and only counted (see doc.go): its
    // box and whether it has a role are all that is read, the box's edges only as far as
    // they decide (a row below the viewport: its height, width and top). A checkbox or
    // radio may be seen through its label and takes consider's path, as does a control
    // in the viewport.
    const links = new Map();
    const vh = vp.height;
    for (; k < knownList.length; k++) {
      const el = knownList[k];
      if (el.localName === 'input' && (el.type === 'checkbox' || el.type === 'radio')) { consider(el, true); continue; }
      const b = el.getBoundingClientRect();
      if (b.height <= 0 || b.width <= 0) continue;
      if (b.top >= vh || !(b.bottom > 0 && b.right > 0 && b.left < vp.width)) {
        if (roleOf(el, links)) past++;
        continue;
      }
      consider(el, true);
    }
    let hits = null;
    if (i < all.length) {
      const probed = probe(all[i], vp, known);
      hits = probed.hits;
      for (const el of probed.out) consider(el, false);
      if (probed.out.length) inView.sort(([x], [y]) => (x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    }
    const kept = covered(inView.concat(below.slice(0, o.max_elements - inView.length)));
    for (const k of kept) if (k[1] === 'clickable' && k[0].localName !== 'input') k[1] = refined(k[0]);
    const headings = headingIndex(o.max_context);
    // Scrollable regions that are not kept elements, in the room the budget leaves.
    // A page of few elements, all of them visited: each one's scroll state is read once
    // (see regions.js, scanRegions).
    const scanned = i === all.length && all.length <= REGION_SCAN * max ? scanRegions(all) : null;
    const more = regionsOf(new Set(kept.map((k) => k[0])), scope, vp, Math.min(o.max_regions, max - kept.length), hits, scanned);
    prune();
    const se = document.scrollingElement || document.documentElement;
    ORIGIN = location.origin === 'null' ? '\u0000' : location.origin;
    const elements = unwrap(kept, alike(kept, kept.map(([el, role, r, inVp]) => describe(el, role, r, inVp, headings, o, scanned)), o.max_context, headings.items), o.max_context).concat(
      more.regions.map(([el, r]) => Object.assign(describe(el, 'region', r, intersects(r, vp) && !clippedOut(el, r, clips), headings, o, scanned), { region_only: true })));
    return Object.assign(pack(elements), {
      url: location.href,
      title: cut(document.title, o.max_name * 2),
      viewport: vp,
      scroll: { x: scrollX, y: scrollY, width: se.scrollWidth, height: se.scrollHeight },
      history_length: history.length,
      text: pageText(o.max_text, o.max_line, scope, headings),
      origin: ORIGIN,
      dropped: visible - kept.length + past + more.dropped,
      non_http_links: nonWeb,
      epoch: epoch(),
    });
  };

  const uninstall = () => {
    stop();
    delete globalThis[KEY];
    return { ok: true };
  };

  const lib = { observe, epoch, uninstall, parked };
  // The helpers act.js builds the recheck and the actions from (not called from Go).
  Object.defineProperty(lib, 'internal', {
    value: {
      epoch, resolve, actionRole, accessibleName, nestedControl, boxOf, targetOf, onOther, scopeOf, disabledOf, viewport, intersects, isHost, badLink, cut,
      usableRegion, scrollRegion, noAgent, clippedOut,
      CANDIDATES, VIS, sized, signalOf, admitted, NEVER, SVG, listened, roleOf,
    },
  });
  Object.defineProperty(globalThis, KEY, { value: lib, enumerable: false, configurable: true });
  return 'installed';
})()
