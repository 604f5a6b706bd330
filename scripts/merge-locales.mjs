// Deep-merges a folder of partial locale files (en.json, es.json, es-DO.json, pt.json) into locales/.
// Usage: node scripts/merge-locales.mjs DIR   (a missing es-DO.json in DIR takes es.json)
import fs from "node:fs";
import path from "node:path";
const dir = process.argv[2];
const merge = (a, b) => {
  for (const [k, v] of Object.entries(b))
    a[k] = v && typeof v === "object" && !Array.isArray(v) ? merge(a[k] ?? {}, v) : v;
  return a;
};
for (const lang of ["en", "es", "es-DO", "pt"]) {
  let src = path.join(dir, `${lang}.json`);
  if (!fs.existsSync(src) && lang === "es-DO") src = path.join(dir, "es.json");
  if (!fs.existsSync(src)) continue;
  const target = path.join("locales", `${lang}.json`);
  const current = fs.existsSync(target) ? JSON.parse(fs.readFileSync(target, "utf8")) : {};
  fs.writeFileSync(
    target,
    JSON.stringify(merge(current, JSON.parse(fs.readFileSync(src, "utf8"))), null, 2) + "\n",
  );
}
