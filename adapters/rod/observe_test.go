package rod

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

func TestObserveForms(t *testing.T) {
	tab := openTab(t, "/forms.html")
	obs := observe(t, tab)
	raw, err := json.Marshal(obs)
	if err != nil {
		t.Fatal(err)
	}
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

	name := element(t, obs, "textbox", "Full name")
	if name.Tag != "input" || name.Type != "text" || name.Value != "Ada" || name.Context != "Contact" {
		t.Errorf("name field %+v", name)
	}
	if e := element(t, obs, "textbox", "Email"); e.Type != "email" {
		t.Errorf("email %+v", e)
	}
	element(t, obs, "searchbox", "Search products")
	element(t, obs, "textbox", "Phone number")
	if e := element(t, obs, "textbox", "Promo code"); e.MaxLength != 4 {
		t.Errorf("maxlength %+v", e)
	}
	if e := element(t, obs, "textbox", "Reference"); !e.ReadOnly {
		t.Errorf("readonly %+v", e)
	}
	element(t, obs, "textbox", "Notes for the courier")
	if e := element(t, obs, "radio", "Standard"); e.Checked == nil || !*e.Checked || e.Context != "Delivery" {
		t.Errorf("radio %+v", e)
	}
	if e := element(t, obs, "checkbox", "Gift wrap"); e.Checked == nil || *e.Checked {
		t.Errorf("checkbox %+v", e)
	}
	sel := element(t, obs, "combobox", "Country")
	if len(sel.Options) != 4 || sel.Options[1] != (fsm.Option{Value: "fr", Label: "France"}) ||
		!sel.Options[0].Selected || !sel.Options[3].Disabled {
		t.Errorf("select options %+v", sel.Options)
	}
	if e := element(t, obs, "textbox", "Message"); !e.Editable || e.Tag != "div" {
		t.Errorf("contenteditable %+v", e)
	}
	if e := element(t, obs, "button", "More options"); e.Expanded == nil || *e.Expanded {
		t.Errorf("summary %+v", e)
	}
	element(t, obs, "button", "Fancy button")
	if e := element(t, obs, "button", "Place order"); e.Type != "submit" || e.Disabled {
		t.Errorf("submit %+v", e)
	}
	if e := element(t, obs, "button", "Unavailable"); !e.Disabled {
		t.Errorf("disabled button not flagged: %+v", e)
	}
	element(t, obs, "button", "Send now")
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
	if e := element(t, obs, "link", "Simple page"); e.Href != shared.server.URL+"/simple.html" || e.Context != "Links" {
		t.Errorf("link %+v", e)
	}
	if e := element(t, obs, "link", "Other"); e.Href != shared.server.URL+"/other.html?x=1" {
		t.Errorf("image link %+v", e)
	}
	// An <a> without href is a role-less clickable (pages script such anchors), never a
	// link: it has no href to follow.
	if e := element(t, obs, "clickable", "Not a link (no href)"); e.Href != "" || e.Tag != "a" {
		t.Errorf("anchor without href %+v", e)
	}
	for _, e := range obs.Elements {
		if e.ID == "" || e.Box.Width <= 0 || e.Box.Height <= 0 {
			t.Errorf("element without id or box: %+v", e)
		}
	}
	if obs.Dropped != 0 {
		t.Errorf("dropped %d", obs.Dropped)
	}
}

func TestObserveNeverSeesHiddenFramesOrShadows(t *testing.T) {
	tab := openTab(t, "/hidden.html")
	obs := observe(t, tab)
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
	if e := element(t, obs, "button", "Visible button"); !e.InViewport {
		t.Errorf("visible button not in viewport: %+v", e)
	}
	if e := element(t, obs, "link", "Far below"); e.InViewport {
		t.Errorf("far link in viewport: %+v", e)
	}
	if !strings.Contains(obs.Text, "Visible paragraph") {
		t.Errorf("text %q", obs.Text)
	}
	if !obs.CanScrollDown() || obs.CanScrollUp() {
		t.Errorf("scroll %+v viewport %+v", obs.Scroll, obs.Viewport)
	}
	// With a budget of one, the in-viewport button is kept and the far link is dropped;
	// the hidden elements in the viewport are neither kept nor counted.
	tab.limits.MaxElements = 1
	small := observe(t, tab)
	if len(small.Elements) != 1 || small.Elements[0].Name != "Visible button" || small.Dropped != 1 {
		t.Errorf("budget of one: %+v dropped %d", small.Elements, small.Dropped)
	}
}

func TestObserveBigPageStaysBounded(t *testing.T) {
	tab := openTab(t, "/big.html?n=10000")
	obs := observe(t, tab)
	if len(obs.Elements) != DefaultMaxElements {
		t.Fatalf("%d elements, want the cap %d", len(obs.Elements), DefaultMaxElements)
	}
	if obs.Dropped != 10000-DefaultMaxElements {
		t.Errorf("dropped %d, want %d", obs.Dropped, 10000-DefaultMaxElements)
	}
	if len(obs.Text) > DefaultMaxTextChars {
		t.Errorf("text of %d chars", len(obs.Text))
	}
	raw, _ := json.Marshal(obs)
	if len(raw) > 128<<10 {
		t.Errorf("observation of %d bytes", len(raw))
	}
	// Viewport first, then document order: scroll to the middle and the in-viewport
	// elements must lead, followed by the first elements of the document.
	evalMain(t, tab, "scrollTo(0, document.body.scrollHeight / 2)")
	mid := observe(t, tab)
	seenOut := viewportFirst(t, mid)
	if !mid.Elements[0].InViewport || !seenOut || mid.Elements[len(mid.Elements)-1].Name == "" {
		t.Fatalf("ordering: first %+v", mid.Elements[0])
	}
	firstOut := ""
	for _, e := range mid.Elements {
		if !e.InViewport {
			firstOut = e.Name
			break
		}
	}
	if firstOut != "Item 0" {
		t.Errorf("first off-viewport element %q, want Item 0 (document order)", firstOut)
	}
}

func TestIDsStableAndNeverReused(t *testing.T) {
	tab := openTab(t, "/dynamic.html")
	first := observe(t, tab)
	again := observe(t, tab)
	if len(first.Elements) != len(again.Elements) {
		t.Fatalf("element count changed %d → %d", len(first.Elements), len(again.Elements))
	}
	for i := range first.Elements {
		if first.Elements[i].ID != again.Elements[i].ID {
			t.Errorf("id of %q changed: %s → %s", first.Elements[i].Name, first.Elements[i].ID, again.Elements[i].ID)
		}
	}
	old := element(t, first, "button", "First")
	evalMain(t, tab, "removeFirst(); add('First'); add('Second'); true")
	after := observe(t, tab)
	used := map[string]bool{}
	for _, e := range first.Elements {
		used[e.ID] = true
	}
	for _, e := range after.Elements {
		if e.Name == "First" && e.ID == old.ID {
			t.Errorf("a new node reuses the removed node's id %s", e.ID)
		}
		if e.Name == "Target" && e.ID != element(t, first, "button", "Target").ID {
			t.Errorf("surviving node changed id")
		}
		if (e.Name == "First" || e.Name == "Second") && used[e.ID] {
			t.Errorf("new node %q got a used id %s", e.Name, e.ID)
		}
	}
}
