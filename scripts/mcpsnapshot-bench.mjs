// mcpsnapshot-bench.mjs measures Playwright MCP's browser_snapshot tool on one page, to
// compare with browsergoal's observation (BenchmarkObserve in adapters/rod) on the same
// page. It is not part of `make test`: it needs @playwright/mcp, installed by hand outside
// the repository:
//
//   npm install --prefix /tmp/pwmcp @playwright/mcp
//   PLAYWRIGHT_MCP=/tmp/pwmcp/node_modules/@playwright/mcp/cli.js \
//     node scripts/mcpsnapshot-bench.mjs http://127.0.0.1:PORT/rows.html?n=100 20
//
// It starts the MCP server over stdio (headless Chromium from CHROMIUM, default
// /usr/bin/chromium, in-memory profile, 1280x800 viewport), navigates to the URL (loopback
// only), takes one snapshot to warm up, then times `count` browser_snapshot calls as the
// client sees them (request written to the answer read) and prints
// {"median_ms": ..., "bytes": ...} as JSON. It asserts nothing about speed.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [url, countArg] = process.argv.slice(2);
if (!url || !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) {
  console.error('usage: mcpsnapshot-bench.mjs http://127.0.0.1:PORT/PATH [count]');
  process.exit(2);
}
const count = Number(countArg || 10);
const cli = process.env.PLAYWRIGHT_MCP;
if (!cli) {
  console.error('PLAYWRIGHT_MCP must name @playwright/mcp/cli.js');
  process.exit(2);
}
const server = spawn('node', [cli, '--headless', '--isolated', '--no-sandbox',
  '--executable-path', process.env.CHROMIUM || '/usr/bin/chromium', '--viewport-size', '1280x800',
  // Its logs and files go to a temporary directory, not the working one.
  '--output-dir', mkdtempSync(join(tmpdir(), 'mcpsnapshot-'))],
{ stdio: ['pipe', 'pipe', 'inherit'] });

// One JSON-RPC message per line each way (the MCP stdio transport).
let buffered = '';
let nextID = 1;
const waiting = new Map();
server.stdout.on('data', (chunk) => {
  buffered += chunk;
  for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
    const line = buffered.slice(0, nl);
    buffered = buffered.slice(nl + 1);
    if (!line.trim()) continue;
    const msg = JSON.parse(line);
    const done = waiting.get(msg.id);
    if (done) { waiting.delete(msg.id); done(msg); }
  }
});
const call = (method, params) => new Promise((resolve, reject) => {
  const id = nextID++;
  waiting.set(id, (msg) => (msg.error ? reject(new Error(`${method}: ${JSON.stringify(msg.error)}`)) : resolve(msg.result)));
  server.stdin.write(JSON.stringify({ jsonrpc: '2.0', id, method, params }) + '\n');
});
const tool = async (name, args) => {
  const r = await call('tools/call', { name, arguments: args });
  if (r.isError) throw new Error(`${name}: ${JSON.stringify(r.content)}`);
  return r;
};

try {
  await call('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'mcpsnapshot-bench', version: '1' } });
  server.stdin.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) + '\n');
  await tool('browser_navigate', { url });
  const first = await tool('browser_snapshot', {});
  const bytes = first.content.reduce((n, c) => n + (c.text || '').length, 0);
  const times = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await tool('browser_snapshot', {});
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(JSON.stringify({ median_ms: times[times.length >> 1], bytes }));
} finally {
  server.kill();
}
