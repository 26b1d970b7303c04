package local

import (
	"strings"
	"testing"
)

// TestWritesDate: each row is a clause's words and an ISO date value, and whether the
// clause writes that day.
func TestWritesDate(t *testing.T) {
	v := newVocab()
	for _, c := range []struct {
		words, iso string
		want       bool
	}{
		{"move it to thursday 9 april", "2026-04-09", true},
		{"the 3rd of october works", "2026-10-03", true},
		{"book it for the 21st", "2026-12-21", true},
		{"from 19 december until 23 december", "2026-12-23", true},
		{"from 19 december until 23 december", "2026-12-20", false},
		{"born 3 march 1991", "1990-03-03", false},
		{"born 3 march 1990", "1990-03-03", true},
		{"the 21st of november", "2026-12-21", false},
		{"book 21 seats", "2026-12-21", false}, // a count, not an ordinal
		{"feb 6", "2027-02-06", true},
	} {
		if got := v.writesDate(strings.Fields(c.words), c.iso); got != c.want {
			t.Errorf("writesDate(%q, %s) = %v, want %v", c.words, c.iso, got, c.want)
		}
	}
}

// TestReadingDateValues: a date value the goal writes in words goes to the date field,
// and a field for another kind of value never takes it.
func TestReadingDateValues(t *testing.T) {
	form := func(v string) *page {
		return offerAll(new(page), []string{v}, [4]string{"m", "textbox", "Mobile", "tel"},
			[4]string{"d", "textbox", "Preferred date", "date"}, [4]string{"n", "textbox", "Notes", "text"}).
			click("button", "Continue", "")
	}
	phoneOnly := new(page).fill("m", "textbox", "Mobile number", "2026-10-03").typed("tel").click("button", "Continue", "")
	guests := offerAll(new(page), []string{"4"}, [4]string{"e", "textbox", "Email", "email"},
		[4]string{"g", "spinbutton", "Guests", "number"})
	slots := func(v string) *page {
		p := new(page).click("radio", "Morning", "").near("Delivery slot").click("radio", "Afternoon", "").near("Delivery slot").
			click("radio", "Evening", "").near("Delivery slot")
		return offerAll(p, []string{v}, [4]string{"d", "textbox", "Delivery date", "date"}).click("button", "Continue", "")
	}
	extension := offerAll(new(page), []string{"4021"}, [4]string{"x", "textbox", "Desk extension", "tel"}, [4]string{"n", "textbox", "Name", "text"})
	runReading(t, []readingCase{
		{name: "a place in a list stays when another clause writes the date", goal: "choose the 1st slot and set the delivery date to Sunday 1 March",
			page: slots("2027-03-01"), want: `"Morning"`},
		{name: "the day an ordinal writes is the later clause's", goal: "pick the 2nd delivery slot, deliver on the 2nd",
			page: slots("2027-03-02"), want: `"Afternoon"`},
		{name: "an ordinal with a noun of its own is a place in a list", goal: "open the 1st booking",
			page: offerAll(new(page).click("link", "Booking A", "http://127.0.0.1/b/a").click("link", "Booking B", "http://127.0.0.1/b/b"),
				[]string{"2026-10-01"}, [4]string{"d", "textbox", "Filter by date", "date"}), want: `"Booking A"`},
		{name: "a phone field takes a short number", goal: "set my desk extension to 4021", page: extension, want: `"Desk extension" with "4021"`},
		{name: "a day and month in words", goal: "could you make it Saturday 3 October", page: form("2026-10-03"),
			want: `"Preferred date" with "2026-10-03"`},
		{name: "the day of a named month is no place in a list", goal: "the 3rd of October please", page: form("2026-10-03"),
			want: `"Preferred date" with "2026-10-03"`},
		{name: "an ordinal day", goal: "go for the 3rd", page: form("2026-10-03"),
			want: `"Preferred date" with "2026-10-03"`},
		{name: "a date is no phone number", goal: "on 3 Oct", page: phoneOnly, want: ""},
		{name: "a count is no email address", goal: "there will be 4 of us", page: guests, want: `"Guests" with "4"`},
	})
}
