package local

import "testing"

// TestActUnmet states actUnmet as goals: a clause led by a verb of its own is not done
// by a control that shows only what the verb acts on.
func TestActUnmet(t *testing.T) {
	recipes := new(page).click("link", "Thai green chicken curry", "http://127.0.0.1/r?id=thai").near("35 min ★4.4").
		click("link", "Lentil soup", "http://127.0.0.1/r?id=lentil").near("20 min ★4.1")
	withIcons := new(page).click("link", "Thai green chicken curry", "http://127.0.0.1/r?id=thai").near("35 min ★4.4").
		click("button", "Bookmark", "").near("Thai green chicken curry 35 min ★4.4").
		click("link", "Lentil soup", "http://127.0.0.1/r?id=lentil").near("20 min ★4.1").
		click("button", "Bookmark", "").near("Lentil soup 20 min ★4.1")
	threads := new(page).click("link", "My first IPA came out cloudy", "http://127.0.0.1/t?id=1").near("212 points · 38 comments").
		click("link", "Sour cherry saison recipe", "http://127.0.0.1/t?id=2").near("530 points · 22 comments").
		click("link", "Downvoted threads", "http://127.0.0.1/downvoted")
	release := new(page).click("button", "Publish v1.2.0", "").click("button", "Edit v1.2.0", "")
	runReading(t, []readingCase{
		{name: "the title link does not save it", goal: "save the Thai green chicken curry", page: recipes},
		{name: "the row's Bookmark does", goal: "bookmark the Thai green chicken curry", page: withIcons, want: `"Bookmark" (near "Thai`},
		{name: "the thread's link does not downvote", goal: "Downvote the cloudy IPA thread", page: threads},
		{name: "a word no dictionary knows is a verb where a control starts with it", goal: "Downvote the cloudy IPA thread", page: threads},
		{name: "a quoted title is what the verb acts on", goal: "Downvote \u201cMy first IPA came out cloudy\u201d", page: threads},
		{name: "a reading verb is the link's click", goal: "Read the cloudy IPA thread", page: threads, want: `"My first IPA`},
		{name: "a noun-led clause names the control", goal: "Lentil soup please", page: recipes, want: `"Lentil soup"`},
		{name: "a verb behind a reversal prefix is a verb", goal: "unpublish v1.2.0", page: release},
	})
}

// TestReversedVerb states which words are WordNet verbs behind a reversal prefix.
func TestReversedVerb(t *testing.T) {
	v := newVocab()
	for w, want := range map[string]bool{
		"unpublish": true, "unarchive": true, "undelete": true,
		"unpin": false, "unhide": false, "income": false, "inbox": false, // a base of three letters, as folded
		"under": false, "deliver": false, "unicorn": false, "publish": false,
	} {
		if got := v.reversedVerb(fold(w)); got != want {
			t.Errorf("reversedVerb(%q) = %v, want %v", w, got, want)
		}
	}
}

