// Package rod is browsergoal's browser port for Chromium over the DevTools protocol,
// built on github.com/go-rod/rod. A *Tab implements fsm.Browser.
//
// # Attach and launch
//
// Attach is the primary mode: it connects to a running browser by its DevTools URL
// (ws://… as is, http://host:port resolved through /json/version) and drives the tab
// whose CDP target id the request names (Session.Tab; Session.Pages lists the page
// targets). It alters nothing: rod's default device emulation is off (no viewport or
// user-agent override), no tab or window is opened (NewTab is refused), and Close only
// disconnects, after removing the in-page observer it installed.
//
// Launch starts the system Chromium: LaunchOptions.Path, else $CHROME_PATH, else
// chromium (chromium-browser, google-chrome) on PATH, else /usr/bin/chromium. It never
// downloads a browser: when none is found the error (ErrNoBrowser) says to run
// "apt-get install chromium" or set CHROME_PATH. The browser runs headless (unless
// Headful) with a fresh temporary profile, a random loopback DevTools port, --no-sandbox
// when running as root, and quiet switches (no background networking, component updates,
// sync, default apps, extensions, first-run UI, GPU, QUIC or audio). rod's leakless guard
// is off: Chromium runs in its own process group, and Close kills the whole group with
// SIGKILL, waits for the browser to exit and removes the profile. A process that dies
// without calling Close leaves its browser running; callers own that (the CLI closes on
// signals).
//
// # Observation
//
// Observe calls the shared in-page library's observation (package adapters/pagejs:
// observe.js, built on the helpers in visible.js, text.js, roles.js and epoch.js joined in
// front of it) once, in an isolated world of the main frame: the page's scripts share its DOM but never see its globals, ids or
// counters. One JSON string comes back and fills an fsm.Observation in one
// json.Unmarshal: URL, title, viewport, scroll position and extent, history length, a
// text excerpt, the elements, the dropped count and the epoch. The library is installed
// on the first call in each document, together with act.js, which holds the recheck and
// the page-side halves of the actions. The isolated world is named, and Chromium gives every DevTools
// client of a tab the same world for a name: two browsergoal sessions on one tab share
// the ids and the epoch, and the Close of an attached session (which removes the
// library) starts a new page life for the other.
//
// Observe refuses (ErrNotWeb) a main frame whose URL is not http(s): file:, data:,
// chrome:, about: pages and the like. The one exception is about:blank, where a fresh tab
// starts: it is observed as an empty page (no elements, no text, even when an opener wrote
// into it), so only navigate can follow.
//
// Observed elements are the visible, actionable elements of the main frame's light DOM:
// links and areas with an http(s) href, buttons, inputs, textareas, selects, the summary of a
// details, elements whose explicit role is button, link, checkbox, radio, switch, tab,
// menuitem (and its checkbox and radio kinds), option, textbox, combobox, searchbox or
// treeitem, contenteditable hosts, and the role-less clickables described next.
//
// # Role-less clickables
//
// Most things a person clicks on ordinary sites have no role: div rows, span tabs, li
// menu items, <a> without href, icons drawn by CSS. An element with no actionable role is
// observed as one (role "clickable") when it shows one of these signals: an inline click
// handler attribute (onclick, onmousedown, onpointerdown, onmouseup, onpointerup); it is
// an <a> without href; a tabindex >= 0 on an element holding no control (a focusable
// container holding controls is a region, not a control); or a computed cursor of
// pointer where its parent's is not (the outermost element of a pointer region), or on an
// icon (no text, at most 64 px each way, a background image, an icon-font glyph, an
// svg, img or i, or a title or aria-label naming it) or a list item with text (a submenu's items) inside a pointer region. A
// read-only input with a pointer cursor or aria-haspopup (a date picker's field) is
// observed with role "clickable" too, and offered for click, never fill.
//
// A pointer cursor that the page's style sheets give only under :hover (".act:hover {
// cursor: pointer }") counts as a pointer cursor: the library reads the rules it may read
// (same-origin or CORS-enabled sheets, @media blocks that apply), takes :hover out of
// each selector that sets a pointer cursor, and an element matching one (or inside one,
// its own cursor left to inherit) is pointed at. This comes from the style sheets, so
// Firefox sees it too. An icon drawn as an element's content (content: url(…)) is an
// icon like a background image; so is an icon font's ligature (below).
//
// Groups: an element with a signal (a listener delegated to it, a pointer cursor) that
// holds two or more alike children with text (one tag and class), no text of its own,
// each seen apart from the next (stacked, or side by side with a 4-px gap), is a group,
// not a control, unless its children sit side by side and it is itself one of a list's
// like items (a row's cells): "Reply" and "Forward" under one listener, or three order
// rows, are each a target, never one "ReplyForward".
//
// Never: html, body, main, dialog and details elements, parts of native controls and
// the controls themselves (roles decide those), embedded documents and media, SVG
// internals, a label of a control (the control is the target, seen directly or through
// that label), anything inside a native control (a link, button, summary, select,
// textarea, label, contenteditable) or inside a non-http(s) link, anything holding a file
// or password input, and a region covering more than half of the viewport (a click at
// its centre would be unrelated to its name). Every visibility rule above applies
// unchanged: no listener or cursor makes a hidden, inert, aria-hidden, modal-covered,
// iframe or shadow-root element observed.
//
// Names: aria-labelledby, aria-label, the text content (with image alts and svg titles;
// block elements, inline tags shown as blocks, list items or table cells, <br>, and the
// children of a flex or grid container set apart by spaces, as the rendered text has
// them, so "Express<small style=display:block>2 business days" reads "Express 2
// business days"; an icon font's ligature — an element whose whole text is one
// lower-case name such as star_border, set in a font whose family names icons or
// symbols — is no word of the text around it, and names an element holding nothing
// else, in words: button "star border", or role "icon" when role-less), the title, else
// the aria-label or title of an element inside. An element with none of
// these is named from its class tokens (and those of an svg <use> or the few elements
// inside it) and observed with role "icon": the tokens are split at - and _, lower-cased,
// and the generic ones (icon, fa, btn, material, sizes, colours, states: the GENERIC table
// in adapters/pagejs/clickable.js) are dropped, so <span class="icon icon-trash"> is
// icon "trash". Nesting: a role-less clickable that wraps another observed element with
// the same name (an li around its link) is dropped in favour of the inner one; one with a
// different name (a mail row and its trash icon) is a second target, and the inner one
// takes the outer one's name as its context, so the decider can tell which row's icon it
// is. The click guard refuses a point (and any pointer event) that lands on another
// control nested inside the target (a button in the middle of a clickable card), so such
// a target is never offered: an element whose click point (its box's centre) lies on
// another observed element inside it (a tab wrapping its link, a card whose centre is
// its button) is left out, and the inner control is the target.
//
// In view: an element is in view when its box meets the viewport and is not wholly cut
// off by an ancestor that clips or scrolls it (a row below the fold of a 150-px list
// box is not in view; the box is a scrollable region, and a click on the row scrolls it
// into the box's view first).
//
// Listeners: a bounded listener probe (listeners.go, adapters/pagejs/listeners.js) runs
// before each observation, in the observation's own evaluation (Runtime.evaluate of the
// listing, then of the observation when there is nothing to inspect). The library, in
// the isolated world, lists at most 48 suspects in document order (outermost first):
// visible, in-viewport elements with no actionable role and no other role-less signal,
// not inside an element with a role, holding none and no role-less clickable among
// their first 16 elements, with text or a background image, admitted by the rules above
// (at most half the viewport, not inside a native control or a non-http(s) link,
// holding no file or password field), and excluded by no visibility rule (hidden,
// inert, aria-hidden, behind a modal; iframes and shadow roots are never entered). A
// subtree whose root lies wholly outside the viewport is not entered; in a list of more
// than 64 siblings laid out top to bottom (not in columns, reversed or column-wise), the
// siblings' boxes are read only from where the viewport begins (found by bisection)
// until 16 in a row lie wholly below it, so that a long list costs a few dozen box reads,
// not one per row. The array is taken by reference (Runtime.evaluate), its elements by
// Runtime.getProperties; for each, one DOMDebugger.getEventListeners (depth 0: the
// element's own listeners, so a listener delegated to the document or an ancestor flags
// nothing; pierce, so that the listeners of every world are reported, the page's main
// world included, where without it only the isolated world's would be, Chromium keeping
// them per world) tells whether it has a click, mousedown, mouseup, pointerdown or
// pointerup listener.
// The calls are pipelined, all suspects at once, within a quarter of the observe
// timeout; the flagged indexes are recorded in a WeakSet of the library by the
// evaluation that then observes, which makes each flagged element a role-less clickable
// signal for the rest of the document's life (the scan, the nesting rules and the
// recheck all see it, so the recheck re-derives the observed role and name); every
// remote object lives in one object group, released while that evaluation runs. Nothing
// runs in the page's world, and nothing is resolved there. Any error ends the
// probe (logged at debug level) and the observation goes on with the script's own
// rules. The probe lists suspects again only when its inputs changed (the epoch's
// document, URL, mutation and input counts, the scroll position, the viewport): on an
// unchanged page, or one without suspects, the observation is one call. What it misses:
// a listener added while nothing else changes after the page was probed, a suspect past
// the first 48, an element placed out of its long list's order (a fixed one at its end),
// an element with neither text nor a background image, one inside a pointer region, and
// one whose listener sits on an ancestor. Firefox (adapters/bidi) has no such source and
// keeps the script's own rules.
//
// Measured (BenchmarkObserve on rows.html, side by side with Playwright's ariaSnapshot):
// on an unchanged page the probe (two calls) took 2.7-3.6 ms at 100, 2,000 and 10,000
// elements; listing and checking suspects afresh (rows.html has two) took 9-16 ms. The
// observation with it: 32-39 ms at 2,000 and 87-93 ms at 10,000 elements, against
// 37-44 and 77-86 ms without it in the same runs (within the noise), for ariaSnapshot's
// 233-327 and 1,207-1,568 ms (load 2-3.5): ours/aria 0.169 and 0.135 at 2,000 with the
// probe, 0.134 and 0.151 without; 0.075 and 0.072 at 10,000 with it, 0.049 and 0.067
// without. At this low load the 2,000-element page is past 1/8 with or without
// the probe (the README's 1/14 was measured at load ~45, where ariaSnapshot slows more
// than the observation).
//
// Why not a whole-page listener source: one DOMSnapshot.captureSnapshot call (layout,
// computed cursor, isClickable, which does see addEventListener listeners) took 204 ms at
// 2,000 elements and 1,082 ms at 10,000, against 843 and 1,900 ms for Playwright's
// ariaSnapshot of the same page, so it alone exceeds the observation's budget of 1/8 of
// that; DOMDebugger.getEventListeners over the whole document took 91 and 255 ms and
// still needs every flagged node mapped to the isolated world. The script's own rules
// cost one computed cursor per element (14 and 66 ms for a whole-page pass at those
// sizes) and work unchanged in every adapter that evaluates the shared library. What
// they miss without the probe: an element whose only sign is a script listener (no
// pointer cursor, no tabindex, no handler attribute, not an <a>), and a clickable icon
// inside a pointer region that is neither icon-shaped nor a list item.
//
// Cost bound: the scan visits every element only until the budget is full. Past it, the
// elements with a role are visited as before, and role-less clickables can only be kept
// when they are in the viewport: they are found by hit-testing an 80 px grid over the
// viewport (the element at each point, its ancestors, and up to 64 elements inside each
// pointer region among them). A point that would only find again an element an earlier
// point hit is not tested (a hit test passes over every row of a long list, so this is
// most of the grid's cost): a point inside the box of an element that holds no other
// element and whose parent holds no other; or inside the box, at most 160 px high, of
// an element whose siblings are all alike (rows, list items, cards: one tag and class)
// or at most eight that hold no element and lie clear of it, and that holds no element
// or at most eight that hold none, outside those. Something placed from elsewhere in the
// page and drawn over such an element there is not found by that point; an element with
// other siblings (an image with a badge, a canvas under map markers) skips no point. The
// regions' own grid (below) skips the same points. A role-less clickable past the budget that no grid point
// reaches, in no pointer region a point reaches, is not observed, and role-less
// clickables past the budget are not counted in Dropped.
//
// Never observed: links and areas whose resolved href is not http(s) (javascript:,
// mailto:, data:, file:, …) and every element inside such a link, password, file and
// hidden inputs (not even their values in the text
// excerpt), anything inside an iframe or a shadow root, and invisible elements: not
// rendered (display:none on it or an ancestor, the hidden attribute), visibility:hidden,
// fully transparent (opacity 0 on it or an ancestor), of zero size, inside an inert
// subtree or outside an open modal dialog, and inside an aria-hidden="true" subtree
// (assistive technology does not see them either, and pages use it for decorative copies
// and for content behind their own modals). Nor is what lies behind a layer that takes
// the pointer over the whole page (a modal overlay's full-viewport backdrop, built of
// divs): when points near the viewport's four corners all hit one fixed box covering the
// whole viewport, an element outside that box that lies in the viewport is not observed
// when the hit test at the centre of its on-screen part lands on that box (a dialog laid
// beside its backdrop, a list over a fixed map, a listbox over an app laid out in one
// fixed box are observed; what lies off the viewport is never judged behind). Disabled controls (disabled, inside a
// disabled fieldset, or aria-disabled) are observed with Disabled set, never offered.
//
// Never operated: a page that carries pagejs.NoAgentMeta (<meta name="browsergoal"
// content="no-agent">, as browsergoal's own settings page does). Its observation fails
// with pagejs.ErrNoAgent (the goal ends as observe_failed), and the recheck and every
// page-side action refuse on it, so a step aimed at it from an older observation is
// refused too.
//
// Custom-styled checkboxes and radios are the one exception to the visibility rule. A
// checkbox or radio input that is rendered and not visibility:hidden, has no hidden
// attribute, is not inert, aria-hidden or behind a modal dialog, but is concealed the
// way such controls hide their input (fully transparent, at most 1 px wide or high as
// in the visually-hidden pattern, clipped away with the clip property, or placed wholly
// left of or above the page where no scrolling reaches) is observed through its label:
// when it is enabled and one of its labels (a label wrapping it, or one whose for= names
// its id) is visible, the input is observed (its id, role, name from the labels, checked
// state) with that label's bounding box and in-viewport flag. A concealed input that is
// disabled or has no visible label is not observed at all, and one hidden deliberately
// (display:none, visibility:hidden, the hidden attribute, inert, aria-hidden) stays
// unobserved as above.
//
// Each element carries a stable id ("e1", "e2", …): a WeakMap in the isolated world maps
// the node to its id, so the same node keeps its id for the page's life, and ids come from
// a counter that never goes back, so no id is reused for another node. It also carries
// its role (explicit or implicit) and accessible name (aria-labelledby, aria-label, the
// labels of a field, input values of buttons, the text content with image alts for
// buttons, links and the like, then title, placeholder, then, for a field, the text
// before it as below), tag and type, the value of
// ordinary fields (text of a contenteditable host), a select's options (value, label,
// selected, disabled), for a closed combobox or a control with aria-haspopup the items of
// the list or menu it opens while the page keeps that hidden (popup: the element its
// aria-controls or aria-owns names, else a listbox or menu beside it; option, menu item
// or tree item names, disabled ones left out, bounded as a select's options), the
// checked, expanded, disabled and readonly states, the
// aria-selected state of a tab, option, tree item, grid cell or row, maxlength,
// multiple, editable, the min, max and step attributes of date, time, datetime-local,
// month, week, color and range inputs (verbatim), the absolute href, context (the text of
// its table row; else, for a link, button or role-less clickable, the text of the
// repeated item it sits in, when that says more than its own: an article, a list item,
// or one of three or more like siblings with the same tag and class, such as cards,
// mail rows or posts, holding at most 600 characters and no text field or select; for a
// field whose name other observed fields share, such as a basket's Quantity selects, the
// text of the item it sits in, which may hold that field alone; else the legend of its
// fieldset, else the closest visible heading before it), its bounding box
// in viewport coordinates, whether it intersects the viewport, and, when it is a
// scrollable region (below), its scroll state.
//
// A field (textbox, searchbox, combobox, spinbutton, slider, listbox, checkbox, radio or
// switch) with no accessible name is named by the visible text right before it in its
// row or container (fields.js): the nearest visible content before the field, else
// before its wrapper, at most two wrappers up, never leaving a row (tr, role row, li,
// listitem, option, treeitem, label) and never looking beside a wrapper whose parent is
// a list of rows or groups (form, fieldset, table, lists, grid, dialog, section, body, …).
// That content names the field only when it is text of at most 80 characters with no
// control in it and not another control's label, and, when found beside a wrapper, on
// the field's line, in a two-element container with the wrapper (a label above its
// field), or the dt of the field's dd. Text in another row never names a field.
//
// Scrollable regions (regions.js): an element whose overflow-y is auto or scroll (a
// textarea unless hidden) and
// whose content is taller than its visible height by more than a pixel carries its
// scroll state (Region: scrollTop, scrollHeight, clientHeight). An observed element
// (a textarea) gets it in place; other regions are observed as elements of their own
// with role "region" and RegionOnly set (offered scrolls only), named by aria-labelledby,
// aria-label or title, else the text right before them (by the field rule), else their
// first visible heading, caption or legend. They are looked for among the ancestors of
// the observed elements and of the topmost elements at a grid of viewport points about
// 160 by 80 px apart, or at the role-less scan's 80 px grid when that one ran (testing
// every element of a big page would cost more than the observation; on a page of at most
// twice Limits.MaxElements elements, all of them scanned, each element's overflow is read
// once instead, and the grid is hit-tested only when a region is neither observed nor
// above an observed element: what is found is the same), at most MaxRegions of them in the room Limits.MaxElements leaves,
// viewport first, the rest counted in Dropped. The document's own scroller (that is the
// page's scroll), frames, shadow hosts, and regions hidden, inert, aria-hidden, behind a
// modal dialog or inside a non-http(s) link are never regions.
//
// Bounds: at most Limits.MaxElements elements (default 200), those intersecting the
// viewport first, then document order; every further visible actionable element is
// counted in Dropped. To cap the work once the budget is full, an element that is off
// the viewport and past the budget is counted as soon as it has a box and a role, without
// its CSS visibility and opacity check, its inert, aria-hidden and modal checks or its
// link's scheme (the costlier part of the test), so Dropped can include such elements
// there; a role-less element that a pointer cursor alone makes clickable is not counted. Strings are made well-formed (a
// lone surrogate becomes U+FFFD, as Go's JSON decoding does) and never cut inside a
// surrogate pair, so a name cut next to an emoji is the same in the observation and in
// the recheck. Names are cut at MaxNameChars, values at MaxValueChars, hrefs at
// MaxHrefChars, context at MaxContextChars, options at MaxOptions per select with labels at
// MaxOptionLabelChars. The text excerpt takes visible alerts and status regions, then
// headings, then paragraphs, each in document order, MaxTextLineChars per line, at most
// Limits.MaxTextChars (default 2,000) in all. The script makes one pass over the
// candidates with cheap checks (checkVisibility, one getBoundingClientRect, closest) and
// computes names and context only for the elements it keeps; it reads layout only and
// never writes during an observation, so layout is computed once.
//
// Known limits: an element clipped by an overflow:hidden ancestor or covered by another
// element still counts as visible when observed (a click refuses a covered target); the
// options past MaxOptions of a huge select are not listed; a scrollable region that holds
// no observed element and lies off the viewport or between the probe grid's points is
// not observed until the page's scroll brings it under them; a shadow host with a closed
// shadow root cannot be told apart from an ordinary element.
//
// # Epoch and freshness
//
// The epoch is the page life's random document id (new for every document: navigation,
// reload), the URL, and two counters kept by a MutationObserver and by capture-phase input
// and change listeners, installed on the first call in each document; pending mutation
// records are taken before a counter is read. A mutation counts when it adds or removes an
// element node outside the document's head (except never-rendered ones: script, style,
// link, meta, noscript, template, base, title), or changes (to a different value) one of
// the attributes that decide what an element is or whether it can be used: disabled, hidden, inert, href, type, role,
// value, name, checked, selected, readonly, contenteditable, tabindex, open,
// placeholder, multiple, for, title, alt and the aria-label, -labelledby, -hidden,
// -disabled, -checked, -expanded, -selected, -pressed and -readonly attributes.
// Only text-only changes (a ticking clock, a counter, live text rewriting existing text
// nodes) and class and style changes (animations, hover effects) do not count: a page
// that only does those does not make every decision stale, because the recheck tests the
// target's own visibility and name directly and a click refuses a covered point. Any
// element added or removed anywhere in the body does count, however far from the target
// (a carousel inserting slides, a feed appending items, a live region that replaces its
// element children rather than their text): a page that keeps doing that makes every
// decision taken across such a change stale.
//
// Verify compares the epoch with the one the decision saw, then resolves the target by id
// through the same registry: a node that was removed or replaced, even by an identical
// look-alike, no longer resolves, and the recheck refuses. The node must still be an
// observed kind, visible (a concealed checkbox or radio through a visible label, by the
// same rule as Observe), enabled, and have the same role and accessible name. Act
// resolves the id again and refuses (fsm.NotExecuted) when it no longer resolves.
//
// # Focus
//
// Focus reports the bound tab as focused when its target still exists as a page, no
// JavaScript dialog is open in it, its document's visibilityState is "visible" (it is the
// selected tab of its window and the window is not minimised), and, in a headful browser,
// document.hasFocus() is true (its window has the OS focus). Headless Chromium has no
// window system: it does tell which tab of its window is selected (visibility follows
// Target.activateTarget, and hasFocus follows the selected tab), but it cannot tell
// whether a person is looking at the browser or another application has the focus, so in
// headless mode window focus is not required and visibility is the whole check.
//
// # Actions
//
// Act performs exactly one operation, never retried. Its dispatch is bounded by
// Limits.ActionTimeout (default 5 s) and the goal's context; then it waits, bounded by
// Limits.SettleTimeout and the context, for the page to settle: until no navigation of
// the main frame is requested or loading, no fetch or XHR of its document that started
// after the action began is in flight (both followed from the tab's DevTools events, with
// no polling), and, in one page-side wait, the document is past "loading" and two
// animation frames in a row passed with no mutation (nodes or text added, removed or
// changed, attributes other than inline style; <head> is ignored). A navigation or
// request that begins during that wait starts it over. After a fill into a field that
// shows suggestions as it is typed into (a combobox, aria-autocomplete list or both,
// aria-haspopup, a datalist, autocomplete=off), the quiet frames count only once the
// page has answered the typing with a mutation, or 500 ms after the fill: suggestions a
// 300 ms typing timer shows are in the next observation. A page that already showed new
// nodes while the value was typed (suggestions that follow each key) has answered, and
// is not waited for. A page that never goes quiet is
// observed as it is at the bound. A failure before any input was sent is
// fsm.NotExecuted (page-side refusals are *RefusedError); a failure after it, including a
// timeout while the page handles the input, is fsm.MayHaveReached.
//
//   - click scrolls the target into view when needed and then waits two animation
//     frames (the page's scroll handlers run), hit-tests the centre of its first
//     on-screen box (its own label is fine) and sends a real mouse move, press and
//     release there. When another element, outside the target, covers the centre,
//     points near the box's ends and over it are tried (a floating badge over the
//     centre). Otherwise the click is refused as covered (a full-viewport backdrop, a
//     bar fixed over the target, an invisible layer that takes the pointer). A concealed checkbox or radio
//     (see Observation) is clicked on its visible label instead, which activates the input
//     natively: the label is scrolled into view, and the point is the first of the centres
//     of its on-screen boxes, then points 4 px inside their ends and over them, that hits
//     the label (or the input) and not another control inside the label (the link in "I
//     accept the terms"); when every point does, the click is refused. A one-shot guard in the isolated
//     world (capture-phase pointerdown, mousedown, mouseup and click listeners on window)
//     cancels and stops any of those events whose target is not the approved element
//     (or inside it, or its label), and the click itself when the target has become a
//     link to a non-http(s) URL; it is removed after the click. Every event refused
//     before one reached the target is fsm.NotExecuted; events partly delivered are
//     fsm.MayHaveReached, unless the part delivered removed or hid the target (a
//     suggestion chosen on mousedown) or turned its aria-expanded true with the rest
//     going to the list or menu it opened (aria-controls, aria-owns or a listbox, menu,
//     tree, grid or dialog: a dropdown opened on mousedown under the pointer): the click
//     then did what it does. The guard cannot stop listeners the page registered on window
//     in the capture phase before it (they run first). An <a> or <area> whose href is
//     not http(s), and anything inside one, is refused.
//   - fill refuses read-only fields, values longer than maxlength and non-text fields; it
//     focuses the field, selects its content and types the exact value with
//     Input.insertText (trusted input events; an empty value is a Backspace over the
//     selection), then fires change. Date, time, datetime-local, month, week, colour and
//     range fields get their value set with the native setter (the core offers only a
//     value already in the browser's format and bounds), refused, with the old value put
//     back and no event fired, when the field would not hold it verbatim; then the field
//     is focused and sent input and change, once each, as a person's entry does.
//   - select picks an option by the core's rule: the one enabled option whose value
//     equals the operation's value exactly, else the one enabled option whose label does;
//     it refuses no match, a match only among disabled options, and several matches in the
//     deciding pass (ambiguous), and fires input and change.
//   - scroll moves the page by Limits.ScrollFraction of the viewport height, refused when
//     the page is already at the top or bottom. A region scroll (Target set) resolves the
//     region by id and moves it by that fraction of its visible height, refused when it is
//     no longer a visible, enabled scrollable region or already at its top or bottom; its
//     recheck requires the same node, still such a region, with the same role and name.
//   - back goes one history entry back, refused when there is none.
//   - navigate loads the exact URL after checking again that it is absolute http(s).
//
// A JavaScript dialog opened by the page blocks it: Observe and Act fail and Focus and
// Verify refuse while it is open; browsergoal never answers dialogs.
package rod
