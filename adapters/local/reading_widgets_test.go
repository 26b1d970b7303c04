package local

import (
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// faqPage is an accordion of FAQ questions under one heading, and a contact link.
func faqPage() *page {
	return new(page).
		click("link", "Contact us", "http://127.0.0.1/contact").at(1).
		click("button", "How do I get a refund?", "").near("Frequently asked questions").at(2).
		click("button", "Can I change my delivery address?", "").near("Frequently asked questions").at(3).
		click("button", "How do I reset my password?", "").near("Frequently asked questions").at(4).
		click("button", "Where is my order?", "").near("Frequently asked questions").at(5)
}

// TestReadingWidgets states the accordion rules as goals in plain English.
func TestReadingWidgets(t *testing.T) {
	runReading(t, []readingCase{
		{"Expand the second section: the verb says what to do with the second of the list's items",
			"Expand the second section", nil, faqPage(), `"Can I change my delivery address?"`},
		{"Expand the last section",
			"Expand the last section", nil, faqPage(), `"Where is my order?"`},
		{"Expand the second section: a verb the page shows on its controls still picks among them",
			"Expand the second section", nil, new(page).click("button", "Expand", "").at(1).click("button", "Print", "").at(2), ""},
		{"Open the FAQ question about refunds: the words before 'about' say what kind of thing, the topic which",
			"Open the FAQ question about refunds", nil, faqPage(), `"How do I get a refund?"`},
		{"Open the FAQ question about changing the address",
			"Open the FAQ question about changing the address", nil, faqPage(), `"Can I change my delivery address?"`},
		{"Open the FAQ question about returning an item: the topic picks the entry even when its noun reads as a result",
			"Open the FAQ question about returning an item", nil, faqPage().click("button", "Shipping & returns", "").near("Frequently asked questions").at(6), `"Shipping & returns"`},
		{"Open the question about shipping abroad: no question is about it",
			"Open the question about shipping abroad", nil, faqPage(), ""},
	})
}

// ratingPage is a star rating drawn as five "★" spans, and a radio group.
func ratingPage() *page {
	p := new(page).click("radio", "Standard delivery", "").near("Delivery").at(1)
	for i := 2; i <= 6; i++ {
		p.click("clickable", "★", "").near("How was your last order?").at(i)
	}
	return p.click("radio", "Gift wrap (+$4)", "").near("Gift wrap").at(7)
}

// TestReadingChoiceWords states the rules for ratings, turning-on verbs and colons as
// goals in plain English.
func TestReadingChoiceWords(t *testing.T) {
	fourth := ratingPage()
	fourth.cands[4].Description += " (the fourth)"
	twoRatings := ratingPage().click("clickable", "★", "").near("How was delivery?").at(8)
	runReading(t, []readingCase{
		{"Rate my last order 4 stars: the count picks the fourth star",
			"Rate my last order 4 stars", nil, fourth, "(the fourth)"},
		{"Give it four stars: a count in words",
			"Give it four stars", nil, fourth, "(the fourth)"},
		{"Rate it 4 stars: two star ratings on the page, which one is not said",
			"Rate it 4 stars", nil, twoRatings, ""},
		{"Add gift wrap: on a radio, 'add' is what its click does",
			"Add gift wrap", nil, ratingPage(), `"Gift wrap (+$4)"`},
		{"Add gift wrap: on a button, 'add' is part of the name it must show",
			"Add gift wrap", nil, new(page).click("button", "Gift wrap", "").click("button", "Gift card", ""), ""},
		{"What are the specs? Open them: 'them' is the specs, and 'specs' reads as specifications",
			"What are the specs? Open them", nil,
			new(page).click("tab", "Description", "").click("tab", "Specifications", "").click("tab", "Reviews", ""), `"Specifications"`},
		{"The monthly newsletter: uncheck it: the pronoun clause unticks what the clause before names",
			"The monthly newsletter: uncheck it", nil,
			new(page).click("checkbox", "Email", "").click("checkbox", "Monthly newsletter", "").ticked().click("button", "Save", ""), `"Monthly newsletter"`},
		{"Search for X and open it: a pronoun after a search still opens a result",
			"Search for kettles and open it", []fsm.TraceEntry{done(0, fsm.ActFill, "searchbox Search", "kettles"), done(1, fsm.ActClick, "button Search", "")},
			new(page).fill("q", "searchbox", "Search", "kettles").click("button", "Search", "").click("link", "Blue enamel kettles", "http://127.0.0.1/p/1"), `"Blue enamel kettles"`},
		{"I use none of these: just press Next: the colon ends the clause that selects nothing",
			"I use none of these: just press Next", nil,
			new(page).click("checkbox", "A tablet", "").click("checkbox", "A smartwatch", "").click("button", "Next", ""), `"Next"`},
	})
}

// TestReadingHeadingColon: "X: Y" with no verb on either side reads as "set X to Y": the
// words before the colon name the control, never a click of their own.
func TestReadingHeadingColon(t *testing.T) {
	runReading(t, []readingCase{
		{name: "the closed dropdown the heading names", goal: "Size: XL",
			page: new(page).click("button", "Size M", "").near("Cotton overshirt").click("button", "Add to basket", "").near("Cotton overshirt"),
			want: `"Size M"`},
		{name: "the option once it shows", goal: "time in force: good 'til cancelled",
			page: new(page).click("option", "Day", "").near("Time in force").click("option", "Good 'til cancelled (GTC)", "").near("Time in force").
				click("button", "Review order", ""),
			want: `"Good 'til cancelled (GTC)"`},
		{name: "a box whose name only says which of its thing the heading names", goal: "race: vicars",
			page: new(page).click("radio", "The Open Race", "").near("Which race?").click("radio", "The Ladies' Race", "").near("Which race?").
				click("switch", "Borrow a race frying pan", "").near("Kit"),
			want: ""},
		{name: "the radio the heading names", goal: "safe place: the shed",
			page: new(page).click("radio", "Leave it in a safe place", "").near("If you're not in").
				click("radio", "Leave it with a neighbour", "").near("If you're not in"),
			want: `"Leave it in a safe place"`},
		{name: "a box named by the heading's word and another is another value", goal: "paint: eggshell",
			page: new(page).click("checkbox", "Gloss paint", "").near("What are you painting with?").
				click("checkbox", "Masonry paint", "").near("What are you painting with?").click("checkbox", "Primer", "").near("What are you painting with?"),
			want: ""},
		{name: "a box that states the heading's condition opens its value", goal: "allergy: sesame",
			page: new(page).click("checkbox", "I have a food allergy", "").near("Dietary needs").click("checkbox", "Vegetarian", "").near("Dietary needs"),
			want: `"I have a food allergy"`},
		{name: "a box named by the heading's word alone opens its value", goal: "gift message: Happy birthday Sam",
			page: new(page).click("checkbox", "Gift message", "").near("Extras").click("checkbox", "Gift wrap", "").near("Extras"),
			want: `"Gift message"`},
		{name: "a button of another act that shows the heading's word", goal: "experience: a decade",
			page: new(page).click("button", "Import my experience from LinkedIn", "").near("Experience").
				click("checkbox", "SQL", "").near("Experience"),
			want: ""},
		{name: "a link the heading names", goal: "audience: wholesale accounts",
			page: new(page).click("link", "Audience", "http://127.0.0.1/#").click("link", "Reports", "http://127.0.0.1/#"),
			want: ""},
		{name: "a control about the field, not its list", goal: "Size: 10",
			page: new(page).click("button", "Size guide", "").near("Trail runner").click("button", "Add to basket", "").near("Trail runner"),
			want: ""},
		{name: "a control named by the field and a number, its value", goal: "quantity: 3",
			page: new(page).click("button", "Quantity 1", "").near("Trail runner").click("button", "Add to basket", "").near("Trail runner"),
			want: `"Quantity 1"`},
		{name: "a control named by the field alone", goal: "subtitles: English SDH",
			page: new(page).click("button", "Subtitles", "").near("Player").click("button", "Full screen", "").near("Player"),
			want: `"Subtitles"`},
		{name: "a control that changes the field", goal: "timezone: Lisbon",
			page: new(page).click("button", "Change timezone", "").near("Timezone: London").click("button", "Save", ""),
			want: `"Change timezone"`},
		{name: "a link to a page about the value", goal: "stage: won",
			page: new(page).click("button", "Stage: Negotiation", "").near("Acme renewal").click("link", "Won deals", "http://127.0.0.1/deals/won"),
			want: `"Stage: Negotiation"`},
		{name: "a thing to create", goal: "new playlist: Rainy Mornings",
			page: new(page).click("button", "+ New playlist", "").near("Your library").click("link", "Rainy day jazz", "http://127.0.0.1/p/9"),
			want: `"+ New playlist"`},
		{name: "a verb after the colon keeps both clauses", goal: "The monthly newsletter: uncheck it",
			page: new(page).click("checkbox", "Email", "").click("checkbox", "Monthly newsletter", "").ticked().click("button", "Save", ""),
			want: `"Monthly newsletter"`},
	})
}

// TestFormEndIsNoValue: a button named only by submit or cancel words finishes or
// abandons its form, whatever value its word also says: "Done" under "Edit issue" is no
// status, "Close" no "closed"; the control showing the field is opened instead.
func TestFormEndIsNoValue(t *testing.T) {
	runReading(t, []readingCase{
		{name: "a heading's value that a Done button says", goal: "Status: done",
			page: new(page).click("button", "Status: In progress", "").near("PROJ-42").click("button", "Done", "").near("Edit issue"),
			want: `"Status: In progress"`},
		{name: "the same value asked in a sentence", goal: "set the status to done",
			page: new(page).click("button", "Status: In progress", "").near("PROJ-42").click("button", "Done", "").near("Edit issue"),
			want: `"Status: In progress"`},
		{name: "a value a Close button says", goal: "status: closed",
			page: new(page).click("button", "Status: Open", "").near("Ticket #88").click("button", "Close", "").near("Edit ticket"),
			want: `"Status: Open"`},
		{name: "the value's real option", goal: "status: done",
			page: new(page).click("option", "To do", "").near("Status").click("option", "Done", "").near("Status").click("button", "Cancel", ""),
			want: `option "Done"`},
	})
}

// TestReadingHeadingAnswer: a yes or no after a heading's colon sets the box the heading
// names: "gift wrap: no" never ticks "Gift wrap", and unticks it when it is ticked.
func TestReadingHeadingAnswer(t *testing.T) {
	wrap := func(ticked bool) *page {
		p := new(page).click("checkbox", "Gift wrap (+£3)", "").near("Extras")
		if ticked {
			p.ticked()
		} else {
			p.off()
		}
		return p.click("checkbox", "Gift receipt", "").near("Extras").click("button", "Continue", "")
	}
	runReading(t, []readingCase{
		{name: "no to an unticked box", goal: "gift wrap: no thanks", page: wrap(false), want: ""},
		{name: "no to a ticked box", goal: "gift wrap: no", page: wrap(true), want: `"Gift wrap (+£3)"`},
		{name: "not needed", goal: "gift wrap: not needed", page: wrap(false), want: ""},
		{name: "yes to an unticked box", goal: "gift wrap: yes please", page: wrap(false), want: `"Gift wrap (+£3)"`},
		{name: "no to a heading that may read as a verb", goal: "travel insurance: no",
			page: new(page).click("radio", "Yes, add travel insurance (+£20)", "").near("Travel insurance").
				click("radio", "No thanks", "").near("Travel insurance").click("button", "Continue", ""),
			want: `"No thanks"`},
		{name: "yes never ticks a box that says the opposite", goal: "insurance: yes",
			page: new(page).click("checkbox", "I don't want insurance", "").near("Extras").off().click("button", "Continue", ""),
			want: ""},
		{name: "yes never ticks a box the heading's word only qualifies", goal: "insurance: yes",
			page: new(page).click("checkbox", "Insurance documents by post", "").near("Paperwork").off().click("button", "Continue", ""),
			want: ""},
		{name: "off for a switch that is off", goal: "dark mode: off",
			page: new(page).click("switch", "Dark mode", "").near("Appearance").off().click("button", "Save", ""), want: ""},
	})
}

// TestReadingVerbHeading: a verb before a colon names what the clause after it sets
// ("print: double-sided"): never a press of the verb's button, though a list it opens
// still opens.
func TestReadingVerbHeading(t *testing.T) {
	closed := false
	runReading(t, []readingCase{
		{name: "the option under the verb's topic", goal: "print: double-sided",
			page: new(page).click("radio", "Single-sided", "").near("Print options").click("radio", "Double-sided", "").near("Print options").
				click("button", "Print", ""),
			want: `"Double-sided"`},
		{name: "no option: never the verb's button", goal: "print: double-sided",
			page: new(page).click("button", "Print", "").click("button", "Cancel", ""), want: ""},
		{name: "a list the verb's field opens", goal: "discount: student",
			page: new(page).add(fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActClick}, Role: "button",
				Name: "Discount No discount ▾", Description: `click button "Discount No discount ▾"`, Expanded: &closed}).
				click("button", "Book now", ""),
			want: `"Discount No discount ▾"`},
	})
}

// TestMarkTicks states "mark" as a tick verb: marking a thing as something turns on the
// box that says it.
func TestMarkTicks(t *testing.T) {
	edit := new(page).click("checkbox", "This is a minor edit", "").near("Edit summary").
		click("checkbox", "Watch this page", "").near("Edit summary").
		click("button", "Save draft", "")
	runReading(t, []readingCase{
		{name: "mark as ticks the box that says it", goal: "mark this as a minor edit", page: edit, want: `"This is a minor edit"`},
		{name: "nor another box", goal: "mark this as urgent", page: edit},
	})
}
