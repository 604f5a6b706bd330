/**
 * `useFormReady` (src/areas/authorizations/new/search/search-ui.tsx): with the declared forms' code
 * and texts already in (the flow warms them up when it opens), a step's first render is ready: no
 * spinner frame and no second render per step (docs/performance.md "msToClaim, round 3"; the
 * beneficiary, data and doctor steps each showed ~50 ms of spinner, and the bench's next action
 * waited for the following poll).
 */
import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { renderHook, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createI18n, loadTexts } from "../../../providers/i18n";
import { ResourceForm } from "../../../src/components/resource-form";
import { useFormReady } from "../../../src/areas/authorizations/new/search/search-ui";

describe("useFormReady", () => {
  it("is ready from the first render when the forms' code and texts are in", async () => {
    const i18n = await createI18n("en");
    await Promise.all([ResourceForm.preload(), loadTexts(i18n, "forms")]);
    const seen: boolean[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    renderHook(
      () => {
        const ready = useFormReady();
        seen.push(ready);
        return ready;
      },
      { wrapper },
    );
    expect(seen[0]).toBe(true);
  });

  it("becomes ready once they load when they were not in", async () => {
    const i18n = await createI18n("es");
    const seen: boolean[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { result } = renderHook(
      () => {
        const ready = useFormReady();
        seen.push(ready);
        return ready;
      },
      { wrapper },
    );
    expect(seen[0]).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });
});
