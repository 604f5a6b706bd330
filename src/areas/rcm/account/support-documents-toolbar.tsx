import { useId, useState } from "react";
import Button from "antd/es/button";
import Input from "antd/es/input/Input";
import Radio from "antd/es/radio";
import Space from "antd/es/space";
import { useTranslation } from "react-i18next";
import {
  SUPPORT_FILE_STATUSES,
  SUPPORT_LEVELS,
  type SupportFileStatus,
  type SupportLevel,
} from "./document-queries";
import { DOCUMENTS_URL_KEYS as KEY } from "./support-documents-url";

/** Props of {@link SupportDocumentsToolbar}. */
export interface SupportDocumentsToolbarProps {
  level: SupportLevel | "ALL";
  status: SupportFileStatus | "ALL";
  /** Writes the URL keys (see `useSupportDocumentsUrl`). */
  setUrl: (changes: Record<string, string | null>) => void;
  /** The search applied (kept in memory, never in the URL). */
  search: string;
  /** Applies a search (the list goes back to its first page). */
  onSearch: (value: string) => void;
  /** Whether "upload a new document" is offered (UPLOAD_DOCUMENT allowed). */
  canUpload: boolean;
  onUploadNew: () => void;
  /** Whether the archive of every document shown is being prepared. */
  downloadingAll: boolean;
  onDownloadAll: () => void;
}

/**
 * The support documents panel's filters and panel-wide actions: level (all, account, charge,
 * event) and status (pending, received, general) as button radios written to the URL, a search
 * form (applied on submit, cleared with the field), "upload a new document" and "download all".
 */
export function SupportDocumentsToolbar(props: SupportDocumentsToolbarProps) {
  const { level, status, setUrl, search, onSearch } = props;
  const { t } = useTranslation();
  const levelId = useId();
  const statusId = useId();
  const [searchDraft, setSearchDraft] = useState(search);

  return (
    <Space wrap size="middle" style={{ marginBottom: 12 }}>
      <div role="group" aria-labelledby={levelId}>
        <span id={levelId} style={{ marginInlineEnd: 8 }}>
          {t("documents.panel.level")}
        </span>
        <Radio.Group
          name={levelId}
          optionType="button"
          size="small"
          value={level}
          onChange={(e) =>
            setUrl({
              [KEY.level]: e.target.value === "ALL" ? null : String(e.target.value),
              [KEY.page]: null,
            })
          }
          options={["ALL", ...SUPPORT_LEVELS].map((value) => ({
            value,
            label: t(`documents.levels.${value}`),
          }))}
        />
      </div>
      <div role="group" aria-labelledby={statusId}>
        <span id={statusId} style={{ marginInlineEnd: 8 }}>
          {t("documents.panel.status")}
        </span>
        <Radio.Group
          name={statusId}
          optionType="button"
          size="small"
          value={status}
          onChange={(e) =>
            setUrl({
              [KEY.status]: e.target.value === "ALL" ? null : String(e.target.value),
              [KEY.page]: null,
            })
          }
          options={["ALL", ...SUPPORT_FILE_STATUSES].map((value) => ({
            value,
            label: t(`documents.statuses.${value}`),
          }))}
        />
      </div>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(searchDraft);
          setUrl({ [KEY.page]: null });
        }}
      >
        <Space.Compact>
          <Input
            size="small"
            allowClear
            maxLength={100}
            aria-label={t("documents.panel.search")}
            placeholder={t("documents.panel.searchPlaceholder")}
            value={searchDraft}
            onChange={(e) => {
              setSearchDraft(e.target.value);
              if (e.target.value === "" && search !== "") onSearch("");
            }}
          />
          <Button size="small" htmlType="submit">
            {t("documents.panel.searchButton")}
          </Button>
        </Space.Compact>
      </form>
      {props.canUpload ? (
        <Button type="primary" size="small" onClick={props.onUploadNew}>
          {t("documents.actions.uploadNew")}
        </Button>
      ) : null}
      <Button size="small" loading={props.downloadingAll} onClick={props.onDownloadAll}>
        {t("documents.actions.downloadAll")}
      </Button>
    </Space>
  );
}
