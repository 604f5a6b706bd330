/**
 * The pure rules of the glosa screens (issue 9 §4): the response deadline (docs/decisions.md
 * "Glosa deadline") and the 12 glosa error texts of 001 §8 in every language. The upload refusals
 * before the network are the one file check's (tests/unit/lib/file-check.test.ts, GLOSA_FILE_POLICY).
 */
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "../../../providers/i18n";
import { glosaText } from "../../../sandbox/lib/glosa-messages";
import { glosaDeadline, localToday } from "../../../src/areas/rcm/glosas/deadline";
import {
  GLOSA_ERROR_CODES,
  glosaErrorKey,
  glosaFailure,
  isGlosaErrorCode,
} from "../../../src/areas/rcm/glosas/glosa-errors";
import { textsOf } from "../../locales";

describe("glosa response deadline (docs/decisions.md 'Glosa deadline')", () => {
  const g = (notified: string, days: number, status = "PENDING") => ({
    glossNotificationDate: notified,
    daysResponse: days,
    glosaStatus: status,
  });

  it("is the notification date plus the days to respond, in calendar days", () => {
    expect(glosaDeadline(g("2026-11-10", 15), "2026-11-10")).toEqual({
      dueDate: "2026-11-25",
      daysLeft: 15,
      level: "on-time",
    });
    expect(glosaDeadline(g("2026-02-20", 15), "2026-03-01").dueDate).toBe("2026-03-07");
  });

  it("is near at 5 days left or fewer (0 = due today), past below 0, and none once FILED", () => {
    expect(glosaDeadline(g("2026-11-10", 15), "2026-11-19")).toMatchObject({ daysLeft: 6, level: "on-time" });
    expect(glosaDeadline(g("2026-11-10", 15), "2026-11-20")).toMatchObject({
      daysLeft: 5,
      level: "due-soon",
    });
    expect(glosaDeadline(g("2026-11-10", 15), "2026-11-25")).toMatchObject({
      daysLeft: 0,
      level: "due-soon",
    });
    expect(glosaDeadline(g("2026-11-10", 15), "2026-11-26")).toMatchObject({
      daysLeft: -1,
      level: "overdue",
    });
    expect(glosaDeadline(g("2026-11-10", 15, "FILED"), "2026-12-30")).toEqual({
      dueDate: null,
      daysLeft: null,
      level: "filed",
    });
  });

  it("is unknown without a valid date or days", () => {
    expect(glosaDeadline(g("2026-02-30", 15), "2026-03-01").level).toBe("unknown");
    expect(glosaDeadline({ glossNotificationDate: null, daysResponse: 15 }, "2026-03-01").level).toBe(
      "unknown",
    );
    expect(glosaDeadline(g("2026-02-01", -1), "2026-03-01").level).toBe("unknown");
  });

  it("today is the browser's calendar day", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});

describe("the 12 glosa error texts of 001 §8", () => {
  it("are the codes the reference API answers, each with its own server text per language", () => {
    expect(GLOSA_ERROR_CODES).toHaveLength(12);
    for (const lang of ["es", "en", "pt"] as const) {
      const texts = GLOSA_ERROR_CODES.map((code) => glosaText(code, lang));
      expect(new Set(texts).size, lang).toBe(12);
    }
  });

  it.each(SUPPORTED_LOCALES.map((l) => [l]))("%s translates every code", (locale) => {
    const texts = textsOf(locale) as unknown as { glosas: { errors: Record<string, string> } };
    for (const code of GLOSA_ERROR_CODES) {
      expect(texts.glosas.errors[code], code).toMatch(/\S/);
    }
    expect(new Set(Object.values(texts.glosas.errors)).size).toBe(12);
  });

  it("maps a failure to the code's text with what is particular once, else to the operation's text with the server message (issue 19 §4)", async () => {
    const t = i18next.createInstance();
    await t.init({ lng: "en", resources: { en: { translation: textsOf("en") } } });
    const fail = (body: unknown) => ({ isAxiosError: true, response: { status: 400, data: body } });
    for (const code of GLOSA_ERROR_CODES) {
      expect(isGlosaErrorCode(code)).toBe(true);
      // The server's sentence for the code is not said a second time; its particular detail is.
      const failure = glosaFailure(
        fail({ error_code: code, message: "server words (row 3)", detail: "row 3" }),
        "GLOSA_EXPORT_ERROR",
        t.t,
      );
      expect(failure.title).toBe(t.t(glosaErrorKey(code)));
      expect(failure.detail).toBe("row 3");
      expect(
        glosaFailure(fail({ error_code: code, message: "server words" }), "GLOSA_EXPORT_ERROR", t.t),
      ).toEqual({
        title: t.t(glosaErrorKey(code)),
      });
    }
    // The columns a file lacks, named as the user sees them (the grid's labels), never as keys.
    const columns = glosaFailure(
      fail({
        error_code: "GLOSA_INVALID_FORMAT",
        message:
          "El formato del archivo no es válido (faltan las columnas: glossNotificationDate, glossedAmount)",
        missingColumns: ["glossNotificationDate", "glossedAmount"],
      }),
      "GLOSA_FILE_READ_ERROR",
      t.t,
    );
    expect(columns).toEqual({
      title: "The file's format is not valid (PDF, XLSX or TXT with the glosa columns).",
      detail: "Missing columns: Notification date, Glossed.",
    });
    const other = glosaFailure(
      fail({ error_code: "VALIDATION_ERROR", message: "acceptedValue is above" }),
      "GLOSA_COMMENT_SEND_ERROR",
      t.t,
    );
    expect(other).toEqual({ title: "The comment could not be sent.", detail: "acceptedValue is above" });
    expect(isGlosaErrorCode("VALIDATION_ERROR")).toBe(false);
  });
});