// TestReadingClauseRefusesActs states readingRefuses: a clause led by a reading verb
// asks to see, so a control that leads with another clause's act, or with an unsaid act
// on something the clause does not name, is never its answer; an act on what the clause
// names is its way in.
func TestReadingClauseRefusesActs(t *testing.T) {
	runs := new(page).click("clickable", "#1482 Bump lodash to 4.17.21 · main · 4m 12s", "").
		click("clickable", "Rerun #1482", "").near("#1482 Bump lodash to 4.17.21 · main · 4m 12s").
		click("clickable", "#1481 New checkout summary · feature/checkout-v2 · 6m 40s", "").
		click("clickable", "Rerun #1481", "").near("#1481 New checkout summary · feature/checkout-v2 · 6m 40s")
	invoices := new(page).click("clickable", "Invoice 7 · £120 · due Friday", "").
		click("button", "Pay invoice 7", "").near("Invoice 7 · £120 · due Friday").
		click("clickable", "Invoice 8 · £80 · due Monday", "")
	tracks := new(page).click("button", "Play Saturn by Sleeping at Last", "").near("6 Saturn Sleeping at Last Atlas: Space").
		click("button", "Play Holland by Sleeping at Last", "").near("7 Holland Sleeping at Last Atlas: Year One")
	withArtist := new(page).click("button", "Play Saturn by Sleeping at Last", "").near("6 Saturn Sleeping at Last Atlas: Space").
		click("link", "Sleeping at Last", "http://127.0.0.1/artist/sal").near("6 Saturn Sleeping at Last Atlas: Space")
	deploy := new(page).click("clickable", "#1482 Bump lodash to 4.17.21 · main · 4m 12s", "").
		click("clickable", "Deploy #1482 to production", "").near("Deploy #1482 on main passed and is ready.")
	help := new(page).click("button", "Start a chat with support", "").near("Need help?").
		click("button", "Can I change my delivery address?", "").near("Frequently asked questions").
		click("button", "How do I get a refund?", "").near("Frequently asked questions")
	runReading(t, []readingCase{
		{name: "open is the run's own click, not its rerun", goal: "open #1481 and rerun only the failed jobs", page: runs, want: `"#1481 New checkout`},
		{name: "the act alone takes its control", goal: "rerun #1481", page: runs, want: `"Rerun #1481"`},
		{name: "another clause's plain verb", goal: "open invoice 7 and pay it", page: invoices, want: `"Invoice 7 ·`},
		{name: "an artist page is not played", goal: "open Sleeping at Last's artist page", page: withArtist, want: `link "Sleeping at Last"`},
		{name: "nor is a track", goal: "open Sleeping at Last's artist page", page: tracks},
		{name: "an act on what the clause names is its way in", goal: "open a chat", page: help, want: `"Start a chat with support"`},
		{name: "an unsaid act on the record that shows more is never how it opens", goal: "open #1482 and download the bundle stats", page: deploy},
		{name: "a name that asks leads with no act", goal: "open the question about changing my delivery address", page: help, want: `"Can I change my delivery address?"`},
	})
}

// TestDayOfAnItem states that a control naming a day and leading with an act is an act on
// that day's item, not the day's calendar cell: it fits only a goal that says its act.
func TestDayOfAnItem(t *testing.T) {
	lessons := new(page).click("button", "Rate the Tue 1 Dec lesson", "").near("Tue 1 Dec Country lanes Done").
		click("button", "Rate the Thu 3 Dec lesson", "").near("Thu 3 Dec Town centre driving Done")
	runReading(t, []readingCase{
		{name: "cancel is not rate", goal: "cancel the Thu 3 Dec lesson", page: lessons},
		{name: "rate is", goal: "rate the Thu 3 Dec lesson", page: lessons, want: `"Rate the Thu 3 Dec lesson"`},
	})
}

// TestValueIsNoAct states that a choice's value is not met by a control that leads with
// an act the goal does not say, unless the act sets the thing to that value.
func TestValueIsNoAct(t *testing.T) {
	events := new(page).click("button", "Save Portuguese film night: Central do Brasil", "").near("Portuguese film night Fri 18 Dec").
		click("button", "RSVP", "").near("Portuguese film night Fri 18 Dec")
	plants := new(page).click("button", "Mark Golden pothos as watered", "").near("Golden pothos").
		click("button", "Mark Golden pothos as fed", "").near("Golden pothos")
	rsvp := new(page).click("button", "Accept invitation", "").click("button", "Decline invitation", "")
	runReading(t, []readingCase{
		{name: "the clause's act read as its words are folded", goal: "RSVP: decline", page: rsvp, want: `"Decline invitation"`},
		{name: "a saved event is no calendar entry", goal: "calendar: the Portuguese film night", page: events},
		{name: "marking as the value sets it", goal: "golden pothos: watered", page: plants, want: `"Mark Golden pothos as watered"`},
	})
}

// TestSetsTo states which act-led names set their thing to a value.
func TestSetsTo(t *testing.T) {
	s := &scorer{v: newVocab()}
	for _, c := range []struct {
		name, value string
		want        bool
	}{
		{"Mark Golden pothos as watered", "watered", true},
		{"Switch to the dark theme", "dark theme", true},
		{"Deliver weekly", "weekly", true},
		{"Enable dark mode", "dark", true},
		{"Add to basket – Large", "large", false},
		{"Save Portuguese film night: Central do Brasil", "portuguese film night", false},
		{"Add Portuguese film night to my calendar", "portuguese film night", true},
	} {
		if got := s.setsTo(c.name, rawWords(c.value)); got != c.want {
			t.Errorf("setsTo(%q, %q) = %v, want %v", c.name, c.value, got, c.want)
		}
	}
}
