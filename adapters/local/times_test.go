package local

import (
	"strings"
	"testing"
)

// TestReadTimes: every way the tables say a time reads as its 24-hour token, and numbers
// that are not times stay words.
func TestReadTimes(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"half past nine", "t0930"}, {"quarter past three", "t1515"}, {"quarter to ten", "t0945"},
		{"half nine", "t0930"}, {"2 15 pm", "t1415"}, {"9 am", "t0900"}, {"12 30", "t1230"},
		{"14 15", "t1415"}, {"seven o clock", "t0700"}, {"noon", "t1200"}, {"midnight", "t0000"},
		{"eleven in the morning", "t1100"}, {"quarter past eight in the evening", "t2015"},
		{"8 at night", "t2000"}, {"twelve p m", "t1200"}, {"12 am", "t0000"},
		{"tuesday 15 december", "tuesday 15 december"}, {"2 adults", "2 adults"}, {"half price", "half price"},
	} {
		if got := strings.Join(readTimes(strings.Fields(c.in)), " "); got != c.want {
			t.Errorf("%q read as %q, want %q", c.in, got, c.want)
		}
	}
	for _, r := range dayPartRows() {
		if _, said := dayPart(r.words); !said {
			t.Errorf("day part %q not read", r.words)
		}
	}
	for _, c := range []struct{ name, want string }{
		{"09:30", "t0930"}, {"2:15 PM", "t1415"}, {"9.30am", "t0930"}, {"9am", "t0900"}, {"12:00 a.m.", "t0000"},
	} {
		if got := timeWords(c.name); !got.intersects(wordSet(c.want)) {
			t.Errorf("name %q: %v, want %s", c.name, got, c.want)
		}
	}
	if got := timeWords("Large 14″ — £12.99"); len(got) != 0 {
		t.Errorf("a price is no time: %v", got)
	}
}

// TestTimesMeet: a time said in words or in 12-hour form meets a control's 24-hour name.
func TestTimesMeet(t *testing.T) {
	slots := func() *page {
		return new(page).click("button", "09:00", "").near("Morning").click("button", "09:30", "").near("Morning").
			click("button", "14:15", "").near("Afternoon").click("button", "02:15", "").near("Night")
	}
	runReading(t, []readingCase{
		{name: "spoken", goal: "half past nine works for me", page: slots(), want: `"09:30"`},
		{name: "12-hour", goal: "can I get the 2:15 pm slot", page: slots(), want: `"14:15"`},
		{name: "no such time", goal: "ten o'clock please", page: slots(), want: ""},
	})
}
