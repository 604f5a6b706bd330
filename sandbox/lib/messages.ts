/**
 * Server messages in the caller's language (docs/api-contract.md "General": Accept-Language es-DO,
 * es, en, pt; fallback es). Texts of 000 §8 where the specification gives them.
 */

/** Languages the server answers in. */
export type Lang = "es-DO" | "es" | "en" | "pt";

interface Texts {
  es: string;
  en: string;
  pt: string;
  "es-DO"?: string;
}

const MESSAGES = {
  BAD_CREDENTIALS: { es: "Credenciales incorrectas", en: "Bad credentials", pt: "Credenciais erradas!" },
  INVALID_CLIENT: {
    es: "Autenticación del cliente fallida",
    en: "Client authentication failed",
    pt: "Falha na autenticação do cliente",
  },
  INVALID_REFRESH_TOKEN: {
    es: "Token de actualización inválido o expirado",
    en: "Invalid or expired refresh token",
    pt: "Token de atualização inválido ou expirado",
  },
  REFRESH_TOKEN_REUSED: {
    es: "Token de actualización ya utilizado; la sesión fue revocada",
    en: "Refresh token already used; the session has been revoked",
    pt: "Token de atualização já utilizado; a sessão foi revogada",
  },
  UNSUPPORTED_GRANT_TYPE: {
    es: "Tipo de concesión no soportado",
    en: "Unsupported grant type",
    pt: "Tipo de concessão não suportado",
  },
  INVALID_TOKEN: {
    es: "Token de acceso inválido o expirado",
    en: "Invalid or expired access token",
    pt: "Token de acesso inválido ou expirado",
  },
  EMAIL_NOT_REGISTERED: {
    es: "El correo electrónico no está registrado",
    en: "The email is not registered",
    pt: "O e-mail não está cadastrado",
  },
  LINK_ALREADY_USED: {
    es: "Este enlace ya fue utilizado",
    en: "This link has already been used",
    pt: "Este link já foi utilizado",
  },
  LINK_INVALID: {
    es: "El enlace no es válido o ha expirado",
    en: "The link is invalid or has expired",
    pt: "O link é inválido ou expirou",
  },
  PASSWORD_POLICY: {
    es: "La contraseña debe tener al menos 10 caracteres, una minúscula, una mayúscula, un número y un carácter especial",
    en: "The password needs at least 10 characters, a lowercase letter, an uppercase letter, a digit and a special character",
    pt: "A senha precisa de pelo menos 10 caracteres, uma letra minúscula, uma maiúscula, um número e um caractere especial",
  },
  BAD_PREVIOUS_PASSWORD: {
    es: "La contraseña actual es incorrecta",
    en: "The current password is incorrect",
    pt: "A senha atual está incorreta",
  },
  VERIFICATION_CODE_INCORRECT: {
    es: "El código de verificación es incorrecto",
    en: "The verification code is incorrect",
    pt: "O código de verificação está incorreto",
  },
  TOO_MANY_ATTEMPTS: {
    es: "Demasiados intentos; espere unos minutos e intente de nuevo",
    en: "Too many attempts; wait a few minutes and try again",
    pt: "Muitas tentativas; aguarde alguns minutos e tente novamente",
  },
  LINK_NO_LONGER_AVAILABLE: {
    es: "El código ya no está disponible; solicite uno nuevo",
    en: "The code is no longer available; request a new one",
    pt: "O código não está mais disponível; solicite um novo",
  },
  TFA_METHOD_NOT_AVAILABLE: {
    es: "Este método de verificación no está disponible para el usuario",
    en: "This verification method is not available for the user",
    pt: "Este método de verificação não está disponível para o usuário",
  },
  TERMS_NOT_FOUND: {
    es: "Términos y condiciones desconocidos",
    en: "Unknown terms and conditions",
    pt: "Termos e condições desconhecidos",
  },
  INSUFFICIENT_PERMISSIONS: {
    es: "No tiene permisos para esta operación",
    en: "You do not have permission for this operation",
    pt: "Você não tem permissão para esta operação",
  },
  RESOURCE_NOT_FOUND: {
    es: "Recurso no encontrado",
    en: "Resource not found",
    pt: "Recurso não encontrado",
  },
  VALIDATION_ERROR: { es: "Datos inválidos", en: "Invalid data", pt: "Dados inválidos" },
  IDEMPOTENCY_KEY_REUSED: {
    es: "La clave de idempotencia ya se usó con otra solicitud",
    en: "The idempotency key was already used with another request",
    pt: "A chave de idempotência já foi usada com outra solicitação",
  },
  IDEMPOTENCY_KEY_IN_PROGRESS: {
    es: "Una solicitud con la misma clave de idempotencia está en curso; intente de nuevo en un momento",
    en: "A request with the same idempotency key is in progress; try again in a moment",
    pt: "Uma solicitação com a mesma chave de idempotência está em andamento; tente novamente em instantes",
  },
  PAYLOAD_TOO_LARGE: {
    es: "El cuerpo de la solicitud es demasiado grande",
    en: "The request body is too large",
    pt: "O corpo da solicitação é grande demais",
  },
  INTERNAL_SERVER_ERROR: {
    es: "Ocurrió un problema técnico",
    en: "A technical problem occurred",
    pt: "Ocorreu um problema técnico",
  },
  SUPPORT_FILE_RESTRICTED: {
    es: "No tiene permiso sobre este tipo de soporte en esta cuenta",
    en: "You may not work with this support-file type on this account",
    pt: "Você não tem permissão para este tipo de suporte nesta conta",
  },
  UNSUPPORTED_FILE_TYPE: {
    es: "El contenido del archivo no es un tipo permitido (PNG, JPEG, XML, PDF, JSON, ZIP o texto)",
    en: "The file's content is not an allowed type (PNG, JPEG, XML, PDF, JSON, ZIP or text)",
    pt: "O conteúdo do arquivo não é um tipo permitido (PNG, JPEG, XML, PDF, JSON, ZIP ou texto)",
  },
  FILE_TOO_LARGE: {
    es: "El archivo supera los 20 MB",
    en: "The file is larger than 20 MB",
    pt: "O arquivo excede 20 MB",
  },
  EMPTY_FILE: { es: "El archivo está vacío", en: "The file is empty", pt: "O arquivo está vazio" },
  INVALID_STATUS_TRANSITION: {
    es: "La cuenta no puede pasar a ese estado desde su estado actual",
    en: "The account cannot move to that status from its current status",
    pt: "A conta não pode passar para esse status a partir do status atual",
  },
  INCOMPLETE_ACCOUNT: {
    es: "La cuenta tiene soportes pendientes; confirme para armarla de todas formas",
    en: "The account has missing support documents; confirm to assemble it anyway",
    pt: "A conta tem suportes pendentes; confirme para montá-la mesmo assim",
  },
  PACKAGE_NOT_GENERATED: {
    es: "La cuenta no tiene un paquete generado",
    en: "The account has no generated package",
    pt: "A conta não tem um pacote gerado",
  },
  DATABASE_FILE_NOT_FOUND_IN_S3: {
    es: "El archivo guardado no se encontró",
    en: "The stored file was not found",
    pt: "O arquivo guardado não foi encontrado",
  },
  NO_FILES_AVAILABLE_FOR_DOWNLOAD: {
    es: "No hay archivos disponibles para descargar",
    en: "No files are available for download",
    pt: "Não há arquivos disponíveis para download",
  },
  COMMENT_REQUIRED: {
    es: "El comentario no puede estar vacío",
    en: "The comment cannot be empty",
    pt: "O comentário não pode estar vazio",
  },
  AUDIT_NOT_PENDING: {
    es: "La cuenta no está en auditoría",
    en: "The account is not in audit",
    pt: "A conta não está em auditoria",
  },
  SAVED_VIEW_PHI_FILTER: {
    es: "Una vista guardada no puede incluir filtros con datos de pacientes",
    en: "A saved view cannot hold filters with patient data",
    pt: "Uma visualização salva não pode conter filtros com dados de pacientes",
  },
  SAVED_VIEW_LIMIT: {
    es: "Se alcanzó el máximo de vistas guardadas para esta lista",
    en: "The most saved views for this list has been reached",
    pt: "Foi atingido o máximo de visualizações salvas para esta lista",
  },
  PRE_SETTLEMENT_TRANSITION: {
    es: "La prerradicación no puede pasar a ese estado desde su estado actual",
    en: "The pre-settlement cannot move to that status from its current status",
    pt: "A pré-liquidação não pode passar para esse status a partir do status atual",
  },
  PRE_SETTLEMENT_NOT_BUILDABLE: {
    es: "La prerradicación no se puede armar en su estado actual",
    en: "The pre-settlement cannot be built in its current status",
    pt: "A pré-liquidação não pode ser montada no status atual",
  },
  PRE_SETTLEMENT_NO_INVOICES: {
    es: "La prerradicación no tiene facturas",
    en: "The pre-settlement has no invoices",
    pt: "A pré-liquidação não tem faturas",
  },
  PRE_SETTLEMENT_NOT_BUILT: {
    es: "La prerradicación no tiene archivos generados: ármela primero",
    en: "The pre-settlement has no generated files: build it first",
    pt: "A pré-liquidação não tem arquivos gerados: monte-a primeiro",
  },
  PRE_SETTLEMENT_FILE_TYPE_MISMATCH: {
    es: "El contenido del archivo no es del mismo tipo que el archivo que reemplaza",
    en: "The file's content is not of the same type as the file it replaces",
    pt: "O conteúdo do arquivo não é do mesmo tipo que o arquivo que substitui",
  },
  PRE_SETTLEMENT_NOT_DOWNLOADABLE: {
    es: "La prerradicación no está en un estado descargable",
    en: "The pre-settlement is not in a downloadable state",
    pt: "A pré-liquidação não está em um estado que permita download",
  },
  PACKAGE_FOLDER_INVALID: {
    es: "La carpeta de paquetes debe ser una ruta relativa de nombres de carpeta, sin '..'",
    en: "The package folder must be a relative path of folder names, without '..'",
    pt: "A pasta de pacotes deve ser um caminho relativo de nomes de pastas, sem '..'",
  },
  BR_CREDENTIALS_REQUIRED: {
    es: "La integración, el usuario y la contraseña son obligatorios",
    en: "The integration, username and password are required",
    pt: "A integração, o usuário e a senha são obrigatórios",
  },
  BR_CREDENTIALS_UNKNOWN_WORKER: {
    es: "La integración debe ser SIAD u ORIZON",
    en: "The integration must be SIAD or ORIZON",
    pt: "A integração deve ser SIAD ou ORIZON",
  },
  BR_CREDENTIALS_TOO_LONG: {
    es: "El usuario admite hasta 120 caracteres y la contraseña hasta 200",
    en: "The username takes at most 120 characters and the password at most 200",
    pt: "O usuário aceita até 120 caracteres e a senha até 200",
  },
  BR_CREDENTIALS_EXIST: {
    es: "Ya hay credenciales para esta integración: actualícelas",
    en: "There are already credentials for this integration: update them",
    pt: "Já existem credenciais para esta integração: atualize-as",
  },
  BR_CREDENTIALS_NOT_FOUND: {
    es: "No hay credenciales para esta integración: créelas primero",
    en: "There are no credentials for this integration: create them first",
    pt: "Não há credenciais para esta integração: crie-as primeiro",
  },
  V2_FILE_TYPE: {
    es: "El contenido del archivo no es un tipo permitido (PNG, JPEG, XML o PDF)",
    en: "The file's content is not an allowed type (PNG, JPEG, XML or PDF)",
    pt: "O conteúdo do arquivo não é um tipo permitido (PNG, JPEG, XML ou PDF)",
  },
  V2_DOCUMENT_TOO_LARGE: {
    es: "Los documentos adicionales no pueden superar los 10 MB",
    en: "Additional documents cannot be larger than 10 MB",
    pt: "Os documentos adicionais não podem exceder 10 MB",
  },
  V2_TOO_MANY_FILES: {
    es: "La autorización ya tiene el máximo de 10 archivos adjuntos",
    en: "The authorization already has the most attachments allowed (10)",
    pt: "A autorização já tem o máximo de 10 anexos",
  },
  V2_STATUS_CHANGED: {
    es: "El estado de la autorización cambió; recargue e intente de nuevo",
    en: "The authorization's status has changed; reload and try again",
    pt: "O status da autorização mudou; recarregue e tente novamente",
  },
} satisfies Record<string, Texts>;

/** Message codes (also the `error_code` of most errors). */
export type MessageCode = keyof typeof MESSAGES;

/** True when the code has a translated text. */
export function isMessageCode(code: string): code is MessageCode {
  return Object.prototype.hasOwnProperty.call(MESSAGES, code);
}

/** The text of a message in a language (es-DO falls back to es). */
export function translate(code: MessageCode, lang: Lang): string {
  const texts: Texts = MESSAGES[code];
  if (lang === "es-DO") return texts["es-DO"] ?? texts.es;
  return texts[lang];
}

/**
 * Chooses the language from an Accept-Language header: the first (by q) tag that is es-DO, another
 * es-*, en-* or pt-*; fallback es.
 */
export function pickLanguage(header: string | undefined): Lang {
  if (!header) return "es";
  const tags = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    if (tag === "es-do") return "es-DO";
    const base = tag.split("-")[0];
    if (base === "es" || base === "en" || base === "pt") return base;
  }
  return "es";
}
