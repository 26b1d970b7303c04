// browsergoal's role-less clickables, for every browser adapter: elements a person clicks
// that have no actionable role (a div row, a span tab, an <a> without href, an icon drawn
// by CSS), the role and name they are observed with, and the controls nested inside a
// target that a click on it must not land on.
//
// Evaluated after roles.js, in the same isolated world (pagejs.Library joins the files
// into one script); it adds its helpers to the shared parts object that observe.js and
// act.js use. When the library is already installed it does nothing. The rules are
// described in the package documentation of adapters/rod (doc.go, "Role-less clickables").
(() => {
  'use strict';
  if (globalThis[Symbol.for('browsergoal.v1')]) return 'present';
  const parts = globalThis[Symbol.for('browsergoal.v1.parts')];
  const { clean, textOf, glyphOf, roleOf, nameOf, badLink, viewport, styleOf, byIDs, kids } = parts;

  // Tags never observed as role-less clickables: the document itself, what is never
  // rendered, embedded documents and media (their insides are not ours to see), parts
  // of native controls, and native controls themselves (roleOf decides those).
  const NEVER = new Set(['html', 'body', 'head', 'script', 'style', 'template', 'noscript',
    'link', 'meta', 'title', 'base', 'br', 'hr', 'wbr', 'option', 'optgroup', 'datalist',
    'iframe', 'frame', 'frameset', 'object', 'embed', 'canvas', 'video', 'audio', 'source',
    'track', 'map', 'area', 'slot', 'input', 'select', 'textarea', 'button', 'details',
    'dialog', 'main']);
  // Native controls: a role-less element inside one is part of it, not a target of its own.
  const NATIVE = 'a[href],area[href],button,select,textarea,summary,label,[contenteditable]';
  // Controls whose presence inside a focusable (tabindex) element makes it a focus region
  // rather than a control; also what a role-less target may not contain (a click on it
  // would reach a file or password field).
  const CONTROLS = 'a[href],area[href],button,input,select,textarea,summary,[role],[contenteditable],[tabindex]';
  const FORBIDDEN = 'input[type=file i],input[type=password i]';
  // Inline event-handler attributes that make an element respond to a click.
  const HANDLERS = ['onclick', 'onmousedown', 'onpointerdown', 'onmouseup', 'onpointerup'];
  // The elements that may show an attribute signal: an <a>, a tabindex, a handler.
  const MARKED = 'a,[tabindex],' + HANDLERS.map((h) => `[${h}]`).join(',');
  // A role-less element covering more than this share of the viewport is a layout region,
  // not a control: a click at its centre would be unrelated to its name.
  const MAX_AREA = 0.5;
  // An icon is at most this many CSS pixels wide and high.
  const ICON_PX = 64;
  const SVG = 'http://www.w3.org/2000/svg';
  // listened holds the elements an adapter found a script click listener on (see
  // listeners.js): each is a role-less clickable signal of its own, for as long as the
  // document lives, so the recheck re-derives the role the observation gave.
  const listened = new WeakSet();

  // GENERIC lists class-name tokens that say an element is an icon, or style it, but not
  // what it does: they are dropped when an icon is named from its classes.
  const GENERIC = new Set([
    // icon sets and their style prefixes
    'icon', 'icons', 'ico', 'ic', 'fa', 'fas', 'far', 'fal', 'fab', 'fad', 'fat', 'fw', 'solid',
    'regular', 'light', 'thin', 'duotone', 'brands', 'glyphicon', 'glyphicons', 'bi', 'mdi',
    'material', 'symbols', 'outlined', 'rounded', 'sharp', 'ion', 'ionicon', 'ionicons', 'oi',
    'feather', 'lucide', 'octicon', 'codicon', 'la', 'las', 'lar', 'lab', 'ti', 'ri', 'bx', 'bxs',
    'svg', 'sprite', 'img', 'image', 'glyph', 'symbol', 'fill', 'filled', 'line', 'outline', 'o',
    // widgets and states
    'btn', 'button', 'action', 'actions', 'tool', 'tools', 'clickable', 'pointer', 'cursor', 'link', 'js', 'is',
    'has', 'active', 'selected', 'disabled', 'hover', 'focus', 'focused', 'visible', 'hidden',
    'item', 'el', 'elem', 'element', 'wrapper', 'wrap', 'container', 'inner', 'outer',
    // sizes and colours
    'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'small', 'medium', 'large', 'tiny', 'mini', 'big',
    'primary', 'secondary', 'muted', 'dark', 'white', 'black', 'gray', 'grey', 'text', 'color',
  ]);

  // HOVER_CAP bounds the selectors hoverPointers keeps; HOVER_DEPTH how deep it looks
  // into @media, @supports and @layer blocks.
  const HOVER_CAP = 200;
  const HOVER_DEPTH = 3;
  // hoverMemo is the last hoverPointers answer and the style sheets' state it read.
  let hoverMemo = { key: null, sel: '' };

  // splitSelectors splits a selector list at its top-level commas (not those inside
  // :is(…) or [attr="a,b"]).
  const splitSelectors = (text) => {
    const out = [];
    let depth = 0;
    let quote = '';
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (quote) { if (ch === quote) quote = ''; continue; }
      if (ch === '"' || ch === "'") quote = ch;
      else if (ch === '(' || ch === '[') depth++;
      else if (ch === ')' || ch === ']') depth--;
      else if (ch === ',' && depth === 0) { out.push(text.slice(start, i)); start = i + 1; }
    }
    out.push(text.slice(start));
    return out;
  };

  // hoverPointers reads the page's style sheets (those it may read: same-origin or
  // CORS-enabled) for the selectors that give a pointer cursor only under :hover
  // (".act:hover { cursor: pointer }"), and answers them as one selector list with
  // :hover taken out (".act"), or '' when there are none. The answer is remembered
  // until a style sheet or its rule count changes.
  const hoverPointers = () => {
    const sheets = document.styleSheets;
    const lists = [];
    for (const sh of sheets) {
      try { lists.push(sh.cssRules); } catch (e) { /* cross-origin: not ours to read */ }
    }
    const key = sheets.length + ':' + lists.map((l) => l.length).join(',');
    if (key === hoverMemo.key) return hoverMemo.sel;
    const out = [];
    const visit = (rules, depth) => {
      for (const r of rules) {
        if (out.length >= HOVER_CAP) return;
        if (r.selectorText !== undefined) {
          if (r.style.cursor !== 'pointer' || !r.selectorText.includes(':hover')) continue;
          for (const part of splitSelectors(r.selectorText)) {
            if (!part.includes(':hover')) continue;
            const sel = part.replace(/:hover\b/g, '').trim();
            if (!sel || sel === '*' || /[>+~]$/.test(sel)) continue;
            try { document.documentElement.matches(sel); } catch (e) { continue; }
            out.push(sel);
          }
        } else if (r.cssRules && depth < HOVER_DEPTH) {
          if (r.media && r.media.mediaText && !matchMedia(r.media.mediaText).matches) continue;
          visit(r.cssRules, depth + 1);
        }
      }
    };
    for (const l of lists) visit(l, 0);
    hoverMemo = { key, sel: out.join(',') };
    return hoverMemo.sel;
  };

  // pointerOf reports whether el shows a pointer cursor: its computed cursor is pointer,
  // or it would be under the mouse, by a :hover rule of the page's style sheets (see
  // hoverPointers) that it or an ancestor matches while its own cursor is left to
  // inherit. It remembers the answer in cache for the rest of one scan (and the hover
  // selectors in cache.hover).
  const pointerOf = (el, cache) => {
    let p = cache.get(el);
    if (p === undefined) {
      const cur = styleOf(el).cursor;
      p = cur === 'pointer';
      if (!p && cur === 'auto') {
        if (cache.hover === undefined) cache.hover = hoverPointers();
        p = cache.hover !== '' && el.closest(cache.hover) !== null;
      }
      cache.set(el, p);
    }
    return p;
  };

  // iconLike reports whether el is drawn only by CSS or an image: at most ICON_PX on
  // each side, and no text but an icon font's ligature (see glyphOf), or a background
  // image, an image as its content (content: url(…)), an icon-font glyph, an svg/img/i,
  // or a title or aria-label that names it (a tooltip says what the drawing does).
  // An element holding no other whose text is no glyph (a card's heading) is no icon
  // whatever its size: its box is not read.
  const iconLike = (el) => {
    // A leaf's text is its own few text nodes: told before the box is read.
    const text = el.firstElementChild === null ? el.textContent.trim() !== '' : null;
    if (text === true && glyphOf(el) === '') return false;
    const r = el.getBoundingClientRect();
    if (r.width > ICON_PX || r.height > ICON_PX) return false;
    if (text === true) return true;
    if (text === null && el.textContent.trim() !== '') return glyphOf(el) !== '';
    const tag = el.localName;
    if (tag === 'svg' || tag === 'img' || tag === 'i') return true;
    if ((el.getAttribute('title') || el.getAttribute('aria-label') || '').trim() !== '') return true;
    const cs = styleOf(el);
    if (cs.backgroundImage !== 'none' || cs.content.startsWith('url(')) return true;
    const before = getComputedStyle(el, '::before').content;
    return before !== 'none' && before !== 'normal' && before !== '""';
  };

  // clickRole returns 'clickable' when el, which has no actionable role, is something a
  // person clicks, else ''. Signals: an inline click handler attribute, an <a> without
  // href, tabindex >= 0 on an element holding no control, or a pointer cursor where the
  // parent's is not (the outermost element of a pointer region), or on an icon (see
  // iconLike) or a list item with text inside a pointer region (a submenu's items). Never: the NEVER tags, SVG internals, a label of a control (the control
  // is the target, seen directly or through that label), anything inside a native
  // control or a non-http(s) link, anything holding a file or password field, regions
  // larger than MAX_AREA of the viewport. r is el's box (computed when not given); cache
  // remembers cursors.
  const clickRole = (el, r, vp, cache) => signalOf(el, cache) && admitted(el, r || el.getBoundingClientRect(), vp || viewport());

  // signalOf is clickRole's first half, cheap enough for every element of the page: the
  // tag is not excluded and el shows one of the signals. marked, when given, tells the
  // page's elements that match MARKED (has(el): a set from one query for a whole scan,
  // or a test of el alone): the attribute signals are looked for only on those.
  const signalOf = (el, cache, marked = null) => {
    const tag = el.localName;
    if (NEVER.has(tag) || (el.namespaceURI === SVG && tag !== 'svg') || (tag === 'label' && el.control)) return false;
    if (ownSignal(el, cache, marked)) return !groupOf(el, cache);
    // One of a group's items (see groupOf): the group's signal is its own.
    const p = el.parentElement;
    return p !== null && kids(p, 2) >= 2 && signaledGroup(p, cache, marked) && el.textContent.trim() !== '';
  };

  // ownSignal is signalOf without the groups: el shows a signal itself.
  const ownSignal = (el, cache, marked) => {
    const tag = el.localName;
    if (listened.has(el)) return true;
    if (marked === null || marked.has(el)) {
      if (tag === 'a' || HANDLERS.some((h) => el.hasAttribute(h))) return true;
      if (el.hasAttribute('tabindex') && el.tabIndex >= 0 && el.querySelector(CONTROLS) === null) return true;
    }
    if (!pointerOf(el, cache)) return false;
    const p = el.parentElement;
    return !p || !pointerOf(p, cache) || iconLike(el) ||
      (tag === 'li' && el.textContent.trim() !== '');
  };

  // signaledGroup reports whether p shows a signal of its own and is a group (see
  // groupOf), remembering the answer in cache.groups for the rest of one scan.
  const signaledGroup = (p, cache, marked) => {
    if (cache.groups === undefined) cache.groups = new Map();
    let g = cache.groups.get(p);
    if (g === undefined) {
      const tag = p.localName;
      g = !NEVER.has(tag) && p.namespaceURI !== SVG && ownSignal(p, cache, marked) && groupOf(p, cache);
      cache.groups.set(p, g);
    }
    return g;
  };

  // GROUP_GAP is the least space, in CSS pixels, between two of a group's items side by
  // side for a person to see them as apart.
  const GROUP_GAP = 4;
  // GROUP_MAX bounds the children groupOf looks at.
  const GROUP_MAX = 24;

  // groupOf reports whether el, which shows a signal (a listener delegated to it, a
  // pointer cursor), holds several controls rather than being one: two or more element
  // children with text, all alike (one tag and class), no text of its own between them,
  // each seen apart from the next (stacked, or side by side with a gap), and, when they
  // sit side by side, el is not itself one of a list's like items (a row's cells). A
  // person clicks the items one at a time ("Reply" and "Forward" under one listener,
  // three order rows): they are the targets, and el is not. Remembered in cache.items.
  const groupOf = (el, cache) => {
    const n = kids(el, GROUP_MAX + 1);
    if (n < 2 || n > GROUP_MAX) return false;
    if (cache.items === undefined) cache.items = new Map();
    let g = cache.items.get(el);
    if (g !== undefined) return g;
    g = false;
    const items = [];
    let sig = null;
    let alike = true;
    for (let c = el.firstChild; c && alike; c = c.nextSibling) {
      if (c.nodeType === 3) { if (c.data.trim() !== '') alike = false; continue; }
      if (c.nodeType !== 1 || c.textContent.trim() === '') continue;
      const s = c.localName + '.' + (c.getAttribute('class') || '');
      if (sig === null) sig = s;
      else if (s !== sig) alike = false;
      items.push(c);
    }
    if (alike && items.length >= 2) {
      let stacked = true;
      let apart = true;
      let prev = items[0].getBoundingClientRect();
      for (let i = 1; i < items.length && apart; i++) {
        const r = items[i].getBoundingClientRect();
        if (r.top >= prev.bottom - 1) { prev = r; continue; }
        stacked = false;
        apart = r.left - prev.right >= GROUP_GAP || prev.left - r.right >= GROUP_GAP;
        prev = r;
      }
      g = apart && (stacked || !likeItem(el));
    }
    cache.items.set(el, g);
    return g;
  };

  // likeItem reports whether el is one of three or more siblings with its tag and
  // (non-empty) class: a list's row, whose children are its cells.
  const likeItem = (el) => {
    const cls = el.getAttribute('class');
    if (!cls || !el.parentElement) return false;
    let like = 0;
    let n = 0;
    for (let s = el.parentElement.firstElementChild; s && n < GROUP_MAX; s = s.nextElementSibling, n++) {
      if (s.localName === el.localName && s.getAttribute('class') === cls && ++like >= 3) return true;
    }
    return false;
  };

  // admitted is clickRole's second half, for an element with a signal and its box r: not a
  // region larger than MAX_AREA of the viewport vp, not inside a native control or a
  // non-http(s) link, holding no file or password field. natives, when given (a Map, one
  // per scan), remembers for each parent whether it is or sits in a native control: the
  // rows of a list share the answer.
  const admitted = (el, r, vp, natives = null) => {
    if (r.width * r.height > MAX_AREA * vp.width * vp.height) return false;
    const p = el.parentElement;
    if (p && inNative(p, natives)) return false;
    // A leaf (a div row's text) holds no field: it is not queried.
    return !badLink(el) && (el.firstElementChild === null || el.querySelector(FORBIDDEN) === null);
  };

  const inNative = (p, natives) => {
    if (natives === null) return p.closest(NATIVE) !== null;
    let n = natives.get(p);
    if (n === undefined) natives.set(p, (n = p.closest(NATIVE) !== null));
    return n;
  };

  // readOnlyPicker reports whether el is a read-only text-like input that opens a picker
  // when clicked: a pointer cursor or aria-haspopup says so.
  const readOnlyPicker = (el, cache) => el.localName === 'input' && el.readOnly && !el.disabled &&
    ((el.getAttribute('aria-haspopup') || 'false') !== 'false' || pointerOf(el, cache));

  // iconName names an icon from its class tokens (and those of the svg <use> or the few
  // elements inside it): split at '-' and '_', lower-cased, without GENERIC tokens,
  // tokens with digits, and repeats. '' when nothing is left.
  const iconName = (el, cap) => {
    const words = [];
    const add = (s) => {
      for (const w of s.toLowerCase().split(/[\s_-]+/)) {
        if (w.length > 1 && !/\d/.test(w) && !GENERIC.has(w) && !words.includes(w)) words.push(w);
      }
    };
    const nodes = [el, ...Array.from(el.querySelectorAll('*')).slice(0, 4)];
    for (const n of nodes) {
      const cls = n.getAttribute('class');
      if (cls) add(cls);
      if (n.localName === 'use') add((n.getAttribute('href') || n.getAttribute('xlink:href') || '').replace(/^.*#/, ''));
    }
    return clean(words.slice(0, 4).join(' '), cap);
  };

  // ownLabel is el's own label: the text of its aria-labelledby, else its aria-label, else
  // its title ('' when it has none).
  const ownLabel = (el, cap) => {
    const lb = el.getAttribute('aria-labelledby');
    return (lb && byIDs(lb, cap)) || clean(el.getAttribute('aria-label'), cap) || clean(el.getAttribute('title'), cap);
  };

  // innerLabel is the aria-label or title of the first element inside el that has one
  // (an icon's title inside a clickable span).
  const innerLabel = (el, cap) => {
    const inner = el.querySelector('[aria-label],[title]');
    return inner ? clean(inner.getAttribute('aria-label') || inner.getAttribute('title'), cap) : '';
  };

  // labelOf names a role-less clickable: its accessible name as a content-named element,
  // else the aria-label or title of an element inside it; '' when it has none.
  const labelOf = (el, cap) => nameOf(el, 'clickable', cap) || innerLabel(el, cap);

  // NAME_CAP bounds the names actionRole computes only to tell whether they are empty.
  const NAME_CAP = 64;

  // actionRole is roleOf extended with the role-less clickables: an element's native or
  // explicit role, 'clickable' for a read-only picker input or a role-less clickable
  // with a name, 'icon' for one with no name that its classes name (with refine false,
  // a role-less clickable is 'clickable' either way: the scan refines only what it
  // keeps). cache remembers cursors across one scan; r and vp are el's box and the
  // viewport when the caller has them.
  const actionRole = (el, cache = new Map(), r = null, vp = null, refine = true) => {
    const role = roleOf(el);
    if (role === 'textbox' || role === 'searchbox') return readOnlyPicker(el, cache) ? 'clickable' : role;
    if (role) return role;
    if (!clickRole(el, r, vp, cache)) return '';
    return refine ? refined(el) : 'clickable';
  };

  // refined tells a role-less clickable with a name ('clickable') from an icon its
  // classes or its icon font's ligature name ('icon'). An element whose first child is
  // text that is not all white space (a div row's text) has a name (its text starts
  // with it): it is not walked for one.
  const refined = (el) => (glyphOf(el) !== '' || (!leadingText(el) && labelOf(el, NAME_CAP) === '' && iconName(el, NAME_CAP) !== '') ? 'icon' : 'clickable');
  const leadingText = (el) => {
    const f = el.firstChild;
    return f !== null && f.nodeType === 3 && NON_SPACE.test(f.data);
  };
  const NON_SPACE = /\S/;

  // accessibleName is nameOf for every role actionRole gives: a role-less clickable is
  // named by labelOf, an icon by what labels it (aria-labelledby, aria-label, title: the
  // words a person reads on hover), else its ligature name (glyphOf), else iconName.
  const accessibleName = (el, role, cap) => {
    if (role === 'icon') return ownLabel(el, cap) || clean(glyphOf(el), cap) || iconName(el, cap);
    if (role === 'clickable' && el.localName !== 'input') return labelOf(el, cap);
    return nameOf(el, role, cap);
  };

  // nestedControl returns the control inside target that node is on (a button in a
  // clickable card, a link in a row), or null when node is on target itself: the first
  // element from node up to target, exclusive, that has an actionable role or is a
  // role-less clickable of its own.
  const nestedControl = (node, target) => {
    const cache = new Map();
    for (let n = node; n && n !== target; n = n.parentElement) {
      if (roleOf(n) || clickRole(n, null, null, cache)) return n;
    }
    return null;
  };

  Object.assign(parts, { actionRole, signalOf, admitted, MARKED, NEVER, SVG, listened, refined, accessibleName, nestedControl, iconName, GENERIC });
  return 'installed';
})()
