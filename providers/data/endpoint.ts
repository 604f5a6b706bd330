/**
 * Endpoint templates (DESIGN.md §3: a resource's `meta.endpoint`, e.g.
 * `"arc/v1/providers/{provider}/outpatient-care-claim"`).
 */

/** Values of `{placeholder}`s by name. */
export type PathParams = Record<string, string | number>;

/**
 * Fills the `{name}` placeholders of an endpoint template, URI-encoding each value:
 * `fillEndpoint("arc/v1/providers/{provider}/claims/{id}", { provider: "clinica-central-do", id: 7 })`
 * → `"arc/v1/providers/clinica-central-do/claims/7"`.
 * @param template - path relative to the API base, with `{name}` placeholders.
 * @param params - values by placeholder name; unused entries are ignored.
 * @throws Error naming the placeholder when one is left without a value (missing, `""`).
 */
export function fillEndpoint(template: string, params: PathParams): string {
  return template.replace(/\{([^{}]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") {
      throw new Error(`Endpoint "${template}" needs a value for {${name}}`);
    }
    return encodeURIComponent(String(value));
  });
}
