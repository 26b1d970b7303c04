package local

import "testing"

// TestToggleButtons: a toggle button states whether it is pressed (aria-pressed, observed
// as Checked). A pressed one is what the goal asks already, so it is not pressed again
// (that would release it); one a clause asks off by reversing its word ("unlike",
// "unmute") is pressed; an unpressed one the goal asks on is pressed.
func TestToggleButtons(t *testing.T) {
	feed := func() *page {
		return new(page).
			click("button", "Like", "").ticked().near("Ana Silva: sunset over the harbour").
			click("button", "Like", "").off().near("Ben Okafor: my new bike").
			click("button", "Mute", "").ticked().near("Dev Patel: football all day").
			click("button", "Follow", "").off().near("Cara Lee")
	}
	runReading(t, []readingCase{
		{name: "pressed already", goal: "like Ana Silva's sunset post", page: feed(), want: ""},
		{name: "not pressed yet", goal: "like Ben Okafor's bike post", page: feed(), want: `"Like" (near "Ben Okafor`},
		{name: "released by its reversed word", goal: "unmute Dev Patel", page: feed(), want: `"Mute"`},
		// The reversed word stands for the word it reverses, not for the whole name: a
		// long pressed name is not the better fit for being long.
		{name: "released where the rest of the clause is", goal: "unmute Dev Patel",
			page: new(page).click("button", "Mute all channels and group chats", "").ticked().near("Settings").
				click("button", "Mute", "").ticked().near("Dev Patel: football all day"),
			want: `(near "Dev Patel`},
		{name: "off already", goal: "turn off the like on Ben Okafor's post", page: feed(), want: ""},
		{name: "pressed by its word", goal: "follow Cara Lee", page: feed(), want: `"Follow"`},
		{name: "a word that only begins like a reversal", goal: "discard the draft",
			page: new(page).click("button", "Card", "").ticked().near("Pay by").click("button", "Discard draft", ""),
			want: `"Discard draft"`},
		// A verb of its own that begins like a reversal reverses nothing: neither the
		// pressed Card nor the ticked "Play video" is released.
		{name: "discard is no reversal of card", goal: "discard this draft",
			page: new(page).click("button", "Card", "").ticked().near("Pay by").click("button", "PayPal", "").off().near("Pay by").
				click("button", "Save draft", ""), want: ""},
		{name: "display is no reversal of play", goal: "display the video",
			page: new(page).click("checkbox", "Play video", "").ticked().near("Autoplay"), want: ""},
		// An unpressed toggle that does the opposite of the clause's act is not it.
		{name: "unpressed opposite toggle", goal: "show spoilers",
			page: new(page).click("button", "Hide spoilers", "").off().near("Episode 4"), want: ""},
		{name: "unpressed toggle the clause reverses", goal: "unsubscribe from the channel",
			page: new(page).click("button", "Subscribe", "").off().near("Kitchen Tales").click("button", "Share", ""), want: ""},
	})
	for _, p := range verbReversalPrefixes() {
		if !contains(reversalPrefixes(), p) {
			t.Errorf("verb reversal prefix %q is no reversal prefix", p)
		}
	}
}
