// ariasnapshot-bench.mjs measures Playwright's ariaSnapshot() on one page, for
// BenchmarkObserve's side-by-side comparison (adapters/rod/bench_test.go). It is not part
// of `make test`: it needs playwright-core, installed by hand outside the repository:
//
//   npm install --prefix /tmp/pw playwright-core
//   PLAYWRIGHT_CORE=/tmp/pw/node_modules/playwright-core/index.mjs \
//     node scripts/ariasnapshot-bench.mjs http://127.0.0.1:PORT/rows.html?n=2000 20 [settle-ms]
//
// It launches Chromium (CHROMIUM, default /usr/bin/chromium) headless, opens the URL
// (loopback only), waits settle-ms (default 0) after the load, takes one snapshot to warm
// up, then times `count` snapshots of the body and prints {"median_ms": ..., "bytes": ...}
// as JSON.
const [url, countArg, settleArg] = process.argv.slice(2);
if (!url || !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) {
  console.error('usage: ariasnapshot-bench.mjs http://127.0.0.1:PORT/PATH [count] [settle-ms]');
  process.exit(2);
}
const count = Number(countArg || 10);
const settle = Number(settleArg || 0);
if (!Number.isInteger(count) || count < 1 || count > 1000) {
  console.error(`count: ${JSON.stringify(countArg)} is not a whole number from 1 to 1000`);
  process.exit(2);
}
if (!Number.isInteger(settle) || settle < 0 || settle > 60000) {
  console.error(`settle-ms: ${JSON.stringify(settleArg)} is not a whole number of milliseconds from 0 to 60000`);
  process.exit(2);
}
const { chromium } = await import(process.env.PLAYWRIGHT_CORE || 'playwright-core');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless'],
});
try {
  const page = await browser.newPage();
  await page.goto(url, { timeout: 0 });
  await new Promise((resolve) => setTimeout(resolve, settle));
  const body = page.locator('body');
  const first = await body.ariaSnapshot({ timeout: 0 });
  const times = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await body.ariaSnapshot({ timeout: 0 });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(JSON.stringify({ median_ms: times[times.length >> 1], bytes: first.length }));
} finally {
  await browser.close();
}
