package goalbench

// formTasks: multi-field forms with typed fields (number, email, tel, url), where values
// must go to the field the goal pairs them with, and a field named by position.
func formTasks() []Task {
	site := []Var{pick("bank", "First Harbor Bank", "Maple Credit Union", "Ledger & Co")}
	v := func(extra ...Var) []Var { return append(append([]Var(nil), site...), extra...) }
	loanVars := v(shuffled("order", "amount", "years", "rate"), pick("amount", "25000", "180000", "7500", "42000"),
		pick("years", "5", "15", "30", "7"), pick("rate", "4.5", "6.25", "3.9", "7.1"), pick("calc", "Calculate", "Show payment", "Compute"))
	loanFields := map[string]string{"amount": "{{.amount}}", "years": "{{.years}}", "rate": "{{.rate}}"}
	profile := v(shuffled("order", "name", "email", "phone", "web", "age"), pick("name", people...), pick("email", emails...),
		pick("phone", "+1 415 555 0142", "(212) 555-0199", "+44 20 7946 0321", "555-0134"),
		pick("web", "https://ada.example.com", "https://blog.example.org/me", "https://example.net/~chen"), pick("age", "34", "52", "27", "61"))
	catalog := v(pick("library", "City Library", "Open Shelf", "Campus Library"), shuffled("order", "title", "author", "year", "publisher"),
		pick("book", "Dune;Frank Herbert;1965;Chilton", "Beloved;Toni Morrison;1987;Knopf", "Neuromancer;William Gibson;1984;Ace", "Middlemarch;George Eliot;1871;Blackwood"))
	bookFields := map[string]string{"title": "{{part .book 0}}", "author": "{{part .book 1}}"}
	return []Task{
		{
			Family: "forms", ID: "by-and-named", Site: "forms", Start: "catalog", Vary: catalog,
			Solve: []string{"fill #t => {{part .book 0}}", "fill #a => {{part .book 1}}", "click form[action=results] button"},
			Goal:  "Search the catalogue for a book by {{part .book 1}} named {{part .book 0}}",
			Text:  []string{"{{part .book 0}}", "{{part .book 1}}"},
			Check: Check{Fields: bookFields, Success: []string{"load results?author=*"}, Wrong: []string{"load results?q=*"}},
		},
		{
			Family: "forms", ID: "year-and-author", Site: "forms", Start: "catalog", Vary: catalog,
			Solve: []string{"fill #a => {{part .book 1}}", "fill #y => {{part .book 2}}"},
			Goal:  "Fill in author {{part .book 1}} and year {{part .book 2}}",
			Text:  []string{"{{part .book 2}}", "{{part .book 1}}"},
			Check: Check{Fields: map[string]string{"author": "{{part .book 1}}", "year": "{{part .book 2}}"}},
		},
		{
			Family: "forms", ID: "loan-calculator", Solve: []string{"fill #amount => {{.amount}}", "fill #years => {{.years}}", "fill #rate => {{.rate}}", "click [data-k=calculate]"}, Site: "forms", Start: "loan", Vary: loanVars,
			Goal:  "Calculate the monthly payment for a {{.amount}} dollar loan over {{.years}} years at {{.rate}}% interest",
			Text:  []string{"{{.amount}}", "{{.years}}", "{{.rate}}"},
			Check: Check{Fields: loanFields, Success: []string{"load loan-result?*"}, Wrong: []string{"click apply", "load apply", "click reset"}},
		},
		{
			Family: "forms", ID: "loan-named-fields", Solve: []string{"fill #rate => {{.rate}}", "fill #years => {{.years}}", "fill #amount => {{.amount}}", "click [data-k=calculate]"}, Site: "forms", Start: "loan", Vary: loanVars,
			Goal:  "Set the interest rate to {{.rate}}, the term to {{.years}} years and the loan amount to {{.amount}}, then press {{.calc}}",
			Text:  []string{"{{.rate}}", "{{.years}}", "{{.amount}}"},
			Check: Check{Fields: loanFields, Success: []string{"load loan-result?*"}, Wrong: []string{"click apply", "load apply", "click reset"}},
		},
		{
			Family: "forms", ID: "email-and-phone", Solve: []string{"fill [name=email] => {{.email}}", "fill [name=phone] => {{.phone}}"}, Site: "forms", Start: "profile", Vary: profile,
			Goal:  "Put {{.email}} in the Email field and {{.phone}} in the Phone field",
			Text:  []string{"{{.email}}", "{{.phone}}"},
			Check: Check{Fields: map[string]string{"email": "{{.email}}", "phone": "{{.phone}}"}},
		},
		{
			Family: "forms", ID: "values-by-type", Solve: []string{"fill [name=fullname] => {{.name}}", "fill [name=email] => {{.email}}", "fill [name=phone] => {{.phone}}"}, Site: "forms", Start: "profile", Vary: profile,
			Goal:  "Fill in my contact details: {{.name}}, {{.email}}, {{.phone}}",
			Text:  []string{"{{.name}}", "{{.email}}", "{{.phone}}"},
			Check: Check{Fields: map[string]string{"fullname": "{{.name}}", "email": "{{.email}}", "phone": "{{.phone}}"}},
		},
		{
			Family: "forms", ID: "website-and-age", Solve: []string{"fill [name=website] => {{.web}}", "fill [name=age] => {{.age}}"}, Site: "forms", Start: "profile", Vary: profile,
			Goal:  "Set my website to {{.web}} and my age to {{.age}}",
			Text:  []string{"{{.age}}", "{{.web}}"},
			Check: Check{Fields: map[string]string{"website": "{{.web}}", "age": "{{.age}}"}},
		},
		{
			Family: "forms", ID: "from-to-zip", Solve: []string{"fill [name=from_zip] => {{index .zips 0}}", "fill [name=to_zip] => {{index .zips 1}}", "fill [name=weight] => {{.w}}", "click [data-k=estimate]"}, Site: "forms", Start: "shipping",
			Vary:  v(sample("zips", 2, "94103", "10001", "60614", "73301", "98101"), pick("w", "2.5", "0.8", "12")),
			Goal:  "Estimate shipping from ZIP {{index .zips 0}} to ZIP {{index .zips 1}} for a {{.w}} kg parcel",
			Text:  []string{"{{index .zips 0}}", "{{index .zips 1}}", "{{.w}}"},
			Check: Check{Fields: map[string]string{"from_zip": "{{index .zips 0}}", "to_zip": "{{index .zips 1}}", "weight": "{{.w}}"}, Success: []string{"click estimate"}},
		},
		{
			Family: "forms", ID: "nth-text-box", Solve: []string{"fill [name=box{{add .n -1}}] => {{.val}}"}, Site: "forms", Start: "boxes",
			Vary: v(pick("title", "Quick survey", "Tell us more", "Feedback"), sample("labels", 4, "Your answer", "Optional", "Type here", "Answer", "Reply", "Response"),
				between("n", 1, 4), pick("val", "blue", "42", "next Tuesday", "yes please")),
			Goal:  "Type {{.val}} into the {{ord .n}} text box",
			Text:  []string{"{{.val}}"},
			Check: Check{Fields: map[string]string{"box{{add .n -1}}": "{{.val}}"}},
		},
		{
			Family: "forms", ID: "box-labeled", Solve: []string{"fill [name=box{{.n}}] => {{.val}}"}, Site: "forms", Start: "boxes",
			Vary: v(pick("title", "Quick survey", "Tell us more", "Feedback"), sample("labels", 4, "Favourite colour", "Home town", "Pet's name", "First school", "Lucky number"),
				between("n", 0, 3), pick("val", "blue", "Springfield", "Rex", "7")),
			Goal:  "Enter {{.val}} in the box labeled '{{index .labels .n}}'",
			Text:  []string{"{{.val}}"},
			Check: Check{Fields: map[string]string{"box{{.n}}": "{{.val}}"}},
		},
	}
}
