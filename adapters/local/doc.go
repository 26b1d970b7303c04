// Package local is the embedded offline decider: an fsm.Decider that answers the
// selection and risk questions on the machine itself, with no network, no model and no
// state.
//
// It is a deterministic word-matching heuristic, meant for offline use, demos and tests.
// It is not a model and does not understand pages: it reads the goal, the candidates'
// compact descriptions, the executed trace and the page's URL and text excerpt, and
// scores them with fixed rules and word lists. Its answers go through the same
// validation and gates as the service's (confidence ≥ 0.85 and selected probability
// ≥ 0.75, no-match, completion ≥ 0.8, risk ≥ 0.1), and it is tuned to abstain (a weak
// or tied match leaves the choice below the gates or on the no-match option) rather than
// to guess: a wrong click costs more than a no_match.
//
// # Choice
//
// The goal is cut into clauses at punctuation and at "and"/"then"/"but" (and "plus" or
// a lone "+" joining two phrases), but not inside a control's whole name the goal says
// ("save and finish later" beside "Save and finish later"; clausecut.go), a statement of wanting ("I'd like the family room") and an
// act said with "I'll" read as what they ask for (frames.go), and every caller value
// the request shows (the fill, select and navigate candidates' values and the trace's)
// that the goal quotes verbatim (or, for values of two or more words, by all its words; a
// date, a time or an amount also as the goal writes it: "Saturday 3 October", "half past
// nine", "£300,000", "150k") is located in its clause. The clauses become a plan of implied steps in goal order: fill
// each mentioned value (a clause whose verb is search, find or look also implies pressing
// the submit control afterwards), scroll or go back when a clause says so, navigate to a
// quoted URL, and for any other clause click the control its words name, the form's
// submit control ("press the button", "submit"), or, for "the most relevant result", the
// listed link whose text best overlaps the goal's topic words (a noun after "this" or
// "that", as in "Buy this book now", names the page rather than a control). A caller
// value the goal
// does not mention is filled before the first click that submits ("Sign up for the
// newsletter" with an email value), and otherwise left alone. The executed trace marks
// steps done; the first step not done is the next one.
//
// Each candidate gets a score in [0,1]: its fit to the next step (a fill of the value
// into the field whose label its clause names, a control whose name, nearby text or href
// carries the clause's words), 0.4 of its fit to a later step, or a low prior per action
// kind (click 0.1; scroll, back and navigate 0.05 unless the goal asks for them). A fill
// of a value already filled scores 0.02 and an operation the trace shows executed a
// quarter, so nothing is repeated. The no-match option scores 0.5 (0.6 once every step
// is done). The probabilities are a softmax of the scores with sharpness 14, rounded to
// hundredths summing to 1; a candidate needs a lead of about 0.2 over every other
// option to pass the gates. Confidence is guards.NormalizedConfidence of the
// probabilities, (N·p_max − 1)/(N − 1), as the service computes it.
//
// # Reading the goal
//
// The tables of reading.go, each row tested (reading_rows_test.go) and each rule stated
// as a goal in plain English (reading_test.go):
//
//   - Words: one-character and numeric words count ("x", the "1" of "#1", "3"); phrases
//     that say one thing are one token ("log in", "sign in" and "login"; "look up" and
//     "search"; "agree" also accepts); a control named by a symbol reads as its word
//     ("×" closes); marker words ("labeled", "named", "titled", "called") are not
//     content; page-part words ("the section below", "the dialog") count only when some
//     control's name shows them; a word the goal writes in capitals ("the ONE button")
//     is a label, never the pronoun "one".
//   - A quoted label that is not a caller value names a control exactly: a name equal to
//     it wins over a name that contains it; a control named by the clause's verb in a
//     row that shows the label fits nearly as well.
//   - Role words ("the checkbox", "the tab", "the link", "the icon", "the button", "the
//     text box") filter: a control of another kind keeps 0.6 of its match, one whose kind
//     the page does not tell (a role-less clickable) 0.85. An icon named from its CSS
//     class (role icon, or a name written `icon "trash"`) is read by its class words.
//   - A control named by the clause's verb ("Buy now" for "Buy the merino scarf") fits
//     by how many of the clause's other words, among those the page shows, its nearby
//     text shows. When the page shows none of them, it fits by its verb alone ("Choose
//     Express shipping": the page says "Delivery"), unless they name something specific
//     (capitalised, with a digit) or the control names another object of the verb: the
//     clause is led by an act verb whose object is no pronoun and the control's name
//     shows content words the goal does not say ("raise the garage" is not "Raise target
//     temperature"; "submit it" may be "Submit return"). The clause's first word is no
//     verb when it is what the clause tells of (lead.go: the subject before "is",
//     "should", "had": "the building is an old threshing barn" is not "The building is
//     listed"; the setting a heading names), and a capitalized name the page shows only
//     in part names nothing on it (absent.go: "a Lyon & Healy Style 30" is not "Lyon &
//     Healy Prelude").
//   - Ordinals and superlatives ("the 2nd text box", "the third link", "the last result",
//     "the cheapest") pick one candidate in page order (Candidate.Position): when the
//     clause has words besides its kind noun, among the controls whose names show all
//     of them ("Mark the fourth email as read": the fourth "Mark as read"), else whose
//     nearby text shows all of them if they share one role ("the first delivery option":
//     the radios under "Delivery"); else among the controls of the kind the clause names
//     (or its kind noun names: an option is a radio, checkbox or option); else among the
//     repeated items of the page's list (the largest group of links sharing an href shape
//     such as "/item?id", else nearby text, else role-less clickables). "The last page"
//     is a pager's control (see Pagers). A fill's ordinal picks among the value's fields.
//     The cheapest is the lowest price in a candidate's name or nearby text. A tie, or a
//     pool it cannot find, decides nothing.
//   - Sequences: "first", "finally" and the like only order the clauses; in a goal with
//     several named clicks an executed click counts for a step only when its target
//     shows the step's words, so "first ONE, then TWO" keeps its order when both are on
//     the page. Before a page-part word a sequence word is content: "Next page" names
//     the pager's Next, which, when no submit-like button is offered, fits like a
//     submit button the clause names (a link or role-less clickable named only by
//     submit words otherwise fits 0.45).
//   - Values to fields: the words right before a value pair it with the field they name
//     ("by X" an author, "year Y" a year, "named Z" a name); a field of the value's input
//     type gains (an email into an email field, a date into a date field, a number into
//     a number field) and a plain text field loses when such a field is offered; the
//     field that fits a value clearly best wins over the value's other fields, and of
//     fields that fit it alike, one whose label says the value's clause and little more
//     (clauseFit: "hours for George" is "Hours for George Obi", not "Overtime hours for
//     George Obi"); a search box takes a value only when the goal searches, and its
//     label's words cue no value while the goal searches for nothing and another field
//     offered for it shows some of the value's clause ("fill in an expense: Airport taxi"
//     is for "What was it for?" under "Add an expense", not "Search expenses").
//   - State: a box already ticked that fits a step has done it and is never unticked
//     unless the clause says so ("uncheck", "untick", "deselect"); a box or switch that is
//     off and fits a step that asks it off ("turn off", "disable", "opt out of") has done
//     it too and is never turned on; a box, switch or radio is what a state phrase acts
//     on (state.go's stateRows: "sign me up for", "turn … off", "go with", "I'll have"), so
//     it is read by the clause's other words unless a button is named by the verb; a
//     select option the caller allowed is named by one of its own words ("a video
//     appointment": "Video call"), or by its language's English name ("Korean":
//     "한국어"); a unit a name writes as a symbol reads as its word ("14″": inch); a time of
//     day is one token on both sides (times.go: "half past nine" and "09:30", "2:15 pm" and
//     "14:15"; a spoken hour with no day part is read as appointments are, 1–6 in the
//     afternoon); a first and last name written whole fill the first- and last-name
//     fields in that order (nameparts.go); a goal word the page shows only in its title or
//     text, never on a control, says what the page is and does not count against a
//     control that shows the goal's other words ("Friday's forecast" on a forecast page:
//     the Friday tab); a clause's purpose tail ("… so I remember it", "because …") is not
//     its content; a means that is a control's whole name ("mark Felix's mail with a
//     flag") names that control, in the row the clause's other words name; a clause's
//     first word before a determiner is its verb ("Bookmark the thread": not the thread's
//     link); a field whose label starts with a search verb ("Search cards…") is a search
//     box, which takes only a value the goal searches for; a second option of a
//     multi-select (listbox) adds, so it is not an overwrite; "select nothing" or "none
//     of them" implies no step, so the next is the submit; a value the goal says an item
//     "starts with" is typed and then the suggestion that begins with it (and ends with
//     any "ends with" value, which is never typed) is clicked, so typing the prefix is not
//     completion; a value the goal does not mention but that begins a word the goal
//     writes as a name ("Mari" for "Add Maria Garcia as the reviewer"; capitalized, not
//     the goal's first word) is read the same way (typed.go): it is typed, then the
//     suggestion showing that word and the capitalized words after it ("Maria Garcia")
//     is picked. A lower-case word is no name: "Sam" does not begin "sample".
//   - Acts (acts_test.go): words that say one act meet ("decline", "refuse", "no
//     thanks" and "say no" reject; "dismiss" closes; "purchase" and "Place order" buy;
//     "compute" calculates; closing an account deletes it; "check-in" and "check-out"
//     are not "check", and "check out" is a stay's end, never a Checkout link); a
//     clause's verb also meets the verbs of the same act on a submit control ("Order 2
//     of these": "Buy it now"; "Send $45 to Sam": "Transfer now") and on a control
//     whose row shows the clause's other words ("Remove my account": "Delete account";
//     "Heart Maya's post": her "Like"), only where no control carries the clause's verb
//     itself, a money verb only in a goal that names an amount, and never between two
//     money acts (pay, transfer); a symbol the clause already says in words is not
//     counted twice ("Close the dialog with the X"); a kind noun no control's name
//     shows ("the Plus plan", "Maya Chen's post") says which list, not which control;
//     a control verb ("Follow Sofia Alvarez") names the control that starts with it,
//     in the row that shows the rest; a nearby text that heads a topic stands for it ("We value your privacy":
//     the cookie banner).
//   - Questions: a clause a wh-word leads ("which checks failed?", "how do I reach a
//     human?") asks to see; a control that stays on the page and whose name leads with
//     another act, a word WordNet uses mostly as a verb that is not one of seeing or
//     finding and that the goal does not say ("Re-run failed jobs"), is never its answer
//     (actLed); a link goes where the answer is ("Meet the team"). A question an
//     auxiliary leads ("can you stop it?") is a polite request. A clause a reading verb
//     leads ("open #1482") asks to see too (seeclause.go): a control leading with an act
//     another clause says ("Pay invoice 7" for "open invoice 7 and pay it"), or with an
//     unsaid act whose name shows more than the clause names ("Deploy #1482 to
//     production"), is not its answer, unless the act stays with the user and is on
//     what the clause names ("Start a chat with support" for "open a chat").
//   - Indirect questions (indirect.go): a verb that takes an embedded question (WordNet's
//     frame "Somebody ----s whether INFINITIVE": "wonder", "check", "find out";
//     inquiries.txt; not the verbs of asking someone, "ask", "enquire", which a page's
//     "Ask" control does), a told verb with "me" or "us" after it ("tell me", "explain
//     to us") or "know" after a wish ("I'd like to know", "let me know", "do you know"),
//     after nothing but lead words, then "whether", "if" or a question word: the clause
//     is the embedded question ("tell me whether children can help" asks "can children
//     help?"). Only the page's own question answers it (a name shaped as one, on a
//     control that goes nowhere or to a page that does no act) or a disclosure whose name
//     leads with no verb and shows no price: its words say what is asked about, never a
//     request ("check whether my order has shipped" never presses "Ship order now";
//     "tell me which plan is cheapest" picks no plan; "tell me whether I'm subscribed"
//     never follows "Subscribed" to /unsubscribe; "let me know if size M is available"
//     selects nothing), and no act after it takes it as its object. A reading verb's question word may lead a name ("open
//     What's on").
//   - Negation: "don't", "do not", "never", "not" or "without" anywhere in a clause (also
//     after fillers: "I don't want to discard") forbids its act under every name of it
//     (the act a compound reads as: "close my account" deletes; the verbs of the same
//     act: "purchase" is "buy"), so no control named by one is chosen unless that name
//     states the negation too ("Don't save"); "but" splits clauses ("Save but don't
//     discard"). The opposite rows say what it asks for instead ("Don't discard my
//     changes": keep them); without one, a clause that says something before the
//     negation keeps only that ("Save it without sending"), and one that is only the
//     negation asks only for a control stating it, matched by its other words: negation
//     words are never tokens (negationAt), so "Don't knock or ring" shares nothing with
//     "I don't want this delivered".
//   - Values and forms (values_test.go): the words right after a number name its field
//     ("15 years", "a 7500 dollar loan", "7.1% interest", "12 kg"), and so does the role
//     after "as" and a definite article or possessive ("put X as the label"); a cue noun after
//     "from" or "to" takes that word's fields too ("from ZIP 60614": the sender's ZIP),
//     and each further cue word a label shows fits it better; a field the words around
//     the value name never loses for its input type, and a typed field gets no floor
//     when they name another; a value shaped like an email address, a phone number or a
//     person's name fits a field whose label names that kind ("Email", not "Mailing
//     address"; "Full name", not "Company name") as a typed field would; a
//     clause of values alone after a clause without values belongs to it ("Enter my
//     date of birth, 14/03/1990"); a select whose options hold the value is the list it
//     comes from; a clause led by a computing verb ("Calculate …", "Estimate …";
//     not "get", "check" or "compare") sends its form after its values, by the control
//     its verb names ("Get estimate"), else the only button (a cancel-like one does not
//     count) when its nearby text shares a word with the filled field's (a lone control
//     elsewhere, such as a header's "Log out" or a span, is never the form's
//     button); a noun after a determiner ("the post") names no submit control.
//   - Days (dates.go, dates_test.go): a clause that names a day of a month ("Choose
//     March 10", "the 10th of March") clicks the calendar cell named by that day and
//     month ("March 10, 2026"), or by the day's number in a grid of day numbers where
//     the cell's nearby text (else the page title) shows that month and no other, never
//     the page text ("may" is a month only as "May" beside a number; the same number is
//     in every month, so a calendar whose month is not shown is not read); while no such
//     cell is offered, the control that opens the picker (pickers.go): a text box or
//     combobox named "date" or "calendar", a control named by a picker phrase alone
//     ("Select a date"; not "Sort by date"), or one led by a picker verb and ended by a
//     picker word that besides says a month and its year or one word of what the date
//     is for ("Open the December calendar", "Choose a performance date"); never one of
//     another month, nor a leg's ("Select a return date") while a picker of another leg
//     is offered or the goal says another leg ("fly out"); a cell of another day never;
//     opening the picker does not do the step. A day named by its weekday and number
//     and no month ("Thursday the 7th", "Fri 18th"; weekdays.go; not "Sunday 10 am" nor
//     "Sat 12th or Sun 13th") is the cell of that number whose name says that weekday,
//     or whose month and year put it on that weekday; a day in numbers with a year whose
//     order is certain ("26/06/27", "15.05.2027") is read as its day, month and year
//     (never inside quotes, a path or a caller's value), and a year the goal writes must
//     be the calendar's. Of a day's cells, the one that shows the clause's time wins,
//     one that shows another time is none (slotFit), and so is one that names another
//     class than the clause's where a dated control names the clause's (subjectFit). A
//     day named by its weekday that the page's days leave out ("Sat 5", "Sun 6", "Mon 7"
//     for Tuesday the 8th), with no picker to open, is done by no other control
//     (dayAbsent). A clause that names no day is not met by a control named by a
//     day the goal does not name ("Thu 10 Dec, 6pm": not "Choose Tue 8 Dec, 6pm" for
//     the 6pm). A control named by the day that leads with an act the goal does not say
//     ("Rate the Thu 3 Dec lesson") is an act on that day's item, read by its name, not
//     a cell.
//   - Row menus (menus.go, menus_test.go): when no offered control carries the act a
//     clause's verb names (nor a verb of the same act), the act is behind the closed
//     menu of the row the clause's other words name: a control named by menu words
//     alone before its row ("⋯", "More actions for INV-1043", "Options for Family"),
//     in the one row that shows the most of those words. A light verb ("give", "make",
//     "take") names no act of its own, so it opens nothing; one menu is opened at a
//     time. Right after it opens, a control carrying the act that is a menu item, or
//     shows no row of its own (a menu drawn at the page's end), or whose row shows the
//     clause's words, is the act in that row. Opening a menu never completes a step
//     unless the clause asks for the menu ("open the actions menu").
//   - Choices (choice.go): a clause led by a setting verb ("set", "switch", "change",
//     "sort") chooses the words after its last "to" or "by" ("Set the size to XL", "Sort
//     the reviews by highest rating"); one led by a pick verb ("choose", "pick",
//     "select") chooses its quoted label ("Choose 'Sky blue' from the Color menu") or the
//     members of known value sets it names when its other words only name those sets
//     ("Pick Charcoal in size L": a color, then a size; the value sets of
//     reading_widgets.go: sizes, colors, languages, sort orders); a clause that names a
//     day is read as a day instead; a single letter is a size only where the clause
//     names the size ("in size L"). The control named by the value (or, for a sort
//     order, by a longer member: "Newest first" for "newest"; a longer colour or size is
//     another value, "Sky blue" is not blue) is the choice, when the value is a member
//     of a known set or a key ("by X"), or the last executed click opened a control that
//     shows a field word; any other value only on a real option (option, menu item,
//     radio) when the clause names no field or its name or nearby text shows a field
//     word ("Set the quantity to 2" never clicks a pager's "2", "Change my plan to
//     Premium" never a "Premium" button). A value is no act: a control that leads with an
//     act the clause does not say is not its choice unless it sets its thing to the
//     value ("Mark Golden pothos as watered"; not "Save the film night" for "calendar:
//     the film night"). When no control shows the value, its dropdown
//     is closed, and the control that opens it is the step: a role-less control, button
//     or combobox showing a placeholder of the field ("Choose a size"), or showing the one
//     member of the value's set the page shows (its current value, "English" for
//     "Deutsch"; several members shown are an open list, never an opener) where it shows
//     it holds that list: its name or nearby text shows the set's name ("Language"), or
//     it is a combobox or listbox, or it has an expanded state (an avatar "M" is no
//     size); else a combobox the field words name, or a box the field words name
//     alone or whose name states a condition ("I have a food allergy" for "allergy:
//     peanuts"); a box named by the field and another word is another value of it
//     ("Garden waste" for "waste: asbestos"), and a box whose name shows a field word only
//     before another content word says which of its own thing ("Borrow a race frying
//     pan" is no race for "race: vicars"; opener.go, headNamed), and a yes or no never
//     ticks a box that says the opposite ("I don't want insurance" for "insurance:
//     yes"). A click counts for a choice only when
//     its target shows the value, so opening is not choosing, and a dropdown of another
//     field is never opened for a value of a known set.
//   - Topics: the words up to "about" ("Open the FAQ question about refunds") say what
//     kind of thing is meant and count only where a control's name shows them, for a
//     result click too ("the FAQ question about returning an item").
//   - An ordinal whose clause's only content word is its verb, which no control shows
//     ("Expand the second section"), picks among the page's list items. A count before
//     a rating noun ("Rate it 4 stars", "five hearts") picks that place among the
//     controls the noun names ("★" reads as star) when they stand under one nearby text.
//   - A count on a stepper (steppers.go, counts.go): a pair of buttons that add and take
//     away one of a thing ("More lunches"/"Fewer lunches", a row's "+" and "−") is pressed
//     toward a count the goal states ("there are 3 adults") until the count shown beside
//     it, or on its line of the page's text, is that number; a count not shown, one beyond
//     a limit the page states ("up to 6"), a number said with a change ("remove 2
//     adults") unless it adds to none, and two steppers fitting alike are not pressed for.
//   - A verb that turns something on ("add", "include", "enable", "activate", "mark") is what a
//     checkbox's, radio's or switch's click does, not a word its name must show ("Add
//     gift wrap": the "Gift wrap" radio), unless a button is named by the verb ("Add
//     Maria Garcia": the "Add member" button, not her box). A box named by such a verb
//     and another thing ("Add snow chains") is that thing's option: it never stands for
//     a thing the page does not show ("Add a roof box" ticks nothing).
//   - An act the control does not carry (actunmet.go): a clause led by a verb of its
//     own ("Bookmark the Thai curry", "Downvote the IPA thread") is not done by a
//     control that shows only what the verb acts on (the recipe's title link opens it);
//     that control fits no better than the no-match option. A control carries the act
//     when its name shows the verb or a verb of the same act, when it is a box a
//     ticking verb turns on, or when the verb is one a click on the item does (expand,
//     sort, display, inspect); operation verbs (open, view, choose) lead no clause.
//   - A setting stated by its value (pick.go, settingHead): in "the fabric is denim" or
//     "arrival: afternoon" (read as "set arrival to afternoon") the value names the
//     option; the setting's name, where the page shows it nowhere, tells no option
//     apart and is left out of the match, so the "Denim" radio fits. A number alone
//     names nothing ("set the quantity to 2" is not a pager's "2"), and a word that
//     qualifies the thing asked for ("we need the big car") is no setting's name.
//   - Named outright, unasked acts, acts on all (named.go): a link, tab or box the
//     clause names word for word wins a bare submit clause ("next page" → "Next page");
//     of two controls the clause fits alike, one stating an act the goal does not ask
//     for counts less (act_not_asked_tie).
//   - Clauses that join (clausejoin.go): a question followed by an act is one clause
//     ("how long do I have? open the instructions"), and so is a statement a subject
//     leads ("I changed my mind about the trousers, delete it"); a phrasal verb reads the same with
//     a pronoun inside ("log me out"); "on the 10th" is a day, not the tenth item.
//   - Verb synonyms: besides the hand rows of the same act, two one-word verbs whose
//     most frequent WordNet 3.0 senses are one synset meet ("Finish the survey":
//     "Complete survey"; verbsynonyms.txt, written by cmd/wordnetsyn, make wordnet); a
//     pair sharing only rarer senses ("delete", "cancel") does not.
//   - A consequential act said in other words (consequence.go): a clause the risk
//     lexicon reads as a strong act (an act row, a phrase, an ending verb, or a
//     committing object verb: "Complete my purchase", "Cancel my stay") meets the one
//     control whose name the lexicon reads as a strong act of the same consequence
//     (buying and ordering are one): "Place order", "Cancel reservation". Two such
//     controls leave it to the clause's words; a negated clause never. The risk answer
//     reads that control the same way, so this ends in needs_confirmation, never in an
//     action.
//   - A colon before a space ends a clause, as a full stop does ("I use none of these:
//     just press Next"), though a few words before it head the clause after: "Size: XL"
//     sets the size, and a yes or no answers for the words before it whenever they say
//     no act the risk lexicon reads ("travel insurance: no" picks "No thanks", though
//     "travel" may be a verb; heading.go). A clause of verbs and a pronoun ("Open them", "uncheck it")
//     acts on what the clause before names, unless that clause enters values ("Search
//     for X and open it" still opens a result). Short forms read as their full word
//     ("specs": specifications), and question words ("what", "which") starting a
//     clause are not content ("Open Who we are" still names the page).
//   - A clause after "and" with no verb of its own is done by a click whose target named
//     both clauses (plan.go, pressedTogether): "show access and parking" is one press of "Access and
//     parking", not a press of it and then of "Parking map".
//   - Rows and lists (rows.go): a clause whose verb asks to look (open, view, show,
//     see, read, display, inspect) fits a control named only by reading words ("View",
//     "Details", "Read more") by the share of the clause's telling words (shown on the
//     page, and not by every such control) its nearby text or href shows: "View order
//     #1044" is the View link to /order?id=1044, "Open the details of Ada's order" the
//     View link in Ada's row. Kind nouns (see Acts; also "tweet", "conversation") and
//     topic words ("about") no control's name shows are not content, like page-part words
//     ("table", "list", "column" among them). An item verb (expand, unfold, sort)
//     the page does not show says what to do: "Sort the table by Date" is the Date
//     header. A picture word before a role word is the act its icon stands for: "the
//     trash icon" is the control titled "Delete" (an icon named from its class also
//     reads as its picture's act). "The 3rd row", on a page with no row controls, is
//     the control the clause's verb names in the third of the rows that have one (a
//     row: the controls sharing one nearby text; the header has none). "The latest",
//     "newest" or "most recent" after a determiner and before a noun of a list shown
//     newest first ("email", "message", "post"; not "result" or "comment") is its first
//     item, "the oldest" its last; a list's items are first the role-less clickables
//     whose name is other controls' nearby text (a mail row holding its icons), else
//     the larger of the links' group and the other controls' group. An item's title (a
//     control whose nearby text begins with its name) whose text shows every content
//     word fits nearly as its name would ("open the one by Velocity"), unless the
//     clause's lead word names a control; a control whose name repeats the means a
//     clause ends with ("Sign in with Google": "Continue with Google") fits as well.
//   - Pagers (pager.go): "the previous page", on a page with a pager (page-number
//     controls, or one beside Next or Previous), is the pager's Previous, and clicking
//     it does the step (history back otherwise); "the last page" is a control named
//     Last, else the largest page number when a Next control shows the current page is
//     not the last ("the first page": First, else page 1 beside a Previous control).
//   - Forms in steps (forward.go, forward_words.go): while nothing offered fits any step
//     the plan has left (no control fits it or shows its clause's words; no field here is
//     offered for its value or labelled with its clause's words), the form's one forward
//     control is pressed to look on the form's next step, when it names a part the page
//     shows as a step of the form ("Next: hand and ink" beside the step line "1 · The
//     piece 2 · Hand and ink"; "Continue to extras" beside a tab "2 · Extras"). Never a
//     part that ends the form, carries a purchase, leaves it or is an act's own step
//     ("Next: finish", "Continue to payment", "Continue to site", "Next: verify your
//     phone", "Continue to cancellation"), nor a forward word followed by an object or a
//     manner ("Next question", "Continue shopping", "Continue with Google"); a bare "Next"
//     only for a clause that asks to move on ("go to step 2"); no link, no pager's or
//     calendar's Next, nothing consequential in it; beside a form part sharing its nearby
//     text, or with none (not a banner's, a dialog's, a player's or a summary panel's);
//     not while a clause left goes back or refuses, a box agrees or consents ("I agree to
//     the Terms"), a list is open, or a radio group stands under its nearby text (a
//     checked radio is never offered, so an answered question cannot be told). The press
//     does a step only when the clause leads with a word of moving on, names the next or
//     a numbered step, or shows all its words in the control's name.
//   - An act is done by its own control (actdone.go): a click on the thing an obtaining
//     act is about (the lexicon reads the clause as paying or buying, an order, booking
//     or application, or subscribing: "buy the blue mug") does not do the clause while a
//     consequential control that says the act alone is offered ("Buy now"): the radio
//     "Blue mug" chose the mug, Buy now buys it. The click must have chosen (no link or
//     tab, no reading verb first) and show all of the object and nothing more ("Blue mug
//     £12"; not "Blue mug reviews", "Save blue mug"). The clause stays next, so a later
//     clause with a verb of its own ("then log out") does not run before it; a later
//     clause that only adds objects ("and the red teapot") is chosen first.
//   - Paths (paths.go): "src > handlers > index.go" and "test/fixtures.json" (no URL,
//     a letter in every segment, ending in a file name or of three segments or more)
//     name one control per segment, each a quoted label of a clause of its own, so the
//     goal clicks every segment in order and is done only when the last is clicked; a
//     segment whose control's nearby text shows the next one (an open folder lists its
//     children) is open already and not clicked (it would close), and a segment before
//     a clicked one was open.
//   - A value the goal calls a password, or one that looks like one when the goal
//     mentions a password (secret.go), is never typed: no offered field is a password
//     field. Its step stays in the plan, so the goal stops after the user name.
//
// # Completion evidence
//
// Completion is 0.9 when the trace shows every step the goal states executed in order
// (fills of values it does not mention are not required); 0.85 when every mentioned
// value was filled and the page shows the outcome (the URL carries the searched value,
// the page text shows it after a later click, or after a click a status message such as
// "thank you", "saved", "sent" or "added to cart", but not "No thanks", shares a word
// with the goal's last clause); 0.05 with an empty trace unless the page text already states the outcome that
// plainly and shows every mentioned value; otherwise at most 0.6, rising with the share
// of steps done.
//
// # Risk
//
// Risk is a reading of consequences, from the tables in lexicon.go (each row tested in
// lexicon_test.go); the goal is never read, so what the caller asks for never lowers it.
//
//	level            when
//	0.9 (riskStrong) the control's name or value names a consequential act (act rows):
//	                 money (buy, pay, checkout, transfer, donate, …), deletion (delete,
//	                 remove, discard, trash, …), messages to other people (send,
//	                 forward, message), publishing (publish, post, retweet), legal
//	                 consent (agree, accept, confirm, sign but not "sign in"),
//	                 account changes (deactivate), subscriptions (subscribe, renew,
//	                 upgrade), orders (order, book, reserve); an ending verb (cancel,
//	                 revoke, rescind, void) with any object but a benign one ("Cancel
//	                 my stay"; a bare "Cancel" abandons); a hand-in verb (submit,
//	                 lodge) with any object but a benign one ("Submit quiz", "Submit
//	                 as Pending"; a bare "Submit" is generic); or an object verb acts
//	                 on a consequential object ("Place order", "Change password",
//	                 "Cancel my subscription", "Submit application", "Enable 2FA");
//	                 or a phrase row ("Apply now", "Opt in", "Change email"); or a
//	                 moving verb whose place is a discard place ("Move fell-walk.jpg
//	                 to bin"; lexicon_discard.go)
//	0.5 (riskMedium) replying, commenting, sharing (also "Share this page": a
//	                 candidate does not say whether it opens a menu, and on a social
//	                 app "Share post" is the publish button), inviting, registering, "Sign up",
//	                 "Create account", "Open an account" (a "Reply" control cannot be
//	                 told from a composer's send, so it stays here even where it only
//	                 opens the reply box)
//	0.7 (riskLinked) the href's path names an act ("/checkout", "/delete-account"), or
//	                 a generic name ("OK", "Continue", "Submit", "Save", "Yes") or an
//	                 abandoning one ("Cancel", "Close", "x") stands where the nearby
//	                 text, the page title or the page URL names a consequential act or
//	                 object ("Delete this repository?", "Checkout", "/cart/payment");
//	                 a name that says nothing consequential whose nearby text names a
//	                 plan, subscription, billing, payment or the account's security
//	                 ("Premium" near "Your plan", a switch under "Security");
//	                 a checkbox or switch whose name or nearby text shows a price
//	                 ("Travel insurance ($29)"); a button (or a link that goes
//	                 nowhere) whose name states a recurring charge, a price followed
//	                 by a period ("Add Sport · £9.99 a month", "Go Premium $49/yr";
//	                 recurringCharge)
//	0.3 (riskGuarded) a control it cannot read: no name (a box or radio with no name
//	                 is read by its nearby text, since it only sets a form's state), a
//	                 function word of another
//	                 language ("Supprimer mon compte"; one that is also English, as
//	                 "Mon" or "Ed", only as a quarter of its words), a word in a
//	                 non-ASCII script, a link to a non-http(s) href, an href whose
//	                 path performs an act ("/invitations/7/accept"); navigation to such
//	                 a path; a fill or select whose field names a consequential act;
//	                 a button led by an act it does not know (fail closed): a word
//	                 WordNet's tagged corpus counts mostly as a verb (actverbs.txt) that
//	                 no lexicon row reads and benignActs does not list ("Remind
//	                 Aisha", "Freeze membership", "Leave group"); not a link to a
//	                 readable page, a box, radio, switch, tab or option, a control that
//	                 expands, nor a name with digits other than a price's or a
//	                 record number's (a record's title; "Deploy #1482" is an act). A link to a
//	                 fragment of the page itself ("#") goes nowhere, so it is read as
//	                 a button
//	0.02 (riskLow)   everything else it can read: reading, navigating, searching,
//	                 filtering, expanding, ticking a checkbox or radio, switching a tab
//	                 or toggle, starring, "Save draft", "Add to cart", "Sign in", a plain
//	                 "Submit"/"OK"/"Next" in a place that names nothing consequential;
//	                 typing into a field (typing submits nothing)
//	0.01             scroll and back
//
// A disclosure heading (a summary, or a control with an expanded state) named by a
// question (led by a question word, ending in "?": "How do I reset my password?") shows
// its answer, an FAQ entry: the acts it names are its topic, so it is 0.02. Any other
// control named by a question ("Are you sure you want to delete?") is read as its words
// and, like "OK", by its nearby text, the page title and URL. A control named by a
// language's name, in English or its own ("Deutsch", "Français", "日本語"), switches the
// language the page is shown in: 0.02 though it is not English, once its href is
// readable and names no act.
//
// Nouns that are also acts ("order", "post", "message") count only in imperative
// position and not before a reading noun, so "Order now" is consequential and "Order
// history" is not; on links an act counts only among the first two words, so a result
// titled "How to delete a file" is read as a title; a benign object after an act ("Remove
// filter", "Clear search") makes it a view change. An icon named from its CSS class
// (`icon "trash"`) is read by its class words, so a trash or delete icon is 0.9. A
// password (a value the goal calls one, or one that looks like one when the goal
// mentions a password) typed into any offered field is 0.9: password fields are never
// offered, so no offered field is one.
//
// # Limits
//
// English only (a non-English control name needs confirmation when the lexicon knows one
// of its function words or it is not ASCII; "Produits" reads as an
// unknown English word,
// which names nothing consequential);
// words meet by a small stemmer, the compound rows and WordNet's first-sense verb
// synonyms, not by meaning; page order is the observation's (the viewport first, then document
// order). A step the page cannot serve (a control
// the clause names is absent) is not skipped, so the goal ends as no_match or ambiguous
// there. Trace entries are matched to candidates by the core's target summaries ("button
// Search"), element ids or descriptions. These rules were tuned on small hand-written
// pages and the bundled demo shop; they are no substitute for the service.
//
// # Score rules
//
// Each cell of the score table (Explain, browsergoal run --explain) names the rules that
// made it, in order:
//
//   - prior_*: a candidate no plan step asks for keeps a low prior by action kind (click 0.1; scroll, back, navigate 0.05) (a Pricing link for "Search for tokio").
//   - fits_step_*: its fit to the plan's next step, or 0.4 of its fit to a later one (enter a value, click named/submit/result/pick/suggestion/choice, scroll, back, navigate) ("Sign in as alice": fill Email, then click Sign in).
//   - secret_never_typed: a password value is never typed into an offered field (no offered field is a password field) ("Log in with password hunter2").
//   - value_already_entered: a fill or select of a value the trace shows entered scores 0.02 (the second step of "Search for tokio").
//   - ticked_stays_ticked: a ticked box or pressed toggle is not clicked (unticked, released) unless the goal says untick or reverses its word ("Tick Apple" with Apple ticked; "Like the post" with Like pressed).
//   - unticked_stays_unticked: a box or switch that is off is not clicked (turned on) when the step that names it asks for it off ("Turn off email alerts" with the alerts off).
//   - already_done: an operation the trace shows executed counts a quarter (pressing Next twice on one page).
//   - overwrites_entry: filling a field the trace shows filled with another value counts 0.3 (the body typed over the subject).
//   - submit_held_value_unentered: a submit is capped below the no-match option while a supplied value still has an unfilled field here that does not reject it (Send with the message body empty).
//   - act_not_asked_tie: a control whose name leads with an act the goal does not say counts 0.7 when a control that leads with no unasked act fits the step as well (the "Save Otis to favourites" button beside Otis's link for "open Otis's profile").
//   - says_the_opposite: a click whose name (its last part, after a question) negates the verb that leads a clause asking without negation, leads with the clause's verb (turn, switch, sign, log, opt, …) and the particle that undoes the clause's (on/off, in/out), leads with an act word that undoes the clause's verb (a WordNet verb antonym or a reversal prefix un/dis/de/in/im/non; not a word the goal says, nor when the name also says the clause's verb, nor a box or switch), or says after "as" or "to" the opposite of the state the clause says there (a WordNet antonym, a reversal prefix, or the state negated; not a state the goal leaves "from"), is capped at the click floor (0.1) ("Don't save" for "save the changes"; "Turn off dark mode" for "turn on dark mode"; "Hide hidden files" for "show hidden files"; "Mark as read" for "mark it as unread").
//   - popup_item: a closed list or menu's opener (a combobox or a control with aria-haspopup whose list the page keeps hidden) takes 0.9 of the score its best hidden item would have if the list were open (the "Cabin" combobox showing Economy for "fly business class").
//   - forward_for_step_*: a form's one forward control that names a part the page shows as a step of the form ("Next: hand and ink" beside "1 · The piece 2 · Hand and ink"; never a part that ends the form, carries a purchase, leaves it or is an act's own step (its first word mostly a verb in WordNet, or an act's noun); a bare Next only for a clause that asks to move on; nothing consequential read in it; beside a form part that shares its nearby text, or with none) scores 0.75 for the next step while nothing offered fits any step left (no control fits above 0.3 or shows a clause's words; no field here is offered for a value or labelled with its clause's words), no clause left goes back or refuses, no box agrees or consents, no list is open and no radio group stands under its nearby text: the step is on a later part of the form; its press does a step only when the clause leads with a word of moving on, names the next or a numbered step, or shows all its words in the name ("Next: hand and ink" for "ink colour: iron gall" on a form's first step).
//   - month_toward_step_*: a calendar's one month pager that way ("Next month", "Previous month", an arrow alone) scores 0.75 for the next step when its clause names a day whose cell is not offered, the page's day cells show one month, and the day is on another month that way: its month and year, or, when either side writes no year, on (a booking looks ahead) but back for the month just before the one shown; a day named by its weekday alone, the first month on where that day number falls on it; at most 12 months and 12 presses of one pager, and the press is not taken for a repeat; never a tab, option or radio, an arrow beside more than the month heading, a month offered as a choice, nor beside an act, a price or a consequence; never for a day refused, bounding another act, told as past, unreal, one of two in its clause, or while another clause's day still to choose is on the page, nor where a control names the clause's act and object ("Previous month" for "Sun 7 Feb" beside cells of March 2027).
//   - says_more_tie: a control whose name says words the goal does not counts 0.7 when a control whose name says nothing else fits the step as well (the "Remote" box, not "Delete saved search: Go, Remote", for "remote only").
//
// (end of score rules)
package local
