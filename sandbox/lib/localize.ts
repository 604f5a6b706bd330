/**
 * Validation and not-found messages in the caller's language (issue 19 §4; docs/api-contract.md
 * "General": Accept-Language es-DO, es, en, pt; 000 §8 message selection shows the server's
 * message). Routes and the validators write a validation message in English, field first
 * (`id must be a UUID`, `email is required`; the portal matches a message starting with a field
 * path to its field); {@link localizeMessage} answers it in the request's language when its shape
 * is one of {@link SHAPES}, the field names kept as sent. A message of another shape stays as
 * written.
 */
import type { Lang } from "./messages";

type Texts = { es: string; pt: string };

/** An English message shape (anchored) and its Spanish and Portuguese texts ($1, $2… the captures). */
const SHAPES: readonly (readonly [RegExp, Texts])[] = [
  [
    /^(.+) must be a UUID$/,
    { es: "$1 no es un identificador válido", pt: "$1 não é um identificador válido" },
  ],
  [/^(.+) is required(?: \((.+)\))?$/, { es: "$1 es obligatorio", pt: "$1 é obrigatório" }],
  [
    /^(.+) is not an allowed field$/,
    { es: "$1 no es un campo permitido", pt: "$1 não é um campo permitido" },
  ],
  [/^(.+) must be true or false$/, { es: "$1 debe ser true o false", pt: "$1 deve ser true ou false" }],
  [
    /^(.+) must be a date YYYY-MM-DD$/,
    { es: "$1 debe ser una fecha AAAA-MM-DD", pt: "$1 deve ser uma data AAAA-MM-DD" },
  ],
  [
    /^(.+) must be a non-negative decimal$/,
    { es: "$1 debe ser un número decimal no negativo", pt: "$1 deve ser um número decimal não negativo" },
  ],
  [/^(.+) must be an integer$/, { es: "$1 debe ser un número entero", pt: "$1 deve ser um número inteiro" }],
  [
    /^(.+) must be between (\S+) and (\S+)$/,
    { es: "$1 debe estar entre $2 y $3", pt: "$1 deve estar entre $2 e $3" },
  ],
  [/^(.+) must be one of (.+)$/, { es: "$1 debe ser uno de: $2", pt: "$1 deve ser um de: $2" }],
  [
    /^(.+) must be equal to one of the allowed values$/,
    { es: "$1 no es uno de los valores permitidos", pt: "$1 não é um dos valores permitidos" },
  ],
  [
    /^(.+) is longer than (\d+) characters$/,
    { es: "$1 supera los $2 caracteres", pt: "$1 excede $2 caracteres" },
  ],
  [
    /^(.+) must NOT have more than (\d+) characters$/,
    { es: "$1 admite hasta $2 caracteres", pt: "$1 aceita até $2 caracteres" },
  ],
  [
    /^(.+) must NOT have fewer than (\d+) characters$/,
    { es: "$1 necesita al menos $2 caracteres", pt: "$1 precisa de pelo menos $2 caracteres" },
  ],
  [
    /^(.+) must NOT have more than (\d+) items$/,
    { es: "$1 admite hasta $2 elementos", pt: "$1 aceita até $2 itens" },
  ],
  [
    /^(.+) must be >= (\S+)$/,
    { es: "$1 debe ser mayor o igual que $2", pt: "$1 deve ser maior ou igual a $2" },
  ],
  [
    /^(.+) must be <= (\S+)$/,
    { es: "$1 debe ser menor o igual que $2", pt: "$1 deve ser menor ou igual a $2" },
  ],
  [/^(.+) must be > (\S+)$/, { es: "$1 debe ser mayor que $2", pt: "$1 deve ser maior que $2" }],
  [/^(.+) must be < (\S+)$/, { es: "$1 debe ser menor que $2", pt: "$1 deve ser menor que $2" }],
  [/^(.+) must match format "(.+)"$/, { es: "$1 no tiene el formato $2", pt: "$1 não tem o formato $2" }],
  [
    /^(.+) must match pattern ".+"$/,
    { es: "$1 no tiene el formato esperado", pt: "$1 não tem o formato esperado" },
  ],
  [
    /^(.+) must be (string|number|integer|boolean|object|array|null)(?:,(string|number|integer|boolean|object|array|null))*$/,
    { es: "$1 no es del tipo esperado ($2)", pt: "$1 não é do tipo esperado ($2)" },
  ],
  [/^(.+): unknown value (.+)$/, { es: "$1: valor desconocido $2", pt: "$1: valor desconhecido $2" }],
  [/^(.+) has too many values$/, { es: "$1 tiene demasiados valores", pt: "$1 tem valores demais" }],
  [/^(.+) is after (.+)$/, { es: "$1 es posterior a $2", pt: "$1 é posterior a $2" }],
  [/^(.+) is not valid JSON$/, { es: "$1 no es un JSON válido", pt: "$1 não é um JSON válido" }],
  [/^missing columns: (.+)$/, { es: "faltan las columnas: $1", pt: "faltam as colunas: $1" }],
  [/^row (\d+): (.+)$/, { es: "fila $1: $2", pt: "linha $1: $2" }],
  [
    /^body is invalid$|^invalid body$/,
    { es: "El cuerpo de la solicitud no es válido", pt: "O corpo da solicitação não é válido" },
  ],
  [
    /^The download link is unknown or has expired$/,
    { es: "El enlace de descarga no existe o expiró", pt: "O link de download não existe ou expirou" },
  ],
  [
    /^The stored file is missing$/,
    { es: "No se encontró el archivo guardado", pt: "O arquivo guardado não foi encontrado" },
  ],
];

/**
 * The message in `lang` (es-DO as es): a known English shape translated, field names and values as
 * written; English, and any other shape, as given.
 * @param message an English validation or not-found message of the reference API.
 */
export function localizeMessage(message: string, lang: Lang): string {
  if (lang === "en") return message;
  const language = lang === "pt" ? "pt" : "es";
  for (const [shape, texts] of SHAPES) {
    const match = shape.exec(message);
    if (match) return texts[language].replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? "");
  }
  return message;
}
