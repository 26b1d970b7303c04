package local

import "testing"

// TestRefusalRows states, row by row, what a kind of field never takes and what it does.
func TestRefusalRows(t *testing.T) {
	cases := []struct {
		kind          string
		refuses, take []string
	}{
		{"number or code", []string{"engine remap, stage 1", "the blue one"}, []string{"AB12 CDE", "NW-104233", "SPRING20", "3 nights", "4242 4242 4242 4242"}},
		{"name", []string{"76.76.21.98", "07700 900123", "42"}, []string{"Tom Reyes", "@home", "o'neil"}},
		{"postcode", []string{"07700 900123", "near the park gates"}, []string{"SW1A 1AA", "60614-1234", "K1A 0B1"}},
	}
	rows := map[string]refusalRow{}
	for _, r := range refusalRows() {
		rows[r.kind] = r
	}
	if len(rows) != len(cases) {
		t.Fatalf("refusalRows has %d rows, the test states %d", len(rows), len(cases))
	}
	for _, c := range cases {
		r, ok := rows[c.kind]
		if !ok {
			t.Fatalf("no refusal row %q", c.kind)
		}
		for _, v := range c.refuses {
			if !r.refuses(v) {
				t.Errorf("a %s field takes %q", c.kind, v)
			}
		}
		for _, v := range c.take {
			if r.refuses(v) {
				t.Errorf("a %s field refuses %q", c.kind, v)
			}
		}
	}
}

// TestReadingFieldKinds states that a field of a kind never takes a value that kind
// refuses, and still takes one its label shows or one another kind it names takes.
func TestReadingFieldKinds(t *testing.T) {
	car := new(page).fill("r", "textbox", "Registration number", "engine remap, stage 1").near("Tell us about your car").
		click("button", "Find car", "").near("Tell us about your car")
	dns := new(page).fill("n", "textbox", "Name (@ for root)", "76.76.21.98").near("Add a record").
		click("button", "Add record", "").near("Add a record")
	root := new(page).fill("n", "textbox", "Name (@ for root)", "@")
	house := new(page).fill("h", "textbox", "House name or number", "12")
	notes := new(page).fill("n", "textbox", "Notes (door code, floor)", "ring the bell twice").click("button", "Place order", "")
	runReading(t, []readingCase{
		{name: "a number field never takes a sentence", goal: "the car has mods — engine remap, stage 1", page: car, want: ""},
		{name: "a name field never takes a value without a letter", goal: "add an A record for 76.76.21.98", page: dns, want: ""},
		{name: "a field takes a value its label shows", goal: "put @ as the name", page: root, want: `"Name (@ for root)" with "@"`},
		{name: "a kind the label's hint names is not the field's", goal: "ring the bell twice", page: notes,
			want: `"Notes (door code, floor)" with "ring the bell twice"`},
		{name: "a field naming two kinds takes what either takes", goal: "my house is 12", page: house, want: `"House name or number" with "12"`},
	})
}

// TestReadingOrdinalField states that "the second X" counts the fields whose label leads
// with X, not those whose hint mentions it, and all the value's fields when none does.
func TestReadingOrdinalField(t *testing.T) {
	fields := [][4]string{{"s", "textbox", "Subject line", "text"}, {"p", "textbox", "Preview text — shown after the subject in most inboxes", "text"},
		{"b", "textbox", "Subject line B", "text"}}
	mail := offerAll(new(page), []string{"Your festive order, sorted"}, fields...)
	for i := range mail.cands {
		mail.cands[i].Position = map[string]int{"s": 1, "p": 2, "b": 3}[mail.cands[i].Target] // page order
	}
	texts := offerAll(new(page), []string{"Hello there"}, [4]string{"t", "textbox", "Title", "text"},
		[4]string{"b", "textbox", "Body text", "text"}, [4]string{"a", "textbox", "Alt text", "text"})
	post := offerAll(new(page), []string{"Main St"}, [4]string{"p", "textbox", "PO Box", "text"},
		[4]string{"s", "textbox", "Street", "text"}, [4]string{"c", "textbox", "City", "text"})
	for _, p := range []*page{texts, post} {
		for i := range p.cands {
			p.cands[i].Position = i + 1 // page order
		}
	}
	runReading(t, []readingCase{
		{name: "a role word leads no field: the second text box counts every field", goal: "type Hello there in the second text box",
			page: texts, want: `"Body text" with "Hello there"`},
		{name: "a role word leads no field: the second box is not of the PO boxes", goal: "type Main St in the second box",
			page: post, want: `"Street" with "Main St"`},
		{name: "the second subject is the second field the subject leads", goal: "make the second subject Your festive order, sorted",
			page: mail, want: `"Subject line B" with "Your festive order, sorted"`},
		{name: "the second box counts every field", goal: "type Your festive order, sorted in the second box",
			page: mail, want: `"Preview text — shown after the subject in most inboxes" with "Your festive order, sorted"`},
	})
}
