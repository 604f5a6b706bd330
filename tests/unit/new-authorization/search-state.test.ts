/**
 * The search part of the new authorization's state (src/areas/authorizations/new/search/
 * search-state.ts; 000 §2 steps type, sponsor, search method, beneficiary, completed search;
 * issue 20 §1, §2): its guards, what a reload restores, that a changed choice forgets what was
 * chosen after it, and that the draft keeps ids and choices only.
 */
import { describe, expect, it } from "vitest";
import { draftOf, lastEnterable, parseDraft } from "../../../src/lib/flow";
import {
  NEW_AUTHORIZATION_INITIAL,
  NEW_AUTHORIZATION_STEPS,
  newAuthorizationFlow,
  type NewAuthorizationState,
} from "../../../src/areas/authorizations/new/new-authorization-flow";
import {
  chooseBeneficiary,
  chooseSearchForm,
  chooseSponsor,
  markBeneficiaryReady,
  restoreSearch,
  SEARCH_INITIAL,
  searchDropped,
  searchGuards,
  searchStarted,
} from "../../../src/areas/authorizations/new/search/search-state";

const INITIAL = NEW_AUTHORIZATION_INITIAL;
const typed: NewAuthorizationState = { ...INITIAL, kind: "outpatient-consultation" };
const full: NewAuthorizationState = {
  ...typed,
  sponsorSlug: "do-senasa",
  searchFormSlug: "by-document",
  searchLocation: "/api/beneficiary-lookup/v1/searches/7",
  beneficiaryId: 42,
  beneficiaryReady: true,
};
const counterOf = (step: string) => NEW_AUTHORIZATION_STEPS.indexOf(step as never) + 1;

describe("search guards (000 §2: each step after the ones before it)", () => {
  it("each search step needs every choice before it", () => {
    expect(searchGuards.sponsor(SEARCH_INITIAL)).toBe(false);
    expect(searchGuards.sponsor(typed)).toBe(true);
    expect(searchGuards.sponsor({ ...typed, kind: "dentistry" })).toBe(false);
    expect(searchGuards.searchMethod(typed)).toBe(false);
    expect(searchGuards.searchMethod({ ...typed, sponsorSlug: "do-senasa" })).toBe(true);
    expect(searchGuards.beneficiary({ ...typed, sponsorSlug: "do-senasa" })).toBe(false);
    expect(searchGuards.beneficiary({ ...full, beneficiaryId: null })).toBe(true);
    expect(searchGuards.beneficiaryData({ ...full, beneficiaryId: null })).toBe(false);
    expect(searchGuards.beneficiaryData(full)).toBe(true);
    expect(searchGuards.complete({ ...full, beneficiaryReady: false })).toBe(false);
    expect(searchGuards.complete(full)).toBe(true);
  });

  it("a link to a later step lands on the last step the choices allow", () => {
    const flow = newAuthorizationFlow;
    expect(lastEnterable(flow, counterOf("doctor"), typed, undefined)).toBe(counterOf("sponsor"));
    expect(lastEnterable(flow, counterOf("doctor"), { ...full, beneficiaryReady: false }, undefined)).toBe(
      counterOf("beneficiary-data"),
    );
    expect(lastEnterable(flow, counterOf("doctor"), full, undefined)).toBe(counterOf("doctor"));
  });
});

describe("a changed choice forgets what was chosen after it", () => {
  it("the same sponsor keeps everything; another keeps only the kind and itself", () => {
    expect(chooseSponsor(full, INITIAL, "do-senasa")).toBe(full);
    expect(chooseSponsor(full, INITIAL, "do-humano")).toEqual({ ...typed, sponsorSlug: "do-humano" });
  });

  it("another search method forgets the search and the beneficiary", () => {
    expect(chooseSearchForm(full, INITIAL, "by-document")).toBe(full);
    expect(chooseSearchForm(full, INITIAL, "by-member-code")).toEqual({
      ...typed,
      sponsorSlug: "do-senasa",
      searchFormSlug: "by-member-code",
    });
  });

  it("a new search keeps its Location and forgets the beneficiary; a dropped search forgets both", () => {
    const started = searchStarted(full, INITIAL, "/api/beneficiary-lookup/v1/searches/8");
    expect(started).toEqual({
      ...full,
      searchLocation: "/api/beneficiary-lookup/v1/searches/8",
      beneficiaryId: null,
      beneficiaryReady: false,
    });
    expect(searchDropped(started, INITIAL)).toEqual({ ...started, searchLocation: null });
    const dropped = searchDropped(started, INITIAL);
    expect(searchDropped(dropped, INITIAL)).toBe(dropped);
  });

  it("another beneficiary forgets the completed search; the same keeps it; ready marks the part complete", () => {
    expect(chooseBeneficiary(full, INITIAL, 42)).toBe(full);
    expect(chooseBeneficiary(full, INITIAL, 43)).toEqual({
      ...full,
      beneficiaryId: 43,
      beneficiaryReady: false,
    });
    const chosen = chooseBeneficiary(full, INITIAL, 43);
    expect(markBeneficiaryReady(chosen)).toEqual({ ...chosen, beneficiaryReady: true });
    expect(markBeneficiaryReady(full)).toBe(full);
  });
});

describe("the draft and a reload", () => {
  it("keeps ids and choices only, and a reload restores them", () => {
    const withPatientData = { ...full, name: "Ana Pérez", inputs: { document_number: "00112345678" } };
    const draft = draftOf(newAuthorizationFlow, withPatientData as NewAuthorizationState);
    expect(draft).toMatchObject({
      kind: "outpatient-consultation",
      sponsorSlug: "do-senasa",
      searchFormSlug: "by-document",
      searchLocation: "/api/beneficiary-lookup/v1/searches/7",
      beneficiaryId: 42,
      beneficiaryReady: true,
    });
    expect(JSON.stringify(draft)).not.toMatch(/Ana|00112345678/);
    expect(restoreSearch(draft, SEARCH_INITIAL)).toEqual({
      kind: "outpatient-consultation",
      sponsorSlug: "do-senasa",
      searchFormSlug: "by-document",
      searchLocation: "/api/beneficiary-lookup/v1/searches/7",
      beneficiaryId: 42,
      beneficiaryReady: true,
    });
  });

  it("a tampered draft restores only what fits", () => {
    const draft = parseDraft(
      newAuthorizationFlow,
      JSON.stringify({ kind: "nope", sponsorSlug: "", beneficiaryId: 4.5, beneficiaryReady: "yes" }),
    );
    expect(restoreSearch(draft ?? {}, SEARCH_INITIAL)).toEqual(SEARCH_INITIAL);
  });
});
