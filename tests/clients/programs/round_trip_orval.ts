// The round trip a site writes with the fetch client orval generates: ask `legal_actions`, read
// the listed actions' options, post the first listed action back with the answer's state, read
// the pending decision. No casts, nothing untyped: `tsc --strict` checks it.
// Usage: node round_trip_orval.js <base url>

// Node's globals this program uses (no @types/node: it would double tsc's time in the tests).
declare const process: { argv: string[]; exitCode?: number };
import { simulate } from "./orval/client";
import type { SimulateRequest, SimulateResponse } from "./orval/client";
import { REQUEST } from "./request_orval";

// The generated client calls paths relative to the server; a site's bundler or proxy adds the
// origin. Here, the server of the test run.
const origin = process.argv[2];
const send = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
  send(typeof input === "string" ? new URL(input, origin) : input, init);

async function ask(body: SimulateRequest): Promise<SimulateResponse> {
  const answer = await simulate(body);
  if (answer.status !== 200) throw new Error(`refused: ${answer.data.title}`);
  return answer.data;
}

async function main(request: SimulateRequest): Promise<void> {
  const first = await ask(request);
  const query = first.queries.find((answer) => answer.type === "legal_actions");
  if (query?.type !== "legal_actions") throw new Error("no legal_actions answer");
  const legal = query.result.legal;
  console.log(`first listed: ${legal[0].action.type}`);
  for (const entry of legal) {
    if (entry.action.type === "cast" && entry.options?.x !== undefined) {
      console.log(`cast ${entry.action.card}: x from ${entry.options.x.min} to ${entry.options.x.max}`);
    }
  }
  const second = await ask({ state: first.state, actions: [legal[0].action] });
  const pending = second.pending;
  if (pending === null || pending === undefined) {
    console.log("pending: nobody");
  } else if (pending.decision === "priority") {
    console.log(`pending: priority for ${pending.player}, passed by ${pending.options.passed.join(", ")}`);
  } else if (pending.decision === "choose") {
    console.log(`pending: ${pending.player} chooses ${pending.options.choice}`);
  } else {
    console.log(`pending: ${pending.decision} for ${pending.player}`);
  }
}

main(REQUEST).catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
