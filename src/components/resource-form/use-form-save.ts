import { useState } from "react";
import type { ErrorSchema } from "@rjsf/utils";
import { useCreate, useUpdate, type BaseKey, type BaseRecord } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import type { PathParams } from "../../../providers/data/endpoint";
import type { ErrorMessage } from "../../../providers/http/select-error-message";
import type { FormDeclaration } from "../../../schemas/forms/form-declaration";
import { useAlerts } from "../../base/alerts/alerts";
import { serverFormErrors } from "./server-errors";

type Data = Record<string, unknown>;

/** What a save needs to know (ResourceForm's props, resolved). */
export interface FormSaveOptions {
  form: FormDeclaration;
  /** The declaration's name and data provider (a resource's; unused with `onSubmit`). */
  resource: string;
  service?: string;
  mode: "create" | "edit";
  id?: BaseKey;
  meta: { endpoint?: string; pathParams: PathParams; updateMethod?: "put" | "patch"; snakeBody?: boolean };
  updateEndpoint?: string;
  saveErrorKey: string;
  onSubmit?: (data: Data) => Promise<unknown>;
  onSaved?: (record: BaseRecord) => void;
}

/** A failed save's messages: on fields (with the values they were given for) and at the top. */
export interface FormSaveFailure {
  fields: ErrorSchema;
  paths: string[];
  submitted: unknown;
}

/**
 * The save of a declared form (issue 8 §1, issue 18 §5): the screen's own `onSubmit` when given
 * (a whole document PUT, a dialog handing its values back; the screen says what happened), else
 * `useCreate` / `useUpdate` on the declaration's data provider (pessimistic, `forms.createdOf.<resource>`
 * (else the neutral `forms.created`) / `forms.saved` announced). Any failure goes through the one mapping `serverFormErrors` (a 400's
 * messages on the fields it names, the rest at the top); nothing typed is reset.
 */
export function useFormSave(options: FormSaveOptions) {
  const { form, resource, service, mode, id, meta, updateEndpoint, saveErrorKey, onSubmit, onSaved } =
    options;
  const { t } = useTranslation();
  const { message } = useAlerts();
  const { mutateAsync: create } = useCreate<BaseRecord>();
  const { mutateAsync: update } = useUpdate<BaseRecord>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<FormSaveFailure>();
  const [general, setGeneral] = useState<ErrorMessage>();

  /** Saves `data`; true when the server (or the screen) accepted it. */
  const save = async (data: Data): Promise<boolean> => {
    setSaving(true);
    setGeneral(undefined);
    try {
      if (onSubmit) await onSubmit(data);
      else {
        const common = {
          resource,
          dataProviderName: service,
          values: data,
          meta,
          successNotification: false as const,
          errorNotification: false as const,
        };
        const answer =
          mode === "create"
            ? await create(common)
            : await update({
                ...common,
                id: id as BaseKey,
                meta: updateEndpoint ? { ...meta, itemEndpoint: updateEndpoint } : meta,
                mutationMode: "pessimistic",
              });
        // A creation names its thing, so the participle agrees with the noun (issue 19 §4: una
        // regla, "Creada."); a declaration without its own text gets the neutral one.
        void message.success(
          mode === "create" ? t([`forms.createdOf.${resource}`, "forms.created"]) : t("forms.saved"),
        );
        onSaved?.(answer.data);
      }
      setFailure(undefined);
      return true;
    } catch (error) {
      const mapped = serverFormErrors(error, form.schema, form.refusedKey ? t(form.refusedKey) : undefined);
      setFailure({ fields: mapped.fields, paths: mapped.paths, submitted: data });
      setGeneral(mapped.general ?? { key: saveErrorKey });
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { save, saving, failure, general };
}
