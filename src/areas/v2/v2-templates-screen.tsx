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
import { selectErrorMessage } from "../../../providers/http";
import { useAlerts } from "../../base/alerts/alerts";
import { useHttp } from "../../base/runtime-context";
import { PageHeading } from "../../components/page-heading";
import { saveBlob } from "../../lib/save-file";
import { useCoverageLabel, V2_COVERAGES } from "./v2-cells";
import { downloadSponsorTemplate, sponsorTemplatesQuery, type SponsorTemplate } from "./v2-queries";

/**
 * Sponsor templates at /v2/sponsor-templates (000 §2, 001 §2 v2 layout; 000 §7 static files;
 * issue 10 §3): a sponsor's template files for the chosen coverages
 * (`GET /arc/v2/authorizations/static/sponsor/{sponsor}/coverage/{coverageTypes}/files`) and their
 * download (binary, saved with its file name). Both the sponsor and a coverage are asked before
 * any call.
 */
export default function V2TemplatesScreen() {
  const { t } = useTranslation();
  const http = useHttp();
  const { message } = useAlerts();
  const coverageLabel = useCoverageLabel();
  const [sponsor, setSponsor] = useState("");
  const [coverages, setCoverages] = useState<string[]>([]);
  const [asked, setAsked] = useState<{ sponsor: string; coverages: string[] }>({
    sponsor: "",
    coverages: [],
  });
  const [missing, setMissing] = useState(false);
  const templates = useQuery(sponsorTemplatesQuery(http, asked.sponsor, asked.coverages));

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (sponsor.trim() === "" || coverages.length === 0) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setAsked({ sponsor: sponsor.trim(), coverages });
  };

  const download = async (template: SponsorTemplate) => {
    try {
      const file = await downloadSponsorTemplate(http, template.sponsorSlug, template.id);
      saveBlob(file.blob, file.fileName ?? template.fileName);
    } catch (error) {
      const chosen = selectErrorMessage(error);
      message.error(
        t("v2.templates.downloadFailed", { reason: chosen.text ?? t(chosen.key ?? "errors.unknown") }),
      );
    }
  };

  return (
    <>
      <PageHeading>{t("v2.templates.title")}</PageHeading>
      <p>
        <Link to="/v2/home">{t("v2.detail.back")}</Link>
      </p>
      <form onSubmit={search} style={{ marginBottom: 16 }}>
        <Space wrap align="end">
          <div>
            <label htmlFor="v2-templates-sponsor">{t("v2.templates.sponsor")}</label>
            <Input
              id="v2-templates-sponsor"
              value={sponsor}
              maxLength={80}
              autoComplete="off"
              onChange={(e) => setSponsor(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor="v2-templates-coverage">{t("v2.templates.coverage")}</label>
            <Select
              id="v2-templates-coverage"
              mode="multiple"
              style={{ minWidth: 260 }}
              value={coverages}
              onChange={(value: string[]) => setCoverages(value)}
              options={V2_COVERAGES.map((c) => ({ value: c, label: coverageLabel(c) }))}
            />
          </div>
          <Button type="primary" htmlType="submit">
            {t("v2.templates.search")}
          </Button>
        </Space>
        {missing ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginTop: 8 }}
            message={t("v2.templates.choose")}
          />
        ) : null}
      </form>
      {templates.isError ? (
        <Alert type="error" showIcon role="alert" message={t("v2.templates.loadFailed")} />
      ) : asked.sponsor ? (
        <Table<SponsorTemplate>
          rowKey="id"
          size="small"
          pagination={false}
          loading={templates.isFetching}
          dataSource={templates.data ?? []}
          locale={{ emptyText: t("v2.templates.empty") }}
          columns={[
            { key: "title", title: t("v2.templates.name"), dataIndex: "title" },
            {
              key: "coverage",
              title: t("v2.templates.coverage"),
              render: (_, row) =>
                row.coverageType ? coverageLabel(row.coverageType) : t("v2.templates.coverageAll"),
            },
            { key: "file", title: t("v2.templates.file"), dataIndex: "fileName" },
            {
              key: "download",
              title: "",
              render: (_, row) => (
                <Button size="small" onClick={() => void download(row)}>
                  {t("v2.templates.download", { name: row.fileName })}
                </Button>
              ),
            },
          ]}
        />
      ) : null}
    </>
  );
}
