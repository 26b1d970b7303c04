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
  const { clean, textOf, roleOf, nameOf, badLink, viewport } = parts;

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
    'btn', 'button', 'action', 'actions', 'clickable', 'pointer', 'cursor', 'link', 'js', 'is',
    'has', 'active', 'selected', 'disabled', 'hover', 'focus', 'focused', 'visible', 'hidden',
    'item', 'el', 'elem', 'element', 'wrapper', 'wrap', 'container', 'inner', 'outer',
    // sizes and colours
    'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'small', 'medium', 'large', 'tiny', 'mini', 'big',
    'primary', 'secondary', 'muted', 'dark', 'white', 'black', 'gray', 'grey', 'text', 'color',
  ]);

  // pointerOf reports whether el's computed cursor is pointer, remembering the answer in
  // cache for the rest of one scan.
  const pointerOf = (el, cache) => {
    let p = cache.get(el);
    if (p === undefined) {
      p = getComputedStyle(el).cursor === 'pointer';
      cache.set(el, p);
    }
    return p;
  };

  // iconLike reports whether el is drawn only by CSS or an image: no text, at most
  // ICON_PX on each side, and a background image, an icon-font glyph, an svg/img/i, or
  // a title or aria-label that names it (a tooltip says what the drawing does).
  const iconLike = (el, r) => {
    if (r.width > ICON_PX || r.height > ICON_PX || el.textContent.trim() !== '') return false;
    const tag = el.localName;
    if (tag === 'svg' || tag === 'img' || tag === 'i') return true;
    if ((el.getAttribute('title') || el.getAttribute('aria-label') || '').trim() !== '') return true;
    if (getComputedStyle(el).backgroundImage !== 'none') return true;
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
  // tag is not excluded and el shows one of the signals. marked, when given, is the set
  // of the page's elements that match MARKED (one query for a whole scan): the attribute
  // signals are looked for only on those.
  const signalOf = (el, cache, marked = null) => {
    const tag = el.localName;
    if (NEVER.has(tag) || (el.namespaceURI === SVG && tag !== 'svg') || (tag === 'label' && el.control)) return false;
    if (listened.has(el)) return true;
    if (marked === null || marked.has(el)) {
      if (tag === 'a' || HANDLERS.some((h) => el.hasAttribute(h))) return true;
      if (el.hasAttribute('tabindex') && el.tabIndex >= 0 && el.querySelector(CONTROLS) === null) return true;
    }
    if (!pointerOf(el, cache)) return false;
    const p = el.parentElement;
    return !p || !pointerOf(p, cache) || iconLike(el, el.getBoundingClientRect()) ||
      (tag === 'li' && el.textContent.trim() !== '');
  };

  // admitted is clickRole's second half, for an element with a signal and its box r: not a
  // region larger than MAX_AREA of the viewport vp, not inside a native control or a
  // non-http(s) link, holding no file or password field.
  const admitted = (el, r, vp) => {
    if (r.width * r.height > MAX_AREA * vp.width * vp.height) return false;
    const p = el.parentElement;
    if (p && p.closest(NATIVE) !== null) return false;
    return !badLink(el) && el.querySelector(FORBIDDEN) === null;
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
  // classes name ('icon').
  const refined = (el) => (labelOf(el, NAME_CAP) === '' && iconName(el, NAME_CAP) !== '' ? 'icon' : 'clickable');

  // accessibleName is nameOf for every role actionRole gives: a role-less clickable is
  // named by labelOf, an icon by iconName.
  const accessibleName = (el, role, cap) => {
    if (role === 'icon') return iconName(el, cap);
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
