package calib

import (
	"fmt"
	"html"
	"strings"
)

// Plot geometry, in SVG user units: a square plot with room for the axes' labels.
const (
	plotSize = 300.0
	left     = 48.0
	top      = 36.0
	bottom   = 44.0
	right    = 16.0
)

// SVG draws the report as a reliability diagram: for each non-empty bin a bar as high as
// its accuracy over the bin's probability range, a dot at its mean probability, and its
// count above; the diagonal of perfect calibration; the title with N and the ECE. The SVG
// is self-contained (no fonts, images or scripts) and scales with its viewBox; classes
// (bar, gap, mean, diagonal, count) let a page restyle it.
func (r Report) SVG(title string) string {
	w, h := left+plotSize+right, top+plotSize+bottom
	x := func(p float64) float64 { return left + p*plotSize }
	y := func(p float64) float64 { return top + (1-p)*plotSize }
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="reliability" viewBox="0 0 %.0f %.0f" width="%.0f" height="%.0f" font-family="sans-serif" font-size="11">`, w, h, w, h)
	fmt.Fprintf(&b, `<title>%s</title>`, html.EscapeString(title))
	fmt.Fprintf(&b, `<text x="%.0f" y="16" font-size="13" font-weight="bold">%s</text>`, left, html.EscapeString(title))
	fmt.Fprintf(&b, `<text x="%.0f" y="30" class="summary">N %d · ECE %.3f · MCE %.3f</text>`, left, r.N, r.ECE, r.MCE)
	fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="#f6f8fa" stroke="#8c959f"/>`, x(0), y(1), plotSize, plotSize)
	for _, t := range []float64{0, 0.25, 0.5, 0.75, 1} {
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#d0d7de"/>`, x(0), y(t), x(1), y(t))
		fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="end">%.2f</text>`, x(0)-4, y(t)+4, t)
		fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="middle">%.2f</text>`, x(t), y(0)+14, t)
	}
	for _, bin := range r.Bins {
		if bin.N == 0 {
			continue
		}
		bw := (bin.Hi - bin.Lo) * plotSize
		fmt.Fprintf(&b, `<rect class="bar" x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="#0969da" fill-opacity="0.75"><title>p %.2f–%.2f: %d decisions, %.0f%% right at mean p %.2f</title></rect>`,
			x(bin.Lo)+1, y(bin.Accuracy), bw-2, bin.Accuracy*plotSize, bin.Lo, bin.Hi, bin.N, 100*bin.Accuracy, bin.MeanP)
		lo, hi := min(bin.Accuracy, bin.MeanP), max(bin.Accuracy, bin.MeanP)
		fmt.Fprintf(&b, `<rect class="gap" x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="#cf222e" fill-opacity="0.25"/>`, x(bin.Lo)+1, y(hi), bw-2, (hi-lo)*plotSize)
		fmt.Fprintf(&b, `<circle class="mean" cx="%.1f" cy="%.1f" r="2.5" fill="#1f2328"/>`, x(bin.MeanP), y(bin.MeanP))
		fmt.Fprintf(&b, `<text class="count" x="%.1f" y="%.1f" text-anchor="middle" font-size="9">%d</text>`, x((bin.Lo+bin.Hi)/2), max(y(bin.Accuracy)-3, top+10), bin.N)
	}
	fmt.Fprintf(&b, `<line class="diagonal" x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#57606a" stroke-dasharray="4 3"/>`, x(0), y(0), x(1), y(1))
	fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="middle">probability given to the choice</text>`, x(0.5), y(0)+32)
	fmt.Fprintf(&b, `<text transform="translate(12 %.1f) rotate(-90)" text-anchor="middle">share right</text>`, y(0.5))
	b.WriteString(`</svg>`)
	return b.String()
}
