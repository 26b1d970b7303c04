package local

import "testing"

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
