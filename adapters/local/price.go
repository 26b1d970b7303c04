package local

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// recordRef is a record's number as a name writes it after an act: "#1482".
var recordRef = regexp.MustCompile(`#\d+`)

// price finds an amount of money: "$12.50", "€ 8", "12.50 USD".
var price = regexp.MustCompile(`(?:[$€£¥]\s?(\d[\d,]*(?:\.\d+)?))|(?:(\d[\d,]*(?:\.\d+)?)\s?(?:usd|eur|gbp|dollars|euros))`)

// chargePeriods are the words after an amount of money that make it a recurring charge:
// "£9.99 a month", "$5/mo", "€60 per year", "£3 weekly".
func chargePeriods() []string {
	return []string{"month", "mo", "monthly", "year", "yr", "yearly", "annually", "annual", "week", "wk", "weekly", "day", "daily"}
}

// chargeConnectors may stand between an amount and its period: "£9.99 a month", "$5 per
// user" is not one ("/" is no word: "$5/mo").
func chargeConnectors() []string { return []string{"a", "an", "per", "every", "each"} }

// recurringCharge reports whether a name states an amount of money followed by one of
// chargePeriods, right after it or after one of chargeConnectors: a control named so
// starts paying it, not only picks a thing that costs it ("£5 this month" is neither).
func recurringCharge(name string) bool {
	low := strings.ToLower(name)
	for _, at := range price.FindAllStringIndex(low, -1) {
		after := rawWords(low[at[1]:])
		if len(after) > 1 && contains(chargeConnectors(), after[0]) {
			after = after[1:]
		}
		if len(after) > 0 && contains(chargePeriods(), after[0]) {
			return true
		}
	}
	return false
}

// priceOf returns the first amount of money in a candidate's name, else its nearby text.
func priceOf(c *fsm.Candidate) (float64, bool) {
	for _, text := range []string{c.Name, c.Context} {
		m := price.FindStringSubmatch(strings.ToLower(text))
		if m == nil {
			continue
		}
		num := m[1]
		if num == "" {
			num = m[2]
		}
		if v, err := strconv.ParseFloat(strings.ReplaceAll(num, ",", ""), 64); err == nil {
			return v, true
		}
	}
	return 0, false
}

// cheapest returns the pool's candidate with the lowest (want -1) or highest (want +1)
// price, or -1 when fewer than two show a price or two share the best one.
func (s *scorer) cheapest(pool []int, want int) int {
	best, bestPrice, priced, tie := -1, 0.0, 0, false
	for _, i := range pool {
		p, ok := priceOf(&s.req.Candidates[i])
		if !ok {
			continue
		}
		priced++
		switch {
		case best < 0 || (want < 0 && p < bestPrice) || (want > 0 && p > bestPrice):
			best, bestPrice, tie = i, p, false
		case p == bestPrice:
			tie = true
		}
	}
	if priced < 2 || tie {
		return -1
	}
	return best
}
