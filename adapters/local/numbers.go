package local

import (
	"math/big"
	"strings"
)

// Values the goal writes another way than the caller's text: a time in words or without
// its leading zero ("half past nine", "9:30" for "09:30"), an amount with a currency,
// separators or a multiplier ("£300,000", "150k", "62 grand" for "300000", "150000",
// "62000"; "250 pounds" for "£250"). Such a value belongs to the clause that writes it,
// as a value written verbatim does.

// multiplierRow is a word or suffix after a number that multiplies it.
type multiplierRow struct {
	word  string
	times int64
}

func multiplierRows() []multiplierRow {
	return []multiplierRow{{"k", 1000}, {"grand", 1000}, {"thousand", 1000}, {"m", 1000000}, {"million", 1000000}}
}

// attachWritten attaches each value no clause holds yet to the first clause whose words
// write it as a time or an amount.
func (g *goal) attachWritten() {
	for vi := range g.values {
		gv := &g.values[vi]
		if gv.clause >= 0 || gv.kind == valueURL || gv.secret {
			continue
		}
		tok, amount := clockToken(gv.text), amountOf(gv.text)
		if tok == "" && amount == nil {
			continue
		}
		for ci := range g.clauses {
			cl := &g.clauses[ci]
			if tok != "" && contains(cl.raw, tok) || amount != nil && writesAmount(cl.raw, amount) {
				gv.clause = ci
				cl.values = append(cl.values, vi)
				break
			}
		}
	}
}

// clockToken is the time token (timeToken) of a value written as a clock time ("09:30",
// "9:30"), "" for any other value.
func clockToken(v string) string {
	if v = strings.TrimSpace(v); clock.MatchString(v) {
		for t := range timeWords(v) {
			return t // a clock value writes one time
		}
	}
	return ""
}

// amountOf is the number a value states, read with its currency sign and thousands
// separators dropped ("£1,250.50" is 1250.5); nil when the value is not a number.
func amountOf(v string) *big.Rat {
	v = strings.TrimSpace(v)
	v = strings.TrimLeft(v, "£$€")
	v = strings.ReplaceAll(v, ",", "")
	if !number.MatchString(v) {
		return nil
	}
	r, ok := new(big.Rat).SetString(v)
	if !ok {
		return nil
	}
	return r
}

// writesAmount reports whether a clause's words write the amount: a number, with a
// multiplier after it as a suffix or a word ("150k", "62 grand"), equal to it. A number
// beside another is a piece of one the words split ("1.5k" is "1", "5k"), never an amount
// of its own.
func writesAmount(raw []string, amount *big.Rat) bool {
	piece := func(k int) bool {
		d, _ := splitDigits(raw[k])
		return d != ""
	}
	for i, w := range raw {
		digits, suffix := splitDigits(w)
		if digits == "" || i > 0 && piece(i-1) || i+1 < len(raw) && piece(i+1) {
			continue
		}
		n, _ := new(big.Rat).SetString(digits)
		mult := suffix
		if mult == "" && i+1 < len(raw) {
			mult = raw[i+1]
		}
		for _, r := range multiplierRows() {
			if mult == r.word {
				n.Mul(n, new(big.Rat).SetInt64(r.times))
				break
			}
		}
		if n.Cmp(amount) == 0 {
			return true
		}
	}
	return false
}

// splitDigits splits a word into its leading digits and the letters after them ("150k":
// "150", "k"); digits is "" when the word does not start with one or holds anything else.
func splitDigits(w string) (digits, suffix string) {
	k := strings.IndexFunc(w, func(r rune) bool { return r < '0' || r > '9' })
	if k < 0 {
		return w, ""
	}
	if k == 0 || !isLetters(w[k:]) {
		return "", ""
	}
	return w[:k], w[k:]
}

// thousandsComma reports whether a comma after the digits of word, with rest after it,
// separates thousands ("300,000"), so that it neither ends the word nor the clause.
func thousandsComma(word, rest string) bool { return isDigits(word) && thousandsAfter(rest) }

// thousandsAfter reports whether rest, after a comma, starts with exactly three digits.
func thousandsAfter(rest string) bool {
	return len(rest) >= 3 && isDigits(rest[:3]) && (len(rest) == 3 || rest[3] < '0' || rest[3] > '9')
}
