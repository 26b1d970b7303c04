package local

import "testing"

// TestAmountClash: each row is a clause, a control's name and whether the name gives a
// unit the clause gives an amount of only other amounts.
func TestAmountClash(t *testing.T) {
	rows := []struct {
		clause, name string
		clash        bool
	}{
		{"session: Thu 10 Dec, 6pm", "Choose Tue 8 Dec, 6pm", true},
		{"session: Thu 10 Dec, 6pm", "Choose Thu 10 Dec, 6pm", false},
		{"pick the 2 vCPU, 4 GB machine", "e2-standard-4 4 vCPU · 16 GB memory", true},
		{"pick the 2 vCPU, 4 GB machine", "e2-medium 2 vCPU · 4 GB memory", false},
		{"two nights please", "3 nights · £240", true},
		{"two nights please", "2 nights · £160", false},
		{"a 16GB card", "Memory card 32GB", true},
		{"go to page 3", "Page 2 of 5", false}, // the clause gives "page" no amount after it
		{"the 2 of them", "1 of 3", false},     // a preposition is no unit
		{"book the sauna", "Sauna for 4 people", false},
		{"10 December", "Thursday 10 December", false},
	}
	for _, r := range rows {
		if got := amountClash(r.clause, r.name); got != r.clash {
			t.Errorf("amountClash(%q, %q) = %v, want %v", r.clause, r.name, got, r.clash)
		}
	}
}
