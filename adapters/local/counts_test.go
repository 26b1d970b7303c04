package local

import (
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// stepper adds a stepper's two buttons, first and second, both near the row's text.
func (p *page) stepper(first, second, near string) *page {
	return p.click("button", first, "").near(near).click("button", second, "").near(near)
}

// TestStepperCounts states the stepper reading as goals: a count the goal says is reached
// by the stepper's button toward it, press by press, until the count shows it; a count
// not shown is not guessed; one more is the adding button.
func TestStepperCounts(t *testing.T) {
	removals := func(shown string) *page {
		return new(page).stepper("Add a wardrobe", "Remove a wardrobe", "Wardrobes − "+shown+" +").
			stepper("Add a sofa", "Remove a sofa", "Sofas − 0 +").click("button", "Add to calendar", "")
	}
	walk := func(shown string) *page {
		return new(page).stepper("Fewer adults", "More adults", "Adults "+shown).
			stepper("Remove a child", "Add a child", "Children (8–15) 0")
	}
	unshown := new(page).stepper("One fewer diver", "One more diver", "Boat leaves at 08:30")
	lunch := new(page).stepper("Fewer lunches", "More lunches", "Falconer's lunch · £12 − 0 +").
		stepper("Fewer gloves", "More gloves", "Leather glove to keep · £25 − 0 +")
	glyphs := new(page).stepper("−", "+", "Adult (16+) − 1 +").stepper("−", "+", "Child (5–15) − 0 +")
	tickets := new(page).stepper("Add an adult ticket", "Remove an adult ticket", "Adult ticket − 2 +").
		stepper("Add a child ticket", "Remove a child ticket", "Child ticket − 1 +").click("button", "Checkout", "")
	dayRow := new(page).stepper("−", "+", "Adult ticket, valid 2 days, garden entry − 0 +")
	pressed := []fsm.TraceEntry{done(1, fsm.ActClick, "Add a wardrobe", "")}
	runReading(t, []readingCase{
		{name: "toward the count", goal: "add 2 wardrobes to the list", page: removals("0"), want: `"Add a wardrobe"`},
		{name: "a press short of it", goal: "add 2 wardrobes to the list", page: removals("1"), trace: pressed, want: `"Add a wardrobe"`},
		{name: "down to it", goal: "there are 3 adults", page: walk("5"), want: `"Fewer adults"`},
		{name: "in words", goal: "we're bringing three adults", page: walk("1"), want: `"More adults"`},
		{name: "a count not shown is not guessed", goal: "we're 3 divers", page: unshown},
		{name: "a number with a taking-away verb is no count", goal: "remove 2 adults", page: walk("5")},
		{name: "nor with a cancelling one", goal: "cancel 2 adult tickets", page: walk("1")},
		{name: "a number with an adding verb counts only from none", goal: "add 2 wardrobes", page: removals("3")},
		{name: "a number with a change word", goal: "2 more adults please", page: walk("1")},
		{name: "the stepper the words fit most", goal: "2 child tickets please", page: tickets, want: `"Add a child ticket"`},
		{name: "a row's label, not its other words", goal: "park for 3 days", page: dayRow},
		{name: "one fewer is one press", goal: "one fewer adult", page: walk("3"), want: `"Fewer adults"`},
		{name: "beyond what the page takes", goal: "we're bringing 7 adults", page: walk("1 · up to 6")},
		{name: "a row's glyph buttons", goal: "2 adults please", page: glyphs, want: `"+" (near "Adult`},
		{name: "one more is the adding button", goal: "add a falconer's lunch", page: lunch, want: `"More lunches"`},
	})
	d := New(Options{})
	req := fsm.SelectionRequest{Goal: "add 2 wardrobes to the list", URL: "http://127.0.0.1/", Candidates: removals("2").cands,
		Trace: append(pressed, done(2, fsm.ActClick, "Add a wardrobe", ""))}
	if a := mustSelect(t, d, req); verdict(a) == "passed" {
		t.Errorf("the count shows 2: want nothing more pressed\n%s", dump(req, a))
	}
}

// TestTextCount states which count the page's text shows for a stepper's item.
func TestTextCount(t *testing.T) {
	adult, diver := wordSet("adults"), wordSet("diver")
	for _, tc := range []struct {
		text  string
		item  tokenSet
		want  int
		known bool
	}{
		{"Adults − 1 + Under-18s − 0 +", adult, 1, true},
		{"Divers remove 1 add Up to 6 on one booking.", diver, 1, true},
		{"Adults (18+) 2", adult, 2, true},
		{"Adults must be present. Adults 2", adult, 2, true},
		{"Adults 1 + Adults 3", adult, 0, false},
		{"No adults here", diver, 0, false},
		{"Adult ticket £18 − 0 +", adult, 0, false},
		{"Children 5 to 15", wordSet("children"), 0, false},
		{"Adult − 2 + £18 each", adult, 2, true},
		{"3 · ADULTS\n4 · EXTRAS", adult, 0, false},
	} {
		if n, ok := textCount(tc.text, tc.item); n != tc.want || ok != tc.known {
			t.Errorf("textCount(%q) = %d, %v; want %d, %v", tc.text, n, ok, tc.want, tc.known)
		}
	}
}

// TestStatedLimit states the most a stepper takes, as the page says it.
func TestStatedLimit(t *testing.T) {
	pen := wordSet("pens")
	for text, want := range map[string]int{
		"Pens − 1 +\nUp to 6 pens per exhibitor": 6,
		"Pens 1 (four at most)":                  4,
		"Pens: maximum of 5":                     5,
		"Pens 1\nGroups of up to 20 welcome":     20, // no line names pens: any line
		"Pens 1":                                 0,
		"6 pens maximum":                         6,
		"between 1 and 4 pens":                   4,
	} {
		if got := statedLimit(text, pen); got != want {
			t.Errorf("statedLimit(%q) = %d, want %d", text, got, want)
		}
	}
}

// TestShownCount states which number beside a stepper is its count.
func TestShownCount(t *testing.T) {
	for _, tc := range []struct {
		item, ctx string
		want      int
		known     bool
	}{
		{"wardrobes", "Wardrobes − 0 +", 0, true},
		{"adults", "Adults 1", 1, true},
		{"children", "Children (8–15) 0", 0, true},
		{"lunches", "Falconer's lunch · £12 − 0 +", 0, true},
		{"players", "2. Players", 0, false},
		{"divers", "Boat leaves at 08:30", 0, false},
		{"tickets", "3 · Tickets − + − + Coming with 10 or more people?", 0, false},
		{"adults", "Adults 1 Children 2", 0, false},
		{"children", "Children 5 to 15 − 0 +", 0, true},
		{"adults", "Adults 18 € − 0 +", 0, true},
		{"wardrobes", "Wardrobe 2 doors − 0 +", 0, true},
	} {
		if n, ok := shownCount(wordSet(tc.item), tc.ctx); n != tc.want || ok != tc.known {
			t.Errorf("shownCount(%q) = %d, %v; want %d, %v", tc.ctx, n, ok, tc.want, tc.known)
		}
	}
}

// TestCountAskKeepsTheClause: reading a count leaves the clause's words as they were (the
// words around the number were once appended onto the clause's own slice).
func TestCountAskKeepsTheClause(t *testing.T) {
	p := new(page).click("button", "Add a wardrobe", "").near("Wardrobes − 0 +").
		click("button", "Remove a wardrobe", "").near("Wardrobes − 0 +")
	req := fsm.SelectionRequest{Goal: "add 2 wardrobes to the list", URL: "http://127.0.0.1/", Candidates: p.cands}
	s := newScorer(newVocab(), &req) // reads the count once already (countsDone)
	want := "add 2 wardrobes to the list"
	for range 2 {
		if _, ok := s.readCountAsk(0); !ok {
			t.Fatal("no count read")
		}
	}
	if got := strings.Join(s.g.clauses[0].raw, " "); got != want {
		t.Errorf("clause words %q after reading, want %q", got, want)
	}
}
