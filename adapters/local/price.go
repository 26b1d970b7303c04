package local

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// price finds an amount of money: "$12.50", "€ 8", "12.50 USD".
var price = regexp.MustCompile(`(?:[$€£¥]\s?(\d[\d,]*(?:\.\d+)?))|(?:(\d[\d,]*(?:\.\d+)?)\s?(?:usd|eur|gbp|dollars|euros))`)

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
