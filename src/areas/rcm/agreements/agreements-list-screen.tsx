import { useDataProvider, type BaseRecord } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import agreements from "../../../../resources/agreements";
import { loadTexts } from "../../../../providers/i18n";
import { ResourceForm } from "../../../components/resource-form";
import { agreementConfigurationScreen } from "./agreement-configuration-route";
import { prefetchAgreement } from "./agreement-summary";
import type { ResourceDeclaration } from "../../../../resources/define-resource";
import { ResourceList } from "../../../components/resource/resource-list";
import { usePermittedActions } from "../../../components/resource/use-permitted-actions";
import { SERVICE_TYPE_CATALOGUE } from "../../../../schemas/entities/value-catalogues";
import { valueLabel } from "../../../lib/value-label";
import { agreementConfigurationPath, auditRulesPath, supportsConfigurationPath } from "./agreement-paths";

const CONFIGURE = ["configure"] as const;

/**
 * Loads, while the list shows, what opening an agreement needs besides its data: the configuration
 * screen's code, the form's code (RJSF, ajv, widgets) and the `forms` texts (issue 23 §3: they were
 * fetched one after the other after the click, ~500 ms of the form's first render; docs/performance.md).
 */
export function preloadAgreementConfiguration(i18n: Parameters<typeof loadTexts>[0]): Promise<unknown> {
  return Promise.all([agreementConfigurationScreen(), ResourceForm.preload(), loadTexts(i18n, "forms")]);
}

/** The agreement code as a link to its configuration, named for what the user may do there. */
function AgreementCodeCell({ row, canConfigure }: { row: BaseRecord; canConfigure: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider()(agreements.service);
  const code = typeof row.agreementCode === "string" ? row.agreementCode : "";
  if (!code) return null;
  return (
    <Link
      to={agreementConfigurationPath(code)}
      // The agreement leaves with the click, not after the configuration's first render.
      onClick={() => prefetchAgreement(queryClient, dataProvider, code)}
      aria-label={t(canConfigure ? "agreements.configure" : "agreements.view", { code })}
    >
      {code}
    </Link>
  );
}

/**
 * The covered services by their labels (issue 19 §3; the server's serviceTypeFallbackName for a
 * type the catalogue does not know, 001 §3), then a link to
 * the support documents they require (001 §2 "agreements/supports-configuration").
 */
function ServicesCell({ row }: { row: BaseRecord }) {
  const { t } = useTranslation();
  const services = Array.isArray(row.services)
    ? (row.services as { serviceType?: string; serviceTypeFallbackName?: string }[])
    : [];
  if (services.length === 0) return <>{t("agreements.noServices")}</>;
  const code = typeof row.agreementCode === "string" ? row.agreementCode : "";
  return (
    <>
      <div>
        {services
          .map((s) =>
            valueLabel(t, SERVICE_TYPE_CATALOGUE.labels, s.serviceType ?? "", s.serviceTypeFallbackName),
          )
          .join(", ")}
      </div>
      {/* On a line of its own: a link inside a line of text would need more than colour (axe link-in-text-block). */}
      {code ? (
        <div>
          <Link
            to={supportsConfigurationPath(code)}
            aria-label={t("agreements.supports.listLinkLabel", { code })}
          >
            {t("agreements.supports.listLink")}
          </Link>
        </div>
      ) : null}
    </>
  );
}

/**
 * How many audit configurations (audit rules) the agreement has (001 §3 "auditConfigurations"), a
 * link to its audit rules page.
 */
function AuditCell({ row }: { row: BaseRecord }) {
  const { t } = useTranslation();
  const count = Array.isArray(row.auditConfigurations) ? row.auditConfigurations.length : 0;
  const code = typeof row.agreementCode === "string" ? row.agreementCode : "";
  const label = count === 0 ? t("agreements.noAudit") : t("agreements.auditCount", { count });
  return code ? <Link to={auditRulesPath(code)}>{label}</Link> : <>{label}</>;
}

/**
 * The agreement list at /rcm/agreements (001 §2 "agreements"; §7 `GET rcm/v1
 * provider-payer-configurations`; issue 8 §2): the generic list of the `agreements` declaration
 * (search over code, name and payer; service search; agreements and payers; sort by code, name or
 * payer), with the services by name, the count of audit configurations, and each agreement code a
 * link to its configuration (`Configure …` for users allowed MODIFY_AGREEMENTS, `View …` for the
 * others, 000 §6). Registered with the `agreements` text part.
 */
export default function AgreementsListScreen({
  declaration = agreements,
}: {
  declaration?: ResourceDeclaration;
}) {
  const canConfigure = usePermittedActions("agreements", CONFIGURE).has("configure");
  const { i18n } = useTranslation();
  useEffect(() => {
    preloadAgreementConfiguration(i18n).catch(() => undefined); // a failed preload loads again on the click
  }, [i18n]);
  const cells = {
    agreementCode: (row: BaseRecord) => <AgreementCodeCell row={row} canConfigure={canConfigure} />,
    services: (row: BaseRecord) => <ServicesCell row={row} />,
    auditConfigurations: (row: BaseRecord) => <AuditCell row={row} />,
  };
  return <ResourceList declaration={declaration} cells={cells} />;
}
