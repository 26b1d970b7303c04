package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// decoyCase is a goal in plain English on a page where a control it does not ask for
// stands as a decoy: the decider must not choose it (or, when acts allows it, may only
// choose it at a risk that asks for confirmation).
type decoyCase struct {
	what, goal, text string
	trace            []fsm.TraceEntry
	page             *page
	decoy            string // a substring of the decoy's description
	acts             bool   // choosing the decoy is allowed at risk >= riskGuarded
}

func runDecoys(t *testing.T, cases []decoyCase) {
	t.Helper()
	d := New(Options{})
	for _, c := range cases {
		req := fsm.SelectionRequest{Goal: c.goal, URL: "http://127.0.0.1/", PageText: c.text, Trace: c.trace, Candidates: c.page.cands}
		a := mustSelect(t, d, req)
		decoy := byDesc(t, req.Candidates, c.decoy)
		if a.Choice != decoy || verdict(a) != "passed" {
			continue
		}
		if c.acts {
			var cand fsm.Candidate
			for _, k := range req.Candidates {
				if k.Label == decoy {
					cand = k
				}
			}
			r := riskReader{lex: newLexicon(), url: req.URL}
			if got := r.assess(&cand); got >= riskGuarded {
				continue
			}
		}
		t.Errorf("%s: %q chose the decoy %s\n%s", c.what, c.goal, c.decoy, dump(req, a))
	}
}

// TestSettingValueOutsideSets: a setting verb's value outside the known value sets names
// a real option (option, menu item, radio) or one in a list just opened, never a button
// that happens to bear it; and a button near a plan or payment is read as changing it.
func TestSettingValueOutsideSets(t *testing.T) {
	plan := new(page).click("button", "Premium", "").near("Your plan: Basic").click("button", "Basic", "").near("Your plan: Basic").click("link", "Home", "http://x/")
	runDecoys(t, []decoyCase{
		{what: "Change my plan to Premium: the Premium button near 'Your plan' is no option of a list",
			goal: "Change my plan to Premium", page: plan, decoy: `"Premium"`},
	})
	if got := riskOf(clickCand("button", "Premium", "", "Your plan: Basic"), "", ""); got < riskLinked {
		t.Errorf("Premium near 'Your plan': risk %.2f, want %.2f", got, riskLinked)
	}
	for _, w := range placeObjects() {
		if got := riskOf(clickCand("button", "Gold", "", "Your "+w), "", ""); got < riskLinked {
			t.Errorf("Gold near %q: risk %.2f, want %.2f", w, got, riskLinked)
		}
	}
	open := new(page).click("option", "Premium", "").near("Plan").click("option", "Basic", "").near("Plan")
	runReading(t, []readingCase{
		{"Change my plan to Premium: a real option of the plan list is the choice",
			"Change my plan to Premium", nil, open, `"Premium"`},
	})
}

// TestChoiceOpenerShowsItsSet: a control is the closed list of a value set only where it
// shows the set's name, is a combobox or listbox, or has an expanded state; a single
// letter is a size only where the size is named.
func TestChoiceOpenerShowsItsSet(t *testing.T) {
	avatar := new(page).click("button", "M", "").near("Account menu").click("link", "Home", "http://x/").click("combobox", "Size", "").near("Size")
	theme := new(page).click("button", "White", "").near("Theme").click("link", "Home", "http://x/")
	runDecoys(t, []decoyCase{
		{what: "Choose size XL: the avatar button M is no size list", goal: "Choose size XL", page: avatar, decoy: `"M"`},
		{what: "Pick black: a theme button White is no colour list", goal: "Pick black", page: theme, decoy: `"White"`},
	})
	v := newVocab()
	for _, goal := range []string{"pick m", "set it to l", "choose s and black"} {
		for _, ch := range v.readChoices(rawWords(goal), nil) {
			if len(ch.words) == 1 && len(ch.words[0]) == 1 && ch.set >= 0 {
				t.Errorf("%q: the letter %q read as a size with no size named", goal, ch.words[0])
			}
		}
	}
	if chs := v.readChoices(rawWords("pick charcoal in size l"), nil); len(chs) != 2 || chs[1].set < 0 {
		t.Errorf("pick charcoal in size l: %+v, want the size L", chs)
	}
	shown := new(page).click("button", "M", "").near("Size").click("link", "Home", "http://x/")
	runReading(t, []readingCase{
		{"Choose size XL: a button M under Size is the size list showing its value",
			"Choose size XL", nil, shown, `"M"`},
	})
}

// TestLongerMemberOnlyForSort: a longer member of a colour or size set is another value.
func TestLongerMemberOnlyForSort(t *testing.T) {
	colors := new(page).click("clickable", "Sky blue", "").near("Color").click("clickable", "Navy", "").near("Color").click("clickable", "Black", "").near("Color")
	sizes := new(page).click("clickable", "Extra large", "").near("Size").click("clickable", "L", "").near("Size").click("clickable", "M", "").near("Size")
	runDecoys(t, []decoyCase{
		{what: "Pick blue: Sky blue is another colour", goal: "Pick blue", page: colors, decoy: `"Sky blue"`},
		{what: "Choose size large: Extra large is another size", goal: "Choose size large", page: sizes, decoy: `"Extra large"`},
	})
}

