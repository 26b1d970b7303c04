package conformance

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/adapters/pagejs"
	"github.com/browsergoal/browsergoal/fsm"
)

// scenarios are every conformance check, in the order Run runs them.
var scenarios = append(append(append(append([]scenario{}, observeScenarios...), actScenarios...), verifyScenarios...), readingScenarios...)

var observeScenarios = []scenario{
	{"ObserveForms", observeForms},
	{"NeverSeesHiddenFramesOrShadows", neverSeesHidden},
	{"BigPageStaysBounded", bigPageBounded},
	{"IDsStableAndNeverReused", idsStable},
	{"NonWebLinksAreNeitherObservedNorClicked", nonWebLinks},
	{"TabStatesObserved", tabStates},
	{"ToggleButtonsStatePressed", pressedStates},
	{"ClosedListsNameTheirItems", closedPopups},
	{"ClosedPartsNameTheirControls", closedParts},
}

// observeForms: the form fixture's fields, states, names and contexts, and never its
// password or file inputs.
func observeForms(t *testing.T, h Harness) {
	tab := h.open(t, "/forms.html")
	obs := Observe(t, tab)
	raw, _ := json.Marshal(obs)
	js := string(raw)
	for _, secret := range []string{"hunter2", "tok-123", `"password"`, `"file"`, "Upload receipt", `"Password"`} {
		if strings.Contains(js, secret) {
			t.Errorf("observation JSON contains %q", secret)
		}
	}
	if strings.Contains(obs.Text, "hunter2") {
		t.Error("password value in text")
	}
	if obs.Title != "Order form" || !strings.HasSuffix(obs.URL, "/forms.html") {
		t.Errorf("title %q url %q", obs.Title, obs.URL)
	}
	if !strings.Contains(obs.Text, "Place an order") || !strings.Contains(obs.Text, "Nothing submitted yet.") {
		t.Errorf("text excerpt misses heading or status: %q", obs.Text)
	}
	if obs.Viewport.Width <= 0 || obs.Viewport.Height <= 0 || obs.HistoryLength < 1 {
		t.Errorf("viewport %+v history %d", obs.Viewport, obs.HistoryLength)
	}
	name := Element(t, obs, "textbox", "Full name")
	if name.Tag != "input" || name.Type != "text" || name.Value != "Ada" || name.Context != "Contact" {
		t.Errorf("name field %+v", name)
	}
	if e := Element(t, obs, "textbox", "Email"); e.Type != "email" {
		t.Errorf("email %+v", e)
	}
	Element(t, obs, "searchbox", "Search products")
	Element(t, obs, "textbox", "Phone number")
	Element(t, obs, "textbox", "Notes for the courier")
	if e := Element(t, obs, "checkbox", "Gift wrap"); e.Checked == nil || *e.Checked {
		t.Errorf("checkbox %+v", e)
	}
	Element(t, obs, "button", "Fancy button")
	if e := Element(t, obs, "button", "Place order"); e.Type != "submit" || e.Disabled {
		t.Errorf("submit %+v", e)
	}
	Element(t, obs, "button", "Send now")
	edits := 0
	for _, e := range obs.Elements {
		if e.Name == "Edit" {
			edits++
			if !strings.HasPrefix(e.Context, "Alice") && !strings.HasPrefix(e.Context, "Bob") {
				t.Errorf("row context %q", e.Context)
			}
		}
	}
	if edits != 2 {
		t.Errorf("%d Edit buttons", edits)
	}
	if e := Element(t, obs, "link", "Other"); e.Href != h.Server.URL+"/other.html?x=1" {
		t.Errorf("image link %+v", e)
	}
	if obs.Dropped != 0 {
		t.Errorf("dropped %d", obs.Dropped)
	}
	if e := Element(t, obs, "textbox", "Promo code"); e.MaxLength != 4 {
		t.Errorf("maxlength %+v", e)
	}
	if e := Element(t, obs, "textbox", "Reference"); !e.ReadOnly {
		t.Errorf("readonly %+v", e)
	}
	if e := Element(t, obs, "radio", "Standard"); e.Checked == nil || !*e.Checked || e.Context != "Delivery" {
		t.Errorf("radio %+v", e)
	}
	sel := Element(t, obs, "combobox", "Country")
	if len(sel.Options) != 4 || sel.Options[1] != (fsm.Option{Value: "fr", Label: "France"}) ||
		!sel.Options[0].Selected || !sel.Options[3].Disabled {
		t.Errorf("select options %+v", sel.Options)
	}
	if e := Element(t, obs, "textbox", "Message"); !e.Editable || e.Tag != "div" {
		t.Errorf("contenteditable %+v", e)
	}
	if e := Element(t, obs, "button", "More options"); e.Expanded == nil || *e.Expanded {
		t.Errorf("summary %+v", e)
	}
	if e := Element(t, obs, "button", "Unavailable"); !e.Disabled {
		t.Errorf("disabled button not flagged: %+v", e)
	}
	if e := Element(t, obs, "link", "Simple page"); e.Href != h.Server.URL+"/simple.html" || e.Context != "Links" {
		t.Errorf("link %+v", e)
	}
	// An <a> without href is a role-less clickable (pages script such anchors), never a
	// link: it has no href to follow.
	if e := Element(t, obs, "clickable", "Not a link (no href)"); e.Href != "" || e.Tag != "a" {
		t.Errorf("anchor without href %+v", e)
	}
	for _, e := range obs.Elements {
		if e.ID == "" || e.Box.Width <= 0 || e.Box.Height <= 0 {
			t.Errorf("element without id or box: %+v", e)
		}
	}
}

