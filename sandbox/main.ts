/**
 * CLI of the reference API: opens (and on first run seeds) the database, then serves the API under
 * /api and, when built, the portal at /. See `--help` and sandbox/README.md.
 */
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { startDeviceAgent, type RunningDeviceAgent } from "./device-agent/agent";
import { readCliOptions, startupWarnings, USAGE } from "./config";
import { openDatabase } from "./db/client";
import { migrate } from "./db/migrate";
import type { AppDeps } from "./lib/context";
import { fileDirectoryFor, setFileDirectory } from "./lib/file-store";
import { keepConnectionsAlive } from "./lib/keep-alive";
import { isSeeded, seedDatabase } from "./seed";

async function main(): Promise<void> {
  const options = readCliOptions(process.argv.slice(2), process.env);
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const handle = await openDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    reset: options.reset,
  });
  await migrate(handle);
  // Where uploaded bytes live (sandbox/lib/file-store.ts; docs/decisions.md "Where uploaded bytes live").
  const filesDir = fileDirectoryFor({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    filesDir: process.env.SANDBOX_FILES_DIR,
  });
  await setFileDirectory(filesDir, options.reset && !process.env.SANDBOX_FILES_DIR);
  if (!(await isSeeded(handle))) {
    console.log(`Seeding ${handle.location} (${options.accounts} accounts)…`);
    const report = await seedDatabase(handle, {
      accounts: options.accounts,
      preSettlements: options.preSettlements,
    });
    console.log(
      `Seeded in ${(report.total / 1000).toFixed(1)} s (accounts ${(report.accounts / 1000).toFixed(1)} s, analyze ${(report.analyze / 1000).toFixed(1)} s)`,
    );
  }

  const deps: AppDeps = {
    handle,
    config: options.config,
    now: () => new Date(),
    log: (line) => console.log(line),
  };
  const agentOrigins = options.deviceAgent
    ? [
        `http://${options.deviceAgent.host}:${options.deviceAgent.port}`,
        `http://localhost:${options.deviceAgent.port}`,
      ]
    : [];
  const app = createApp(deps, {
    serveDir: options.serveDir,
    logRequests: !options.quiet,
    connectSources: agentOrigins,
  });
  const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host }, (info) => {
    console.log(`Reference API listening on http://${options.host}:${info.port}`);
    console.log(`Database: ${handle.location}${options.config.faults ? " (fault injection on)" : ""}`);
    console.log(`Uploaded files: ${filesDir ?? "in the database"}`);
    if (options.serveDir)
      console.log(`Portal: http://${options.host}:${info.port}/ (served from ${options.serveDir}/)`);
    console.log('Demo users: README.md "Demo users" and sandbox/seed/demo-users.json');
    for (const warning of startupWarnings(options.config)) console.warn(warning);
  });
  keepConnectionsAlive(server);
  let agent: RunningDeviceAgent | undefined;
  if (options.deviceAgent) {
    agent = await startDeviceAgent(options.deviceAgent);
    console.log(
      `Simulated device agent on http://${options.deviceAgent.host}:${options.deviceAgent.port} (PUT /__mode switches its answer)`,
    );
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing`);
    void agent?.close();
    server.close(() => {
      handle.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
    // Keep-alive connections would hold close() open; in-flight requests still finish.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
    setTimeout(() => process.exit(1), 5000).unref();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
