import theme from "antd/es/theme";
import { useTranslation } from "react-i18next";
import { changeLocale, isSupportedLocale, offeredLocales } from "../../providers/i18n";
import { useRuntimeConfig, useSession } from "../base/runtime-context";

/**
 * The language switcher (000 §1): English, Portuguese, the configured locale and the session
 * token's locale when supported. dayjs and `<html lang>` follow the choice.
 *
 * A native `<select>` styled with the theme's tokens, not antd's Select: it is on the sign-in page,
 * where antd's Select (virtual list, overlays, ~25 KB gzip) would be a seventh of the route's
 * weight for four options; the native control is keyboard- and screen-reader-ready as it is
 * (docs/decisions.md "Language switcher").
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const config = useRuntimeConfig();
  const session = useSession();
  const options = offeredLocales(config.defaultLocale, session?.extensions?.locale);
  const current = isSupportedLocale(i18n.language) ? i18n.language : undefined;
  if (current && !options.includes(current)) options.unshift(current);
  return (
    <select
      aria-label={t("app.language")}
      data-testid="language-switcher"
      value={current}
      onChange={(event) => {
        const value = event.target.value;
        if (isSupportedLocale(value)) void changeLocale(i18n, value);
      }}
      style={{
        minWidth: 0,
        maxWidth: 240,
        height: token.controlHeight,
        padding: `0 ${token.paddingXS}px`,
        font: "inherit",
        fontSize: token.fontSize,
        color: token.colorText,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
      }}
    >
      {options.map((locale) => (
        <option key={locale} value={locale}>
          {t(`languages.${locale}`)}
        </option>
      ))}
    </select>
  );
}
