package goalbench

// tableTasks: an admin table whose rows carry a View link and icon actions drawn by CSS
// (edit, download, delete), and sortable column headers; deleting must stop.
func tableTasks() []Task {
	v := func(extra ...Var) []Var {
		return append([]Var{pick("title", "Orders", "Invoices", "Customers"),
			sample("rows", 5, "Ada Lovelace;Paid", "Grace Hopper;Pending", "Alan Turing;Refunded", "Katherine Johnson;Paid", "Linus Torvalds;Shipped", "Barbara Liskov;Pending", "Ken Thompson;Paid"),
			list("dates", "2026-11-28", "2026-11-27", "2026-11-24", "2026-11-20", "2026-11-18"),
			shuffled("totals", "$120.00", "$89.50", "$240.10", "$15.99", "$64.00"),
			between("t", 0, 4), let("who", "{{part (index .rows .t) 0}}")}, extra...)
	}
	acts := []string{"click edit-*", "click dl-*", "click del-*", "load order*", "click sort-*", "click new", "deleted"}
	return []Task{
		{Family: "table", ID: "edit-row", Solve: []string{"click [data-k=\"edit-{{.t}}\"]"}, Site: "table", Vary: v(pick("goal", "Edit the row for {{.who}}", "Click the edit icon next to {{.who}}", "Edit {{.who}}")),
			Goal: "{{.goal}}", Check: Check{Success: []string{"click edit-{{.t}}"}, Wrong: acts}},
		{Family: "table", ID: "view-order-number", Solve: []string{"click [data-k=\"view-{{.t}}\"]"}, Site: "table", Vary: v(), Goal: "View order #{{add 1040 .t}}",
			Check: Check{Success: []string{"load order?id={{add 1040 .t}}"}, Wrong: acts}},
		{Family: "table", ID: "view-by-name", Solve: []string{"click [data-k=\"view-{{.t}}\"]"}, Site: "table", Vary: v(), Goal: "Open the details of {{.who}}'s order",
			Check: Check{Success: []string{"load order?id={{add 1040 .t}}"}, Wrong: acts}},
		{Family: "table", ID: "sort-by-date", Solve: []string{"click [data-k=\"sort-{{lower .col}}\"]"}, Site: "table", Vary: v(pick("col", "Date", "Total", "Name")), Goal: "Sort the table by {{.col}}",
			Check: Check{Success: []string{"click sort-{{lower .col}}"}, Wrong: acts}},
		{Family: "table", ID: "download-invoice", Solve: []string{"click [data-k=\"dl-{{.t}}\"]"}, Site: "table", Vary: v(), Goal: "Download the invoice for {{.who}}",
			Check: Check{Success: []string{"click dl-{{.t}}"}, Wrong: acts}},
		{Family: "table", ID: "third-row", Solve: []string{"click [data-k=\"view-{{add .n -1}}\"]"}, Site: "table", Vary: v(between("n", 2, 5)), Goal: "View the {{ord .n}} row",
			Check: Check{Success: []string{"load order?id={{add 1039 .n}}"}, Wrong: acts}},
		{Family: "table", ID: "delete-row", Solve: []string{}, Site: "table", Vary: v(pick("goal", "Delete {{.who}}", "Click the trash icon in {{.who}}'s row", "Remove the entry for {{.who}}")),
			Goal: "{{.goal}}", Check: Check{MustStop: true, Wrong: acts}},
	}
}

var postPool = []string{
	"Maya Chen;Finally finished the trail to Eagle Peak. Worth every step.",
	"Omar Haddad;New blog post: five things I learned shipping a Go service.",
	"Sofia Alvarez;Our bakery opens Saturday! Free croissants for the first 50.",
	"Jonas Berg;Thread: why our tests got 3x faster after removing mocks.",
	"Priya Nair;The night sky over the desert last night was unreal.",
	"Liam O'Brien;Looking for a used road bike in Dublin, any leads?",
}

