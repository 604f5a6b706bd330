import { lazyWithTexts } from "../../base/lazy-with-texts";
import type { ResourceFormProps } from "./resource-form";

/**
 * The generic form of a declaration (issue 8 §1; DESIGN.md §10 "Forms are declared"), loaded
 * lazily with its `forms` texts: RJSF, ajv and the widgets are in the form's own chunk, never on
 * the sign-in page nor in a grid's first load (docs/architecture.md "Forms"). Render it inside a
 * Suspense boundary (the portal's layouts have one); `ResourceForm.preload()` starts its code.
 */
export const ResourceForm = lazyWithTexts<ResourceFormProps, typeof import("./resource-form")>(
  "forms",
  () => import("./resource-form"),
);
export type { ResourceFormProps };
