package goalbench

// marchWeeks is a month grid starting on a Monday, cells ";"-separated, blanks " ".
var marchWeeks = []string{" ; ; ; ; ; ;1", "2;3;4;5;6;7;8", "9;10;11;12;13;14;15", "16;17;18;19;20;21;22", "23;24;25;26;27;28;29", "30;31; ; ; ; ; "}

// dateTasks: native date, time and datetime-local fields, a text date field with a
// format placeholder, and a custom calendar whose days are table cells with handlers.
func dateTasks() []Task {
	v := func(extra ...Var) []Var {
		return append([]Var{pick("hotel", "Seaside Inn", "Alpine Lodge", "City Suites"), shuffled("order", "in", "out"),
			pick("go", "Search", "Check availability", "Show rooms")}, extra...)
	}
	stay := v(pick("m", "03", "05", "09"), between("d", 10, 20), let("in", "2026-{{.m}}-{{.d}}"), let("out", "2026-{{.m}}-{{add .d 4}}"))
	return []Task{
		{Family: "dates", ID: "check-in-out", Solve: []string{"fill [name=checkin] => {{.in}}", "fill [name=checkout] => {{.out}}", "click form button[type=submit]"}, Site: "dates", Start: "hotel", Vary: stay,
			Goal: "Check availability from {{.in}} to {{.out}}", Text: []string{"{{.in}}", "{{.out}}"},
			Check: Check{Fields: map[string]string{"checkin": "{{.in}}", "checkout": "{{.out}}"}, Success: []string{"load avail?*"}}},
		{Family: "dates", ID: "check-out-named", Solve: []string{"fill [name=checkout] => {{.out}}", "fill [name=checkin] => {{.in}}"}, Site: "dates", Start: "hotel", Vary: stay,
			Goal: "Set the check-out date to {{.out}} and the check-in date to {{.in}}", Text: []string{"{{.out}}", "{{.in}}"},
			Check: Check{Fields: map[string]string{"checkin": "{{.in}}", "checkout": "{{.out}}"}}},
		{Family: "dates", ID: "time-field", Solve: []string{"fill [name=at] => {{.t}}"}, Site: "dates", Start: "reminder", Vary: v(pick("t", "07:45", "18:30", "09:05", "21:00")),
			Goal: "Set the reminder time to {{.t}}", Text: []string{"{{.t}}"}, Check: Check{Fields: map[string]string{"at": "{{.t}}"}}},
		{Family: "dates", ID: "day-and-time", Solve: []string{"fill [name=day] => {{.day}}", "fill [name=at] => {{.t}}"}, Site: "dates", Start: "reminder", Vary: v(pick("day", "2026-05-02", "2026-12-24", "2027-01-15"), pick("t", "07:45", "18:30")),
			Goal: "Remind me on {{.day}} at {{.t}}", Text: []string{"{{.day}}", "{{.t}}"},
			Check: Check{Fields: map[string]string{"day": "{{.day}}", "at": "{{.t}}"}}},
		{Family: "dates", ID: "datetime-slot", Solve: []string{"fill [name=slot] => {{.slot}}"}, Site: "dates", Start: "reminder", Vary: v(pick("slot", "2026-04-08T14:30", "2026-06-19T09:00")),
			Goal: "Pick the meeting slot {{.slot}}", Text: []string{"{{.slot}}"}, Check: Check{Fields: map[string]string{"slot": "{{.slot}}"}}},
		{Family: "dates", ID: "text-date-of-birth", Solve: []string{"fill [name=dob] => {{.dob}}"}, Site: "dates", Start: "profile", Vary: v(pick("dob", "14/03/1990", "02/11/1985", "29/07/2001")),
			Goal: "Enter my date of birth, {{.dob}}", Text: []string{"{{.dob}}"}, Check: Check{Fields: map[string]string{"dob": "{{.dob}}"}}},
		{Family: "dates", ID: "calendar-day", Solve: []string{"click #depart", "click td[data-day=\"{{.day}}\"]"}, Site: "dates", Start: "flight",
			Vary:  v(list("weeks", marchWeeks...), pick("month", "March"), pick("year", "2026"), between("day", 3, 28)),
			Goal:  "Choose {{.month}} {{.day}} as the departure date",
			Check: Check{Fields: map[string]string{"depart": "{{.day}}"}, Wrong: []string{"click prev-month", "click next-month"}}},
	}
}
