// The round trip a site writes with openapi-typescript's types and openapi-fetch: ask
// `legal_actions`, read the listed actions' options, post the first listed action back with the
// answer's state, read the pending decision. No casts, nothing untyped: `tsc --strict` checks it.
// Usage: node round_trip_fetch.js <base url>

// Node's globals this program uses (no @types/node: it would double tsc's time in the tests).
declare const process: { argv: string[]; exitCode?: number };
import createClient from "openapi-fetch";
import type { components, paths } from "./schema";
import { REQUEST } from "./request_fetch";

type SimulateRequest = components["schemas"]["SimulateRequest"];

const client = createClient<paths>({ baseUrl: process.argv[2] });

async function main(request: SimulateRequest): Promise<void> {
  const asked = await client.POST("/v1/simulate", { body: request });
  if (asked.data === undefined) throw new Error(`refused: ${asked.error.title}`);
  const first = asked.data;
  const query = first.queries.find((answer) => answer.type === "legal_actions");
  if (query?.type !== "legal_actions") throw new Error("no legal_actions answer");
  const legal = query.result.legal;
  console.log(`first listed: ${legal[0].action.type}`);
  for (const entry of legal) {
    if (entry.action.type === "cast" && entry.options?.x !== undefined) {
      console.log(`cast ${entry.action.card}: x from ${entry.options.x.min} to ${entry.options.x.max}`);
    }
  }
  // openapi-fetch reads and writes the same shapes (its Readable/Writable), so the answer's state
  // and a listed action go back as they came.
  const posted = await client.POST("/v1/simulate", { body: { state: first.state, actions: [legal[0].action] } });
  if (posted.data === undefined) throw new Error(`refused: ${posted.error.title}`);
  const pending = posted.data.pending;
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
