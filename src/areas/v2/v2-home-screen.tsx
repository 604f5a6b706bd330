import { useState, type FormEvent } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Input from "antd/es/input/Input";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Table from "antd/es/table";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { HOME_V2_STATUSES } from "../../../schemas/v2/statuses";
import { useHttp, useSession } from "../../base/runtime-context";
import { PageHeading } from "../../components/page-heading";
import { WireDatePicker } from "../../components/wire-date-picker";
import type { ScreenProps } from "../define-area";
import { formatTimestamp } from "../../lib/format";
import { useCoverageLabel, V2_COVERAGES, V2StatusTag } from "./v2-cells";
import { v2HomeQuery, type V2AuthorizationRow, type V2HomeFilters } from "./v2-queries";

const PAGE_SIZE = 15;

/** The detail route of a row (`v2DetailAuthorization`, 000 §2), with its detail form. */
export function detailPathOf(
  row: Pick<V2AuthorizationRow, "sponsorSlug" | "authorizationCode" | "detailFormSlug">,
) {
  const base = `/v2/authorizations/${encodeURIComponent(row.sponsorSlug)}/${encodeURIComponent(row.authorizationCode)}`;
  return row.detailFormSlug ? `${base}?detailForm=${encodeURIComponent(row.detailFormSlug)}` : base;
}

/**
 * Home V2 at /v2/home (000 §2, §4 "Home V2 statuses", §7; 001 §2 v2 layout; issue 10 §3): the
 * authorizations without claims of the user's provider, newest first
 * (`GET /arc/v2/authorizations/without-claims`, sort createdAt,desc, paged), filtered by code,
 * status (the twelve Home V2 statuses with their labels), coverage (HOSPITAL_CARE and
 * HOSPITALIZATION shown as hospitalization), insurer and creation dates; each code opens the detail.
 * Titled "Folios" (000 §2 "a variant for one insurer is titled Folios") when the session's
 * `sponsorTextOverrides` extension is on.
 */
