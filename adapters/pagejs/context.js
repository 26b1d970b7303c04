// browsergoal's context helpers, for every browser adapter: the nearby text an element
// is described with (its table row; a click target's repeated item; a choice's group
// label; its fieldset's legend; the closest visible heading before it), and the
// headings and alerts the page text starts with.
//
// Evaluated after text.js, in the same isolated world (pagejs.Library joins the files
// into one script); it adds its helpers to the shared parts object that observe.js takes.
// When the library is already installed it does nothing.
(() => {
  'use strict';
  if (globalThis[Symbol.for('browsergoal.v1')]) return 'present';
  const parts = globalThis[Symbol.for('browsergoal.v1.parts')];
  const { VIS, textOf, clean, byIDs, memories } = parts;

  // likes and groups remember, for one observation (see text.js, remember), each
  // parent's like-siblings answer (repeated) and each choice group's label
  // (choiceGroupText).
  let likes = null;
  let groups = null;
  memories.push((on) => {
    likes = on ? new Map() : null;
    groups = on ? new Map() : null;
  });

  // ---- context -----------------------------------------------------------------------

  // HEADINGS and ALERTS are the headings, and the alerts and status regions the text
  // excerpt starts with, each as selectors queried one by one: a page's elements are
  // matched against one simple selector several times faster than against a list of
  // them (a list of twelve took 1–2 ms on a page of 4,000 elements, its parts 0.3).
  const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', '[role=heading]'];
  const ALERTS = ['[role=alert]', '[role=status]', '[aria-live=polite]', '[aria-live=assertive]', 'output'];

  // before reports whether h comes before el in document order (an ancestor does).
  const before = (h, el) => (h.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

  // inOrder merges the answers of queries (each in document order) into one array in
  // document order, each element once.
  const inOrder = (selectors) => {
    let out = [];
    for (const sel of selectors) {
      const found = document.querySelectorAll(sel);
      if (found.length === 0) continue;
      if (out.length === 0) { out = Array.from(found); continue; }
      const merged = [];
      let i = 0;
      let j = 0;
      while (i < out.length && j < found.length) {
        const a = out[i];
        const b = found[j];
        if (a === b) { merged.push(a); i++; j++; continue; }
        if (before(a, b)) { merged.push(a); i++; }
        else { merged.push(b); j++; }
      }
      for (; i < out.length; i++) merged.push(out[i]);
      for (; j < found.length; j++) merged.push(found[j]);
      out = merged;
    }
    return out;
  };

  // headingIndex lists the document's headings once per call, in document order, and
  // caches each one's visible text ('' when it is not visible); and its alerts and
  // status regions (ALERTS).
  // It also carries, as items, what itemOf learned of each ancestor it looked at.
  const headingIndex = (cap) => {
    let list = null;
    let alerts = null;
    const texts = new Map();
    return {
      items: new Map(),
      // at is where precedingHeading found the last element's place among the headings.
      at: 0,
      list: () => { if (list === null) list = inOrder(HEADINGS); return list; },
      alerts: () => { if (alerts === null) alerts = inOrder(ALERTS); return alerts; },
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
    const n = headings.length;
    // The first heading not before el: where the last call's was, or the next one (the
    // elements are described in document order, a card's heading between a card and
    // its button), else found by bisection.
    let lo = Math.min(index.at, n);
    if ((lo === 0 || before(headings[lo - 1], el)) && (lo === n || !before(headings[lo], el))) {
      // the last call's
    } else if (lo < n && before(headings[lo], el) && (lo + 1 === n || !before(headings[lo + 1], el))) {
      lo++;
    } else {
      lo = 0;
      let hi = n;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (before(headings[mid], el)) lo = mid + 1;
        else hi = mid;
      }
    }
    index.at = lo;
    for (let i = lo - 1, tries = 0; i >= 0 && tries < 8; i--, tries++) {
      if (headings[i].contains(el)) continue;
      const t = index.text(headings[i]);
      if (t) return t;
    }
    return '';
  };

  // ITEM_DEPTH bounds how far up itemOf looks; ITEM_TEXT is the most text an item holds
  // (a card, a mail row, a post), beyond which an ancestor is a section, not an item.
  const ITEM_DEPTH = 6;
  const ITEM_TEXT = 600;
  // ITEM_ROLES are the click targets that take their repeated item's text as context.
  const ITEM_ROLES = new Set(['clickable', 'icon', 'link', 'button']);

  // ITEM_LIKE is how many like siblings (itself included) make an element one of a
  // list's items; ITEM_SCAN bounds how many siblings are compared.
  const ITEM_LIKE = 3;
  const ITEM_SCAN = 24;
  // FIELDS are the fields that make a container a form's part rather than a list's item.
  const FIELDS = 'textarea,select,input:not([type=checkbox]):not([type=radio]):not([type=hidden])';

  // repeated reports whether el is one of at least ITEM_LIKE sibling elements with the
  // same tag and (non-empty) class: a list of like items built from one template.
  // While remembering (see remember), likes holds each parent's last answer, [tag,
  // class, answer]: the answer is the parent's children's, the same for each of a list's
  // like items.
  const repeated = (el) => {
    const cls = el.getAttribute('class');
    if (!cls || !cls.trim()) return false;
    if (likes === null) return repeatedAmong(el, cls);
    const p = el.parentElement;
    const last = likes.get(p);
    if (last !== undefined && last[0] === el.localName && last[1] === cls) return last[2];
    const a = repeatedAmong(el, cls);
    likes.set(p, [el.localName, cls, a]);
    return a;
  };
  const repeatedAmong = (el, cls) => {
    let like = 0;
    let n = 0;
    for (let s = el.parentElement.firstElementChild; s && n < ITEM_SCAN; s = s.nextElementSibling, n++) {
      if (s.localName === el.localName && s.getAttribute('class') === cls && ++like >= ITEM_LIKE) return true;
    }
    return false;
  };

  // itemOf returns the repeated item el sits in (an article, a list item, or one of
  // like siblings such as cards, mail rows or posts), the nearest within ITEM_DEPTH
  // levels; null when an ancestor on the way holds more than ITEM_TEXT characters, or
  // the item holds a text field or a select other than el (a form's row, not a list's
  // item). memo (a Map, one per observation) remembers each ancestor's verdict: BIG, or
  // the fields an item holds, or null for neither.
  const BIG = 'big';
  // longer reports whether el's textContent is longer than n, reading its text nodes
  // only until it is (a long list's textContent is a long string, built for one bit).
  const longer = (el, n) => {
    const w = document.createTreeWalker(el, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_CDATA_SECTION);
    let len = 0;
    for (let t = w.nextNode(); t; t = w.nextNode()) if ((len += t.data.length) > n) return true;
    return false;
  };
  const itemOf = (el, memo) => {
    for (let p = el.parentElement, n = 0; p && p !== document.body && n < ITEM_DEPTH; p = p.parentElement, n++) {
      let seen = memo.get(p);
      if (seen === undefined) {
        if (longer(p, ITEM_TEXT)) seen = BIG;
        else if (p.localName === 'article' || p.localName === 'li' || repeated(p)) seen = Array.from(p.querySelectorAll(FIELDS));
        else seen = null;
        memo.set(p, seen);
      }
      if (seen === BIG) return null;
      if (seen !== null) return seen.every((f) => f === el) ? p : null;
    }
    return null;
  };

  // itemText is the text of the repeated item el sits in (see itemOf), when it says
  // more than own; '' otherwise.
  const itemText = (el, own, cap, memo) => {
    const item = itemOf(el, memo);
    const t = item ? textOf(item, cap) : '';
    return t !== own ? t : '';
  };

  // contextOf is el's nearby text: its table row's text; for a click target (role) in
  // a repeated item, the item's text when it says more than the target's own (which of
  // the posts' Like icons); the legend of its fieldset; else the nearest heading before
  // it. One query finds the nearer of el's row and fieldset (most elements have
  // neither); the other one is looked for only above it.
  const contextOf = (el, role, index, cap) => {
    const near = el.closest('tr,[role=row],fieldset');
    const nearFs = near !== null && near.localName === 'fieldset';
    const row = !nearFs || near.matches('[role=row]') ? near : near.parentElement && near.parentElement.closest('tr,[role=row]');
    if (row) { const t = textOf(row, cap); if (t) return t; }
    // The item's text when it says more than el's own (el's own is read only then).
    const item = ITEM_ROLES.has(role) ? itemOf(el, index.items) : null;
    if (item) { const t = textOf(item, cap); if (t && t !== textOf(el, cap)) return t; }
    const fs = near === null ? null : nearFs ? near : near.closest('fieldset');
    if (CHOICES.has(role)) { const t = choiceGroupText(el, fs, cap); if (t) return t; }
    const legend = fs && fs.querySelector(':scope > legend');
    if (legend) { const t = textOf(legend, cap); if (t) return t; }
    return precedingHeading(el, index);
  };

  // ---- a choice's group ------------------------------------------------------------

  // CHOICES are the roles of one choice among a group's: a person reads the group's
  // label with each ("Payment method: ( ) Faster Payments ( ) BACS").
  const CHOICES = new Set(['radio', 'checkbox', 'menuitemradio']);
  // choiceGroupText is the label of the group a choice sits in, nearer than the fieldset
  // fs: an ARIA radio group's or group's name (aria-labelledby, aria-label); else, for a
  // native radio with no fieldset, what the nearest ancestor holding every radio of its
  // name says besides their own labels, when it is no section (ITEM_TEXT); ''
  // otherwise. Native check boxes sharing a name are independent boxes, not one
  // choice: their name is no group label (nor is "Classes · £6 each" each box's price).
  const choiceGroupText = (el, fs, cap) => {
    const g = el.closest('[role=radiogroup],[role=group]');
    if (g !== null && (fs === null || fs.contains(g))) {
      const lb = g.getAttribute('aria-labelledby');
      const t = (lb && byIDs(lb, cap)) || clean(g.getAttribute('aria-label'), cap);
      if (t) return t;
    }
    if (fs !== null || el.localName !== 'input' || el.type !== 'radio' || !el.name) return '';
    // one answer per group (its mates share it), remembered for one observation
    const scope = el.form || el.getRootNode();
    if (groups === null) return namedGroupText(el, cap);
    let byName = groups.get(scope);
    if (byName === undefined) groups.set(scope, (byName = new Map()));
    let t = byName.get(el.name);
    if (t === undefined) byName.set(el.name, (t = namedGroupText(el, cap)));
    return t;
  };
  // namedGroupText is what the nearest ancestor holding every one of el's mates (the
  // radios of its name and form, in its document or shadow root) says besides their
  // labels, read up to ITEM_TEXT characters and cut to cap after; '' when a mate has no
  // label to take out (its name would be read as the others' context).
  const namedGroupText = (el, cap) => {
    const root = el.getRootNode();
    const mates = [];
    for (const r of root === document ? document.getElementsByName(el.name) : root.querySelectorAll('input[type=radio]')) {
      if (r.localName === 'input' && r.type === 'radio' && r.name === el.name && r.form === el.form) mates.push(r);
    }
    if (mates.length < 2 || mates.some((r) => !r.labels || r.labels.length === 0)) return '';
    const all = (p) => mates.every((r) => p.contains(r));
    let p = mates[0].parentElement;
    for (let n = 0; p && p !== document.body && n < ITEM_DEPTH && !all(p); n++) p = p.parentElement;
    if (!p || p === document.body || !all(p) || longer(p, ITEM_TEXT)) return '';
    // each label taken out where it stands: the last one first, from the end
    let rest = textOf(p, ITEM_TEXT);
    const labels = [];
    for (const r of mates) for (const l of r.labels) if (p.contains(l)) labels.push(l);
    labels.sort((a, b) => (before(a, b) ? 1 : -1));
    let end = rest.length;
    for (const l of labels) {
      const t = textOf(l, ITEM_TEXT);
      const at = t ? rest.lastIndexOf(t, end) : -1;
      if (at < 0) return '';
      rest = rest.slice(0, at) + ' ' + rest.slice(at + t.length);
      end = at;
    }
    return /\p{L}{2}/u.test(rest) ? clean(rest, cap) : '';
  };

  Object.assign(parts, { headingIndex, contextOf, itemText });
  return 'installed';
})()
