import type { DeclaredForm } from "./form-declaration";
import { packageGroupForm, packageSettingsForm } from "./agreement-packages";
import { beneficiaryContactForm } from "./beneficiary-contact";
import { doctorForm } from "../claims-desk/doctor-form";
import { productConfigurationForm, productPackageGroupForm } from "./products-configuration";

/**
 * The standalone declared forms (dialogs and editors that are not a resource's create or edit
 * page; issue 18 §5), the one list of them: their validators are compiled with the portal
 * (src/components/resource-form/precompiled/vite-plugin.ts reads this list and `RESOURCES`).
 * A new standalone form is declared with `defineForm` and added here.
 */
export const FORMS: readonly DeclaredForm[] = [
  packageSettingsForm,
  packageGroupForm,
  productConfigurationForm,
  productPackageGroupForm,
  beneficiaryContactForm,
  doctorForm,
];
