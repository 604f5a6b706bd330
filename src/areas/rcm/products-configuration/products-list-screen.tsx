import type { BaseRecord } from "@refinedev/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import productsConfiguration from "../../../../resources/products-configuration";
import type { ResourceDeclaration } from "../../../../resources/define-resource";
import { ResourceList } from "../../../components/resource/resource-list";
import { usePermittedActions } from "../../../components/resource/use-permitted-actions";
import { ConfiguredTag } from "./configured-tag";
import { productDetailPath } from "./products-configuration-queries";

const CONFIGURE = ["configure"] as const;

/** The product code as a link to its detail, named for what the user may do there. */
function ProductCodeCell({ row, canConfigure }: { row: BaseRecord; canConfigure: boolean }) {
  const { t } = useTranslation();
  const code = typeof row.productCode === "string" ? row.productCode : "";
  if (!code) return null;
  return (
    <Link
      to={productDetailPath(code)}
      aria-label={t(canConfigure ? "productsConfiguration.configure" : "productsConfiguration.view", {
        code,
      })}
    >
      {code}
    </Link>
  );
}

/**
 * The products configuration list at /rcm/products-configuration (001 §2 "products-configuration";
 * §7 `GET providers/{id}/products` with search_value, page, size; issue 8 §3): the generic list of
 * the `products-configuration` declaration, unconfigured products first (the server's order),
 * searchable by code or name and filterable by configured; each product code links to its detail
 * (`Configure …` for users allowed MODIFY_PRODUCT_CONFIGURATION, `View …` for the others, 000 §6).
 * Registered with the `products-configuration` text part.
 */
export default function ProductsListScreen({
  declaration = productsConfiguration,
}: {
  declaration?: ResourceDeclaration;
}) {
  const { t } = useTranslation();
  const canConfigure = usePermittedActions("products-configuration", CONFIGURE).has("configure");
  const cells = {
    productCode: (row: BaseRecord) => <ProductCodeCell row={row} canConfigure={canConfigure} />,
    configured: (row: BaseRecord) => <ConfiguredTag configured={row.configured === true} />,
    unitOfMeasure: (row: BaseRecord) =>
      typeof row.unitOfMeasure === "string" ? t(`productsConfiguration.units.${row.unitOfMeasure}`) : null,
    packageGroup: (row: BaseRecord) => {
      const group = row.packageGroup as { name?: string } | null | undefined;
      return group?.name ? group.name : <span>{t("productsConfiguration.noGroup")}</span>;
    },
  };
  return (
    <ResourceList
      declaration={declaration}
      cells={cells}
      header={<p>{t("productsConfiguration.intro")}</p>}
    />
  );
}
