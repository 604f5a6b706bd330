/**
 * Zips of support files (001 §7 "support-documents/download"; the multi-account download windows of
 * sandbox/routes/s3-explorer/downloads.ts): folders by level, then charge code, entry names led by
 * the type code once (issue 18 §10), made unique. Stored uncompressed.
 */
import { zipSync, type Zippable } from "fflate";
import type { Db } from "../db/client";
import { readStoredFiles } from "./file-store";

/**
 * A zip of support files (folders by level, then charge code), names made unique; null when no
 * file has stored bytes. `prefix` puts everything under a folder (one per account in a group).
 */
export async function zipOf(
  db: Db,
  files: readonly {
    id: string;
    sha256: string | null;
    file_name: string | null;
    file_code: string;
    support_level: string;
    charge_code: string | null;
  }[],
  prefix = "",
  into: Zippable = {},
): Promise<Uint8Array | null> {
  const keys = [...new Set(files.map((f) => f.sha256).filter((s): s is string => s !== null))];
  if (keys.length === 0) return null;
  const bySha = await readStoredFiles(db, keys);
  addToZip(into, files, bySha, prefix);
  return Object.keys(into).length === 0 ? null : zipSync(into, { level: 0 });
}

/**
 * The name of a support file in a zip: its stored name, led by its type code (`RES-scan.pdf`)
 * unless the name already starts with it (`RES-FE-0031598.pdf` stays as it is, never
 * `RES-RES-FE-0031598.pdf`; issue 18 §10).
 */
export function zipEntryName(file: { id: string; file_name: string | null; file_code: string }): string {
  const stored = file.file_name ?? file.id;
  return stored.startsWith(`${file.file_code}-`) ? stored : `${file.file_code}-${stored}`;
}

/** Adds files to a zip tree (see {@link zipOf}). */
export function addToZip(
  into: Zippable,
  files: readonly {
    id: string;
    sha256: string | null;
    file_name: string | null;
    file_code: string;
    support_level: string;
    charge_code: string | null;
  }[],
  bySha: Map<string, Buffer>,
  prefix: string,
): void {
  const used = new Set<string>();
  for (const file of files) {
    const bytes = file.sha256 ? bySha.get(file.sha256) : undefined;
    if (!bytes) continue;
    const folder = `${prefix}${file.support_level}/${file.charge_code ? `${file.charge_code}/` : ""}`;
    let name = `${folder}${zipEntryName(file)}`;
    if (used.has(name)) name = `${folder}${file.id.slice(0, 8)}-${zipEntryName(file)}`;
    used.add(name);
    into[name] = new Uint8Array(bytes);
  }
}
