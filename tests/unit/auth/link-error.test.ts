/**
 * /change-password's message for a failed link (000 §2 "a used or invalid link shows an
 * already-used message", 000 §8 "reset link already used").
 */
import { describe, expect, it } from "vitest";
import { describeLinkError } from "../../../src/areas/auth/link-error";

describe("describeLinkError (000 §2)", () => {
  it("a used, an unknown or expired, and a missing link all show the already-used text", () => {
    expect(describeLinkError({ error_code: "LINK_ALREADY_USED" })).toEqual({ key: "errors.linkAlreadyUsed" });
    expect(describeLinkError({ error_code: "LINK_INVALID" })).toEqual({ key: "errors.linkAlreadyUsed" });
    expect(describeLinkError(null)).toEqual({ key: "errors.linkAlreadyUsed" });
  });

  it("other failures keep their own message", () => {
    expect(describeLinkError({ error_code: "LINK_NO_LONGER_AVAILABLE" })).toEqual({
      key: "errors.linkNoLongerAvailable",
    });
    expect(describeLinkError({ error_code: "WEAK", message: "Too short" }).key).not.toBe(
      "errors.linkAlreadyUsed",
    );
  });
});
