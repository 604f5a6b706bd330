import Select from "antd/es/select";
import { useQuery } from "@tanstack/react-query";
import { useHttp } from "../../../base/runtime-context";
import { allAgreementsQuery } from "./package-queries";

/** Props of {@link AgreementPicker}. */
export interface AgreementPickerProps {
  /** The select's id (its label points at it). */
  id: string;
  /** The label shown above the select (translated). */
  label: string;
  /** The placeholder shown while no agreement is chosen (translated). */
  placeholder: string;
  /** The agreement shown (its code), or "" for none. */
  value: string;
  /** Called with the chosen agreement's code. */
  onChange: (agreementCode: string) => void;
}

/**
 * The agreement picker of the agreements' sub-screens (packages, supports configuration; 001 §2):
 * a labelled select over the provider's agreements (`GET provider-payer-configurations/all-agreements`),
 * searched by name or code. It navigates (the screens put the code in the URL) rather than taking
 * input to save, so it is a plain control, not a declared form.
 */
export function AgreementPicker({ id, label, placeholder, value, onChange }: AgreementPickerProps) {
  const http = useHttp();
  const choices = useQuery(allAgreementsQuery(http));
  return (
    <div style={{ maxWidth: 480, marginBottom: 24 }}>
      <label htmlFor={id} style={{ display: "block", paddingBottom: 8 }}>
        {label}
      </label>
      <Select
        id={id}
        showSearch
        optionFilterProp="label"
        value={value || undefined}
        placeholder={placeholder}
        loading={choices.isPending}
        style={{ width: "100%" }}
        options={(choices.data ?? []).map((a) => ({
          value: a.agreementCode,
          label: `${a.agreementName} (${a.agreementCode})`,
        }))}
        onChange={onChange}
      />
    </div>
  );
}
