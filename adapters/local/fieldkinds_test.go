package local

import "testing"

// TestRefusalRows states, row by row, what a kind of field never takes and what it does.
func TestRefusalRows(t *testing.T) {
	cases := []struct {
		kind          string
		refuses, take []string
	}{
		{"number or code", []string{"engine remap, stage 1", "the blue one"},
			[]string{"AB12 CDE", "NW-104233", "SPRING20", "3 nights", "4242 4242 4242 4242", "Black tie", "Fjord Foods"}},
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

// TestExampleCues: every example cue, followed by a value with a digit, makes a field
// refuse words with none; one followed by words only, or no cue, does not.
func TestExampleCues(t *testing.T) {
	for _, cue := range exampleCues() {
		if name := "Voucher code (" + cue + " SKY-1234-AB)"; !exampleHasDigit(name) {
			t.Errorf("%q: want an example with a digit", name)
		}
	}
	for _, name := range []string{"Dress code (e.g. smart casual)", "Order number or customer", "Booked in 2026"} {
		if exampleHasDigit(name) {
			t.Errorf("%q: want no example with a digit", name)
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
	voucher := new(page).fill("c", "textbox", "Voucher code (e.g. SKY-1234-AB)", "Priya Nair").near("Your voucher").
		click("button", "Transfer", "").near("Your voucher")
	invoices := new(page).fill("q", "textbox", "Filter by client or number", "Fjord Foods").near("Invoices")
	dress := new(page).fill("d", "textbox", "Dress code", "Black tie").near("Your event")
	runReading(t, []readingCase{
		{name: "a field whose example has a digit never takes words without one", goal: "transfer my voucher to Priya Nair", page: voucher, want: ""},
		{name: "a filter box takes a name", goal: "filter the invoices to Fjord Foods", page: invoices,
			want: `"Filter by client or number" with "Fjord Foods"`},
		{name: "a code field with no example takes words", goal: "set the dress code to Black tie", page: dress,
			want: `"Dress code" with "Black tie"`},
		{name: "a number field never takes a sentence", goal: "the car has mods — engine remap, stage 1", page: car, want: ""},
		{name: "a name field never takes a value without a letter", goal: "add an A record for 76.76.21.98", page: dns, want: ""},
		{name: "a field takes a value its label shows", goal: "put @ as the name", page: root, want: `"Name (@ for root)" with "@"`},
		{name: "a kind the label's hint names is not the field's", goal: "ring the bell twice", page: notes,
			want: `"Notes (door code, floor)" with "ring the bell twice"`},
		{name: "a field naming two kinds takes what either takes", goal: "my house is 12", page: house, want: `"House name or number" with "12"`},
	})
}
