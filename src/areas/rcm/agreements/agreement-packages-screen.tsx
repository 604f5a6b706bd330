import Alert from "antd/es/alert";
import { useCan } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import agreements from "../../../../resources/agreements";
import { useAlerts } from "../../../base/alerts/alerts";
import { useHttp } from "../../../base/runtime-context";
import { isAxiosError } from "../../../../providers/http";
import { Loading } from "../../../components/loading";
import { PageHeading } from "../../../components/page-heading";
import { agreementConfigurationPath, PRE_SETTLEMENT_PACKAGES_ROUTE } from "./agreement-paths";
import { AgreementPicker } from "./agreement-picker";
import { PackageEditor } from "./package-editor";
import { packageConfigurationQuery } from "./package-queries";

/**
 * The package configuration of one agreement, at /rcm/agreements/configuration/packages and
 * /rcm/pre-settlements/package-configuration, both with `?agreementCode=` (001 §2; §3 "package
 * configuration (delivery channel email, virtual directory, S3, API or SFTP; export route; separate
 * files; package folder name; package type PDF or PDF plus ZIP; export type; file format name;
 * split file size in MB and suffix; groups with name, folder, file name and supports with order and
 * copies)"; §9 "ZIP split size in MB with a suffix"; §8 "agreement update error", "information
 * updated"; issue 8 §2). Without an agreement in the query, an agreement picker. The settings are
 * the declared form `packageSettingsForm` (schemas/forms/agreement-packages.ts, the reference API's
 * rules: the export route fits the channel, the split size and its suffix go together on a PDF +
 * ZIP package) rendered by `ResourceForm`, the groups a table in it edited in the package group
 * dialog; a group named as another asks whether to replace it. One save sends the whole
 * configuration (`PUT …/package-configuration`); a refused save keeps everything typed and shows
 * the server's message on the field it names. Users `can()` allows `configure` (MODIFY_AGREEMENTS,
 * 000 §6) change it; the others (VIEW_AGREEMENTS) see it read-only with a note. Reached from
 * pre-settlements, it redirects to /home when the view configuration hides their navigation bar
 * (001 §2). An agreement code the server does not know (404) says the agreement was not found, as
 * its configuration page does (issue 19 §8). Texts in the `agreements` part.
 */
export default function AgreementPackagesScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const fromPreSettlements = pathname.startsWith(PRE_SETTLEMENT_PACKAGES_ROUTE);
  const code = (params.get("agreementCode") ?? "").trim();
  const configure = useCan({ resource: agreements.name, action: "configure" }).data;
  const http = useHttp();
  const { modal } = useAlerts();
  const configuration = useQuery({
    ...packageConfigurationQuery(http, code),
    enabled: code !== "",
    refetchOnWindowFocus: false,
  });
  // Unsaved changes in the editor (ResourceForm warns before leaving; the picker asks here).
  const [dirty, setDirty] = useState(false);

  const back = (
    <p>
      {fromPreSettlements ? (
        <Link to="/rcm/pre-settlements">{t("agreements.packages.backPreSettlements")}</Link>
      ) : (
        <Link to={code ? agreementConfigurationPath(code) : "/rcm/agreements"}>
          {t(code ? "agreements.packages.backConfiguration" : "agreements.back")}
        </Link>
      )}
    </p>
  );
  // Seeing the page, its texts (`agreements`, and `forms` for the unsaved-changes confirmation) and,
  // under pre-settlements, the navigation-bar redirect of 001 §2 are the route's gate
  // (src/areas/rcm/index.ts).
  if (configure === undefined) return <Loading />;
  const readOnly = !configure.can;

  const picker = (
    <AgreementPicker
      id="package-agreement"
      label={t("agreements.packages.agreement")}
      placeholder={t("agreements.packages.chooseAgreement")}
      value={code}
      onChange={(value) => {
        const go = () => {
          setDirty(false);
          setParams({ agreementCode: value });
        };
        if (!dirty) return go();
        modal.confirm({
          title: t("forms.unsaved.title"),
          content: t("forms.unsaved.body"),
          okText: t("forms.unsaved.leave"),
          cancelText: t("forms.unsaved.stay"),
          onOk: go,
        });
      }}
    />
  );

  if (!code)
    return (
      <>
        {back}
        <PageHeading>{t("agreements.packages.title")}</PageHeading>
        <Alert type="info" showIcon message={t("agreements.packages.pick")} style={{ marginBottom: 16 }} />
        {picker}
      </>
    );

  const loaded = configuration.data;
  const unknown = isAxiosError(configuration.error) && configuration.error.response?.status === 404;
  return (
    <>
      {back}
      <PageHeading>
        {t("agreements.packages.title")}
        {loaded?.agreementName ? ` · ${loaded.agreementName}` : ""}
      </PageHeading>
      {loaded?.payerName ? <p>{t("agreements.payer", { payer: loaded.payerName })}</p> : null}
      {fromPreSettlements ? picker : null}
      {readOnly ? (
        <Alert
          type="info"
          showIcon
          message={t("agreements.packages.readOnly")}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {unknown ? (
        <Alert type="warning" showIcon role="alert" message={t("agreements.notFound", { code })} />
      ) : configuration.isError ? (
        <Alert type="error" showIcon role="alert" message={t("agreements.packages.loadFailed")} />
      ) : !loaded ? (
        <Loading />
      ) : (
        // A fresh editor for each answer (another agreement, or the answer of a save).
        <PackageEditor
          key={`${loaded.agreementCode}/${loaded.updatedAt ?? "new"}`}
          code={code}
          loaded={loaded}
          readOnly={readOnly}
          onDirty={setDirty}
        />
      )}
    </>
  );
}
