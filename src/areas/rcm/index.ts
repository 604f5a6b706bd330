import { defineArea, screenWith, screenWithTexts, type ScreenLoader } from "../define-area";
import { editorActionOf } from "./ai-rules/editor-mode";
import {
  AGREEMENT_CONFIGURATION_TEXTS,
  agreementConfigurationScreen,
} from "./agreements/agreement-configuration-route";

const accountsList: ScreenLoader = () => import("./accounts/accounts-list-screen");

/**
 * The account detail (issue 7 §2) with its own text parts: the account header and charges
 * (`account`), the support documents and audit comments (`documents`) and the account actions
 * (`actions`), loaded with its code, never with the accounts grid.
 */
const accountScreen = screenWithTexts(
  ["account", "documents", "actions"],
  () => import("./account/account-screen"),
);
/**
 * Pre-settlements (issue 9 §1): the list and the detail, with the `pre-settlements` text part,
 * loaded with their code, never with the accounts grid. These, the Brazil dispatch pages and the AI
 * pages redirect to /home when the navigation-bar view is hidden (001 §2): their `navigationBar` guard.
 */
const preSettlementsList = screenWith(
  { texts: ["pre-settlements"], guards: ["navigationBar"] },
  () => import("./pre-settlements/pre-settlements-list-screen"),
);
const preSettlementScreen = screenWith(
  { texts: ["pre-settlements"], guards: ["navigationBar"] },
  () => import("./pre-settlements/pre-settlement-screen"),
);
/**
 * Glosas (issue 9 §3): the upload with its files and the processed list, and the glosa detail,
 * with the `glosas` text part, loaded with their code, never with the accounts grid.
 */
const glosasScreen = screenWithTexts(["glosas"], () => import("./glosas/glosas-upload-screen"));
const glosaDetailScreen = screenWithTexts(["glosas"], () => import("./glosas/glosa-detail-screen"));
/**
 * Agreements (issue 8 §2): the list, with the `agreements` text part, loaded with its code, never
 * with the accounts grid; the configuration page is an area route below (its texts load with it).
 */
const agreementsList = screenWithTexts(["agreements"], () => import("./agreements/agreements-list-screen"));
/**
 * The Brazil dispatch panel and its credentials (issue 9 §2), with the `pre-settlements-br` text
 * part, loaded with their code (chart.js with the panel's count chart only), never with the
 * accounts grid.
 */
const preSettlementsBrScreen = screenWith(
  { texts: ["pre-settlements-br"], guards: ["navigationBar"] },
  () => import("./pre-settlements-br/pre-settlements-br-screen"),
);
const preSettlementsBrCredentialsScreen = screenWith(
  { texts: ["pre-settlements-br"], guards: ["navigationBar"] },
  () => import("./pre-settlements-br/credentials-screen"),
);
/**
 * The agreement matrix (issue 8 §4, 001 §2 "upload-agreement-matrix"): the upload and the uploaded
 * list, with the `agreement-matrix` text part, loaded with its code, never with the accounts grid.
 */
const agreementMatrixScreen = screenWithTexts(
  ["agreement-matrix"],
  () => import("./agreement-matrix/agreement-matrix-screen"),
);
/**
 * AI document analysis (issue 8 §5): the overview with its two tabs and the results of one
 * document, with the `ai-rules` text part, loaded with their code, never with the accounts grid;
 * the rules editor is an area route below (its texts load with it).
 */
const aiOverviewScreen = screenWith(
  { texts: ["ai-rules"], guards: ["navigationBar"] },
  () => import("./ai-rules/ai-analysis-overview-screen"),
);
const aiResultsScreen = screenWith(
  { texts: ["ai-rules"], guards: ["navigationBar"] },
  () => import("./ai-rules/ai-results-screen"),
);
/**
 * Products configuration (issue 8 §3): the list, with the `products-configuration` text part, loaded with its
 * code, never with the accounts grid; the detail is an area route below (its texts load with it).
 */
const productsList = screenWithTexts(
  ["products-configuration"],
  () => import("./products-configuration/products-list-screen"),
);
/** The charge detail (issue 7 §2), texts in the `account` part. */
const chargeScreen = screenWithTexts(["account"], () => import("./account/charge-screen"));

/** What the agreement pages require (VIEW_AGREEMENTS, 000 §6), and the text of a refusal. */
const VIEW_AGREEMENTS = {
  resource: "agreements",
  action: "show",
  refusedKey: "agreements.notAllowed",
} as const;
/** The package configuration, reached from an agreement and from pre-settlements (001 §2). */
const agreementPackages = () => import("./agreements/agreement-packages-screen");

