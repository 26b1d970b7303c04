package settingsui

import (
	"bytes"
	_ "embed"
	"html/template"
	"net/http"
)

// pageHTML is the page's template; appCSS and appJS its one stylesheet and one script.
//
//go:embed assets/page.html
var pageHTML string

//go:embed assets/app.css
var appCSS string

//go:embed assets/app.js
var appJS string

var pageTmpl = template.Must(template.New("page").Parse(pageHTML))

// page renders the settings as they are now. The key field is always empty: the key is
// never loaded back into the form.
func (s *Server) page(w http.ResponseWriter, r *http.Request) {
	var b bytes.Buffer
	if err := pageTmpl.Execute(&b, s.view(r.Context())); err != nil {
		http.Error(w, "browsergoal settings: the page could not be rendered", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_, _ = w.Write(b.Bytes())
}

func asset(w http.ResponseWriter, contentType, body string) {
	w.Header().Set("Content-Type", contentType)
	_, _ = w.Write([]byte(body))
}
