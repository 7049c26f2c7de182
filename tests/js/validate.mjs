// Checks payloads with Microsoft's own packages and prints one JSON line per input:
//   node validate.mjs card <file.json>            Adaptive Card parsed and rendered by `adaptivecards`
//   node validate.mjs cards <file.json>           the same for a JSON array of cards
//   node validate.mjs teams-manifest <file.json>  Teams app manifest against the schema from `@microsoft/app-manifest`
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { JSDOM } from "jsdom";

const require = createRequire(import.meta.url);
const [kind, file] = process.argv.slice(2);
const payload = JSON.parse(readFileSync(file, "utf8"));

async function checkCard(card) {
  const dom = new JSDOM("<!doctype html><html><body></body></html>", { url: "http://localhost/" });
  globalThis.window = dom.window;
  Object.defineProperty(dom.window.HTMLElement.prototype, "innerText", { // jsdom lacks layout-aware innerText
    get() { return this.textContent; }, set(value) { this.textContent = value; }, configurable: true,
  });
  for (const name of Object.getOwnPropertyNames(dom.window)) {
    if (!(name in globalThis)) { try { globalThis[name] = dom.window[name]; } catch { /* not copyable */ } }
  }
  const log = console.log;
  console.log = () => {}; // the library prints notices on stdout; stdout carries only the result line
  const AC = require("adaptivecards/dist/adaptivecards.js");
  const context = new AC.SerializationContext();
  const parsed = new AC.AdaptiveCard();
  parsed.parse(card, context);
  const problems = [];
  for (let i = 0; i < context.eventCount; i++) {
    const e = context.getEventAt(i);
    problems.push(`${AC.ValidationEvent[e.event] ?? e.event}: ${e.message}`);
  }
  for (const e of parsed.validateProperties().validationEvents) {
    problems.push(`${AC.ValidationEvent[e.event] ?? e.event}: ${e.message}`);
  }
  const rendered = parsed.render();
  console.log = log;
  const text = rendered ? rendered.textContent : "";
  return { ok: problems.length === 0 && !!rendered, problems, version: parsed.version?.toString(), text,
           actions: parsed.getActionCount() };
}

function checkManifest(manifest) {
  const Ajv = require("ajv-draft-04");
  const addFormats = require("ajv-formats");
  const version = manifest.manifestVersion;
  const schemaFile = require.resolve(`@microsoft/app-manifest/build/json-schemas/teams/v${version}/MicrosoftTeams.schema.json`);
  const schema = JSON.parse(readFileSync(schemaFile, "utf8"));
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const valid = ajv.validate(schema, manifest);
  return { ok: valid, schema: schemaFile.split("node_modules/")[1],
           problems: (ajv.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message}`) };
}

const result = kind === "cards" ? await Promise.all(payload.map(checkCard)) : kind === "card" ? await checkCard(payload) : kind === "teams-manifest" ? checkManifest(payload) : { ok: false, problems: [`unknown kind ${kind}`] };
process.stdout.write(JSON.stringify(result) + "\n");
