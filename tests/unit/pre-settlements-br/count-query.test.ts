/**
 * The count panel's query (issue 9 §2 "the panel's counts match its list"; 001 §7 the list's
 * search_value, statuses, from_date, to_date): the list's URL state written as the data provider
 * writes the list's own call, without paging.
 */
import { describe, expect, it } from "vitest";
import preSettlementsBr from "../../../resources/pre-settlements-br";
import { countQueryOf } from "../../../src/areas/rcm/pre-settlements-br/count-query";

const of = (query: string) => countQueryOf(new URLSearchParams(query), preSettlementsBr.list);

describe("count panel query", () => {
  it("is empty without filters, and never carries paging", () => {
    expect(of("")).toEqual({});
    expect(of("page=3&size=50")).toEqual({});
  });

  it("sends the search, the statuses comma-joined and the sent-date range under the list's names", () => {
    expect(
      of(
        "search=FE-100&statuses=SENT&statuses=SEND_ERROR&sentDate.from=2026-09-01&sentDate.to=2026-10-31&page=2",
      ),
    ).toEqual({
      search_value: "FE-100",
      statuses: "SENT,SEND_ERROR",
      from_date: "2026-09-01",
      to_date: "2026-10-31",
    });
  });

  it("drops a filter the list does not declare, and passes a status value as the list does", () => {
    expect(of("payer=x&accountId=y")).toEqual({});
    // The list sends it too; the reference API refuses both with 400 (one message, no wrong counts).
    expect(of("statuses=SEND_ERROR&statuses=LOST")).toEqual({ statuses: "SEND_ERROR,LOST" });
  });
});
