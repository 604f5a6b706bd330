/**
 * The document policy of an authorization and its files (000 §5 "Files", "A pending authorization
 * satisfies its document policy…"; docs/api-contract.md "Authorization detail"), read once for the
 * authorization detail and for the counts a claim upload writes (sandbox/routes/arc/outpatient-care-claims.ts):
 * both go through schemas/claims-desk/document-policy.ts, so the home list's
 * `satisfies_documents_policy` filter (the generated column over the written counts) and the
 * detail always agree.
 *
 * - An authorization of the claims desk requires the documents its sponsor's policy asks for its
 *   product type (`claims_desk_authorizations.required_documents`, required ones), filled by the
 *   files attached to its request and the files uploaded to its claim.
 * - A recorded (seeded) authorization requires its claim's `total_files_to_upload` documents
 *   ({@link recordedPolicyState}), of which its stored `uploaded_files` were received before.
 */
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { StoredFileRow } from "../../../lib/stored-uploads";
import { claims } from "../../../db/schema";
import {
  claim_files,
  claims_desk_authorization_files,
  claims_desk_authorizations,
} from "../../../db/schema-claims-desk";
import {
  documentPolicyState,
  recordedPolicyState,
  type DocumentPolicyState,
} from "../../../../schemas/claims-desk/document-policy";

/** A file of an authorization: uploaded to its claim, or attached to its request before the claim. */
export interface AuthorizationFile {
  id: string;
  document_type_slug: string;
  file_name: string;
  size_bytes: number;
  /** `claim`: downloaded at `…/outpatient-care-claim/files/support-claim-document/{id}`; `request`: attached when it was asked. */
  source: "claim" | "request";
  created_at: Date;
}

/** An authorization's policy state and files. */
export interface AuthorizationDocuments {
  state: DocumentPolicyState;
  files: AuthorizationFile[];
}

/**
 * The policy state and the files of authorization `authorizationId` (any provider's: the caller
 * checks the provider first). `newFileId`: a claim file uploaded since its claim's counts were last
 * written (a recorded authorization's stored count does not hold it yet).
 */
export async function authorizationDocuments(
  db: Db,
  authorizationId: number,
  newFileId?: string,
): Promise<AuthorizationDocuments> {
  const [desk] = await db
    .select({ required_documents: claims_desk_authorizations.required_documents })
    .from(claims_desk_authorizations)
    .where(eq(claims_desk_authorizations.authorization_id, authorizationId));
  const [claim] = await db
    .select({
      id: claims.id,
      uploaded_files: claims.uploaded_files,
      total_files_to_upload: claims.total_files_to_upload,
    })
    .from(claims)
    .where(eq(claims.authorization_id, authorizationId));
  const claimFiles: AuthorizationFile[] = claim
    ? (
        await db
          .select({
            id: claim_files.id,
            document_type_slug: claim_files.document_type_slug,
            file_name: claim_files.file_name,
            size_bytes: claim_files.size_bytes,
            created_at: claim_files.created_at,
          })
          .from(claim_files)
          .where(eq(claim_files.claim_id, claim.id))
          .orderBy(asc(claim_files.created_at), asc(claim_files.id))
      ).map((f) => ({ ...f, source: "claim" as const }))
    : [];
  if (!desk) {
    const state = recordedPolicyState(
      claim?.total_files_to_upload ?? 0,
      claim?.uploaded_files ?? 0,
      claimFiles.filter((f) => f.id !== newFileId).map((f) => f.document_type_slug),
      claimFiles.filter((f) => f.id === newFileId).map((f) => f.document_type_slug),
    );
    return { state, files: claimFiles };
  }
  const requestFiles: AuthorizationFile[] = (
    await db
      .select({
        id: claims_desk_authorization_files.id,
        document_type_slug: claims_desk_authorization_files.document_type_slug,
        file_name: claims_desk_authorization_files.file_name,
        size_bytes: claims_desk_authorization_files.size_bytes,
        created_at: claims_desk_authorization_files.created_at,
      })
      .from(claims_desk_authorization_files)
      .where(
        and(
          eq(claims_desk_authorization_files.authorization_id, authorizationId),
          eq(claims_desk_authorization_files.attached, true),
        ),
      )
      .orderBy(asc(claims_desk_authorization_files.created_at), asc(claims_desk_authorization_files.id))
  ).map((f) => ({ ...f, source: "request" as const }));
  const required = (desk.required_documents as { document_type_slug: string; required: boolean }[])
    .filter((d) => d.required)
    .map((d) => d.document_type_slug);
  const files = [...requestFiles, ...claimFiles];
  return {
    state: documentPolicyState(
      required,
      files.map((f) => f.document_type_slug),
    ),
    files,
  };
}

/**
 * Writes a claim's counts from its authorization's policy state (after an upload to the claim,
 * `newFileId` the file just stored, and when the claim is made), so the home list's filter reads what the detail answers.
 */
export async function writeClaimCounts(
  db: Db,
  authorizationId: number,
  newFileId?: string,
): Promise<DocumentPolicyState> {
  const { state } = await authorizationDocuments(db, authorizationId, newFileId);
  await db
    .update(claims)
    .set({ uploaded_files: state.uploaded, total_files_to_upload: state.required })
    .where(eq(claims.authorization_id, authorizationId));
  return state;
}

/**
 * The stored file of the claim file (`claim_files` joined to its claim) that `where` picks, for a
 * download (undefined when none); `where` may name columns of both (e.g. `claims.provider_slug`).
 * One query for the authorization's download and the claims desk's support-claim-document.
 */
export async function claimFile(db: Db, where: SQL): Promise<StoredFileRow | undefined> {
  const [file] = await db
    .select({
      file_name: claim_files.file_name,
      content_type: claim_files.content_type,
      sha256: claim_files.sha256,
    })
    .from(claim_files)
    .innerJoin(claims, eq(claims.id, claim_files.claim_id))
    .where(where);
  return file;
}

/**
 * One file of authorization `authorizationId` for its download (the ones {@link authorizationDocuments}
 * lists: uploaded to its claim, or attached to its request when the claims desk made it), or
 * undefined. `fileId` must be a UUID.
 */
export async function authorizationFile(
  db: Db,
  authorizationId: number,
  fileId: string,
): Promise<StoredFileRow | undefined> {
  const uploaded = await claimFile(
    db,
    and(eq(claim_files.id, fileId), eq(claims.authorization_id, authorizationId))!,
  );
  if (uploaded) return uploaded;
  const [requestFile] = await db
    .select({
      file_name: claims_desk_authorization_files.file_name,
      content_type: claims_desk_authorization_files.content_type,
      sha256: claims_desk_authorization_files.sha256,
    })
    .from(claims_desk_authorization_files)
    .innerJoin(
      claims_desk_authorizations,
      eq(claims_desk_authorizations.authorization_id, claims_desk_authorization_files.authorization_id),
    )
    .where(
      and(
        eq(claims_desk_authorization_files.id, fileId),
        eq(claims_desk_authorization_files.authorization_id, authorizationId),
        eq(claims_desk_authorization_files.attached, true),
      ),
    );
  return requestFile;
}
