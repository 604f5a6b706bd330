import { useEffect, useMemo, useReducer, useRef, useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Input from "antd/es/input";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Spin from "antd/es/spin";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { PollFailedError, PollTimeoutError, selectErrorMessage } from "../../../../providers/http";
import { V2_LARGE_FILE_POLICY, v2DocumentPolicy } from "../../../../schemas/upload-policies";
import { V2_PRODUCT_TYPES, type V2ProductType } from "../../../../schemas/v2/requests";
import { useAlerts } from "../../../app/alerts/alerts";
import { useHttp, useSession } from "../../../app/runtime-context";
import { PageHeading } from "../../../components/page-heading";
import { usePolledJob } from "../../../lib/use-polled-job";
import { usePermittedActions } from "../../../components/resource/use-permitted-actions";
import { acceptOf, checkFiles, typesText } from "../../../lib/file-check";
import { formatBytes } from "../../../lib/format";
import { useCoverageLabel } from "../v2-cells";
import { V2_KEY, v2DetailQuery } from "../v2-queries";
import {
  completeAuthorizationRequest,
  createAuthorizationRequest,
  deleteRequestFile,
  readAuthorizationRequest,
  requestIdOf,
  uploadRequestFile,
} from "./request-calls";
import {
  canComplete,
  keptRequestOf,
  missingDocuments,
  REQUEST_FAILURE_KEYS,
  requestReducer,
  resumeRequest,
  type FailureReason,
  type KeptRequest,
  type RequestAnswer,
  type RequestAuthorization,
  type RequestFile,
} from "./request-machine";
import {
  buildRequestPayload,
  DEFAULT_DIAGNOSIS_CODE,
  hasMedicalProcedure,
  requestInputErrors,
  type RequestInput,
  type RequestProductInput,
} from "./request-payload";

/** Countries offered for the doctor's licence (the portal's markets, 000 §3 "doctor country code"). */
const COUNTRIES = ["DO", "CO", "MX", "BR", "US"] as const;

/** 000 §7: the request is "not finished" while IN_PROGRESS (ERROR and CREATED end the poll). */
const REQUEST_PENDING = ["IN_PROGRESS"] as const;

/**
 * Where the flow keeps the request it follows, so a reload polls the same request instead of
 * sending a second one (ids only: no patient data; cleared once completed, refused or edited).
 */
function keptKey(sponsorSlug: string, authorizationCode: string): string {
  return `pp.v2-request.${sponsorSlug}.${authorizationCode}`;
}

function readKept(key: string): KeptRequest | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(key) ?? "null") as Partial<KeptRequest> | null;
    return kept && typeof kept.requestId === "number" && typeof kept.location === "string"
      ? { requestId: kept.requestId, location: kept.location }
      : null;
  } catch {
    return null;
  }
}

function writeKept(key: string, kept: KeptRequest | null): void {
  try {
    if (kept) sessionStorage.setItem(key, JSON.stringify(kept));
    else sessionStorage.removeItem(key);
  } catch {
    // Storage refused (private mode, quota): the flow still works, a reload starts over.
  }
}