// neverSeesHidden: invisible elements, iframes and shadow roots are never observed.
func neverSeesHidden(t *testing.T, h Harness) {
	tab := h.open(t, "/hidden.html")
	obs := Observe(t, tab)
	raw, _ := json.Marshal(obs)
	js := string(raw)
	for _, s := range []string{"Display none", "Inside display none", "Visibility hidden", "Transparent button",
		"Inside transparent", "Zero size", "Hidden attribute", "Aria hidden", "Inert button", "Secret paragraph",
		"Inside frame", "Frame text", "Inside shadow", "Shadow text", "Shadow link", "/shadow", "with a hidden part"} {
		if strings.Contains(js, s) {
			t.Errorf("observation contains %q", s)
		}
	}
	if len(obs.Elements) != 2 {
		t.Fatalf("want the visible button and the far link, got %+v", obs.Elements)
	}
	if e := Element(t, obs, "button", "Visible button"); !e.InViewport {
		t.Errorf("visible button not in viewport: %+v", e)
	}
	if e := Element(t, obs, "link", "Far below"); e.InViewport {
		t.Errorf("far link in viewport: %+v", e)
	}
	if !strings.Contains(obs.Text, "Visible paragraph") {
		t.Errorf("text %q", obs.Text)
	}
	if !obs.CanScrollDown() || obs.CanScrollUp() {
		t.Errorf("scroll %+v viewport %+v", obs.Scroll, obs.Viewport)
	}
	small := h.Open(t, "/hidden.html", pagejs.Limits{MaxElements: 1})
	if obs := Observe(t, small); len(obs.Elements) != 1 || obs.Elements[0].Name != "Visible button" || obs.Dropped != 1 {
		t.Errorf("budget of one: %+v dropped %d", obs.Elements, obs.Dropped)
	}
}

// bigPageBounded: 2,000 elements give the cap, the rest counted, in-viewport first.
func bigPageBounded(t *testing.T, h Harness) {
	tab := h.open(t, "/big.html?n=2000")
	obs := Observe(t, tab)
	if len(obs.Elements) != pagejs.DefaultMaxElements || obs.Dropped != 2000-pagejs.DefaultMaxElements {
		t.Fatalf("%d elements, %d dropped", len(obs.Elements), obs.Dropped)
	}
	if len(obs.Text) > pagejs.DefaultMaxTextChars {
		t.Errorf("text of %d chars", len(obs.Text))
	}
	if raw, _ := json.Marshal(obs); len(raw) > 128<<10 {
		t.Errorf("observation of %d bytes", len(raw))
	}
	h.eval(t, tab, "scrollTo(0, document.body.scrollHeight / 2)")
	mid := Observe(t, tab)
	firstOut := ""
	for i, e := range mid.Elements {
		if !e.InViewport && firstOut == "" {
			firstOut = e.Name
		} else if e.InViewport && firstOut != "" || i == 0 && !e.InViewport {
			t.Fatalf("ordering: element %d %+v", i, e)
		}
	}
	if firstOut != "Item 0" {
		t.Errorf("first off-viewport element %q, want Item 0 (document order)", firstOut)
	}
}

