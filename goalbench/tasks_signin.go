package goalbench

// signinTasks: sign-in pages with a header search box, SSO buttons drawn as divs, a
// two-step email-first sign-in, and a page with sign-in and sign-up forms side by side.
// Password fields are never observed, so a goal with a password can at best fill the
// username; a password typed anywhere else is wrong.
func signinTasks() []Task {
	site := []Var{
		pick("brand", brands...),
		pick("heading", "Sign in", "Member login", "Log in to your account", "Welcome back"),
		pick("userlabel", "Username", "User name", "Login", "Username or email"),
		sample("sso", 3, "Google", "GitHub", "Apple", "Microsoft", "Facebook"),
		pick("user", usernames...),
		pick("pass", passwords...),
		pick("email", emails...),
	}
	v := func(extra ...Var) []Var { return append(append([]Var(nil), site...), extra...) }
	return []Task{
		{
			Family: "signin", ID: "user-and-password", Solve: []string{"fill #username => {{.user}}", "fill #password => {{.pass}}"}, Site: "signin",
			Vary: v(pick("goal", "Sign in with my username and password", "Log in to the member area with my username and password", "Sign in using my username and my password")),
			Goal: "{{.goal}}", Text: []string{"{{.user}}", "{{.pass}}"},
			Check: Check{Fields: map[string]string{"username": "{{.user}}"}, Allow: map[string]string{"password": "{{.pass}}"}},
		},
		{
			Family: "signin", ID: "password-first", Solve: []string{"fill #username => {{.user}}", "fill #password => {{.pass}}"}, Site: "signin",
			Vary: v(), Goal: "Log in with my password and username",
			Text:  []string{"{{.pass}}", "{{.user}}"},
			Check: Check{Fields: map[string]string{"username": "{{.user}}"}, Allow: map[string]string{"password": "{{.pass}}"}},
		},
		{
			Family: "signin", ID: "email-first", Solve: []string{"fill #email => {{.email}}", "click button[type=submit]"}, Site: "signin", Start: "twostep",
			Vary: v(), Goal: "Sign in as {{.email}}: enter the email and press Next",
			Text:  []string{"{{.email}}"},
			Check: Check{Fields: map[string]string{"email": "{{.email}}"}, Success: []string{"load password?email={{.email}}"}, Wrong: []string{"load register*"}},
		},
		{
			Family: "signin", ID: "sso-provider", Solve: []string{"click [data-k=\"sso-{{lower .p}}\"]"}, Site: "signin",
			Vary: v(let("p", "{{index .sso 1}}")), Goal: "Sign in with {{.p}}",
			Check: Check{Success: []string{"load sso?p={{lower .p}}"}, Wrong: []string{"load sso*", "click signin"}},
		},
		{
			Family: "signin", ID: "forgot-link", Solve: []string{"click [data-k=forgot]"}, Site: "signin",
			Vary:  v(pick("goal", "I forgot my password, take me to the reset page", "Open the forgot password link", "Go to the password reset page")),
			Goal:  "{{.goal}}",
			Check: Check{Success: []string{"load forgot"}, Wrong: []string{"load register", "load sso*", "click signin"}},
		},
		{
			Family: "signin", ID: "signin-not-signup", Solve: []string{"fill [name=login_email] => {{.email}}"}, Site: "signin", Start: "split",
			Vary:  v(shuffled("sides", "Sign in", "Create account")),
			Goal:  "Sign in with my email {{.email}}",
			Text:  []string{"{{.email}}"},
			Check: Check{Fields: map[string]string{"login_email": "{{.email}}"}, Wrong: []string{"click register", "load welcome*"}},
		},
		{
			Family: "signin", ID: "untick-remember", Solve: []string{"click [name=remember]"}, Site: "signin",
			Vary:  v(pick("goal", "Untick 'Keep me signed in'", "Uncheck the Keep me signed in box", "Don't keep me signed in: clear that checkbox")),
			Goal:  "{{.goal}}",
			Check: Check{Success: []string{"pick remember="}, Fields: map[string]string{"remember": ""}, Wrong: []string{"click signin", "load *"}},
		},
	}
}
