// browsergoal's text helpers, for every browser adapter: visible text of an element,
// names by reference (aria-labelledby), length caps, and the context (row, legend,
// preceding heading) an element is described with.
//
// Evaluated after visible.js, in the same isolated world (pagejs.Library joins the files
// into one script); it adds its helpers to the shared parts object that observe.js takes.
// When the library is already installed it does nothing.
(() => {
  'use strict';
  if (globalThis[Symbol.for('browsergoal.v1')]) return 'present';
  const parts = globalThis[Symbol.for('browsergoal.v1.parts')];
  const { VIS, styleOf, keepStyles, kids } = parts;

  const SKIP_TEXT = new Set(['script', 'style', 'template', 'noscript', 'select', 'textarea',
    'input', 'iframe', 'object', 'embed', 'canvas', 'video', 'audio']);
  const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'dfn', 'em',
    'font', 'i', 'kbd', 'label', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub',
    'sup', 'time', 'u', 'var', 'wbr']);

  // squash collapses each run of white space to one space and trims the ends. A text
  // it would not change (no white space but single spaces inside: most names) is
  // answered as it is, told by one test that allocates nothing.
  const UNSQUASHED = /[^\S ]|  |^ | $/;
  const squash = (s) => (UNSQUASHED.test(s) ? s.replace(/\s+/g, ' ').trim() : s);
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

  // SPLIT_DISPLAY are the displays whose children are laid out as separate boxes, so
  // their texts are separate words even as inline tags (a flex row of spans).
  const SPLIT_DISPLAY = /^(inline-)?(flex|grid)$/;

  // glued reports whether an element's text would run into its neighbours' without a
  // space: a sibling on either side that is not white space where they meet.
  const glued = (c) => {
    const p = c.previousSibling;
    const n = c.nextSibling;
    return (p !== null && !(p.nodeType === 3 && /\s$/.test(p.data))) ||
      (n !== null && !(n.nodeType === 3 && /^\s/.test(n.data)));
  };
  // laidApart reports whether an inline tag is rendered as a box of its own (a
  // <small style="display:block">, a span shown as a list item or a table cell), so its
  // text is a separate word as the rendered text has it.
  const laidApart = (c) => {
    const d = styleOf(c).display;
    return !d.startsWith('inline') && d !== 'contents';
  };

  // GLYPH_TEXT is a ligature name as icon fonts draw them (star_border, delete,
  // mark_email_read); ICON_FONT tells an icon font by its family name (Material Icons,
  // Material Symbols Outlined, …).
  const GLYPH_TEXT = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
  const ICON_FONT = /icon|symbol/i;
  // glyphOf returns the ligature name an icon font draws el as, in words ('star border'),
  // or '' when el is no such glyph: an element holding no other, whose whole text is one
  // lower-case ligature name, set in an icon font.
  const glyphOf = (el) => {
    if (el.firstElementChild !== null) return '';
    const t = el.textContent.trim();
    if (t.length < 3 || t.length > 40 || !GLYPH_TEXT.test(t)) return '';
    return ICON_FONT.test(styleOf(el).fontFamily) ? t.replace(/_/g, ' ') : '';
  };

  // textOf collects an element's visible text (alt of images included, form fields and
  // hidden descendants left out), stopping once cap characters are gathered. Block
  // elements (and inline tags displayed as blocks, list items or table cells), <br>,
  // and the children of a flex or grid container, are set apart by spaces. An icon
  // font's glyph (see glyphOf) is no word of the text around it (a mail row is not named
  // "star_border Hannah"); a root holding nothing else is named by it ('star border').
  const textOf = (root, cap) => {
    if (remembered === null) return textFrom(root, cap);
    // m is root's entry: its whole walk's parts (or null), then cap and answer pairs.
    let m = remembered.get(root);
    if (m === undefined) remembered.set(root, (m = [null]));
    for (let i = 1; i < m.length; i += 2) if (m[i] === cap) return m[i + 1];
    // A walk that read all of root's text (fewer characters than its cap) is the walk
    // any greater cap would make: its parts answer that cap too.
    let w = m[0];
    if (w === null || w.len >= cap) {
      w = textParts(root, cap);
      if (w.len < cap) m[0] = w;
    }
    const t = textAnswer(w, cap);
    m.push(cap, t);
    return t;
  };
  // remembered holds, while remembering (see remember), each element's entry: the parts
  // of its walk when one read all of its text, and its textOf answers by cap (a short
  // array each, not a map: an observation allocates one per element it reads). One
  // observation reads the same text for several ends (a card's name and its button's
  // context; a table row for each of its icons), and the page does not change under it.
  let remembered = null;
  let likes = null;
  // remember(fn) calls fn with textOf (and repeated, below) remembering its answers,
  // and the computed styles read meanwhile (see visible.js, styleOf), and forgets them
  // after.
  const remember = (fn) => {
    remembered = new Map();
    likes = new Map();
    keepStyles(true);
    try { return fn(); } finally { remembered = null; likes = null; keepStyles(false); }
  };
  const textFrom = (root, cap) => textAnswer(textParts(root, cap), cap);
  // textAnswer is textFrom's answer from the parts of its walk (see textParts).
  const textAnswer = (w, cap) => (w.own ? cut(w.own, cap) : clean(w.raw, cap) || cut(w.glyph, cap));
  // textParts is textFrom's walk of root, stopped once cap characters are gathered:
  // root's own glyph (own), else the text gathered (raw), the first glyph met inside
  // (glyph) and how many characters were counted (len, 0 for own: nothing is walked).
  // A word break (a block's edge, an image's alt) is one space, put in only between two
  // texts that do not already meet at white space: raw then squashes to what it would
  // with a space at every break, and a text whose breaks alone would need squashing
  // (a card's heading, price and button) needs none.
  // With hidden set, root is an item of a list the page keeps hidden (see hiddenText):
  // a descendant is left out when it stays hidden once the list is shown (display none)
  // or is a nested list, not by the visibility that hides the whole list now.
  const textParts = (root, cap, hidden = false) => {
    const own = glyphOf(root);
    if (own) return { own, raw: '', glyph: '', len: 0 };
    const out = [];
    let glyph = '';
    let len = 0;
    // gap: a break is owed before the next text; tail: out ends in white space, or is
    // empty (a break there is white space squash takes out anyway).
    let gap = false;
    let tail = true;
    const put = (s) => {
      if (s.length === 0) return;
      if (gap && !tail && !spaceAt(s, 0)) out.push(' ');
      gap = false;
      out.push(s);
      tail = spaceAt(s, s.length - 1);
    };
    const walk = (node) => {
      const split = kids(node, 2) > 1 && SPLIT_DISPLAY.test(styleOf(node).display);
      for (let c = node.firstChild; c && len < cap; c = c.nextSibling) {
        if (c.nodeType === 3) {
          put(c.data);
          len += c.data.length;
        } else if (c.nodeType === 1) {
          const tag = c.localName;
          if (SKIP_TEXT.has(tag) || c.hidden || c.getAttribute('aria-hidden') === 'true') continue;
          if (hidden ? styleOf(c).display === 'none' || NESTED_LISTS.has(c.getAttribute('role')) : !c.checkVisibility(VIS)) continue;
          if (tag === 'img' || (tag === 'input' && c.type === 'image')) {
            const alt = c.getAttribute('alt');
            if (alt) { gap = true; put(alt); gap = true; len += alt.length; }
            continue;
          }
          if (tag === 'svg') {
            const t = c.querySelector('title');
            if (t) { gap = true; put(t.textContent); gap = true; len += t.textContent.length; }
            continue;
          }
          if (c.firstElementChild === null) {
            const g = glyphOf(c);
            if (g) { glyph = glyph || g; continue; }
          }
          const block = split || !INLINE.has(tag) || (glued(c) && laidApart(c));
          if (block) gap = true;
          walk(c);
          if (block) gap = true;
        }
      }
    };
    walk(root);
    return { own: '', raw: out.join(''), glyph, len };
  };
  // spaceAt reports whether s's i-th character is white space as squash reads it (\s).
  const spaceAt = (s, i) => {
    const c = s.charCodeAt(i);
    return c === 32 || (c >= 9 && c <= 13) || (c >= 0xa0 && SPACE.test(s[i]));
  };
  const SPACE = /\s/;

  const byIDs = (ids, cap) => {
    const parts = [];
    for (const id of ids.split(/\s+/)) {
      const ref = id && document.getElementById(id);
      if (ref) parts.push(textOf(ref, cap));
    }
    return clean(parts.join(' '), cap);
  };
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
    const legend = fs && fs.querySelector(':scope > legend');
    if (legend) { const t = textOf(legend, cap); if (t) return t; }
    return precedingHeading(el, index);
  };

  // NESTED_LISTS are the roles of a list inside a list's item (a submenu): its items are
  // items of their own, no words of the item holding them.
  const NESTED_LISTS = new Set(['menu', 'listbox', 'group']);
  // hiddenText is the name of an item of a list the page keeps hidden (an option or menu
  // item of a closed dropdown) as it would read once shown: its aria-labelledby or
  // aria-label, else its text as textOf reads it (textParts with hidden set).
  const hiddenText = (el, cap) => {
    const lb = el.getAttribute('aria-labelledby');
    return (lb && byIDs(lb, cap)) || clean(el.getAttribute('aria-label'), cap) ||
      textAnswer(textParts(el, cap, true), cap);
  };

  Object.assign(parts, { squash, cut, clean, textOf, remember, glyphOf, byIDs, headingIndex, contextOf, itemText, hiddenText });
  return 'installed';
})()
