// `npm run dev`: the reference API on :4300 and Vite's dev server on :5173 (proxying /api).
import { spawn } from "node:child_process";
const children = [
  spawn("npx", ["tsx", "watch", "sandbox/main.ts", "--port", "4300"], { stdio: "inherit" }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => children.forEach((c) => c.kill(signal)));
