/**
 * The package configuration body and its rules (001 §3 "Agreement" package configuration; §9
 * delivery channels, "ZIP split size in MB with a suffix"; issue 8 §2 "a duplicate group name asks
 * whether to replace", §6 "every form schema (valid and invalid examples)"): the JSON Schema the
 * reference API validates with, the cross-field rules shared with the portal, and the group
 * replacement the portal's group dialog performs.
 */
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import {
  duplicateGroupIndex,
  groupNameKey,
  packageConfigurationBody,
  packageConfigurationProblems,
  saveGroup,
  type PackageConfigurationBody,
  type PackageGroup,
} from "../../../schemas/requests/agreement-packages";

const ajv = new Ajv({ allErrors: true, strict: true });
addFormats(ajv);
const validate = ajv.compile(packageConfigurationBody);

const group = (name: string, codes: string[] = ["FEV", "RIPS"]): PackageGroup => ({
  name,
  folder: name.replace(/\s+/g, "_"),
  file_name: `${name.replace(/\s+/g, "_")}.pdf`,
  supports: codes.map((code, i) => ({ support_file_code: code, order: i + 1, copies: 1 })),
});

const valid: PackageConfigurationBody = {
  delivery_channel: "SFTP",
  export_route: "sftp://files.payer.example/incoming",
  separate_files: true,
  package_folder_name: "Paquetes NEPS",
  package_type: "PDF_ZIP",
  export_type: "PER_INVOICE",
  file_format_name: "FEV_{invoice}",
  split_file_size_mb: 20,
  split_file_suffix: "_part",
  groups: [group("Facturas"), group("Clínicos", ["HC", "EPI"])],
};

const problemsOf = (patch: Partial<PackageConfigurationBody>) =>
  packageConfigurationProblems({ ...valid, ...patch }).map((p) => p.field);

describe("package configuration body (001 §3 'package configuration')", () => {
  it("accepts a complete configuration and a minimal one", () => {
    expect(validate(valid)).toBe(true);
    const minimal = {
      delivery_channel: "EMAIL",
      export_route: "radicacion@payer.example",
      separate_files: false,
      package_folder_name: "paquetes",
      package_type: "PDF",
      export_type: "PER_SETTLEMENT",
      groups: [],
    };
    expect(validate(minimal)).toBe(true);
    expect(packageConfigurationProblems(minimal as PackageConfigurationBody)).toEqual([]);
    expect(packageConfigurationProblems(valid)).toEqual([]);
  });

  it.each([
    ["an unknown delivery channel", { delivery_channel: "FTP" }],
    ["an unknown package type", { package_type: "ZIP" }],
    ["an unknown export type", { export_type: "DAILY" }],
    ["an empty export route", { export_route: "" }],
    ["a folder name with a slash", { package_folder_name: "a/b" }],
    ["a folder name starting with a dot", { package_folder_name: ".hidden" }],
    ["a split size of 0 MB", { split_file_size_mb: 0 }],
    ["a split size with decimals", { split_file_size_mb: 1.5 }],
    ["a split size above 2048 MB", { split_file_size_mb: 4096 }],
    ["a suffix with spaces", { split_file_suffix: "part 1" }],
    ["a group without supports", { groups: [{ ...group("A"), supports: [] }] }],
    [
      "a support with 0 copies",
      { groups: [{ ...group("A"), supports: [{ support_file_code: "FEV", order: 1, copies: 0 }] }] },
    ],
    [
      "a support with 11 copies",
      { groups: [{ ...group("A"), supports: [{ support_file_code: "FEV", order: 1, copies: 11 }] }] },
    ],
    [
      "a support with order 0",
      { groups: [{ ...group("A"), supports: [{ support_file_code: "FEV", order: 0, copies: 1 }] }] },
    ],
    ["an unknown field", { colour: "red" }],
  ])("refuses %s", (_, patch) => {
    expect(validate({ ...valid, ...patch })).toBe(false);
  });

  it("refuses a configuration without its required fields", () => {
    for (const field of ["delivery_channel", "export_route", "package_type", "groups"]) {
      const body: Record<string, unknown> = { ...valid };
      delete body[field];
      expect(validate(body)).toBe(false);
    }
  });
});

