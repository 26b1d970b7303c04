package jevhttp

// The question texts. The model never sees the question ids, so each text says what the
// state holds, what is asked and what each answer means. They name the state's fields in
// backticks: `goal`, `page`, `step`, `executed_trace` (selection) and `goal`, `page`,
// `action` (risk).

// Question ids. They key the answers; the model never reads them.
const (
	questionOperation     = "operation"
	questionCompletion    = "completion"
	questionConsequential = "consequential"
)

const operationInstructions = "An automated assistant is working, one browser operation at a time, " +
	"toward the user's goal, given in `goal`. The page open now is described in `page`: its URL, " +
	"its title and an excerpt of its visible text. `executed_trace` lists the operations already " +
	"performed in earlier steps, in order, with their outcomes; `step` is the number of this step. " +
	"Each option is one operation that can be performed on this page right now: its action (click " +
	"an element, fill a field with an exact text, select an exact option, scroll the page, go back " +
	"in history, or navigate to an exact URL), the element it acts on, and the exact text, option " +
	"or URL it would use. Filling a field only types the text; it does not submit anything. " +
	"Choose the one option whose operation makes the most direct progress toward the goal from " +
	"this page, as a careful person would do next. Do not choose an operation that repeats one " +
	"already executed unless the page shows it has to be done again, and choose scrolling only " +
	"when what the goal needs is likely further along the page. Choose the option that says none " +
	"of the listed operations makes progress when no offered operation helps: when the goal needs " +
	"an element, text or address that is not offered, when every option would lead away from the " +
	"goal, or when the goal already appears to be achieved."

const noMatchDescription = "None of the listed operations makes progress toward the goal on this " +
	"page: what the goal needs is not offered here, or the goal already appears to be achieved."

const completionInstructions = "Does the page open now show that the user's goal, given in `goal`, " +
	"has already been achieved? Judge from the page described in `page` (its URL, title and an " +
	"excerpt of its visible text) together with the operations already performed, listed in " +
	"`executed_trace`. Answer yes only when the page itself shows evidence of completion, such as " +
	"the requested result, content or confirmation being displayed now. An operation having been " +
	"performed is not by itself evidence that it worked, and a page that merely allows the next " +
	"step is not completion."

const completionTrue = "The page shows clear evidence that the whole goal has been achieved."

const completionFalse = "The goal is not yet achieved or only partly achieved, or the page does not " +
	"show enough evidence to tell."

const consequentialInstructions = "An automated assistant is about to perform exactly one browser " +
	"operation, described in `action`, on the page described in `page` (its URL and title), as a " +
	"step toward the user's goal in `goal`. `action.action` is the kind of operation (click, fill, " +
	"select, scroll, back or navigate); `action.description` summarises it; `action.target` " +
	"describes the element it acts on (its role, accessible name, link address and nearby text); " +
	"`action.value` is the exact text typed or option chosen; `action.url` is the exact address " +
	"navigated to. Would performing this single operation, by itself, have a consequential effect: " +
	"one that commits, sends, pays for, publishes, changes or deletes something beyond what the " +
	"page shows, that may cost money, be hard to undo, or be seen by other people? " +
	"Consequential: buying, paying, or placing or confirming an order; transferring money; making " +
	"or cancelling a booking; deleting or removing anything; sending, posting or replying to a " +
	"message, email, comment or review; publishing or sharing content; confirming, accepting, " +
	"approving or declining something; signing up, subscribing or unsubscribing; submitting a " +
	"form that commits something (an application, registration, request or booking); changing " +
	"account, profile, privacy, security, payment or password settings. " +
	"Benign: searching; following a link or navigating to a page to read it; reading; opening " +
	"details, a menu, a tab or a dialog; scrolling; sorting or filtering a list; filling a field " +
	"without submitting it; selecting an option that only changes what is shown or what a later " +
	"submission would contain. " +
	"Judge the exact operation, not the goal: a benign step toward a consequential goal is " +
	"benign, while a click on a control that submits, confirms, buys, sends, deletes, publishes " +
	"or saves is consequential, and so is navigating to an address that itself performs such an " +
	"action (for example one that unsubscribes, confirms or deletes). When unsure, treat the " +
	"operation as consequential."

const consequentialTrue = "Performing this exact operation would, or might, commit, send, pay for, " +
	"publish, confirm, delete or change something."

const consequentialFalse = "The operation only reads, searches, navigates to read, opens, scrolls, " +
	"sorts, filters, or fills a field without submitting; nothing is committed or sent."
