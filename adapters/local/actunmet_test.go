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
