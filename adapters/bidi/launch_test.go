package bidi

import (
	"bytes"
	"fmt"
	"os"
	"testing"
)

// TestLaunchedFirefoxHonoursTheLoopbackSettingsServer: a release Firefox ignores the
// profile's services.settings.server (pointed at a closed loopback port) unless
// MOZ_REMOTE_SETTINGS_DEVTOOLS is set, and then resolves and contacts
// firefox.settings.services.mozilla.com on its own (seen with strace on Firefox ESR). The
// launched browser must run with it, so that nothing leaves the loopback interface.
func TestLaunchedFirefoxHonoursTheLoopbackSettingsServer(t *testing.T) {
	s := needBrowser(t)
	env, err := os.ReadFile(fmt.Sprintf("/proc/%d/environ", s.proc.PID()))
	if err != nil {
		t.Skip("no /proc environ to read: ", err)
	}
	for _, kv := range bytes.Split(env, []byte{0}) {
		if string(kv) == "MOZ_REMOTE_SETTINGS_DEVTOOLS=1" {
			return
		}
	}
	t.Fatalf("the launched Firefox runs without MOZ_REMOTE_SETTINGS_DEVTOOLS=1")
}