/**
 * The revenue-cycle area (001): its layout loads the role permissions before any /rcm/* screen
 * renders (rcm-layout.tsx, DESIGN.md §6), the accounts grid is its landing screen.
 */
export default defineArea({
  name: "rcm",
  layout: () => import("./rcm-layout"),
  warmUp: () => import("./warm-up"),
  screens: {
    accounts: { list: accountsList, show: accountScreen },
    // The charges list is nested in the account screen (resources/charges.ts `meta.nested`).
    charges: { show: chargeScreen },
    glosas: { list: glosasScreen, show: glosaDetailScreen },
    "pre-settlements": { list: preSettlementsList, show: preSettlementScreen },
    "pre-settlements-br": { list: preSettlementsBrScreen },
    "pre-settlements-br-credentials": { list: preSettlementsBrCredentialsScreen },
    agreements: { list: agreementsList },
    "ai-analysed-documents": { list: aiOverviewScreen, show: aiResultsScreen },
    "agreement-matrix": { list: agreementMatrixScreen },
    "products-configuration": { list: productsList },
  },
  routes: [
    { path: "/rcm", redirect: "/rcm/home" },
    // The support administrator (001 §2 "support-administrator/{accountId}"): one account's support documents.
    {
      path: "/rcm/support-administrator/:accountId",
      screen: () => import("./account/support-administrator-screen"),
    },
    // The configuration of one agreement (001 §2 "agreements/configuration"), named by ?agreementCode=.
    {
      path: "/rcm/agreements/configuration",
      screen: agreementConfigurationScreen,
      texts: AGREEMENT_CONFIGURATION_TEXTS,
      access: { ...VIEW_AGREEMENTS, titleKey: "agreements.configurationTitle" },
    },
    // The package configuration of one agreement (001 §2 "agreements/configuration/packages" and
    // "pre-settlements/package-configuration"), named by ?agreementCode= (a picker without it).
    {
      path: "/rcm/agreements/configuration/packages",
      screen: agreementPackages,
      texts: ["agreements", "forms"],
      access: { ...VIEW_AGREEMENTS, titleKey: "agreements.packages.title" },
    },
    // Under pre-settlements, a delivery-relationship page: 001 §2's navigation-bar redirect.
    {
      path: "/rcm/pre-settlements/package-configuration",
      screen: agreementPackages,
      texts: ["agreements", "forms"],
      access: { ...VIEW_AGREEMENTS, titleKey: "agreements.packages.title" },
      guards: ["navigationBar"],
    },
    // The audit rules of one agreement (001 §2 "agreements/audit-rule"), named by ?agreementCode=.
    {
      path: "/rcm/agreements/audit-rule",
      screen: () => import("./agreements/audit-rules-screen"),
      texts: ["agreements"],
      access: {
        resource: "audit-rules",
        action: "list",
        refusedKey: "agreements.notAllowed",
        titleKey: "agreements.auditRules.title",
      },
    },
    // The supports configuration of one agreement (001 §2 "agreements/supports-configuration"),
    // named by ?agreementCode= (a picker without it).
    {
      path: "/rcm/agreements/supports-configuration",
      screen: () => import("./agreements/supports-configuration-screen"),
      texts: ["agreements"],
      access: { ...VIEW_AGREEMENTS, titleKey: "agreements.supports.title" },
    },
    // The AI rules editor (001 §2 "ai-configuration-rules-editor"), ?mode=create or ?mode=edit&supportFileCode=.
    {
      path: "/rcm/ai-configuration-rules-editor",
      screen: () => import("./ai-rules/ai-rules-editor-screen"),
      texts: ["ai-rules"],
      access: {
        resource: "ai-configurations",
        action: editorActionOf,
        refusedKey: "aiRules.notAllowed",
        titleKey: (params) =>
          editorActionOf(params) === "edit" ? "aiRules.editor.editTitle" : "aiRules.editor.createTitle",
      },
      guards: ["navigationBar"],
    },
    // The detail of one product (001 §2 "products-configuration/detail"), named by ?productCode=.
    {
      path: "/rcm/products-configuration/detail",
      screen: () => import("./products-configuration/product-detail-screen"),
      texts: ["products-configuration"],
      access: {
        resource: "products-configuration",
        action: "show",
        refusedKey: "productsConfiguration.detail.notAllowed",
        titleKey: "productsConfiguration.detail.title",
      },
    },
    // No catch-all: an unknown /rcm path shows the not-found page (issue 19 §8; 001 §2 names no
    // redirect for the RCM layout's unknown paths, docs/decisions.md "Not found and not allowed").
  ],
  landing: [accountsList],
});
