package local

import (
	"slices"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// closedDropdowns is a product page whose custom dropdowns keep their options off the
// page until opened: the language picker shows its current value under "Language", Color
// and Size show placeholders, the review sort shows its current order under "Sort".
func closedDropdowns() *page {
	return new(page).
		click("clickable", "English", "").near("Language").at(1).
		click("clickable", "Choose a color", "").near("Linen shirt").at(2).
		click("clickable", "Choose a size", "").near("Linen shirt").at(3).
		click("clickable", "Most helpful", "").near("Sort reviews").at(4).
		click("clickable", "Add to cart", "").near("Linen shirt").at(5)
}

// TestReadingChoices states the dropdown rules as goals in plain English.
func TestReadingChoices(t *testing.T) {
	sizeOpen := closedDropdowns()
	for _, s := range []string{"XS", "S", "M", "L", "XL"} {
		sizeOpen.click("clickable", s, "").near("Linen shirt")
	}
	openedSize := []fsm.TraceEntry{done(0, fsm.ActClick, "clickable Choose a size", "")}
	colorOpen := closedDropdowns()
	for _, c := range []string{"Black", "Charcoal", "Sky blue"} {
		colorOpen.click("option", c, "")
	}
	bothOpen := new(page).
		click("clickable", "Choose a color", "").click("option", "Black", "").click("option", "Navy", "").
		click("clickable", "Choose a size", "").click("option", "M", "").click("option", "L", "")
	aria := new(page).
		click("combobox", "Color", "").click("clickable", "Choose a color", "").
		click("combobox", "Size", "").click("clickable", "Choose a size", "")
	ariaOnly := new(page).click("combobox", "Color", "").click("combobox", "Size", "").click("button", "Add to cart", "")
	langOpen := new(page).click("clickable", "English", "").
		click("clickable", "English", "").click("clickable", "Deutsch", "").click("clickable", "Français", "")
	twoLangs := new(page).click("clickable", "English", "").click("clickable", "Deutsch", "")
	party := new(page).click("combobox", "Party size 2 people ▾", "").near("Book a table").
		click("radio", "2 hours · £6 each", "").near("How long?").click("button", "Change time", "")
	langShown := new(page).click("combobox", "Language English (US)", "").click("button", "Skip", "")
	sauce := new(page).click("button", "Add steak", "").click("combobox", "Napkin colour White ▾", "")
	photo := new(page).click("button", "Black & white", "").near("Filters").click("button", "Sepia", "").near("Filters").
		click("combobox", "Background colour White ▾", "")
	recipe := new(page).click("button", "Print recipe", "").click("combobox", "Size Medium ▾", "").near("Servings")
	perPage := new(page).click("combobox", "Show 24 items ▾", "").near("Results").
		click("button", "Increase quantity", "").near("Qty 1").click("button", "Add to basket", "")
	fontSize := new(page).click("combobox", "Line spacing 12 pt ▾", "").click("combobox", "Font size ▾", "")
	runReading(t, []readingCase{
		{"a dropdown showing another number of the value's unit holds it", "change it to 6 people", nil, party, `"Party size 2 people ▾"`},
		{"a dropdown showing the unit but not the field another control shows is not the field's",
			"change the quantity to 3 items", nil, perPage, ""},
		{"the dropdown the field names holds it, not another showing the unit", "set the font size to 14 pt", nil, fontSize, `"Font size ▾"`},
		{"a member after \"in\" is the value the clause picks", "I'd like the app in Spanish", nil, langShown, `"Language English (US)"`},
		{"a one-letter member after \"in\" is no value", "show it in a list", nil, langShown, ""},
		{"a member after \"in\" that describes the word after it is no value", "order the steak in red wine sauce", nil, sauce, ""},
		{"a member after \"into\" joined to another by \"and\" is no value", "turn the photo into black and white", nil, photo, ""},
		{"\"in large print\" is no size", "show the recipe in large print", nil, recipe, `"Print recipe"`},
		{"a dropdown showing its field, then a member of the value's set, holds it",
			"switch the language to Deutsch", nil, langShown, `"Language English (US)"`},
		{"Set the size to XL: the option is not on the page, so the Size dropdown's placeholder opens it",
			"Set the size to XL", nil, closedDropdowns(), `"Choose a size"`},
		{"Set the size to XL: once open, the option XL is picked",
			"Set the size to XL", openedSize, sizeOpen, `"XL"`},
		{"Set the size to S: a one-letter size counts",
			"Set the size to S", openedSize, sizeOpen, `"S"`},
		{"Choose 'Sky blue' from the Color menu: the Color placeholder opens it",
			"Choose 'Sky blue' from the Color menu", nil, closedDropdowns(), `"Choose a color"`},
		{"Choose 'Sky blue' from the Color menu: then the option",
			"Choose 'Sky blue' from the Color menu", []fsm.TraceEntry{done(0, fsm.ActClick, "clickable Choose a color", "")}, colorOpen, `"Sky blue"`},
		{"Pick Charcoal in size L: Charcoal is a color, so the Color dropdown opens first",
			"Pick Charcoal in size L", nil, closedDropdowns(), `"Choose a color"`},
		{"Pick Charcoal in size L: with both lists open, L is picked from the sizes only after Charcoal",
			"Pick Charcoal in size L", []fsm.TraceEntry{done(0, fsm.ActClick, "option Charcoal", "")}, bothOpen, `"L"`},
		{"Sort the reviews by highest rating: the sort shows its current order, another member of the sort orders",
			"Sort the reviews by highest rating", nil, closedDropdowns(), `"Most helpful"`},
		{"Switch the site language to Deutsch: the picker shows the current language",
			"Switch the site language to Deutsch", nil, closedDropdowns(), `"English"`},
		{"Switch the site language to Deutsch: once open, Deutsch is picked",
			"Switch the site language to Deutsch", []fsm.TraceEntry{done(0, fsm.ActClick, "clickable English", "")}, langOpen, `"Deutsch"`},
		{"Choose Sky blue from the Color menu: the visible placeholder is clicked rather than the combobox around it",
			"Choose 'Sky blue' from the Color menu", nil, aria, `"Choose a color"`},
		{"Set the size to M: the combobox around the placeholder is not a second opener",
			"Set the size to M", nil, aria, `"Choose a size"`},
		{"Set the size to XL: a combobox named Size opens when nothing shows its placeholder",
			"Set the size to XL", nil, ariaOnly, `combobox "Size"`},
		{"Switch the language to Italiano: two languages shown are an open list, not a current value",
			"Switch the language to Italiano", nil, twoLangs, ""},
		{"Set the size to XL: a page with no dropdown for sizes opens nothing",
			"Set the size to XL", nil, new(page).click("clickable", "Choose a color", "").click("link", "Size guide", "/size"), ""},
		{"Pick Charcoal: the Size placeholder never opens for a color",
			"Pick Charcoal", nil, new(page).click("clickable", "Choose a size", "").click("button", "Add to cart", ""), ""},
		{"Set the quantity to 2: a pager's 2 is no option of the quantity",
			"Set the quantity to 2", nil, new(page).click("link", "1", "/p?page=1").click("link", "2", "/p?page=2").click("button", "Add to cart", ""), ""},
		{"Set the country to Canada: once the Country dropdown is open, Canada is its option",
			"Set the country to Canada", []fsm.TraceEntry{done(0, fsm.ActClick, "clickable Select your country", "")},
			new(page).click("clickable", "Select your country", "").click("option", "Canada", "").click("option", "Chile", ""), `"Canada"`},
		{"Set the country to Canada: the closed dropdown's placeholder opens it",
			"Set the country to Canada", nil,
			new(page).click("clickable", "Select your country", "").click("link", "Canada office", "/ca"), `"Select your country"`},
		{"Sort the table by Date: a key is clicked where it shows",
			"Sort the table by Date", nil, new(page).click("button", "Name", "").click("button", "Date", ""), `"Date"`},
		{"Switch to the 'Reviews' tab: a quoted value that is shown is clicked",
			"Switch to the 'Reviews' tab", nil, new(page).click("tab", "Description", "").click("tab", "Reviews", ""), `"Reviews"`},
	})
}

// TestChoiceDone: opening a dropdown is not choosing, so the goal is not complete until
// the option is clicked.
func TestChoiceDone(t *testing.T) {
	d := New(Options{})
	opened := []fsm.TraceEntry{done(0, fsm.ActClick, "clickable Choose a size", "")}
	req := fsm.SelectionRequest{Goal: "Set the size to XL", URL: "http://127.0.0.1/", Trace: opened, Candidates: closedDropdowns().cands}
	if a := mustSelect(t, d, req); a.Completion >= 0.8 {
		t.Fatalf("completion %.2f after only opening the dropdown\n%s", a.Completion, dump(req, a))
	}
	req.Trace = append(opened, done(1, fsm.ActClick, "clickable XL", ""))
	if a := mustSelect(t, d, req); a.Completion < 0.8 {
		t.Fatalf("completion %.2f after picking XL\n%s", a.Completion, dump(req, a))
	}
}

// TestChoiceRows tests every row of the choice tables (reading.go): each setting and
// pick verb leads a choice, and each value set member is read as a choice of its set.
func TestChoiceRows(t *testing.T) {
	v := newVocab()
	for _, w := range settingVerbs() {
		if cl := clauseOf(w + " the size to XL"); len(cl.choices) != 1 || strings.Join(cl.choices[0].words, " ") != "xl" {
			t.Errorf("setting verb %q: choices %+v", w, cl.choices)
		}
	}
	for _, w := range pickVerbs() {
		if cl := clauseOf(w + " 'Sky blue' from the Color menu"); len(cl.choices) != 1 || !cl.choices[0].field.has(fold("color")) {
			t.Errorf("pick verb %q: choices %+v", w, cl.choices)
		}
	}
	for si, r := range valueSetRows() {
		for _, m := range r.members {
			cl := clauseOf("pick " + m + " in " + r.names[0])
			if len(cl.choices) != 1 || cl.choices[0].set != si || strings.Join(cl.choices[0].words, " ") != strings.Join(rawWords(m), " ") {
				t.Errorf("member %q of %q: choices %+v", m, r.names[0], cl.choices)
			}
		}
		for _, n := range r.names {
			if !v.valueSets[si].names.intersects(wordSet(n)) {
				t.Errorf("set name %q not read", n)
			}
		}
	}
	for _, w := range topicWords() {
		if cl := clauseOf("open the faq question " + w + " refunds"); !cl.kind.has("faq") || cl.kind.has(fold("refunds")) {
			t.Errorf("topic word %q: kind %v", w, cl.kind)
		}
	}
	for _, w := range ratingNouns() {
		if cl := clauseOf("rate it 3 " + w); cl.ordinal != 3 || cl.rating == "" {
			t.Errorf("rating noun %q: ordinal %d rating %q", w, cl.ordinal, cl.rating)
		}
	}
	for k, w := range countWords() {
		if cl := clauseOf("rate it " + w + " stars"); cl.ordinal != k+1 {
			t.Errorf("count %q: ordinal %d", w, cl.ordinal)
		}
	}
	for _, w := range tickVerbs() {
		p := new(page).click("checkbox", "Gift wrap", "").click("checkbox", "Gift card", "")
		req := fsm.SelectionRequest{Goal: w + " gift wrap", Candidates: p.cands}
		if a := mustSelect(t, New(Options{}), req); a.Choice != "1" || verdict(a) != "passed" {
			t.Errorf("tick verb %q\n%s", w, dump(req, a))
		}
	}
	for _, r := range checkableRoles() {
		p := new(page).click(r, "Gift wrap", "").click("button", "Gift card", "")
		req := fsm.SelectionRequest{Goal: "Add gift wrap", Candidates: p.cands}
		if a := mustSelect(t, New(Options{}), req); a.Choice != "1" || verdict(a) != "passed" {
			t.Errorf("checkable role %q\n%s", r, dump(req, a))
		}
	}
	for _, w := range pronounWords() {
		g := parseGoal(&fsm.SelectionRequest{Goal: "What are the specs? Open " + w}, v)
		if len(g.clauses) != 1 {
			t.Errorf("pronoun %q: %d clauses", w, len(g.clauses))
		}
	}
	for _, r := range abbreviationRows() {
		if a, b := words(r.short), words(r.long); !slices.Equal(a, b) {
			t.Errorf("abbreviation %q reads %q, want %q", r.short, a, b)
		}
	}
	g := parseGoal(&fsm.SelectionRequest{Goal: "Set the check-in date to March 10"}, v)
	for _, st := range buildPlan(g, v) {
		if st.click == clickChoose {
			t.Errorf("a day is read as a day, not a choice: %+v", st)
		}
	}
	if cl := clauseOf("pick the red mug"); len(cl.choices) != 0 {
		t.Errorf("a color before another noun is no choice: %+v", cl.choices)
	}
}