describe("package configuration rules (001 §9; docs/decisions.md 'Agreement packages')", () => {
  it.each([
    ["EMAIL", "radicacion@payer.example", "sftp://x/y"],
    ["VIRTUAL_DIRECTORY", "\\\\fileserver\\paquetes", "two  words<>"],
    ["S3", "s3://payer-bucket/incoming", "https://payer-bucket"],
    ["API", "https://api.payer.example/packages", "http://api.payer.example"],
    ["SFTP", "sftp://files.payer.example/in", "files.payer.example"],
  ] as const)("the export route of %s must fit the channel", (channel, good, bad) => {
    expect(problemsOf({ delivery_channel: channel, export_route: good })).toEqual([]);
    expect(problemsOf({ delivery_channel: channel, export_route: bad })).toEqual(["export_route"]);
  });

  it("a split size needs a suffix, a suffix a size, and both a PDF + ZIP package", () => {
    expect(problemsOf({ split_file_suffix: null })).toEqual(["split_file_suffix"]);
    expect(problemsOf({ split_file_size_mb: null })).toEqual(["split_file_size_mb"]);
    expect(problemsOf({ package_type: "PDF" })).toEqual(["split_file_size_mb"]);
    expect(problemsOf({ package_type: "PDF", split_file_size_mb: null, split_file_suffix: null })).toEqual(
      [],
    );
  });

  it("group names are unique, ignoring case, accents and spaces around", () => {
    expect(problemsOf({ groups: [group("Clínicos"), group(" clinicos ")] })).toEqual(["groups.1.name"]);
    expect(groupNameKey(" Clínicos ")).toBe(groupNameKey("CLINICOS"));
  });

  it("within a group a support appears once and orders do not repeat", () => {
    const twice: PackageGroup = {
      ...group("A"),
      supports: [
        { support_file_code: "FEV", order: 1, copies: 1 },
        { support_file_code: "FEV", order: 2, copies: 1 },
        { support_file_code: "HC", order: 2, copies: 2 },
      ],
    };
    expect(problemsOf({ groups: [twice] })).toEqual([
      "groups.0.supports.1.support_file_code",
      "groups.0.supports.2.order",
    ]);
  });
});

describe("saving a group (issue 8 §2 'a duplicate group name asks whether to replace')", () => {
  const groups = [group("Facturas"), group("Clínicos"), group("Soportes")];

  it("finds the colliding group, never the edited one itself", () => {
    expect(duplicateGroupIndex(groups, "facturas")).toBe(0);
    expect(duplicateGroupIndex(groups, "Facturas", 0)).toBe(-1);
    expect(duplicateGroupIndex(groups, "Nuevo")).toBe(-1);
  });

  it("adds a new group and edits one in place", () => {
    expect(saveGroup(groups, group("Nuevo"), -1, false).map((g) => g.name)).toEqual([
      "Facturas",
      "Clínicos",
      "Soportes",
      "Nuevo",
    ]);
    const edited = saveGroup(groups, group("Clínicos", ["HC"]), 1, false);
    expect(edited[1].supports).toHaveLength(1);
    expect(groups[1].supports).toHaveLength(2);
  });

  it("refuses a duplicate name unless replacing; replacing keeps the other's place and drops the edited one", () => {
    expect(() => saveGroup(groups, group("CLINICOS"), -1, false)).toThrow(/exists/);
    const added = saveGroup(groups, group("CLINICOS", ["HC"]), -1, true);
    expect(added.map((g) => g.name)).toEqual(["Facturas", "CLINICOS", "Soportes"]);
    const renamed = saveGroup(groups, group("Facturas", ["OM"]), 2, true);
    expect(renamed.map((g) => g.name)).toEqual(["Facturas", "Clínicos"]);
    expect(renamed[0].supports[0].support_file_code).toBe("OM");
  });
});
