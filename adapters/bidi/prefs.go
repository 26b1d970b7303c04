package bidi

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// firefoxPrefs are written to a launched Firefox's fresh profile (user.js). They keep the
// browser quiet and predictable: no first-run or what's-new pages, no updates, telemetry,
// experiments, remote settings, safe-browsing list downloads, captive-portal or
// connectivity probes, prefetching or speculative connections, and no session restore.
// Pages the caller navigates to load as usual. One row per preference, in the form
// user.js takes.
var firefoxPrefs = []struct {
	name  string
	value any
}{
	{"app.normandy.enabled", false},
	{"app.update.auto", false},
	{"app.update.disabledForTesting", true},
	{"app.update.enabled", false},
	{"browser.aboutwelcome.enabled", false},
	{"browser.discovery.enabled", false},
	{"browser.newtabpage.activity-stream.feeds.system.topstories", false},
	{"browser.newtabpage.activity-stream.feeds.telemetry", false},
	{"browser.newtabpage.activity-stream.telemetry", false},
	{"browser.newtabpage.enabled", false},
	{"browser.ping-centre.telemetry", false},
	{"browser.safebrowsing.blockedURIs.enabled", false},
	{"browser.safebrowsing.downloads.enabled", false},
	{"browser.safebrowsing.malware.enabled", false},
	{"browser.safebrowsing.phishing.enabled", false},
	{"browser.safebrowsing.provider.google.updateURL", ""},
	{"browser.safebrowsing.provider.google4.updateURL", ""},
	{"browser.safebrowsing.provider.mozilla.updateURL", ""},
	{"browser.search.geoip.url", ""},
	{"browser.search.update", false},
	{"browser.sessionstore.resume_from_crash", false},
	{"browser.shell.checkDefaultBrowser", false},
	{"browser.startup.homepage", "about:blank"},
	{"browser.startup.homepage_override.mstone", "ignore"},
	{"browser.startup.page", 0},
	{"browser.tabs.warnOnClose", false},
	{"browser.topsites.contile.enabled", false},
	{"browser.urlbar.suggest.quicksuggest.sponsored", false},
	{"captivedetect.canonicalURL", ""},
	{"datareporting.healthreport.uploadEnabled", false},
	{"datareporting.policy.dataSubmissionEnabled", false},
	{"dom.disable_open_during_load", false},
	{"extensions.blocklist.enabled", false},
	{"extensions.getAddons.cache.enabled", false},
	{"extensions.update.enabled", false},
	{"extensions.systemAddon.update.enabled", false},
	{"geo.provider.network.url", ""},
	{"media.gmp-manager.updateEnabled", false},
	{"messaging-system.rsexperimentloader.enabled", false},
	{"network.captive-portal-service.enabled", false},
	{"network.connectivity-service.enabled", false},
	{"network.dns.disablePrefetch", true},
	{"network.http.speculative-parallel-limit", 0},
	{"network.prefetch-next", false},
	{"network.trr.mode", 5},
	{"privacy.trackingprotection.enabled", false},
	{"remote.prefs.recommended", true},
	{"security.OCSP.enabled", 0},
	{"security.remote_settings.crlite_filters.enabled", false},
	{"services.settings.server", "http://127.0.0.1:9/remote-settings"},
	{"services.sync.enabled", false},
	{"toolkit.telemetry.enabled", false},
	{"toolkit.telemetry.reportingpolicy.firstRun", false},
	{"toolkit.telemetry.server", ""},
	{"toolkit.telemetry.unified", false},
}

// PrepareProfile writes the quiet preferences a launched Firefox runs with (user.js) into
// a profile directory: for a Firefox started by hand (with --profile and
// --remote-debugging-port) that browsergoal then attaches to.
func PrepareProfile(profile string) error {
	var b strings.Builder
	for _, p := range firefoxPrefs {
		var v string
		switch x := p.value.(type) {
		case bool:
			v = strconv.FormatBool(x)
		case int:
			v = strconv.Itoa(x)
		case string:
			v = strconv.Quote(x)
		default:
			return fmt.Errorf("preference %s: unsupported value %T", p.name, p.value)
		}
		fmt.Fprintf(&b, "user_pref(%q, %s);\n", p.name, v)
	}
	return os.WriteFile(filepath.Join(profile, "user.js"), []byte(b.String()), 0o600)
}
