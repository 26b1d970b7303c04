package goalbench

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// ReadFloor reads the success floor file (testdata/floor.txt): "#" comments and one line
// "min_success_rate R" with R in [0, 1].
func ReadFloor(r io.Reader) (float64, error) {
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, val, _ := strings.Cut(line, " ")
		if key != "min_success_rate" {
			return 0, fmt.Errorf("floor: unknown line %q (want min_success_rate R)", line)
		}
		f, err := strconv.ParseFloat(strings.TrimSpace(val), 64)
		if err != nil || f < 0 || f > 1 {
			return 0, fmt.Errorf("floor: min_success_rate must be a number 0–1, got %q", strings.TrimSpace(val))
		}
		return f, nil
	}
	if err := sc.Err(); err != nil {
		return 0, fmt.Errorf("floor: %w", err)
	}
	return 0, fmt.Errorf("floor: no min_success_rate line")
}
