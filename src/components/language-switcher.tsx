import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { changeLocale, isSupportedLocale, offeredLocales } from "../../providers/i18n";
import { useRuntimeConfig, useSession } from "../app/runtime-context";

/**
 * The language switcher (000 §1): English, Portuguese, the configured locale and the session
 * token's locale when supported. dayjs and `<html lang>` follow the choice.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const config = useRuntimeConfig();
  const session = useSession();
  const options = offeredLocales(config.defaultLocale, session?.extensions?.locale);
  const current = isSupportedLocale(i18n.language) ? i18n.language : undefined;
  if (current && !options.includes(current)) options.unshift(current);
  return (
    <Select
      aria-label={t("app.language")}
      data-testid="language-switcher"
      value={current}
      style={{ minWidth: 190 }}
      onChange={(value: string) => {
        if (isSupportedLocale(value)) void changeLocale(i18n, value);
      }}
      options={options.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))}
    />
  );
}
