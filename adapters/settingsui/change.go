package settingsui

import (
	"net/http"
	"strings"

	"github.com/browsergoal/browsergoal/adapters/jevhttp"
	"github.com/browsergoal/browsergoal/config"
	"github.com/browsergoal/browsergoal/credentials"
)

// change is every POST: one change through the config or credentials package, its
// result kept as the next load's message, then a redirect back to the page (to the
// control that was used, which the script focuses again).
func (s *Server) change(w http.ResponseWriter, r *http.Request) {
	if !s.form(w, r) {
		return
	}
	target := s.opts.Paths.Global
	if s.opts.Paths.Workspace != "" {
		target = s.opts.Paths.Workspace
	}
	on := r.PostForm.Get("enabled") == "on"
	focus := ""
	switch r.URL.Path {
	case "/computer":
		focus = "computer"
		s.wrote(config.SetComputerEnabled(target, on), target, pick(on, config.MsgComputerEnabled, config.MsgComputerDisabled))
	case "/typesafe":
		focus = "typesafe"
		msg := pick(on, config.MsgTypeSafeEnabled, config.MsgTypeSafeDisabled)
		if !on {
			msg += " " + config.MsgTypeSafeKeyKept
		}
		s.wrote(config.SetTypeSafeEnabled(target, on), target, msg)
	case "/permission":
		p := config.Permission(r.PostForm.Get("permission"))
		if p == "unset" {
			p = config.PermissionUnset
		}
		switch p {
		case config.PermissionAllow, config.PermissionDeny:
			focus = "permission-" + string(p)
		case config.PermissionUnset:
			focus = "permission-unset"
		}
		msg := map[config.Permission]string{config.PermissionAllow: config.MsgPermissionAllow,
			config.PermissionDeny: config.MsgPermissionDeny, config.PermissionUnset: config.MsgPermissionUnset}[p]
		s.wrote(config.SetPermission(target, p), target, msg)
	case "/key":
		focus = "key"
		s.saveKey(r.PostForm.Get("key"))
	case "/key/remove":
		focus = "remove"
		removed, err := s.opts.Store.Remove()
		if err != nil {
			s.setFlash(line{err.Error(), "error"})
			break
		}
		lines := []line{{credentials.RemovedLine(s.opts.Store.Path, removed), "ok"}}
		if s.envKey() {
			lines = append(lines, line{credentials.EnvStillSetLine(), "note"})
		}
		s.setFlash(lines...)
	default:
		s.refuse(w, r, http.StatusNotFound, "no such change")
		return
	}
	http.Redirect(w, r, "/#"+focus, http.StatusSeeOther)
}

// wrote records the result of a config write.
func (s *Server) wrote(err error, target, msg string) {
	if err != nil {
		s.setFlash(line{"Not changed: " + err.Error(), "error"})
		return
	}
	s.setFlash(line{"Wrote " + target + ": " + msg, "ok"})
}

// saveKey saves the key from the form's body. Its errors never hold the key, and the
// key is not kept anywhere else: the page never shows it again.
func (s *Server) saveKey(key string) {
	if err := s.opts.Store.Save(key); err != nil {
		s.setFlash(line{err.Error(), "error"})
		return
	}
	lines := []line{{credentials.SavedLine(s.opts.Store.Path), "ok"}}
	if s.envKey() {
		lines = append(lines, line{credentials.EnvWinsLine(), "note"})
	}
	s.setFlash(lines...)
}

func (s *Server) envKey() bool { return strings.TrimSpace(s.opts.Getenv(jevhttp.EnvAPIKey)) != "" }