// idsStable: a node keeps its id; a new node never gets a used one.
func idsStable(t *testing.T, h Harness) {
	tab := h.open(t, "/dynamic.html")
	first := Observe(t, tab)
	again := Observe(t, tab)
	if len(first.Elements) != len(again.Elements) {
		t.Fatalf("element count changed %d → %d", len(first.Elements), len(again.Elements))
	}
	for i := range first.Elements {
		if first.Elements[i].ID != again.Elements[i].ID {
			t.Errorf("id of %q changed: %s → %s", first.Elements[i].Name, first.Elements[i].ID, again.Elements[i].ID)
		}
	}
	old := Element(t, first, "button", "First")
	h.eval(t, tab, "removeFirst(); add('First'); add('Second'); true")
	after := Observe(t, tab)
	used := map[string]bool{}
	for _, e := range first.Elements {
		used[e.ID] = true
	}
	for _, e := range after.Elements {
		if e.Name == "First" && e.ID == old.ID {
			t.Errorf("a new node reuses the removed node's id %s", e.ID)
		}
		if e.Name == "Target" && e.ID != Element(t, first, "button", "Target").ID {
			t.Errorf("surviving node changed id")
		}
		if (e.Name == "First" || e.Name == "Second") && used[e.ID] {
			t.Errorf("new node %q got a used id %s", e.Name, e.ID)
		}
	}
}

// nonWebLinks: javascript: and other non-http(s) links are not observed, and a link
// turned into one is not clicked.
func nonWebLinks(t *testing.T, h Harness) {
	tab := h.open(t, "/links.html")
	obs := Observe(t, tab)
	var names []string
	for _, e := range obs.Elements {
		names = append(names, e.Name)
		if e.Href != "" && !strings.HasPrefix(e.Href, "http://") && !strings.HasPrefix(e.Href, "https://") {
			t.Errorf("non-http(s) href observed: %+v", e)
		}
	}
	if strings.Join(names, "|") != "Web page|Second web page" {
		t.Fatalf("observed %q", names)
	}
	web := Element(t, obs, "link", "Web page")
	h.eval(t, tab, "document.getElementById('web').href = 'javascript:window.jsRan = true'")
	Refused(t, tab.Act(Ctx(t), Click(web.ID)), "non-http(s) URL")
	err := tab.Act(Ctx(t), Click(Element(t, obs, "link", "Second web page").ID))
	ActErr(t, err, true)
	if !strings.Contains(err.Error(), "non-http(s) URL") {
		t.Errorf("error: %v", err)
	}
	if h.eval(t, tab, "window.jsRan === true") == "true" {
		t.Fatal("a javascript: link ran")
	}
}

// tabStates: a tab strip's aria-selected state is observed on each tab that states it
// (and on none that does not), and follows a click; a closed details summary is
// expanded false.
func tabStates(t *testing.T, h Harness) {
	tab := h.open(t, "/clickables/tabstates.html")
	obs := Observe(t, tab)
	for _, c := range []struct {
		name string
		want *bool
	}{{"Vote", ptr(true)}, {"Organiser tools", ptr(false)}, {"Results", nil}} {
		e := Element(t, obs, "tab", c.name)
		if (e.Selected == nil) != (c.want == nil) || e.Selected != nil && *e.Selected != *c.want {
			t.Errorf("tab %q selected %v, want %v", c.name, e.Selected, c.want)
		}
	}
	if e := Element(t, obs, "button", "Advanced"); e.Expanded == nil || *e.Expanded {
		t.Errorf("summary %+v", e)
	}
	h.once(t, tab, []Step{{Action: fsm.ActClick, Name: "Organiser tools"}}, nil, map[string]int{"tab-t2": 1})
	obs = Observe(t, tab)
	if e := Element(t, obs, "tab", "Organiser tools"); e.Selected == nil || !*e.Selected {
		t.Errorf("after its click, tab selected %v", e.Selected)
	}
	Element(t, obs, "button", "Export votes (CSV)")
}

// pressedStates: a toggle button's aria-pressed is observed as its Checked state, and a
// button that states none has none; pressing a toggle flips it.
func pressedStates(t *testing.T, h Harness) {
	tab := h.open(t, "/clickables/pressed.html")
	obs := Observe(t, tab)
	likes := 0
	for _, e := range obs.Elements {
		if e.Role != "button" || e.Name != "Like" {
			continue
		}
		want := strings.Contains(e.Context, "Ana Silva")
		if e.Checked == nil || *e.Checked != want {
			t.Errorf("Like near %q: checked %v, want %v", e.Context, e.Checked, want)
		}
		likes++
	}
	if likes != 2 {
		t.Errorf("%d Like buttons observed, want 2", likes)
	}
	if e := Element(t, obs, "button", "Mute"); e.Checked == nil || !*e.Checked {
		t.Errorf("Mute checked %v, want true", e.Checked)
	}
	if e := Element(t, obs, "button", "Follow"); e.Checked != nil {
		t.Errorf("Follow (no aria-pressed) checked %v, want none", *e.Checked)
	}
	h.once(t, tab, []Step{{Action: fsm.ActClick, Name: "Mute"}}, nil, map[string]int{"mute-dev": 1})
	if e := Element(t, Observe(t, tab), "button", "Mute"); e.Checked == nil || *e.Checked {
		t.Errorf("after its press, Mute checked %v, want false", e.Checked)
	}
}

