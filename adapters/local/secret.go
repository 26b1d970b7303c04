package local

import (
	"strings"
	"unicode"
)

// A secret is a caller value the goal calls a password, or one that looks like a password
// when the goal mentions one. Password fields are never observed or offered (invariant 5),
// so every field a candidate offers is a field that is not a password field: a secret is
// never typed anywhere. Its fill scores nothing in the choice and is consequential in the
// risk answer, and the plan keeps its step, so the goal stops before anything after it
// (the "Sign in" after the username) rather than skipping it.

// secretWords name a secret in the goal. The rows are raw lower-case words.
var secretWords = []string{
	"password", "passwords", "passcode", "passphrase", "pin", "pw", "pwd", "secret",
}

// secretNear is how many words before a value's mention a secret word may stand for the
// goal to call the value a password ("with the password X", "password: X", "my pin is X").
const secretNear = 3

// minSecretLen and minSecretClasses make a value look like a password: no white space, no
// "@" (an email address is a user name), at least minSecretLen characters and at least
// minSecretClasses of the four character classes (lower case, upper case, digit, other),
// as password rules ask ("CallerPass-Q9!", "s3cret-PW").
const (
	minSecretLen     = 6
	minSecretClasses = 3
)

// isSecretWord reports whether w, a raw lower-case word, names a secret.
func isSecretWord(w string) bool {
	for _, s := range secretWords {
		if w == s {
			return true
		}
	}
	return false
}

// mentionsSecret reports whether the goal's raw words name a secret.
func mentionsSecret(goal string) bool {
	for _, w := range rawWords(goal) {
		if isSecretWord(w) {
			return true
		}
	}
	return false
}

// looksSecret reports whether a value has the shape of a password: see minSecretLen.
func looksSecret(v string) bool {
	if len([]rune(v)) < minSecretLen || strings.ContainsAny(v, "@") || strings.ContainsFunc(v, unicode.IsSpace) {
		return false
	}
	var lower, upper, digit, other bool
	for _, r := range v {
		switch {
		case unicode.IsLower(r):
			lower = true
		case unicode.IsUpper(r):
			upper = true
		case unicode.IsDigit(r):
			digit = true
		default:
			other = true
		}
	}
	n := 0
	for _, b := range []bool{lower, upper, digit, other} {
		if b {
			n++
		}
	}
	return n >= minSecretClasses
}

// calledSecret reports whether the goal names value a password: a secret word stands
// within secretNear words before one of its verbatim mentions.
func calledSecret(goal, value string) bool {
	low, v := strings.ToLower(goal), strings.ToLower(strings.TrimSpace(value))
	if v == "" {
		return false
	}
	for _, at := range findPhrase(low, v) {
		before := rawWords(low[:at])
		for i := len(before) - 1; i >= 0 && i >= len(before)-secretNear; i-- {
			if isSecretWord(before[i]) {
				return true
			}
		}
	}
	return false
}

// isSecret reports whether a caller value must never be typed into an offered field: the
// goal calls it a password, or the goal mentions a password and the value looks like one.
func isSecret(goal, value string) bool {
	return calledSecret(goal, value) || (mentionsSecret(goal) && looksSecret(value))
}