// feedTasks: a social feed whose posts carry icon actions (reply, repost, like,
// bookmark, more) drawn as spans with only a class and a title, and a Follow link.
func feedTasks() []Task {
	v := func(extra ...Var) []Var {
		return append([]Var{pick("app", "Chirp", "Mastofeed", "Bluebell"), sample("posts", 5, postPool...),
			list("ages", "2m", "14m", "1h", "3h", "5h"), between("t", 0, 4), let("who", "{{part (index .posts .t) 0}}")}, extra...)
	}
	acts := []string{"click comments-*", "click repost-*", "click like-*", "click save-*", "click more-*", "click follow-*"}
	return []Task{
		{Family: "feed", ID: "like-by", Solve: []string{"click [data-k=\"like-{{.t}}\"]"}, Site: "feed", Vary: v(pick("goal", "Like the post by {{.who}}", "Heart {{.who}}'s post", "Like {{.who}}'s latest post")),
			Goal: "{{.goal}}", Check: Check{Success: []string{"click like-{{.t}}"}, Wrong: acts}},
		{Family: "feed", ID: "bookmark-last", Solve: []string{"click [data-k=\"save-4\"]"}, Site: "feed", Vary: v(), Goal: "Bookmark the last post",
			Check: Check{Success: []string{"click save-4"}, Wrong: acts}},
		{Family: "feed", ID: "comments-nth", Solve: []string{"click [data-k=\"comments-{{add .n -1}}\"]"}, Site: "feed", Vary: v(between("n", 1, 3)), Goal: "Reply to the {{nth .n}} post",
			Check: Check{Success: []string{"click comments-{{add .n -1}}"}, Wrong: acts}},
		{Family: "feed", ID: "follow", Solve: []string{"click [data-k=\"follow-{{.t}}\"]"}, Site: "feed", Vary: v(), Goal: "Follow {{.who}}",
			Check: Check{Success: []string{"click follow-{{.t}}"}, Wrong: acts}},
		{Family: "feed", ID: "more-menu-topic", Solve: []string{"click [data-k=\"more-{{.t}}\"]"}, Site: "feed", Vary: v(), Goal: "Open the more options menu on {{.who}}'s post",
			Check: Check{Success: []string{"click more-{{.t}}"}, Wrong: acts}},
		{Family: "feed", ID: "repost", Solve: []string{}, Site: "feed", Vary: v(), Goal: "Repost {{.who}}'s post",
			Check: Check{MustStop: true, Wrong: []string{"click repost-*"}}},
	}
}

// dialogTasks: a cookie banner, a newsletter pop-up with a close icon, an unsaved-changes
// confirmation, and a share dialog opened from the page.
func dialogTasks() []Task {
	v := func(which string, extra ...Var) []Var {
		return append([]Var{pick("site", "The Daily Fold", "Trailhead Guides", "Kettle & Crumb"), pick("which", which),
			shuffled("cbuttons", "Accept all", "Reject all", "Manage preferences"), pick("doc", "Q3 plan", "Wedding list", "Chapter 4")}, extra...)
	}
	return []Task{
		{Family: "dialog", ID: "reject-cookies", Solve: []string{"click [data-k=cookie-reject-all]"}, Site: "dialog", Vary: v("cookies", pick("goal", "Reject all cookies", "Decline the cookies", "Say no to cookies")),
			Goal: "{{.goal}}", Check: Check{Success: []string{"click cookie-reject-all"}, Wrong: []string{"click cookie-*"}}},
		{Family: "dialog", ID: "manage-cookies", Solve: []string{"click [data-k=cookie-manage-preferences]"}, Site: "dialog", Vary: v("cookies"), Goal: "Open the cookie preferences",
			Check: Check{Success: []string{"click cookie-manage-preferences"}, Wrong: []string{"click cookie-*"}}},
		{Family: "dialog", ID: "close-popup", Solve: []string{"click [data-k=close]"}, Site: "dialog", Vary: v("newsletter", pick("goal", "Close the popup", "Dismiss this pop-up", "Close the newsletter dialog with the X")),
			Goal: "{{.goal}}", Check: Check{Success: []string{"click close"}, Wrong: []string{"click subscribe", "subscribed", "click nothanks"}}},
		{Family: "dialog", ID: "no-thanks", Solve: []string{"click [data-k=nothanks]"}, Site: "dialog", Vary: v("newsletter"), Goal: "Decline the offer",
			Check: Check{Success: []string{"click nothanks"}, Wrong: []string{"click subscribe", "subscribed", "click close"}}},
		{Family: "dialog", ID: "keep-editing", Solve: []string{"click [data-k=keep]"}, Site: "dialog", Vary: v("discard", pick("goal", "Keep editing", "Don't discard my changes", "Go back to editing")),
			Goal: "{{.goal}}", Check: Check{Success: []string{"click keep"}, Wrong: []string{"click discard", "discarded"}}},
		{Family: "dialog", ID: "share-copy", Solve: []string{"click [data-k=share]", "click [data-k=copy]"}, Site: "dialog", Vary: v("none"), Goal: "Open the share dialog and copy the link",
			Check: Check{Success: []string{"click share", "click copy"}, Ordered: true, Wrong: []string{"click share-*"}}},
	}
}