// closedPopups: a closed dropdown or menu button names the items of the list or menu it
// opens while the page keeps it hidden (the next sibling's listbox, or the menu its
// aria-controls names), each as it would read once shown (word breaks at blocks, an
// aria-label, no styles, hidden text or icon glyphs; disabled items left out). A tab's
// panel is no popup, a list drawn after another opener is that one's, and an open list's
// items are elements of their own. Opening the dropdown shows its options.
func closedPopups(t *testing.T, h Harness) {
	tab := h.open(t, "/clickables/popups.html")
	obs := Observe(t, tab)
	for _, c := range []struct {
		role, name string
		want       []string
	}{
		{"combobox", "Cabin", []string{"Economy", "Premium economy", "Business from $900"}},
		{"button", "More actions for Quarterly report", []string{"Rename", "Make a copy", "Print page"}},
		{"button", "View", []string{"Compact", "Comfortable"}},
		{"button", "Share", nil},
		{"button", "Export", []string{"Export CSV", "Export PDF"}},
		{"button", "Filter", []string{"Direct only", "One stop"}},
		{"button", "Sort", nil},
		{"tab", "Outbound", nil},
		{"combobox", "Bags", nil},
	} {
		if e := Element(t, obs, c.role, c.name); strings.Join(e.Popup, "|") != strings.Join(c.want, "|") {
			t.Errorf("%s %q popup %q, want %q", c.role, c.name, e.Popup, c.want)
		}
	}
	Element(t, obs, "option", "2 bags")
	h.once(t, tab, []Step{{Action: fsm.ActClick, Name: "Cabin"}}, nil, map[string]int{"cabin": 1})
	obs = Observe(t, tab)
	if e := Element(t, obs, "combobox", "Cabin"); len(e.Popup) != 0 || e.Expanded == nil || !*e.Expanded {
		t.Errorf("opened dropdown: popup %q expanded %v", e.Popup, e.Expanded)
	}
	Element(t, obs, "option", "Business from $900")
}

// closedParts: an unselected tab, a collapsed section (its aria-controls' panel, or the
// hidden element after its heading) and a closed details' summary name the controls they
// keep hidden, by role and by the name each would read once shown (a select followed by
// its options; disabled controls and options, a placeholder option and password fields
// left out); the selected tab, an open details and a panel shown name none. Opening the
// tab shows its controls, and the tab then names nothing.
func closedParts(t *testing.T, h Harness) {
	tab := h.open(t, "/clickables/reveals.html")
	obs := Observe(t, tab)
	shows := func(e *fsm.Element) string {
		var out []string
		for _, r := range e.Reveals {
			out = append(out, r.Role+" "+r.Name)
		}
		return strings.Join(out, "|")
	}
	for _, c := range []struct{ role, name, want string }{
		{"tab", "Frame", ""},
		{"tab", "Mount", "radio Antique ivory|switch Double mount|combobox Mount border|option 5 cm|option None"},
		{"tab", "Glazing", "button Museum glass"},
		{"button", "Back of the frame", "checkbox Hanging cord|button Add wall bumpers"},
		{"button", "Delivery", "link Our couriers|textbox Delivery note"},
		{"button", "How long will it take?", "link Download our price list"},
		{"button", "Opening hours", ""},
	} {
		if got := shows(Element(t, obs, c.role, c.name)); got != c.want {
			t.Errorf("%s %q reveals %q, want %q", c.role, c.name, got, c.want)
		}
	}
	res := h.once(t, tab, []Step{{Action: fsm.ActClick, Name: "Mount"}}, nil, map[string]int{"mount": 1})
	if !res.Trace[0].Opens {
		t.Errorf("the tab's click is not marked as opening: %+v", res.Trace[0])
	}
	obs = Observe(t, tab)
	if e := Element(t, obs, "tab", "Mount"); len(e.Reveals) != 0 || e.Selected == nil || !*e.Selected {
		t.Errorf("opened tab: reveals %q selected %v", shows(e), e.Selected)
	}
	Element(t, obs, "switch", "Double mount")
	if got := shows(Element(t, obs, "tab", "Frame")); got != "radio Walnut" {
		t.Errorf("tab Frame once closed reveals %q, want %q", got, "radio Walnut")
	}
}

func ptr[T any](v T) *T { return &v }
