// browsergoal's scrollable regions, for every browser adapter: which elements are
// scrollable regions (a list, text box or panel with overflow auto or scroll holding
// more content than fits), their scroll state, the recheck of a region and the
// page-side region scroll.
//
// Evaluated after clickable.js and epoch.js and before observe.js, in the same isolated world
// (pagejs.Library joins the files into one script); it adds its helpers to the shared
// parts object. When the library is already installed it does nothing. The rules are
// described in the package documentation (adapters/rod/doc.go).
(() => {
  'use strict';
  if (globalThis[Symbol.for('browsergoal.v1')]) return 'present';
  const parts = globalThis[Symbol.for('browsergoal.v1.parts')];
  const { boxOf, scopeOf, intersects, actionRole, disabledOf, badLink, resolve, styleOf, kids } = parts;

  // Overflow values a person can scroll (overlay is Chromium's old alias of auto).
  const OVERFLOW = new Set(['auto', 'scroll', 'overlay']);
  // Elements never taken as regions: their content is another document, or not shown.
  const NEVER = new Set(['iframe', 'frame', 'object', 'embed', 'html', 'head', 'script', 'style', 'template']);

  // regionOf returns el's vertical scroll state when el is a scrollable region, else
  // null: a box with more content than its visible height (by more than a pixel) and
  // overflow-y auto or scroll. The document's own scroller (the page's scroll), frames
  // and shadow hosts (their content is never observed) are not regions. The style is
  // read before the two heights: most elements are no region by their overflow alone,
  // and one style read costs less than two layout reads.
  const regionOf = (el) => {
    if (NEVER.has(el.localName) || el === document.scrollingElement || el.shadowRoot) return null;
    const ov = styleOf(el).overflowY;
    // A textarea scrolls its text unless hidden (Firefox reports its default as visible).
    if (!OVERFLOW.has(ov) && !(el.localName === 'textarea' && ov !== 'hidden' && ov !== 'clip')) return null;
    const h = el.clientHeight;
    if (h <= 0 || el.scrollHeight <= h + 1) return null;
    return { top: Math.round(el.scrollTop * 100) / 100, scroll_height: el.scrollHeight, client_height: h };
  };

  // ---- grid hit tests ----------------------------------------------------------------

  // A hit test (elementFromPoint) costs time in proportion to the elements it passes over:
  // a point over a list of 10,000 rows walks them all. repeatHits lets a grid skip the
  // points that would only find again an element an earlier point found (a row of text
  // tested at 16 points across), which is where that time went.
  //
  // SPAN_PX bounds the height of the boxes noted for alike siblings (rows and cards, not
  // sections), HOLE_CAP the element children such a box may hold, ALIKE_CAP the siblings
  // compared.
  const SPAN_PX = 160;
  const HOLE_CAP = 8;
  const ALIKE_CAP = 20000;

  // alikeSiblings reports whether every element child of p has the tag and class of el:
  // rows, items or cards built from one template, none of which another draws over.
  // memo (a Map, one per grid) remembers each parent's answer. The children are compared
  // by one selector query (a list of 2,000 rows took a third of the time element by
  // element), or one by one when the class holds a NUL, which a selector cannot say.
  const alikeSiblings = (el, p, memo) => {
    let a = memo.get(p);
    if (a === undefined) {
      const tag = el.localName;
      const cls = el.getAttribute('class');
      a = p.childElementCount <= ALIKE_CAP;
      if (a && cls !== null && cls.includes('\0')) {
        for (let c = p.firstElementChild; c && a; c = c.nextElementSibling) {
          a = c.localName === tag && c.getAttribute('class') === cls;
        }
      } else if (a) {
        const like = CSS.escape(tag) + (cls === null ? ':not([class])' : '[class="' + CSS.escape(cls) + '"]');
        a = p.querySelector(':scope > :not(' + like + ')') === null;
      }
      memo.set(p, a);
    }
    return a;
  };

  // apart reports whether every element child of p but el holds no element and has a
  // box clear of el's box r (a link and a button side by side in a list item), for at
  // most HOLE_CAP children.
  const apart = (el, p, r) => {
    if (kids(p, HOLE_CAP + 1) > HOLE_CAP) return false;
    for (let c = p.firstElementChild; c; c = c.nextElementSibling) {
      if (c === el) continue;
      if (c.firstElementChild !== null) return false;
      const b = c.getBoundingClientRect();
      if (b.left < r.right && r.left < b.right && b.top < r.bottom && r.top < b.bottom) return false;
    }
    return true;
  };

  // repeatHits tracks, over one grid, the boxes in which a point would find again an
  // element an earlier point hit, unless something placed from elsewhere in the page is
  // drawn over it there: an element holding no other element when its parent holds no
  // other either (a row of text in a list item); and, at most SPAN_PX high, an element
  // whose siblings cannot be drawn over it (all alike: rows, list items, cards; or at most
  // HOLE_CAP that hold no element, clear of its box), holding no element or at most
  // HOLE_CAP that hold none themselves, outside those (the gaps of a row beside its link
  // and button). An element with other siblings (an image with a badge over it, a canvas
  // under map markers) notes nothing. note(hit, x, y) records the hit at (x, y); skip(x, y) reports
  // whether the point is in a noted box.
  const repeatHits = () => {
    const boxes = [];
    const memo = new Map();
    const tried = new Set();
    const inside = (r, x, y) => x >= r.left && x < r.right && y >= r.top && y < r.bottom;
    // hitBox is hit's box, widened to the point (x, y) that hit it when that lies less
    // than a pixel outside: a hit test rounds a box placed at fractions of a pixel (a
    // row at top 440.5 is hit at y 440), and the points beside it on that line hit it
    // too.
    const hitBox = (b, x, y) => {
      if (x === undefined || inside(b, x, y)) return b;
      const r = { left: b.left, top: b.top, right: b.right, bottom: b.bottom }; // inside reads the edges only
      if (x < r.left && r.left - x < 1) r.left = x;
      if (x >= r.right && x - r.right < 1) r.right = x + 0.5;
      if (y < r.top && r.top - y < 1) r.top = y;
      if (y >= r.bottom && y - r.bottom < 1) r.bottom = y + 0.5;
      return r;
    };
    // The siblings and holes of a hit are read only once a later point falls in its box
    // (pending until then): on a grid coarser than the rows or cards it hits, most boxes
    // are never asked about, and the answer is the one reading them at once would give.
    const pending = [];
    const note = (hit, x, y) => {
      if (!hit || tried.has(hit)) return;
      tried.add(hit);
      const p = hit.parentElement;
      if (!p) return;
      // Children are counted only as far as the tests below ask (see visible.js, kids):
      // a hit on a long list does not count its rows.
      const n = kids(hit, HOLE_CAP + 1);
      if (n === 0 && kids(p, 2) === 1) { boxes.push({ r: hitBox(hit.getBoundingClientRect(), x, y), holes: null }); return; }
      if (n > HOLE_CAP) return;
      const b = hit.getBoundingClientRect();
      if (b.height > SPAN_PX) return;
      pending.push({ hit, p, b, r: hitBox(b, x, y) });
    };
    // settle decides a pending hit's box as note did before deferring it.
    const settle = ({ hit, p, b, r }) => {
      if (!(alikeSiblings(hit, p, memo) || apart(hit, p, b))) return;
      const holes = [];
      for (let c = hit.firstElementChild; c; c = c.nextElementSibling) {
        if (c.firstElementChild !== null) return;
        holes.push(c.getBoundingClientRect());
      }
      boxes.push({ r, holes });
    };
    // Both grids go down line by line: once the points are below a box or a pending
    // hit's box, no later point falls in it, and it is set aside (in passed), so a point
    // compares only the boxes of its own line; a point higher up than the last (which
    // neither grid makes) puts them all back.
    let line = -Infinity;
    const passed = { boxes: [], pending: [] };
    const setAside = (list, aside, y) => {
      let j = 0;
      for (let i = 0; i < list.length; i++) {
        const e = list[i];
        if (e.r.bottom <= y) aside.push(e);
        else list[j++] = e;
      }
      list.length = j;
    };
    const skip = (x, y) => {
      if (y > line) {
        setAside(boxes, passed.boxes, y);
        setAside(pending, passed.pending, y);
      } else if (y < line) {
        boxes.push(...passed.boxes);
        pending.push(...passed.pending);
        passed.boxes.length = 0;
        passed.pending.length = 0;
      }
      line = y;
      for (let i = 0; i < pending.length; i++) {
        if (!inside(pending[i].r, x, y)) continue;
        settle(pending[i]);
        pending[i] = pending[pending.length - 1];
        pending.pop();
        i--;
      }
      // (Loops, not some() with a closure: a grid asks this at every point.)
      for (let i = 0; i < boxes.length; i++) {
        const b = boxes[i];
        if (inside(b.r, x, y) && !(b.holes !== null && inHole(b.holes, x, y))) return true;
      }
      return false;
    };
    const inHole = (holes, x, y) => {
      for (let i = 0; i < holes.length; i++) if (inside(holes[i], x, y)) return true;
      return false;
    };
    return { note, skip };
  };

  // The probe grid: viewport points, PROBE_DX by PROBE_DY CSS pixels apart (at most
  // PROBE_MAX of them across and down), whose topmost element's ancestors are searched
  // for regions that hold no observed element (a text box, a list of plain text).
  const PROBE_DX = 160;
  const PROBE_DY = 80;
  const PROBE_MAX = 12;

  // regionsOf finds the visible scrollable regions that are not among the kept
  // (already observed) elements: the regions among the ancestors of the kept elements
  // (a list of links or rows) and among the ancestors of the topmost elements at a grid
  // of viewport points (a text box that holds no control). Testing every element of a
  // big page (or even querying it once more) would cost a large share of the whole
  // observation, so a region that holds no kept element and is not under a probe point
  // (off the viewport, or between the grid's points: under about 80 px high or
  // 160 px wide) is not found; the page's
  // scroll brings it under the grid. It returns, viewport first, then document order, at
  // most room of them as [[el, box], …], and how many more it left out. Hidden, inert
  // and aria-hidden regions, those behind a modal dialog and those inside a
  // non-http(s) link are never taken; a region inside a shadow root or a frame is never
  // seen.
  // hits, when not null, are the topmost elements at the points of the observation's own,
  // finer viewport grid (see observe.js, probe): they stand for this grid's.
  // scanned, when not null, holds every region of the page (see scanRegions): the grid
  // is hit-tested only when one of them is neither kept nor above a kept element, the
  // only regions a point could find that the kept elements' ancestors did not.
  const regionsOf = (kept, scope, vp, room, hits, scanned = null) => {
    const seen = new Set();
    const found = [];
    const isRegion = scanned === null ? regionOf : (el) => scanned.has(el);
    const climb = (start) => {
      for (let el = start; el && el !== document.documentElement; el = el.parentElement) {
        if (seen.has(el)) return;
        seen.add(el);
        if (!kept.has(el) && isRegion(el)) found.push(el);
      }
    };
    for (const el of kept) climb(el.parentElement);
    if (hits) {
      for (const el of hits) climb(el);
    } else if (scanned === null || unreached(scanned, kept, seen)) {
      const cols = Math.min(PROBE_MAX, Math.ceil(vp.width / PROBE_DX));
      const rows = Math.min(PROBE_MAX, Math.ceil(vp.height / PROBE_DY));
      const repeats = repeatHits();
      for (let j = 0; j < rows; j++) {
        for (let i = 0; i < cols; i++) {
          const x = (i + 0.5) * vp.width / cols;
          const y = (j + 0.5) * vp.height / rows;
          if (repeats.skip(x, y)) continue;
          const hit = document.elementFromPoint(x, y);
          repeats.note(hit, x, y);
          climb(hit);
        }
      }
    }
    found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    const inView = [];
    const below = [];
    for (const el of found) {
      const r = boxOf(el, scope);
      if (!r || badLink(el)) continue;
      (intersects(r, vp) ? inView : below).push([el, r]);
    }
    const all = inView.concat(below);
    const n = Math.max(0, Math.min(room, all.length));
    return { regions: all.slice(0, n), dropped: all.length - n };
  };

  // scanRegions reads the scroll state (regionOf) of each of the elements all, once, and
  // answers the regions among them in a Map, element to state: on a page of few elements
  // every one of which an observation visits, one style read per element (most are no
  // region by their overflow alone) costs less than the grid's hit tests, and the Map
  // answers regionOf for the rest of that observation (the page does not change under it).
  const scanRegions = (all) => {
    const out = new Map();
    for (let i = 0; i < all.length; i++) {
      const g = regionOf(all[i]);
      if (g) out.set(all[i], g);
    }
    return out;
  };
  // unreached reports whether one of the regions scanned is neither kept nor seen.
  const unreached = (scanned, kept, seen) => {
    for (const el of scanned.keys()) if (!kept.has(el) && !seen.has(el)) return true;
    return false;
  };

  // usableRegion resolves id and checks that the node is still a scrollable region a
  // person can scroll: connected, not in a non-http(s) link, scrollable, visible and
  // enabled. It answers like act.js's usable: [el, role, reason], the role being the
  // node's actionable role, else "region".
  const usableRegion = (id) => {
    const el = resolve(id);
    if (!el) return [null, '', 'the target node is no longer in the page'];
    if (badLink(el)) return [null, '', 'the target is a link to a non-http(s) URL'];
    if (!regionOf(el)) return [null, '', 'the target is no longer a scrollable region'];
    const role = actionRole(el) || 'region';
    if (!boxOf(el, scopeOf())) return [null, role, 'the target is no longer visible'];
    if (disabledOf(el)) return [null, role, 'the target is disabled'];
    return [el, role, ''];
  };

  // scrollRegion scrolls the region by fraction of its visible height, refused when
  // it is already at the bottom (down) or top (up).
  const scrollRegion = (id, dir, fraction) => {
    const [el, , why] = usableRegion(id);
    if (!el) return { ok: false, reason: why };
    const g = regionOf(el);
    if (dir === 'down' && g.top + g.client_height >= g.scroll_height - 1) return { ok: false, reason: 'the region is already at the bottom' };
    if (dir === 'up' && g.top <= 1) return { ok: false, reason: 'the region is already at the top' };
    if (dir !== 'down' && dir !== 'up') return { ok: false, reason: `direction ${dir} is neither up nor down` };
    const step = Math.max(1, Math.round(g.client_height * fraction));
    el.scrollBy({ top: dir === 'down' ? step : -step, behavior: 'instant' });
    return { ok: true, y: el.scrollTop };
  };

  Object.assign(parts, { regionOf, regionsOf, scanRegions, usableRegion, scrollRegion, repeatHits });
  return 'installed';
})()