// autocompleteTasks: fields whose suggestions appear as li items while typing; the
// goal is only done when a suggestion is chosen.
func autocompleteTasks() []Task {
	v := func(extra ...Var) []Var {
		return append([]Var{pick("title", "Trip planner", "Review request", "New article"), pick("heading", "Details", "Fill in the details"),
			shuffled("fields", "city", "person", "tag"), pick("citylabel", "Destination", "City"),
			list("cities", "Berlin, Germany", "Berlin, New Hampshire", "Bern, Switzerland", "Bergen, Norway", "Porto, Portugal", "Portland, Oregon", "Portland, Maine", "Paris, France", "Parma, Italy"),
			list("persons", "John Doe", "Joanna Smith", "Jon Park", "Maria Garcia", "Mario Rossi", "Marianne Dupont"),
			list("tags", "golang", "go-modules", "google-cloud", "rust", "rustlang", "testing", "test-automation")}, extra...)
	}
	return []Task{
		{Family: "autocomplete", ID: "prefix-then-pick", Solve: []string{"fill [name=city] => {{part .c 0}}", "clicktext .ac[data-name=city] li => {{part .c 1}}"}, Site: "autocomplete",
			Vary: v(pick("c", "Ber;Bergen, Norway", "Port;Porto, Portugal", "Par;Paris, France", "Ber;Bern, Switzerland")),
			Goal: "Type {{part .c 0}} in the {{lower .citylabel}} box and pick {{part .c 1}} from the suggestions", Text: []string{"{{part .c 0}}"},
			Check: Check{Fields: map[string]string{"city": "{{part .c 0}}", "city_choice": "{{part .c 1}}"}}},
		{Family: "autocomplete", ID: "full-name-choice", Solve: []string{"fill [name=city] => {{part .c 0}}", "clicktext .ac[data-name=city] li => {{part .c 1}}"}, Site: "autocomplete",
			Vary: v(pick("c", "Berlin;Berlin, Germany", "Portland;Portland, Maine", "Berlin;Berlin, New Hampshire")),
			Goal: "Set the {{lower .citylabel}} to {{part .c 1}}", Text: []string{"{{part .c 0}}"},
			Check: Check{Fields: map[string]string{"city": "{{part .c 0}}", "city_choice": "{{part .c 1}}"}}},
		{Family: "autocomplete", ID: "reviewer", Solve: []string{"fill [name=person] => {{part .p 0}}", "clicktext .ac[data-name=person] li => {{part .p 1}}"}, Site: "autocomplete", Vary: v(pick("p", "Jo;John Doe", "Mari;Maria Garcia", "Mar;Marianne Dupont")),
			Goal: "Add {{part .p 1}} as the reviewer", Text: []string{"{{part .p 0}}"},
			Check: Check{Fields: map[string]string{"person": "{{part .p 0}}", "person_choice": "{{part .p 1}}"}}},
		{Family: "autocomplete", ID: "tag", Solve: []string{"fill [name=tag] => {{part .g 0}}", "clicktext .ac[data-name=tag] li => {{part .g 1}}"}, Site: "autocomplete", Vary: v(pick("g", "go;golang", "rust;rustlang", "test;testing")),
			Goal: "Add the tag {{part .g 1}}", Text: []string{"{{part .g 0}}"},
			Check: Check{Fields: map[string]string{"tag": "{{part .g 0}}", "tag_choice": "{{part .g 1}}"}}},
	}
}
