// `npm start`: builds the portal when its sources are newer than the build, then starts the
// reference API (seeding its embedded database on first run) serving the portal and the API on
// one origin. Extra arguments go to the reference API, e.g. `npm start -- --reset --port 8080`; the
// reference API warns at start-up while its outbox is on (`npm start -- --no-outbox` turns it off).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const built = path.join(root, "dist", "index.html");
const sources = [
  "src",
  "providers",
  "resources",
  "schemas",
  "locales",
  "public",
  "index.html",
  "vite.config.ts",
  "package-lock.json",
];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(full)
    .reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log("Building the portal…");
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const args = process.argv.slice(2);
console.log('Demo users: README.md "Demo users" (also sandbox/seed/demo-users.json).');
// The demo meets a real month's volume (issue 22 §4): 10,000 pending claims of do-universal in
// October 2026 for the settlement wizard, unless SANDBOX_SETTLEMENT_PENDING says otherwise (0: none).
const server = spawn("npx", ["tsx", "sandbox/main.ts", "--serve", "dist", ...args], {
  cwd: root,
  env: { SANDBOX_SETTLEMENT_PENDING: "10000", ...process.env },
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
