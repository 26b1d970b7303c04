// browsergoal's in-page library for Chromium.
//
// It is evaluated in an isolated world of the tab's main frame (Page.createIsolatedWorld),
// so the page's own scripts never see it: it shares the DOM with the page, not the
// JavaScript globals. Evaluating this file installs the library once per document (page
// life) under a Symbol key and returns "installed" or "present"; act.js, evaluated right
// after it, adds the recheck and the page-side halves of the actions. The Go side then
// calls the library's methods; each answer is JSON-encoded and decodes with one
// json.Unmarshal.
//
// What it observes, what it never observes, its caps and its epoch policy are described
// in the package documentation (doc.go); this file is their implementation.
(() => {
  'use strict';
  const KEY = Symbol.for('browsergoal.v1');
  if (globalThis[KEY]) return 'present';

  // Roles that make an element actionable when given explicitly.
  const ROLES = new Set(['button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem',
    'menuitemcheckbox', 'menuitemradio', 'option', 'textbox', 'combobox', 'searchbox', 'treeitem']);
  // Roles whose accessible name comes from their content.
  const NAME_FROM_CONTENT = new Set(['button', 'link', 'checkbox', 'radio', 'switch', 'tab',
    'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'treeitem']);
  const CHECKABLE = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio']);
  // Input types that are never observed, clicked or filled.
  const EXCLUDED_TYPES = new Set(['password', 'file', 'hidden']);
  const CANDIDATES = 'a[href],area[href],button,input,textarea,select,summary,[role],[contenteditable]';
  const TEXT_GROUPS = [
    '[role=alert],[role=status],[aria-live=polite],[aria-live=assertive],output',
    'h1,h2,h3,h4,h5,h6,[role=heading]',
    'p',
  ];
  const HEADINGS = 'h1,h2,h3,h4,h5,h6,[role=heading]';
  const SKIP_TEXT = new Set(['script', 'style', 'template', 'noscript', 'select', 'textarea',
    'input', 'iframe', 'object', 'embed', 'canvas', 'video', 'audio']);
  const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'dfn', 'em',
    'font', 'i', 'kbd', 'label', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub',
    'sup', 'time', 'u', 'var', 'wbr']);
  // Attribute changes that count as structural mutations (see doc.go). class and style are
  // presentation and are left out; the recheck tests the target's visibility directly.
  const ATTRS = ['disabled', 'hidden', 'inert', 'href', 'type', 'role', 'value', 'name',
    'checked', 'selected', 'readonly', 'contenteditable', 'tabindex', 'open', 'placeholder',
    'multiple', 'for', 'title', 'alt', 'aria-label', 'aria-labelledby', 'aria-hidden',
    'aria-disabled', 'aria-checked', 'aria-expanded', 'aria-selected', 'aria-pressed',
    'aria-readonly'];
  // The visibility helpers, from visible.js (evaluated just before this file).
  const VISIBLE = Symbol.for('browsergoal.v1.visible');
  const { VIS, HIDDEN, boxOf, sized, scopeOf, viewport, intersects, proxyOf, targetOf, onOther } = globalThis[VISIBLE];
  delete globalThis[VISIBLE];

  const randomID = () => {
    const b = new Uint8Array(12);
    crypto.getRandomValues(b);
    return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  };

  const st = { doc: randomID(), mutations: 0, inputs: 0, next: 1, ids: new WeakMap(), nodes: new Map() };

  // Elements that are never rendered: adding or removing them (analytics scripts, style
  // sheets, templates) does not change the page a decision saw.
  const UNRENDERED = new Set(['script', 'style', 'link', 'meta', 'noscript', 'template', 'base', 'title']);
  const hasElement = (list) => {
    for (let i = 0; i < list.length; i++) {
      if (list[i].nodeType === 1 && !UNRENDERED.has(list[i].localName)) return true;
    }
    return false;
  };
  const count = (records) => {
    const head = document.head;
    for (const r of records) {
      if (head && head.contains(r.target)) continue;
      if (r.type === 'attributes') {
        if (r.oldValue !== r.target.getAttribute(r.attributeName)) st.mutations++;
      } else if (r.type === 'childList' && (hasElement(r.addedNodes) || hasElement(r.removedNodes))) {
        st.mutations++;
      }
    }
  };
  const mo = new MutationObserver(count);
  mo.observe(document, { subtree: true, childList: true, attributes: true, attributeOldValue: true, attributeFilter: ATTRS });
  const onInput = () => { st.inputs++; };
  addEventListener('input', onInput, true);
  addEventListener('change', onInput, true);

  const epoch = () => {
    count(mo.takeRecords());
    return { document: st.doc, url: location.href, mutations: st.mutations, inputs: st.inputs };
  };

  // ---- identity --------------------------------------------------------------------

  const idOf = (el) => {
    let id = st.ids.get(el);
    if (id === undefined) {
      id = 'e' + st.next++;
      st.ids.set(el, id);
    }
    st.nodes.set(id, new WeakRef(el));
    return id;
  };
  const resolve = (id) => {
    const ref = st.nodes.get(id);
    const el = ref && ref.deref();
    return el && el.isConnected && el.ownerDocument === document ? el : null;
  };
  const prune = () => {
    for (const [id, ref] of st.nodes) {
      const el = ref.deref();
      if (!el || !el.isConnected) st.nodes.delete(id);
    }
  };

  // ---- text --------------------------------------------------------------------------

  const squash = (s) => s.replace(/\s+/g, ' ').trim();
  // cut shortens s to at most n UTF-16 units without splitting a surrogate pair, after
  // replacing lone surrogates with U+FFFD as Go's JSON decoder would: the name the Go
  // side holds is then exactly the one the recheck computes again.
  const cut = (s, n) => {
    const w = s.toWellFormed();
    if (w.length <= n) return w;
    const hi = w.charCodeAt(n - 1);
    return w.slice(0, hi >= 0xd800 && hi <= 0xdbff ? n - 1 : n);
  };
  const clean = (s, n) => cut(squash(s || ''), n);

  // textOf collects an element's visible text (alt of images included, form fields and
  // hidden descendants left out), stopping once cap characters are gathered.
  const textOf = (root, cap) => {
    const out = [];
    let len = 0;
    const walk = (node) => {
      for (let c = node.firstChild; c && len < cap; c = c.nextSibling) {
        if (c.nodeType === 3) {
          out.push(c.data);
          len += c.data.length;
        } else if (c.nodeType === 1) {
          const tag = c.localName;
          if (SKIP_TEXT.has(tag) || c.hidden || c.getAttribute('aria-hidden') === 'true') continue;
          if (!c.checkVisibility(VIS)) continue;
          if (tag === 'img' || (tag === 'input' && c.type === 'image')) {
            const alt = c.getAttribute('alt');
            if (alt) { out.push(' ', alt, ' '); len += alt.length; }
            continue;
          }
          if (tag === 'svg') {
            const t = c.querySelector('title');
            if (t) { out.push(' ', t.textContent, ' '); len += t.textContent.length; }
            continue;
          }
          const block = !INLINE.has(tag);
          if (block) out.push(' ');
          walk(c);
          if (block) out.push(' ');
        }
      }
    };
    walk(root);
    return clean(out.join(''), cap);
  };

  const byIDs = (ids, cap) => {
    const parts = [];
    for (const id of ids.split(/\s+/)) {
      const ref = id && document.getElementById(id);
      if (ref) parts.push(textOf(ref, cap));
    }
    return clean(parts.join(' '), cap);
  };

  // ---- roles, names, states ----------------------------------------------------------

  const inputRole = (el) => {
    switch (el.type) {
      case 'checkbox': return 'checkbox';
      case 'radio': return 'radio';
      case 'submit': case 'button': case 'reset': case 'image': return 'button';
      case 'range': return 'slider';
      case 'number': return 'spinbutton';
      case 'search': return el.hasAttribute('list') ? 'combobox' : 'searchbox';
      default: return el.hasAttribute('list') ? 'combobox' : 'textbox';
    }
  };

  // badLink reports whether el is, or is inside, a link whose resolved href is not
  // http(s) (javascript:, file:, data:, mailto:, …): activating it would leave the web.
  const badLink = (el) => {
    const a = el.closest('a[href],area[href],a[*|href]');
    if (a === null) return false;
    let scheme = a.protocol; // undefined for an SVG <a>, whose href may be xlink:href
    if (typeof scheme !== 'string') {
      const raw = a.getAttribute('href') ?? a.getAttributeNS('http://www.w3.org/1999/xlink', 'href');
      try { scheme = new URL(raw, document.baseURI).protocol; } catch (e) { scheme = ''; }
    }
    return scheme !== 'http:' && scheme !== 'https:';
  };

  // roleOf returns the actionable role of el, or '' when el is not actionable. Elements
  // that are or sit inside a non-http(s) link are never actionable.
  const roleOf = (el) => {
    const tag = el.localName;
    if (tag === 'input' && EXCLUDED_TYPES.has(el.type)) return '';
    if (badLink(el)) return '';
    const attr = el.getAttribute('role');
    if (attr !== null) {
      const explicit = attr.trim().split(/\s+/)[0].toLowerCase();
      if (ROLES.has(explicit)) return explicit;
    }
    switch (tag) {
      case 'a': case 'area': return el.hasAttribute('href') ? 'link' : '';
      case 'button': return 'button';
      case 'input': return inputRole(el);
      case 'textarea': return 'textbox';
      case 'select': return el.multiple || el.size > 1 ? 'listbox' : 'combobox';
      case 'summary': {
        const p = el.parentElement;
        return p && p.localName === 'details' && p.querySelector(':scope > summary') === el ? 'button' : '';
      }
    }
    if (isHost(el)) return 'textbox';
    return '';
  };
  const isHost = (el) => el.isContentEditable && !(el.parentElement && el.parentElement.isContentEditable);
  const isField = (el) => el.localName === 'textarea' || el.localName === 'select' ||
    (el.localName === 'input' && !EXCLUDED_TYPES.has(el.type));

  const nameOf = (el, role, cap) => {
    const lb = el.getAttribute('aria-labelledby');
    if (lb) { const n = byIDs(lb, cap); if (n) return n; }
    const al = clean(el.getAttribute('aria-label'), cap);
    if (al) return al;
    const tag = el.localName;
    if (tag === 'input') {
      const t = el.type;
      if (t === 'submit' || t === 'reset' || t === 'button') {
        return clean(el.value, cap) || (t === 'submit' ? 'Submit' : t === 'reset' ? 'Reset' : '');
      }
      if (t === 'image') return clean(el.alt || el.value, cap) || 'Submit';
    }
    if (isField(el) && el.labels && el.labels.length) {
      const n = clean(Array.from(el.labels, (l) => textOf(l, cap)).join(' '), cap);
      if (n) return n;
    }
    if (NAME_FROM_CONTENT.has(role) || tag === 'button' || tag === 'summary') {
      const n = textOf(el, cap);
      if (n) return n;
    }
    return clean(el.getAttribute('title'), cap) || clean(el.getAttribute('placeholder'), cap) ||
      clean(el.getAttribute('aria-placeholder'), cap) || (tag === 'area' ? clean(el.alt, cap) : '');
  };

  const disabledOf = (el) =>
    (isField(el) || el.localName === 'button') && el.matches(':disabled') ||
    el.closest('[aria-disabled="true"]') !== null;

  const triState = (v) => (v === 'true' ? true : v === 'false' ? false : undefined);

  // ---- context -----------------------------------------------------------------------

  // headingIndex lists the document's headings once per call, in document order, and
  // caches each one's visible text ('' when it is not visible).
  const headingIndex = (cap) => {
    let list = null;
    const texts = new Map();
    return {
      list: () => list || (list = Array.from(document.querySelectorAll(HEADINGS))),
      text: (h) => {
        let t = texts.get(h);
        if (t === undefined) {
          t = h.checkVisibility(VIS) ? textOf(h, cap) : '';
          texts.set(h, t);
        }
        return t;
      },
    };
  };

  // precedingHeading finds the last visible heading before el in document order (one that
  // contains el does not count: that is el's own name).
  const precedingHeading = (el, index) => {
    const headings = index.list();
    let lo = 0, hi = headings.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (headings[mid].compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo - 1, tries = 0; i >= 0 && tries < 8; i--, tries++) {
      if (headings[i].contains(el)) continue;
      const t = index.text(headings[i]);
      if (t) return t;
    }
    return '';
  };

  const contextOf = (el, index, cap) => {
    const row = el.closest('tr,[role=row]');
    if (row) { const t = textOf(row, cap); if (t) return t; }
    const fs = el.closest('fieldset');
    const legend = fs && fs.querySelector(':scope > legend');
    if (legend) { const t = textOf(legend, cap); if (t) return t; }
    return precedingHeading(el, index);
  };

  // ---- observation -------------------------------------------------------------------

  const round = (n) => Math.round(n * 100) / 100;

  const hrefOf = (el) => {
    if (el instanceof HTMLAnchorElement || el instanceof HTMLAreaElement) return el.href;
    const raw = el.getAttribute('href');
    if (raw === null) return '';
    try { return new URL(raw, document.baseURI).href; } catch (e) { return ''; }
  };

  const describe = (el, role, r, vp, headings, o) => {
    const tag = el.localName;
    const e = { id: idOf(el), role, name: nameOf(el, role, o.max_name), tag };
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
    } else if (isHost(el)) {
      const v = textOf(el, o.max_value);
      if (v) e.value = v;
    }
    if (isHost(el)) e.editable = true;
    if (el.getAttribute('aria-readonly') === 'true') e.readonly = true;
    if (tag === 'input' && (el.type === 'checkbox' || el.type === 'radio')) e.checked = el.checked;
    else if (CHECKABLE.has(role)) {
      const c = triState(el.getAttribute('aria-checked'));
      if (c !== undefined) e.checked = c;
    }
    const ex = triState(el.getAttribute('aria-expanded'));
    if (ex !== undefined) e.expanded = ex;
    else if (tag === 'summary' && role === 'button') e.expanded = el.parentElement.open;
    if (disabledOf(el)) e.disabled = true;
    if (role === 'link' || el.hasAttribute('href')) {
      const h = cut(hrefOf(el), o.max_href);
      if (h) e.href = h;
    }
    const ctx = contextOf(el, headings, o.max_context);
    if (ctx) e.context = ctx;
    e.box = { x: round(r.left), y: round(r.top), width: round(r.width), height: round(r.height) };
    e.in_viewport = intersects(r, vp);
    return e;
  };

  // pageText gathers the text excerpt: alerts and status regions, then headings, then
  // paragraphs, each in document order, skipping what an earlier pick already contains.
  const pageText = (cap, line, scope) => {
    const taken = new Set();
    const within = (el) => {
      for (let p = el.parentElement; p; p = p.parentElement) if (taken.has(p)) return true;
      return false;
    };
    const parts = [];
    let len = 0;
    for (const sel of TEXT_GROUPS) {
      for (const el of document.querySelectorAll(sel)) {
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

  const observe = (o) => {
    const vp = viewport();
    const scope = scopeOf();
    const inView = [];
    const below = [];
    const max = o.max_elements;
    let visible = 0;
    let past = 0;
    const list = document.querySelectorAll(CANDIDATES);
    for (let i = 0; i < list.length; i++) {
      const el = list[i];
      const role = roleOf(el);
      if (!role) continue;
      // A concealed checkbox or radio is seen through its visible label (see doc.go).
      const proxy = proxyOf(el, scope);
      const r = proxy ? proxy.r : sized(el, scope);
      if (!r) continue;
      const inVp = intersects(r, vp);
      if (!inVp && inView.length + below.length >= max) {
        // Past the budget and off the viewport: certainly dropped, counted without the
        // CSS visibility check (see doc.go).
        past++;
        continue;
      }
      if (!proxy && !el.checkVisibility(VIS)) continue;
      visible++;
      if (inVp) {
        if (inView.length < max) inView.push([el, role, r]);
      } else {
        below.push([el, role, r]);
      }
    }
    const kept = inView.concat(below.slice(0, o.max_elements - inView.length));
    const headings = headingIndex(o.max_context);
    prune();
    const se = document.scrollingElement || document.documentElement;
    return {
      url: location.href,
      title: cut(document.title, o.max_name * 2),
      viewport: vp,
      scroll: { x: scrollX, y: scrollY, width: se.scrollWidth, height: se.scrollHeight },
      history_length: history.length,
      text: pageText(o.max_text, o.max_line, scope),
      elements: kept.map(([el, role, r]) => describe(el, role, r, vp, headings, o)),
      dropped: visible - kept.length + past,
      epoch: epoch(),
    };
  };

  const uninstall = () => {
    mo.disconnect();
    removeEventListener('input', onInput, true);
    removeEventListener('change', onInput, true);
    delete globalThis[KEY];
    return { ok: true };
  };

  const lib = { observe, epoch, uninstall };
  // The helpers act.js builds the recheck and the actions from (not called from Go).
  Object.defineProperty(lib, 'internal', {
    value: {
      epoch, resolve, roleOf, nameOf, boxOf, targetOf, onOther, scopeOf, disabledOf, viewport, intersects, isHost, badLink, cut,
    },
  });
  Object.defineProperty(globalThis, KEY, { value: lib, enumerable: false, configurable: true });
  return 'installed';
})()
