package local

import "testing"

// TestAntonymTable: WordNet's verb antonyms undo acts; state words oppose by WordNet's
// adjective antonyms or a reversal prefix (each row of reversalPrefixes), never a word
// itself, a short base or a word that only ends like another.
func TestAntonymTable(t *testing.T) {
	at := newAntonymTable()
	for _, tc := range []struct {
		a, b string
		act  bool
	}{
		{"show", "hide", true}, {"accept", "reject", true}, {"lock", "unlock", true}, {"enable", "disable", true},
		{"come", "go", false}, // verb.motion: one move from two places
		{"give", "take", false}, {"show", "show", false}, {"open", "closed", false},
	} {
		if got := at.actOpposes(tc.a, tc.b); got != tc.act {
			t.Errorf("actOpposes(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.act)
		}
	}
	for _, tc := range []struct {
		a, b  string
		state bool
	}{
		{"paid", "unpaid", true}, {"public", "private", true}, {"on", "off", true}, {"dark", "light", true},
		{"read", "unread", true},            // un
		{"connected", "disconnected", true}, // dis
		{"selected", "deselected", true},    // de
		{"active", "inactive", true},        // in
		{"possible", "impossible", true},    // im
		{"profit", "nonprofit", true},       // non
		{"muted", "unmuted", true}, {"unread", "read", true},
		{"done", "complete", false}, {"to", "into", false}, {"bit", "debit", false},
		{"archived", "archived", false},
		// Look-alikes the prefix rule reads as opposites: as a state after "as" or "to"
		// (flipsState) they are rare.
		{"sign", "design", true}, {"play", "display", true},
	} {
		if got := at.stateOpposes(tc.a, tc.b); got != tc.state {
			t.Errorf("stateOpposes(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.state)
		}
	}
}