// TestTurningOnVerbs: a turning-on verb names the button it names ("Add member"), not
// the ticking of a box; a box or switch showing a price adds a paid extra.
func TestTurningOnVerbs(t *testing.T) {
	group := new(page).click("checkbox", "Maria Garcia", "").near("Members").click("button", "Add member", "").near("Members").click("button", "Remove member", "").near("Members")
	ins := new(page).click("checkbox", "Travel insurance ($29)", "").near("Extras").click("button", "Continue", "")
	runDecoys(t, []decoyCase{
		{what: "Add Maria Garcia: the Add member button is what 'add' names, not her box",
			goal: "Add Maria Garcia", page: group, decoy: `"Maria Garcia"`},
		{what: "Add travel insurance: the box shows a price, so ticking it asks first",
			goal: "Add travel insurance", page: ins, decoy: `"Travel insurance ($29)"`, acts: true},
	})
	for _, role := range addOnRoles() {
		if got := riskOf(clickCand(role, "Priority boarding", "", "Extras: €15 per person"), "", ""); got < riskLinked {
			t.Errorf("%s near a price: risk %.2f, want %.2f", role, got, riskLinked)
		}
	}
	if got := riskOf(clickCand("checkbox", "Gift wrap", "", "Extras"), "", ""); got >= riskGuarded {
		t.Errorf("a box with no price: risk %.2f, want low", got)
	}
}

// TestValueShapesNameTheirField: an email address goes to an email field, never a
// mailing address; a two-word capitalised value goes to a name field only where the
// label says whose name ("Full name"), never to any field with "name" in it.
func TestValueShapesNameTheirField(t *testing.T) {
	twoMail := new(page).fill("e1", "textbox", "Email", "ann@example.org").fill("e2", "textbox", "Mailing address", "ann@example.org").click("button", "Save", "")
	mailOnly := new(page).fill("e1", "textbox", "Mailing address", "ann@example.org").fill("e2", "textbox", "Username", "ann@example.org").click("button", "Save", "")
	city := new(page).fill("c", "textbox", "Company name", "New York").fill("t", "textbox", "City", "New York").click("button", "Save", "")
	runDecoys(t, []decoyCase{
		{what: "Set my email to ann@example.org: the Mailing address is no email field",
			goal: "Set my email to ann@example.org", page: twoMail, decoy: `"Mailing address"`},
		{what: "Set my email: with no email field, not the Mailing address either",
			goal: "Set my email to ann@example.org", page: mailOnly, decoy: `"Mailing address"`},
		{what: "Enter New York: a company name field is no person's name field",
			goal: "Enter New York", page: city, decoy: `"Company name"`},
	})
}

// TestLanguageNameAfterHref: a language's name is read only after its href: a link to
// javascript: or an action path still asks first.
func TestLanguageNameAfterHref(t *testing.T) {
	for _, href := range []string{"javascript:void(0)", "http://x/settings/delete"} {
		if got := riskOf(clickCand("link", "Deutsch", href, ""), "", ""); got < riskGuarded {
			t.Errorf("Deutsch → %s: risk %.2f, want >= %.2f", href, got, riskGuarded)
		}
	}
	if got := riskOf(clickCand("link", "Deutsch", "http://x/de/", ""), "", ""); got >= riskGuarded {
		t.Errorf("Deutsch → /de/: risk %.2f, want low", got)
	}
}

// TestCheckOutAndAskWords: "check out" meets a Checkout link only as a stay's end date,
// and a question word is a marker only where it starts a question.
func TestCheckOutAndAskWords(t *testing.T) {
	shop := new(page).click("link", "Checkout", "http://x/cart").click("link", "New arrivals", "http://x/new").click("link", "Blog", "http://x/blog")
	about := new(page).click("link", "Who we are", "http://x/about").click("link", "We are hiring", "http://x/jobs").click("link", "Careers", "http://x/careers")
	runDecoys(t, []decoyCase{
		{what: "Check out the new arrivals: not the Checkout link", goal: "Check out the new arrivals", page: shop, decoy: `"Checkout"`},
		{what: "Open Who we are: 'who' names the page, not a question", goal: "Open Who we are", page: about, decoy: `"We are hiring"`},
	})
	runReading(t, []readingCase{
		{"Open Who we are", "Open Who we are", nil, about, `"Who we are"`},
	})
}

// TestFollowTheLink: "follow" names a Follow control only when no other control's name
// shows the clause's other words: "Follow the link to pricing" is the Pricing link even
// where a "Follow us on X" link stands.
func TestFollowTheLink(t *testing.T) {
	follow := new(page).click("link", "Follow us on X", "http://x.com/shop").click("link", "Pricing", "http://x/pricing").click("link", "Docs", "http://x/docs")
	runDecoys(t, []decoyCase{
		{what: "Follow the link to pricing: not Follow us", goal: "Follow the link to pricing", page: follow, decoy: `"Follow us on X"`},
	})
	runReading(t, []readingCase{{"Follow the link to pricing: the Pricing link", "Follow the link to pricing", nil, follow, `"Pricing"`}})
}

// TestSecuritySwitch: a switch under a security heading changes the account's security
// ("Enable two-factor authentication"): it needs confirmation, whatever the goal asks.
func TestSecuritySwitch(t *testing.T) {
	for _, c := range []struct{ name, context string }{
		{"Two-factor authentication", "Security"},
		{"Require a code at sign-in", "Account security"},
	} {
		if got := riskOf(fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActClick, Target: "s"}, Role: "switch", Name: c.name, Context: c.context}, "", ""); got < riskLinked {
			t.Errorf("switch %q near %q: risk %.2f, want %.2f", c.name, c.context, got, riskLinked)
		}
	}
}
