/**
 * The dispensing calls (000 §7 "Dispensing"; docs/api-contract.md "Dispensing"): the prescription
 * read as a `queryOptions` factory, the dispensation sent (202, its Location followed by
 * `usePolledJob`), changed (PUT, judged at once) and completed. Bodies are camelCase as 000 §7 names them; answers are camel-cased
 * by the client. The rules shared with the reference API are `schemas/claims-desk/dispensing.ts`.
 */
import { queryOptions } from "@tanstack/react-query";
import {
  acceptedJob,
  IDEMPOTENCY_HEADER,
  MissingLocationError,
  type AcceptedJob,
  type HttpClient,
} from "../../../providers/http";
import { fillEndpoint } from "../../../providers/data/endpoint";
import type {
  DispensationBody,
  DispensationCompletionBody,
  DispensationStatus,
  DispensationUpdateBody,
} from "../../../schemas/claims-desk/dispensing";

/** A product of a prescription (000 §3 "Prescription"), camel-cased. */
export interface PrescriptionProduct {
  /** Its place in the authorization, from 1 (what a dispensation sends as `id`). */
  id: number;
  productId: number | null;
  productName: string;
  productTypeSlug: string;
  /** The approved (prescribed) quantity. */
  quantity: number;
  status: string;
  /** The sponsor's reason, in the user's language, or null. */
  reason: string | null;
  dispensable: boolean;
}

/** An authorization of a prescription: its code is the dispensing document's. */
export interface PrescriptionAuthorization {
  id: number;
  code: string;
  status: string;
  transactionType: string;
  /** Its products are auto-dispensed (subtotal 1.00, 000 §9). */
  automaticDispensation: boolean;
  products: PrescriptionProduct[];
}

/** `GET dispensing/v1/prescriptions/{id}`, camel-cased. */
export interface Prescription {
  id: number;
  sponsorSlug: string;
  currencyCode: string;
  authorizations: PrescriptionAuthorization[];
  /** The dispensations made of it so far (a dispensation does not consume it), oldest first. */
  dispensations: { id: number; status: DispensationStatus; documentCode: string }[];
}

/** A dispensation (the poll's answer), camel-cased. */
export interface Dispensation {
  id: number;
  status: DispensationStatus;
  prescriptionId: number;
  authorizationId: number;
  documentCode: string;
  currencyCode: string;
  products: {
    id: number;
    productName: string;
    price: number;
    quantity: number;
    taxes: number;
    automatic: boolean;
    subtotal: number | null;
    copayment: number | null;
  }[];
  total: number | null;
  cosharing: { id: number; products: { id: number; price: number | null }[] };
  errors: { id: number; productName: string; reasonCode: string; reason: string }[];
  errorCode: string | null;
  message: string | null;
}

/** A prescription by id (the authorization request's id). */
export function prescriptionQuery(http: HttpClient, prescriptionId: string) {
  return queryOptions({
    queryKey: ["dispensing", "prescription", prescriptionId],
    queryFn: async ({ signal }) =>
      (
        await http.get<Prescription>(
          fillEndpoint("dispensing/v1/prescriptions/{id}", { id: prescriptionId }),
          { signal },
        )
      ).data,
    enabled: /^\d+$/.test(prescriptionId),
    staleTime: 30_000,
  });
}

/**
 * Sends a dispensation of a document: `POST dispensing/v1/documents/{code}/dispensations` → 202
 * (give it to `usePolledJob`'s `start`).
 * @param idempotencyKey one per input (`ChangeKeys`): a second press or a lost answer's retry replays.
 * @throws the client's error (400 naming the field, 403), {@link MissingLocationError} without a 202.
 */
export async function sendDispensation(
  http: HttpClient,
  documentCode: string,
  body: DispensationBody,
  idempotencyKey: string,
): Promise<AcceptedJob> {
  const url = fillEndpoint("dispensing/v1/documents/{code}/dispensations", { code: documentCode });
  const answer = await http.post(url, body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
  if (answer.status !== 202) throw new MissingLocationError(url);
  return acceptedJob(answer);
}

/**
 * Completes an APPROVED dispensation with its document (000 §7).
 * @throws the client's error (400 naming the field, 409 when it is not APPROVED).
 */
export async function completeDispensation(
  http: HttpClient,
  dispensationId: number,
  body: DispensationCompletionBody,
  idempotencyKey: string,
): Promise<Dispensation> {
  const answer = await http.post<Dispensation>(
    fillEndpoint("dispensing/v1/dispensations/{id}/complete", { id: dispensationId }),
    body,
    { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  );
  return answer.data;
}

/**
 * Changes the products of a dispensation the sponsor answered (`PUT dispensing/v1/dispensations/{id}`):
 * judged again at once, the answer APPROVED or ERROR.
 * @throws the client's error (400 naming the field, 409 when it is PENDING or COMPLETED).
 */
export async function updateDispensation(
  http: HttpClient,
  dispensationId: number,
  body: DispensationUpdateBody,
  idempotencyKey: string,
): Promise<Dispensation> {
  const answer = await http.put<Dispensation>(
    fillEndpoint("dispensing/v1/dispensations/{id}", { id: dispensationId }),
    body,
    { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  );
  return answer.data;
}
