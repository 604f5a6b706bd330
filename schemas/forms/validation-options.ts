/**
 * ajv options every validator of the house's JSON Schemas uses (the forms' run-time and
 * build-time validators, the reference API's body validation): one rule for what a schema means.
 *
 * `multipleOfPrecision`: an amount with 2 decimals is `multipleOf: 0.01` (001 §9), and in binary
 * floating point 0.07 / 0.01 is 7.000000000000001, so without a precision ajv refuses about one in
 * nine such amounts (0.07, 0.29, 1.13 …). 6 digits is enough for amounts up to 10^12 and still
 * refuses a third decimal.
 */
export const AJV_OPTIONS = { multipleOfPrecision: 6 } as const;