/** Today as YYYY-MM-DD in the user's time zone. */
function todayText(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface FormState {
  email: string;
  phone: string;
  doctorName: string;
  doctorLicenseNumber: string;
  doctorSpecialty: string;
  doctorCountryCode: string;
  illnessOnset: string;
  diagnosis: string;
  riskManager: string;
  products: RequestProductInput[];
}

/**
 * An authorization request started by a user without claims from an authorization's detail, for
 * the same beneficiary and sponsor (`/v2/authorizations/{sponsorSlug}/{authorizationCode}/request`;
 * issue 10 §3; 000 §3 "Authorization request payload", §4 "Authorization request creation", §5,
 * §7, §9; docs/decisions.md "v2 authorization requests"): the user types the doctor, the illness
 * onset, the diagnosis (Z00.0 by default) and the products (a risk manager only with a medical
 * procedure); the request is sent (202), polled (`usePolledJob`: every 2 seconds or the server's
 * Retry-After, one ceiling; its Location kept so that a reload resumes it) until the insurer made its
 * authorizations, each authorization's prescription (and any additional document) is uploaded,
 * attached or deleted, and the request is completed. The flow's decisions are the pure
 * request-machine.ts; the payload is request-payload.ts. Nothing of the patient goes in the URL.
 */
export default function AuthorizationRequestScreen() {
  const { sponsorSlug = "", authorizationCode = "" } = useParams();
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const queryClient = useQueryClient();
  const { message, modal } = useAlerts();
  const session = useSession();
  const provider = session?.extensions?.providerSlug ?? "";
  const permitted = usePermittedActions("v2-authorizations", ["request"]);
  const coverageLabel = useCoverageLabel();
  const detail = useQuery(v2DetailQuery(http, authorizationCode, sponsorSlug, provider));
  const keptAt = keptKey(sponsorSlug, authorizationCode);
  const [state, dispatch] = useReducer(requestReducer, keptAt, (key) => resumeRequest(readKept(key)));
  // 000 §4, §7, §9: the 202's Location polled every 2 s (or the server's Retry-After), one ceiling.
  const job = usePolledJob<RequestAnswer>(http, {
    location: state.phase === "polling" ? state.location : null,
    pendingStatuses: REQUEST_PENDING,
    onAccepted: (accepted) =>
      dispatch({ type: "accepted", requestId: requestIdOf(accepted), location: accepted.location }),
  });
  const [form, setForm] = useState<FormState>(() => ({
    email: "",
    phone: "",
    doctorName: "",
    doctorLicenseNumber: "",
    doctorSpecialty: "",
    doctorCountryCode: String(session?.extensions?.countryCode ?? "DO").toUpperCase(),
    illnessOnset: "",
    diagnosis: DEFAULT_DIAGNOSIS_CODE,
    riskManager: "",
    products: [{ providerProductCode: "", productTypeSlug: null, quantity: 1 }],
  }));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busyDocument, setBusyDocument] = useState<string | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const detailPath = `/v2/authorizations/${encodeURIComponent(sponsorSlug)}/${encodeURIComponent(authorizationCode)}`;
  const regions = useMemo(() => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: "region" });
    } catch {
      return undefined;
    }
  }, [i18n.language]);

  const reasonText = (reason: FailureReason | undefined) =>
    !reason ? "" : "key" in reason ? t(reason.key) : reason.text;
  const reasonOf = (error: unknown): FailureReason => {
    const chosen = selectErrorMessage(error);
    return chosen.text ? { text: chosen.text } : { key: chosen.key ?? "errors.unknown" };
  };

  // The job's end moves the flow: its final answer, or why it failed (the send or the poll).
  useEffect(() => {
    if (job.status === "done" && job.result) dispatch({ type: "polled", answer: job.result });
    if (job.status !== "failed") return;
    const error = job.error;
    if (error instanceof PollFailedError) dispatch({ type: "polled", answer: error.body as RequestAnswer });
    else if (job.location === undefined) dispatch({ type: "sendFailed", reason: reasonOf(error) });
    else
      dispatch({
        type: "pollFailed",
        reason: error instanceof PollTimeoutError ? { key: REQUEST_FAILURE_KEYS.timeout } : reasonOf(error),
      });
  }, [job.status, job.result, job.error, job.location]);

  // Keep the request followed (ids only) so a reload resumes it instead of sending it again.
  const kept = keptRequestOf(state);
  const keptText = kept ? JSON.stringify(kept) : "";
  useEffect(() => {
    writeKept(keptAt, keptText ? (JSON.parse(keptText) as KeptRequest) : null);
  }, [keptAt, keptText]);

  // Move focus to the flow's status when the phase changes, for keyboard and screen-reader users.
  useEffect(() => {
    if (state.phase !== "editing") statusRef.current?.focus();
  }, [state.phase]);

  // Home V2 lists the new authorizations once they exist.
  useEffect(() => {
    if (state.phase === "files" || state.phase === "completed")
      void queryClient.invalidateQueries({ queryKey: V2_KEY });
  }, [state.phase, queryClient]);

  if (detail.isLoading) return <Spin />;
  const row = detail.data;
  if (detail.isError || !row) {
    return (
      <>
        <PageHeading>{t("v2.request.title")}</PageHeading>
        <Alert type="error" showIcon role="alert" message={t("v2.detail.notFound")} />
        <p>
          <Link to="/v2/home">{t("v2.detail.back")}</Link>
        </p>
      </>
    );
  }
  if (!permitted.has("request")) {
    return (
      <>
        <PageHeading>{t("v2.request.title")}</PageHeading>
        <Alert type="warning" showIcon role="alert" message={t("v2.request.notAllowed")} />
        <p>
          <Link to={detailPath}>{t("v2.request.back")}</Link>
        </p>
      </>
    );
  }

  const set = <K extends keyof FormState>(field: K, value: FormState[K]) =>
    setForm((previous) => ({ ...previous, [field]: value }));
  const setProduct = (index: number, patch: Partial<RequestProductInput>) =>
    setForm((previous) => ({
      ...previous,
      products: previous.products.map((p, i) => (i === index ? { ...p, ...patch } : p)),
    }));
  const procedure = hasMedicalProcedure(form.products);

  const input = (): RequestInput => ({
    beneficiaryId: row.beneficiaryId,
    beneficiaryEmail: form.email,
    beneficiaryPhoneNumber: form.phone,
    sponsorSlug: row.sponsorSlug,
    doctorLicenseNumber: form.doctorLicenseNumber,
    doctorSpecialty: form.doctorSpecialty,
    doctorName: form.doctorName,
    doctorCountryCode: form.doctorCountryCode,
    illnessOnset: form.illnessOnset,
    riskManager: form.riskManager,
    diagnosisCodes: [form.diagnosis],
    products: form.products,
  });

  const send = async () => {
    const found = requestInputErrors(input(), todayText());
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      const id = first === "products" ? "v2-request-add-product" : idOfField(first);
      document.getElementById(id)?.focus();
      return;
    }
    dispatch({ type: "send" });
    const payload = buildRequestPayload(input());
    job.start(() => createAuthorizationRequest(http, payload));
  };

  const refresh = async (requestId: number) => {
    try {
      dispatch({ type: "refreshed", answer: await readAuthorizationRequest(http, requestId) });
    } catch (error) {
      dispatch({ type: "fileFailed", reason: reasonOf(error) });
    }
  };

  const upload = async (
    requestId: number,
    authorization: RequestAuthorization,
    documentTypeSlug: string,
    maxBytes: number,
    file: File,
  ) => {
    // 000 §5: one file at a time, PNG / JPEG / XML / PDF, 20 MB (prescriptions) or 10 MB; refused before the network.
    const check = checkFiles(v2DocumentPolicy(documentTypeSlug), [file]);
    if (!check.ok) {
      dispatch({
        type: "fileFailed",
        reason: {
          text: t(check.key, {
            name: file.name,
            types: typesText(V2_LARGE_FILE_POLICY),
            size: formatBytes(maxBytes, i18n.language),
          }),
        },
      });
      return;
    }
    setBusyDocument(`${authorization.id}:${documentTypeSlug}`);
    try {
      await uploadRequestFile(http, requestId, authorization, documentTypeSlug, file);
      message.success(t("v2.request.files.uploaded", { name: file.name }));
      await refresh(requestId);
    } catch (error) {
      dispatch({ type: "fileFailed", reason: reasonOf(error) });
    } finally {
      setBusyDocument(null);
    }
  };

  const remove = (requestId: number, authorization: RequestAuthorization, file: RequestFile) =>
    modal.confirm({
      title: t("v2.request.files.confirmDelete", { name: file.fileName }),
      content: t("v2.request.files.confirmDeleteBody"),
      onOk: async () => {
        try {
          await deleteRequestFile(http, requestId, authorization, file.documentTypeSlug, file.id);
          message.success(t("v2.request.files.deleted"));
          await refresh(requestId);
        } catch (error) {
          dispatch({ type: "fileFailed", reason: reasonOf(error) });
        }
      },
    });

  const complete = async (requestId: number) => {
    dispatch({ type: "complete" });
    try {
      dispatch({ type: "completed", answer: await completeAuthorizationRequest(http, requestId) });
    } catch (error) {
      dispatch({ type: "completeFailed", reason: reasonOf(error) });
    }
  };

  const fieldError = (field: string) =>
    errors[field] ? (
      <div
        id={`${idOfField(field)}-error`}
        className="pp-field-error"
        role="alert"
        style={{ color: "#a8071a" }}
      >
        {t(errors[field])}
      </div>
    ) : null;
  const described = (field: string) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": `${idOfField(field)}-error` } : {};
  const textField = (field: keyof FormState & string, label: string, extra: Record<string, unknown> = {}) => (
    <div style={{ marginBottom: 12 }}>
      <label htmlFor={idOfField(field)}>{label}</label>
      <Input
        id={idOfField(field)}
        value={form[field] as string}
        onChange={(event) => set(field, event.target.value as never)}
        {...described(field)}
        {...extra}
      />
      {fieldError(field)}
    </div>
  );

  const editing = state.phase === "editing" || state.phase === "sending";
  const requestForm = (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (state.phase === "editing") void send();
      }}
    >
      <fieldset disabled={state.phase === "sending"} style={{ border: 0, padding: 0, margin: 0 }}>
        <PageHeading level={2}>{t("v2.request.sections.beneficiary")}</PageHeading>
        <p>{t("v2.request.beneficiary", { name: row.beneficiaryName, sponsor: row.sponsorName })}</p>
        {textField("email", t("v2.request.fields.email"), { type: "email", autoComplete: "off" })}
        {textField("phone", t("v2.request.fields.phone"), { inputMode: "tel", autoComplete: "off" })}
        <PageHeading level={2}>{t("v2.request.sections.doctor")}</PageHeading>
        {textField("doctorName", t("v2.request.fields.doctorName"), { "aria-required": true })}
        {textField("doctorLicenseNumber", t("v2.request.fields.doctorLicenseNumber"), {
          "aria-required": true,
        })}
        {textField("doctorSpecialty", t("v2.request.fields.doctorSpecialty"), { "aria-required": true })}
        <div style={{ marginBottom: 12 }}>
          <label htmlFor={idOfField("doctorCountryCode")}>{t("v2.request.fields.doctorCountryCode")}</label>
          <div>
            <Select
              id={idOfField("doctorCountryCode")}
              style={{ minWidth: 240 }}
              value={form.doctorCountryCode}
              onChange={(value: string) => set("doctorCountryCode", value)}
              options={COUNTRIES.map((code) => ({ value: code, label: regions?.of(code) ?? code }))}
            />
          </div>
          {fieldError("doctorCountryCode")}
        </div>
        {textField("illnessOnset", t("v2.request.fields.illnessOnset"), {
          type: "date",
          max: todayText(),
          "aria-required": true,
        })}
        {textField("diagnosis", t("v2.request.fields.diagnosis"))}
        <PageHeading level={2}>{t("v2.request.sections.products")}</PageHeading>
        {form.products.map((product, index) => (
          <fieldset key={index} style={{ border: "1px solid #d9d9d9", padding: 12, marginBottom: 12 }}>
            <legend>{t("v2.request.product", { n: index + 1 })}</legend>
            <Space wrap align="start">
              <div>
                <label htmlFor={idOfField(`product.${index}.code`)}>
                  {t("v2.request.fields.productCode")}
                </label>
                <Input
                  id={idOfField(`product.${index}.code`)}
                  value={product.providerProductCode ?? ""}
                  onChange={(event) => setProduct(index, { providerProductCode: event.target.value })}
                  {...described(`product.${index}.code`)}
                />
                {fieldError(`product.${index}.code`)}
              </div>
              <div>
                <label htmlFor={idOfField(`product.${index}.type`)}>
                  {t("v2.request.fields.productType")}
                </label>
                <div>
                  <Select
                    id={idOfField(`product.${index}.type`)}
                    style={{ minWidth: 220 }}
                    value={product.productTypeSlug ?? undefined}
                    onChange={(value: V2ProductType) => setProduct(index, { productTypeSlug: value })}
                    options={V2_PRODUCT_TYPES.map((type) => ({
                      value: type,
                      label: t(`v2.request.productTypes.${type}`),
                    }))}
                    {...described(`product.${index}.type`)}
                  />
                </div>
                {fieldError(`product.${index}.type`)}
              </div>
              <div>
                <label htmlFor={idOfField(`product.${index}.quantity`)}>
                  {t("v2.request.fields.quantity")}
                </label>
                <Input
                  id={idOfField(`product.${index}.quantity`)}
                  inputMode="numeric"
                  style={{ width: 100 }}
                  value={product.quantity ?? ""}
                  onChange={(event) => {
                    const text = event.target.value.trim();
                    setProduct(index, { quantity: text === "" ? null : Number(text) });
                  }}
                  {...described(`product.${index}.quantity`)}
                />
                {fieldError(`product.${index}.quantity`)}
              </div>
            </Space>
            {form.products.length > 1 ? (
              <div>
                <Button
                  htmlType="button"
                  size="small"
                  onClick={() =>
                    set(
                      "products",
                      form.products.filter((_, i) => i !== index),
                    )
                  }
                >
                  {t("v2.request.removeProduct", { n: index + 1 })}
                </Button>
              </div>
            ) : null}
          </fieldset>
        ))}
        <Button
          id="v2-request-add-product"
          htmlType="button"
          onClick={() =>
            set("products", [
              ...form.products,
              { providerProductCode: "", productTypeSlug: null, quantity: 1 },
            ])
          }
        >
          {t("v2.request.addProduct")}
        </Button>
        {fieldError("products")}
        {/* 000 §5: riskManager applies only when a product of medical-procedure type exists. */}
        {procedure ? (
          <div style={{ marginTop: 12 }}>{textField("riskManager", t("v2.request.fields.riskManager"))}</div>
        ) : null}
        <Space wrap style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={state.phase === "sending"}>
            {t("v2.request.send")}
          </Button>
          <Link to={detailPath}>{t("v2.request.back")}</Link>
        </Space>
      </fieldset>
    </form>
  );

  const documentsOf = (requestId: number, authorization: RequestAuthorization, locked: boolean) => (
    <section
      key={authorization.id}
      aria-label={t("v2.request.authorization", {
        code: authorization.authorizationCode,
        coverage: coverageLabel(authorization.coverage),
      })}
      style={{ border: "1px solid #d9d9d9", padding: 12, marginBottom: 12 }}
    >
      <PageHeading level={3}>
        {t("v2.request.authorization", {
          code: authorization.authorizationCode,
          coverage: coverageLabel(authorization.coverage),
        })}
      </PageHeading>
      <ul>
        {authorization.products.map((p, i) => (
          <li key={i}>
            {t("v2.request.productLine", {
              code: p.providerProductCode,
              type: t(`v2.request.productTypes.${p.productTypeSlug}`),
              quantity: p.quantity,
            })}
          </li>
        ))}
      </ul>
      {authorization.requiredDocuments.map((document) => {
        const id = `v2-request-file-${authorization.id}-${document.documentTypeSlug}`;
        const files = authorization.files.filter((f) => f.documentTypeSlug === document.documentTypeSlug);
        const busy = busyDocument === `${authorization.id}:${document.documentTypeSlug}`;
        return (
          <div key={document.documentTypeSlug} style={{ marginBottom: 12 }}>
            <label htmlFor={id}>
              {t(document.required ? "v2.request.files.required" : "v2.request.files.optional", {
                document: t(`v2.request.documents.${document.documentTypeSlug}`),
              })}
            </label>
            {locked ? null : (
              <div>
                <input
                  id={id}
                  type="file"
                  accept={acceptOf(V2_LARGE_FILE_POLICY)}
                  disabled={busy || busyDocument !== null}
                  aria-describedby={`${id}-hint`}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = "";
                    if (file)
                      void upload(
                        requestId,
                        authorization,
                        document.documentTypeSlug,
                        document.maxBytes,
                        file,
                      );
                  }}
                />
                <div id={`${id}-hint`}>
                  {busy
                    ? t("v2.request.files.uploading")
                    : t("v2.request.files.allowed", {
                        types: typesText(V2_LARGE_FILE_POLICY),
                        size: formatBytes(document.maxBytes, i18n.language),
                      })}
                </div>
              </div>
            )}
            {files.length > 0 ? (
              <ul>
                {files.map((file) => (
                  <li key={file.id}>
                    {file.fileName} ({formatBytes(file.sizeBytes, i18n.language)})
                    {file.attached ? ` · ${t("v2.request.files.attached")}` : ""}{" "}
                    {locked ? null : (
                      <Button size="small" danger onClick={() => remove(requestId, authorization, file)}>
                        {t("v2.request.files.delete", { name: file.fileName })}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </section>
  );

  let flow: React.ReactNode = null;
  if (state.phase === "sending" || state.phase === "polling") {
    flow = (
      <p role="status">
        <Spin size="small" />{" "}
        {state.phase === "sending"
          ? t("v2.request.sending")
          : t("v2.request.polling", { attempt: job.attempts + 1 })}
      </p>
    );
  } else if (state.phase === "files" || state.phase === "completing") {
    const ready = canComplete(state.authorizations);
    const missing = state.authorizations.flatMap((a) =>
      missingDocuments(a).map((slug) =>
        t("v2.request.missingOne", {
          code: a.authorizationCode,
          document: t(`v2.request.documents.${slug}`),
        }),
      ),
    );
    flow = (
      <>
        <p role="status">{t("v2.request.created", { count: state.authorizations.length })}</p>
        {state.phase === "files" && state.error ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            message={reasonText(state.error)}
            style={{ marginBottom: 12 }}
          />
        ) : null}
        {state.authorizations.map((a) => documentsOf(state.requestId, a, state.phase === "completing"))}
        <p id="v2-request-complete-hint">{ready ? t("v2.request.readyToComplete") : missing.join(" · ")}</p>
        <Button
          type="primary"
          disabled={!ready}
          loading={state.phase === "completing"}
          aria-describedby="v2-request-complete-hint"
          onClick={() => void complete(state.requestId)}
        >
          {t("v2.request.complete")}
        </Button>
      </>
    );
  } else if (state.phase === "completed") {
    flow = (
      <>
        <Alert
          type="success"
          showIcon
          message={t("v2.request.completed", { count: state.authorizations.length })}
          style={{ marginBottom: 12 }}
        />
        <ul>
          {state.authorizations.map((a) => (
            <li key={a.id}>
              <Link
                to={`/v2/authorizations/${encodeURIComponent(a.sponsorSlug)}/${encodeURIComponent(a.authorizationCode)}`}
              >
                {t("v2.request.open", { code: a.authorizationCode })}
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/v2/home">{t("v2.request.home")}</Link>
      </>
    );
  } else if (state.phase === "failed") {
    flow = (
      <>
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t("v2.request.failed")}
          description={reasonText(state.reason)}
          style={{ marginBottom: 12 }}
        />
        <Space wrap>
          <Button onClick={() => dispatch({ type: "retry" })}>
            {state.resume ? t("v2.request.retryPoll") : t("v2.request.retry")}
          </Button>
          <Link to={detailPath}>{t("v2.request.back")}</Link>
        </Space>
      </>
    );
  }

  return (
    <div className="pp-v2-request">
      <PageHeading>{t("v2.request.title")}</PageHeading>
      <p>{t("v2.request.from", { code: row.authorizationCode })}</p>
      <div ref={statusRef} tabIndex={-1} style={{ outline: "none" }}>
        {flow}
      </div>
      {editing ? requestForm : null}
    </div>
  );
}

/** The DOM id of a form field (`product.{i}.code` → `v2-request-product-{i}-code`). */
function idOfField(field: string): string {
  return `v2-request-${field.replace(/\./g, "-")}`;
}
