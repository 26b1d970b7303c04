package local

// ruleRow is one rule of the score table (Breakdown): its name as the explanation prints
// it (a trailing "*" stands for the step or action it is about), what it does and a goal
// it decides. The package documentation's "Score rules" section is written from these
// rows (TestDocListsEveryScoreRule, -update), so it cannot drift from the code.
type ruleRow struct {
	name, purpose, example string
}

func scoreRules() []ruleRow {
	return []ruleRow{
		{"prior_*", "a candidate no plan step asks for keeps a low prior by action kind (click 0.1; scroll, back, navigate 0.05)", "a Pricing link for \"Search for tokio\""},
		{"fits_step_*", "its fit to the plan's next step, or 0.4 of its fit to a later one (enter a value, click named/submit/result/pick/suggestion/choice, scroll, back, navigate)", "\"Sign in as alice\": fill Email, then click Sign in"},
		{"secret_never_typed", "a password value is never typed into an offered field (no offered field is a password field)", "\"Log in with password hunter2\""},
		{"value_already_entered", "a fill or select of a value the trace shows entered scores 0.02", "the second step of \"Search for tokio\""},
		{"ticked_stays_ticked", "a ticked box or pressed toggle is not clicked (unticked, released) unless the goal says untick or reverses its word", "\"Tick Apple\" with Apple ticked; \"Like the post\" with Like pressed"},
		{"unticked_stays_unticked", "a box or switch that is off is not clicked (turned on) when the step that names it asks for it off", "\"Turn off email alerts\" with the alerts off"},
		{"already_done", "an operation the trace shows executed counts a quarter", "pressing Next twice on one page"},
		{"overwrites_entry", "filling a field the trace shows filled with another value counts 0.3", "the body typed over the subject"},
		{"submit_held_value_unentered", "a submit is capped below the no-match option while a supplied value still has an unfilled field here that does not reject it", "Send with the message body empty"},
		{"act_not_asked_tie", "a control whose name leads with an act the goal does not say counts 0.7 when a control that leads with no unasked act fits the step as well", "the \"Save Otis to favourites\" button beside Otis's link for \"open Otis's profile\""},
		{"says_the_opposite", "a click whose name (its last part, after a question) negates the verb that leads a clause asking without negation, leads with the clause's verb (turn, switch, sign, log, opt, …) and the particle that undoes the clause's (on/off, in/out), leads with an act word that undoes the clause's verb (a WordNet verb antonym or a reversal prefix un/dis/de/in/im/non; not a word the goal says, nor when the name also says the clause's verb, nor a box or switch), or says after \"as\" or \"to\" the opposite of the state the clause says there (a WordNet antonym, a reversal prefix, or the state negated; not a state the goal leaves \"from\"), is capped at the click floor (0.1)", "\"Don't save\" for \"save the changes\"; \"Turn off dark mode\" for \"turn on dark mode\"; \"Hide hidden files\" for \"show hidden files\"; \"Mark as read\" for \"mark it as unread\""},
		{"popup_item", "a closed list or menu's opener (a combobox or a control with aria-haspopup whose list the page keeps hidden) takes 0.9 of the score its best hidden item would have if the list were open", "the \"Cabin\" combobox showing Economy for \"fly business class\""},
		{"forward_for_step_*", "a form's one forward control that names a part the page shows as a step of the form (\"Next: hand and ink\" beside \"1 · The piece 2 · Hand and ink\"; never a part that ends the form, carries a purchase, leaves it or is an act's own step (its first word mostly a verb in WordNet, or an act's noun); a bare Next only for a clause that asks to move on; nothing consequential read in it; beside a form part that shares its nearby text, or with none) scores 0.75 for the next step while nothing offered fits any step left (no control fits above 0.3 or shows a clause's words; no field here is offered for a value or labelled with its clause's words), no clause left goes back or refuses, no box agrees or consents, no list is open and no radio group stands under its nearby text: the step is on a later part of the form; its press does a step only when the clause leads with a word of moving on, names the next or a numbered step, or shows all its words in the name", "\"Next: hand and ink\" for \"ink colour: iron gall\" on a form's first step"},
		{"month_toward_step_*", "a calendar's one month pager that way (\"Next month\", \"Previous month\", an arrow alone) scores 0.75 for the next step when its clause names a day whose cell is not offered, the page's day cells show one month, and the day is on another month that way: its month and year, or, when either side writes no year, on (a booking looks ahead) but back for the month just before the one shown; a day named by its weekday alone, the first month on where that day number falls on it; at most 12 months and 12 presses of one pager, and the press is not taken for a repeat; never a tab, option or radio, an arrow beside more than the month heading, a month offered as a choice, nor beside an act, a price or a consequence; never for a day refused, bounding another act, told as past, unreal, one of two in its clause, or while another clause's day still to choose is on the page, nor where a control names the clause's act and object", "\"Previous month\" for \"Sun 7 Feb\" beside cells of March 2027"},
		{"says_more_tie", "a control whose name says words the goal does not counts 0.7 when a control whose name says nothing else fits the step as well", "the \"Remote\" box, not \"Delete saved search: Go, Remote\", for \"remote only\""},
	}
}
