import Input from "antd/es/input";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ServiceSupportDocument } from "../../../../schemas/entities/supports-configuration";
import {
  SERVICE_SUPPORTS_PAGE,
  SUPPORT_LEVELS,
  SUPPORT_TYPE_SLUGS,
  type SupportLevel,
  type SupportTypeSlug,
} from "../../../../schemas/requests/supports-configuration";
import { useHttp } from "../../../base/runtime-context";
import { Choice } from "../../../components/choice";
import { PageHeading } from "../../../components/page-heading";
import { useKeptSearch } from "../../../components/resource/use-kept-search";
import { PagedTable } from "../../../components/paged-table";
import { usePaging } from "../../../lib/use-paging";
import { supportDocumentTypeColumns } from "./support-document-type-columns";
import { serviceName, serviceSupportsQuery, type AgreementService } from "./supports-queries";

/**
 * The support documents one service of the agreement requires (001 §7 `…/provider-payer-services/
 * {id}/support-documents`): search (applied with Enter), level and support type filters, and page /
 * size paging; a filter change goes back to the first page. Remounted per service.
 */
export function ServiceDocuments({ code, service }: { code: string; service: AgreementService }) {
  const { t } = useTranslation();
  const http = useHttp();
  const headingId = useId();
  const [search, setSearch] = useKeptSearch("agreement-service-documents", { code, service: service.id });
  const [level, setLevel] = useState<SupportLevel | "">("");
  const [type, setType] = useState<SupportTypeSlug | "">("");
  const paging = usePaging(SERVICE_SUPPORTS_PAGE.size);
  const documents = useQuery(
    serviceSupportsQuery(http, code, service.id, {
      search_value: search || undefined,
      level: level || undefined,
      support_type_slug: type || undefined,
      page: paging.page,
      size: paging.size,
    }),
  );
  const columns = supportDocumentTypeColumns<ServiceSupportDocument>(t);
  return (
    <section aria-labelledby={headingId} data-testid="service-documents">
      <PageHeading level={2}>
        <span id={headingId}>
          {t("agreements.supports.serviceDocuments", { service: serviceName(service, t) })}
        </span>
      </PageHeading>
      <div style={{ display: "flex", gap: 16, flexWrap: "wrap", marginBottom: 12 }}>
        <Input.Search
          aria-label={t("agreements.supports.search")}
          defaultValue={search}
          placeholder={t("agreements.supports.search")}
          allowClear
          style={{ maxWidth: 280 }}
          onSearch={(value) => {
            setSearch(value.trim());
            paging.toFirst();
          }}
        />
        <Choice
          label={t("agreements.supports.level")}
          allLabel={t("agreements.supports.all")}
          value={level}
          values={SUPPORT_LEVELS}
          textOf={(v) => t(`agreements.supports.levels.${v}`)}
          onChange={(v) => {
            setLevel(v);
            paging.toFirst();
          }}
        />
        <Choice
          label={t("agreements.supports.supportType")}
          allLabel={t("agreements.supports.all")}
          value={type}
          values={SUPPORT_TYPE_SLUGS}
          textOf={(v) => t(`agreements.supports.types.${v}`)}
          onChange={(v) => {
            setType(v);
            paging.toFirst();
          }}
        />
      </div>
      <PagedTable<ServiceSupportDocument>
        query={documents}
        columns={columns}
        emptyText={t("agreements.supports.none")}
        failedText={t("agreements.supports.documentsFailed")}
        totalText={(range) => t("agreements.supports.pageTotal", range)}
        paging={paging}
      />
    </section>
  );
}
