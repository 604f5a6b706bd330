/**
 * The reference API keeps idle connections longer than its clients do (sandbox/lib/keep-alive.ts):
 * a request on a kept connection after 6 s of quiet (longer than Node's default 5 s) is answered,
 * not reset.
 */
import { createServer, request, Agent, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { KEEP_ALIVE_MS, keepConnectionsAlive } from "../../../sandbox/lib/keep-alive";

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

function get(port: number, agent: Agent): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: "127.0.0.1", port, path: "/", agent }, (answer: IncomingMessage) => {
      answer.resume();
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, reused: sent.reusedSocket }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

describe("keep-alive of the reference API", () => {
  it("sets the idle timeout above Node's 5 s and the headers timeout above it", () => {
    const server = createServer();
    keepConnectionsAlive(server);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(5_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  it("answers a request on a connection left idle 6 s, on the same connection", async () => {
    const server = createServer((_, answer) => answer.end("ok"));
    servers.push(server);
    keepConnectionsAlive(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await get(port, agent)).toEqual({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await get(port, agent)).toEqual({ status: 200, reused: true });
    agent.destroy();
  }, 15_000);
});
