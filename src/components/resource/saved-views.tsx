import { useId, useState } from "react";
import Button from "antd/es/button";
import Input from "antd/es/input/Input";
import DeleteOutlined from "@ant-design/icons/es/icons/DeleteOutlined";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { selectErrorMessage } from "../../../providers/http";
import { useHttp, useSession } from "../../base/runtime-context";
import {
  deleteView,
  saveView,
  savedViewsQuery,
  type SavedView,
  type SavedViewInput,
} from "./saved-views-queries";

/** Props of {@link SavedViewsPanel}. */
export interface SavedViewsPanelProps {
  resource: string;
  /** The list as it is now, PHI filters already left out (saved-views-queries.ts `withoutPhi`). */
  current: Omit<SavedViewInput, "resource" | "name">;
  /** True when a PHI filter is applied now: it is not saved, and the user is told so. */
  phiLeftOut: boolean;
  onApply(view: SavedView): void;
}

/**
 * The saved views of a list (issue 7 §3b): the user's views, kept by the API so they follow the
 * user to another machine (docs/api-contract.md "Saved views"), each applied by its button or
 * deleted; and "Save current view" under a name (the same name replaces that view). A view never
 * holds a PHI filter; the server's refusal, if any, is shown as text. Loaded with the menu's first
 * opening.
 */
export default function SavedViewsPanel({ resource, current, phiLeftOut, onApply }: SavedViewsPanelProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const userId = useSession()?.userId ?? "";
  const client = useQueryClient();
  const options = savedViewsQuery(http, userId, resource);
  const views = useQuery(options);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const nameId = useId();
  const problemId = useId();

  const failure = (error: unknown) => {
    const message = selectErrorMessage(error);
    setProblem(message.text ?? t(message.key ?? "errors.unknown"));
  };
  const save = async () => {
    const trimmed = name.trim();
    setDone(null);
    if (trimmed === "") {
      setProblem(t("grid.views.nameRequired"));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await saveView(http, { resource, name: trimmed, ...current });
      setName("");
      setDone(t("grid.views.saved", { name: trimmed }));
      await client.invalidateQueries({ queryKey: options.queryKey });
    } catch (error) {
      failure(error);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (view: SavedView) => {
    setDone(null);
    setProblem(null);
    try {
      await deleteView(http, view.id);
      setDone(t("grid.views.deleted", { name: view.name }));
      await client.invalidateQueries({ queryKey: options.queryKey });
    } catch (error) {
      failure(error);
    }
  };

  return (
    <div>
      {views.isError ? (
        <p role="alert" style={{ margin: "0 0 8px" }}>
          {t("grid.views.loadFailed")}
        </p>
      ) : views.data && views.data.length === 0 ? (
        <p style={{ margin: "0 0 8px" }}>{t("grid.views.empty")}</p>
      ) : (
        <ul aria-busy={views.isLoading} style={{ listStyle: "none", margin: "0 0 8px", padding: 0 }}>
          {(views.data ?? []).map((view) => (
            <li key={view.id} data-view={view.name} style={{ display: "flex", alignItems: "center", gap: 4 }}>
              <Button
                type="link"
                style={{ flex: 1, textAlign: "start", paddingInline: 0, overflow: "hidden" }}
                onClick={() => onApply(view)}
              >
                {view.name}
              </Button>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t("grid.views.delete", { name: view.name })}
                onClick={() => void remove(view)}
              />
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label htmlFor={nameId} style={{ display: "block", fontWeight: 500, marginBottom: 4 }}>
          {t("grid.views.name")}
        </label>
        <Input
          id={nameId}
          value={name}
          maxLength={80}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {phiLeftOut ? <p style={{ margin: "4px 0 0", fontSize: 12 }}>{t("grid.views.phiLeftOut")}</p> : null}
        <Button htmlType="submit" type="primary" loading={busy} style={{ marginTop: 8 }}>
          {t("grid.views.save")}
        </Button>
      </form>
      <div aria-live="polite">
        {problem ? (
          <p id={problemId} role="alert" style={{ margin: "8px 0 0" }}>
            {problem}
          </p>
        ) : done ? (
          <p style={{ margin: "8px 0 0" }}>{done}</p>
        ) : null}
      </div>
    </div>
  );
}