export default function V2HomeScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const coverageLabel = useCoverageLabel();
  // The Mexican insurer variant (a token extension, docs/decisions.md "v2 area"): titled Folios.
  const folios = useSession()?.extensions?.sponsorTextOverrides === true;
  const [draft, setDraft] = useState<V2HomeFilters>({});
  const [filters, setFilters] = useState<V2HomeFilters>({});
  const [page, setPage] = useState(0);
  const [dateError, setDateError] = useState(false);
  const list = useQuery(v2HomeQuery(http, filters, page, PAGE_SIZE));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draft.dateFrom && draft.dateTo && draft.dateFrom > draft.dateTo) {
      setDateError(true);
      return;
    }
    setDateError(false);
    setFilters({
      ...draft,
      code: draft.code?.trim() || undefined,
      sponsorSlug: draft.sponsorSlug?.trim() || undefined,
    });
    setPage(0);
  };
  const clear = () => {
    setDraft({});
    setFilters({});
    setDateError(false);
    setPage(0);
  };

  return (
    <>
      <PageHeading>{t(folios ? "v2.home.titleFolios" : "v2.home.title")}</PageHeading>
      <p>{t("v2.home.intro")}</p>
      <p>
        <Link to="/v2/sponsor-templates">{t("v2.templates.link")}</Link>
      </p>
      <form onSubmit={apply} aria-label={t("v2.home.filters.label")} style={{ marginBottom: 16 }}>
        <Space wrap align="end">
          <div>
            <label htmlFor="v2-filter-code">{t("v2.home.filters.code")}</label>
            <Input
              id="v2-filter-code"
              value={draft.code ?? ""}
              maxLength={40}
              autoComplete="off"
              onChange={(e) => setDraft({ ...draft, code: e.target.value })}
            />
          </div>
          <div>
            <label htmlFor="v2-filter-status">{t("v2.home.filters.status")}</label>
            <Select
              id="v2-filter-status"
              mode="multiple"
              allowClear
              style={{ minWidth: 220 }}
              value={draft.status ? [...draft.status] : []}
              placeholder={t("v2.home.filters.any")}
              onChange={(value: string[]) => setDraft({ ...draft, status: value })}
              options={HOME_V2_STATUSES.map((s) => ({ value: s, label: t(`v2.statuses.${s}`) }))}
            />
          </div>
          <div>
            <label htmlFor="v2-filter-coverage">{t("v2.home.filters.coverage")}</label>
            <Select
              id="v2-filter-coverage"
              allowClear
              style={{ minWidth: 200 }}
              value={draft.coverageType}
              placeholder={t("v2.home.filters.any")}
              onChange={(value?: string) => setDraft({ ...draft, coverageType: value })}
              options={V2_COVERAGES.map((c) => ({ value: c, label: coverageLabel(c) }))}
            />
          </div>
          <div>
            <label htmlFor="v2-filter-sponsor">{t("v2.home.filters.sponsor")}</label>
            <Input
              id="v2-filter-sponsor"
              value={draft.sponsorSlug ?? ""}
              maxLength={80}
              autoComplete="off"
              onChange={(e) => setDraft({ ...draft, sponsorSlug: e.target.value })}
            />
          </div>
          <div>
            <label htmlFor="v2-filter-from">{t("v2.home.filters.dateFrom")}</label>
            <WireDatePicker
              id="v2-filter-from"
              value={draft.dateFrom}
              onChange={(value) => setDraft({ ...draft, dateFrom: value })}
            />
          </div>
          <div>
            <label htmlFor="v2-filter-to">{t("v2.home.filters.dateTo")}</label>
            <WireDatePicker
              id="v2-filter-to"
              value={draft.dateTo}
              onChange={(value) => setDraft({ ...draft, dateTo: value })}
            />
          </div>
          <Button type="primary" htmlType="submit">
            {t("v2.home.filters.apply")}
          </Button>
          <Button htmlType="button" onClick={clear}>
            {t("v2.home.filters.clear")}
          </Button>
        </Space>
        {dateError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginTop: 8 }}
            message={t("v2.home.filters.dateOrder")}
          />
        ) : null}
      </form>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t("v2.home.loadFailed")}
          action={<Button onClick={() => void list.refetch()}>{t("v2.home.retry")}</Button>}
        />
      ) : (
        <Table<V2AuthorizationRow>
          rowKey="id"
          size="small"
          loading={list.isFetching}
          dataSource={list.data?.content ?? []}
          locale={{ emptyText: t("v2.home.empty") }}
          pagination={{
            current: page + 1,
            pageSize: PAGE_SIZE,
            total: list.data?.totalElements ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t("v2.home.total", { count: total }),
            onChange: (next) => setPage(next - 1),
          }}
          columns={[
            {
              key: "code",
              title: t(folios ? "v2.home.columns.folio" : "v2.home.columns.code"),
              render: (_, row) => (
                <Link to={detailPathOf(row)} aria-label={t("v2.home.open", { code: row.authorizationCode })}>
                  {row.authorizationCode}
                </Link>
              ),
            },
            {
              key: "createdAt",
              title: t("v2.home.columns.createdAt"),
              render: (_, row) => formatTimestamp(row.createdAt),
            },
            { key: "sponsor", title: t("v2.home.columns.sponsor"), dataIndex: "sponsorName" },
            { key: "beneficiary", title: t("v2.home.columns.beneficiary"), dataIndex: "beneficiaryName" },
            {
              key: "coverage",
              title: t("v2.home.columns.coverage"),
              render: (_, row) => coverageLabel(row.coverageType),
            },
            {
              key: "status",
              title: t("v2.home.columns.status"),
              render: (_, row) => <V2StatusTag status={row.status} />,
            },
          ]}
        />
      )}
    </>
  );
}
