import Select from "antd/es/select";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** The text typed, once the user stopped typing for `ms` milliseconds. */
export function useDebounced(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** One option of a catalogue search. */
export interface CatalogueOption {
  readonly value: string;
  readonly label: string;
}

/**
 * A search in a medical catalogue as one select (issue 20 §3): the user types (two characters at
 * least), the server searches (`onSearch`), the answers are the options, Enter or a click picks
 * one (`onPick`) and the select empties for the next. Keyboard: type, arrows, Enter.
 */
export function CatalogueSearch({
  id,
  term,
  onSearch,
  options,
  loading,
  failed,
  onPick,
  placeholder,
  disabled,
  aria,
}: {
  id: string;
  term: string;
  onSearch: (term: string) => void;
  options: readonly CatalogueOption[];
  loading: boolean;
  failed: boolean;
  onPick: (value: string) => void;
  placeholder: string;
  disabled?: boolean;
  aria: { "aria-invalid"?: boolean; "aria-describedby"?: string };
}) {
  const { t } = useTranslation();
  const notFound =
    term.trim().length < 2
      ? t("newAuthorization.doctor.typeToSearch")
      : failed
        ? t("newAuthorization.doctor.loadFailed")
        : loading
          ? t("newAuthorization.doctor.searching")
          : t("newAuthorization.doctor.noResults");
  return (
    <Select
      id={id}
      showSearch
      filterOption={false}
      searchValue={term}
      onSearch={onSearch}
      value={null}
      options={[...options]}
      loading={loading}
      disabled={disabled}
      notFoundContent={notFound}
      placeholder={placeholder}
      onSelect={(value: string | null) => {
        if (value !== null) onPick(value);
        onSearch("");
      }}
      style={{ width: "100%" }}
      {...aria}
    />
  );
}
