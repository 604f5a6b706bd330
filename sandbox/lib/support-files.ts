/**
 * How the reference API reads an account's support files (001 §3 "Support files"): the row with its
 * type name and charge code, its wire shape, and one file of an account. Used by
 * sandbox/routes/rcm/support-files.ts.
 */
import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { charges, support_file_types, support_files } from "../db/schema";
import { notFound, validationError } from "./errors";
import { isUuid } from "./query";

/** Columns of a support-file row. */
const FILE_ROW = {
  id: support_files.id,
  account_id: support_files.account_id,
  charge_id: support_files.charge_id,
  charge_code: charges.code,
  support_level: support_files.support_level,
  status: support_files.status,
  required: support_files.required,
  file_code: support_files.file_code,
  type_name: support_file_types.name,
  product_code: support_files.product_code,
  product_name: support_files.product_name,
  file_name: support_files.file_name,
  content_type: support_files.content_type,
  size_bytes: support_files.size_bytes,
  sha256: support_files.sha256,
  is_restricted_as_account_level: support_files.is_restricted_as_account_level,
  uploaded_at: support_files.uploaded_at,
  uploaded_by: support_files.uploaded_by,
  created_at: support_files.created_at,
};

/** A support-file row with its type name and charge code (see {@link selectFiles}). */
export type FileRow = Awaited<ReturnType<typeof selectFiles>>[number];

/** The support files matching `where`, with their type name and charge code (a query to order, limit or await). */
export function selectFiles(db: Db, where: SQL | undefined) {
  return db
    .select(FILE_ROW)
    .from(support_files)
    .innerJoin(support_file_types, eq(support_file_types.file_code, support_files.file_code))
    .leftJoin(charges, eq(charges.id, support_files.charge_id))
    .where(where);
}

/** The wire shape of a support file (001 §3: type.name, supportLevel, product {code, name}); `restricted` by the caller's restricted codes. */
export function toWire(row: FileRow, restricted: Set<string>) {
  const { file_code, type_name, product_code, product_name, sha256: _sha, ...rest } = row;
  return {
    ...rest,
    type: { file_code, name: type_name },
    product: product_code ? { code: product_code, name: product_name } : null,
    restricted: restricted.has(file_code),
  };
}

/**
 * A support file of the account.
 * @throws ApiError 400 when `fileId` is not a UUID, 404 when the account has no such file.
 */
export async function fileOfAccount(db: Db, accountId: string, fileId: string): Promise<FileRow> {
  if (!isUuid(fileId)) throw validationError("support file id must be a UUID");
  const [row] = await selectFiles(
    db,
    and(eq(support_files.id, fileId.toLowerCase()), eq(support_files.account_id, accountId)),
  );
  if (!row) throw notFound();
  return row;
}
