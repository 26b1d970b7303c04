// browsergoal's click aim: where on screen a click reaches its target.
//
// Evaluated right after observe.js and before act.js, in the same isolated world, it adds
// to the library's internal helpers the hit test act.js's clickPoint and click guard read:
// what a pointer event aimed at a node lands on (missed), and the first on-screen point
// of a target that reaches it (aim), with what covers it when none does.
(() => {
  'use strict';
  const lib = globalThis[Symbol.for('browsergoal.v1')];
  if (!lib || lib.internal.aim) return 'present';
  const { nestedControl, onOther, badLink, intersects } = lib.internal;

  // missed names what a pointer event aimed at node lands on instead of el, or is ''
  // when it reaches el: node is el, or inside it and not on another control nested in
  // it (a button in a clickable card), or inside a label of el and not on another
  // control inside that label (a link in "I accept the terms").
  const missed = (node, el) => {
    if (!(node instanceof Element)) return `another element (${node && node.nodeName})`;
    if (node === el) return '';
    if (el.contains(node)) {
      const other = nestedControl(node, el);
      return other ? `another control (${other.localName}) inside the target` : '';
    }
    const label = node.closest('label');
    if (label === null || label.control !== el) return `another element (${node.localName})`;
    const other = onOther(node, label, el);
    return other ? `another control (${other.localName}) in the label` : '';
  };

  // INSET is how far inside a box's edges its fallback points lie; GRID the fractions
  // of its width and height they lie at.
  const INSET = 4;
  const GRID = [0.5, 0.2, 0.8];

  // pointsOf lists the points a click on shown may land on, best first: the centre of
  // each of its on-screen boxes (of the first only when shown is the target itself, not
  // its label), then, in each box, points near its left and right ends at mid-height,
  // then a grid over the box (a target whose centre alone a floating badge covers).
  const pointsOf = (shown, el, vp) => {
    const clamp = (v, hi) => Math.min(Math.max(v, 0), hi - 1);
    const boxes = [];
    for (const r of shown.getClientRects()) {
      if (!(r.width > 0 && r.height > 0 && intersects(r, vp))) continue;
      boxes.push({
        left: Math.max(r.left, 0), right: Math.min(r.right, vp.width),
        top: Math.max(r.top, 0), bottom: Math.min(r.bottom, vp.height),
      });
      if (shown === el) break;
    }
    const points = boxes.map((b) => [clamp((b.left + b.right) / 2, vp.width), clamp((b.top + b.bottom) / 2, vp.height)]);
    for (const b of boxes) {
      const w = b.right - b.left, h = b.bottom - b.top;
      const dx = Math.min(INSET, w / 2), dy = Math.min(INSET, h / 2);
      const at = (f, lo, size, d) => lo + Math.min(Math.max(f * size, d), size - d);
      const y = clamp((b.top + b.bottom) / 2, vp.height);
      points.push([clamp(b.left + dx, vp.width), y], [clamp(b.right - dx, vp.width), y]);
      for (const fy of GRID) {
        for (const fx of GRID) {
          if (fx === 0.5 && fy === 0.5) continue;
          points.push([clamp(at(fx, b.left, w, dx), vp.width), clamp(at(fy, b.top, h, dy), vp.height)]);
        }
      }
    }
    return points;
  };

  // aim hit-tests the points of pointsOf in turn and answers the first that reaches el
  // and is not on a link to a non-http(s) URL, {x, y}. A target's points past its centre
  // are tried only when something outside it covers the centre (a label's all are).
  // When none reaches it, aim answers {reason} for the first point's refusal.
  const aim = (el, shown, vp) => {
    const points = pointsOf(shown, el, vp);
    if (!points.length) return { reason: 'the target has no on-screen box to click' };
    let reason = '';
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      let bad = '';
      if (!hit) {
        bad = 'nothing is hit at the target point';
      } else {
        const miss = missed(hit, el);
        if (miss) bad = miss.endsWith('in the label') ? `the label's point is on ${miss}` : `${miss} covers the target`;
        else if (badLink(hit)) bad = 'the target point is on a link to a non-http(s) URL';
      }
      if (!bad) return { x, y };
      if (!reason) {
        reason = bad;
        // The target's own centre on a control or a link inside it: that is where a
        // person's click on the target lands (observe.js, covered), and it is refused.
        if (shown === el && !bad.startsWith('another element')) return { reason };
      }
    }
    return { reason };
  };

  Object.assign(lib.internal, { missed, aim });
  return 'installed';
})()
