/**
 * The v2 sponsor form's step validator: the form framework's run-time validator
 * (src/components/resource-form/runtime-validator.ts), which the sponsor form's steps and every
 * declared form built at run time share.
 */
export {
  runtimeFormErrors as stepErrors,
  runtimeValidator as stepValidator,
} from "../../../components/resource-form/runtime-validator";
