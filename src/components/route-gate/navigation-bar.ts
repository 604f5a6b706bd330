import { useViewConfiguration } from "../resource/use-view-configuration";

/**
 * True when the view configuration hides the pre-settlements' navigation-bar view (001 §2 "The AI
 * rules and delivery-relationship pages redirect to /home when the navigation-bar view is hidden";
 * section `pre-settlements`, view `navigation-bar`). Undefined while the configuration is unknown
 * (neither cached nor loaded), so that nothing redirects on a guess. Routes declare it as the
 * `navigationBar` guard (src/areas/define-area.ts `RouteGate`); no screen calls it.
 */
export function useNavigationBarHidden(): boolean | undefined {
  const configuration = useViewConfiguration(true);
  if (!configuration) return undefined;
  return configuration.sections.some(
    (s) => s.section === "pre-settlements" && s.viewName === "navigation-bar" && s.hidden === true,
  );
}
