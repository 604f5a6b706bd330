/**
 * The 12 glosa error codes of 001 §8 "Glosa and AI errors" and their server texts in the
 * languages the API answers in (docs/api-contract.md "Glosas"). The portal carries its own
 * translations of the same codes (locales/<lang>/glosas.json `glosas.errors.<code>`).
 */
import type { Lang } from "./messages";
import type { GlosaErrorCode } from "../../schemas/requests/glosas";

export { GLOSA_ERROR_CODES, type GlosaErrorCode } from "../../schemas/requests/glosas";

const TEXTS: Record<GlosaErrorCode, { es: string; en: string; pt: string }> = {
  GLOSA_FILE_READ_ERROR: {
    es: "No se pudo leer el archivo de glosas",
    en: "The glosa file could not be read",
    pt: "Não foi possível ler o arquivo de glosas",
  },
  GLOSA_FILE_SIZE_EXCEEDED: {
    es: "El archivo supera los 5 MB permitidos",
    en: "The file is larger than the 5 MB allowed",
    pt: "O arquivo excede os 5 MB permitidos",
  },
  GLOSA_INVALID_FORMAT: {
    es: "El formato del archivo no es válido (PDF, XLSX o TXT con las columnas de glosas)",
    en: "The file's format is not valid (PDF, XLSX or TXT with the glosa columns)",
    pt: "O formato do arquivo não é válido (PDF, XLSX ou TXT com as colunas de glosas)",
  },
  GLOSA_PAYER_CONFIGURATION_NOT_FOUND: {
    es: "No se encontró la configuración del pagador",
    en: "The payer's configuration was not found",
    pt: "A configuração do pagador não foi encontrada",
  },
  GLOSA_NOTIFICATION_QUANTITY_UNDETERMINABLE: {
    es: "No se pudo determinar la cantidad de notificaciones",
    en: "The notification quantity could not be determined",
    pt: "Não foi possível determinar a quantidade de notificações",
  },
  GLOSA_MAX_FILES: {
    es: "Solo se permiten 5 archivos PDF cargados o en proceso a la vez",
    en: "Only 5 PDF files may be uploaded or processing at once",
    pt: "Somente 5 arquivos PDF podem estar carregados ou em processamento ao mesmo tempo",
  },
  GLOSA_PREVIEW_TOO_LARGE: {
    es: "El documento es demasiado grande para la vista previa",
    en: "The document is too large to preview",
    pt: "O documento é grande demais para a pré-visualização",
  },
  GLOSA_DETAIL_FETCH_ERROR: {
    es: "No se pudo obtener el detalle de la glosa",
    en: "The glosa's detail could not be fetched",
    pt: "Não foi possível obter o detalhe da glosa",
  },
  GLOSA_COMMENT_SEND_ERROR: {
    es: "No se pudo enviar el comentario",
    en: "The comment could not be sent",
    pt: "Não foi possível enviar o comentário",
  },
  GLOSA_NOTIFICATION_DATE_UPDATE_ERROR: {
    es: "No se pudo actualizar la fecha de notificación",
    en: "The notification date could not be updated",
    pt: "Não foi possível atualizar a data de notificação",
  },
  GLOSA_EXPORT_ERROR: {
    es: "No se pudo exportar la lista de glosas",
    en: "The glosa list could not be exported",
    pt: "Não foi possível exportar a lista de glosas",
  },
  GLOSA_DELETE_ERROR: {
    es: "No se pudo eliminar",
    en: "It could not be deleted",
    pt: "Não foi possível excluir",
  },
};

/** The server text of a glosa error code in `lang` (es-DO reads the es text). */
export function glosaText(code: GlosaErrorCode, lang: Lang): string {
  const texts = TEXTS[code];
  return lang === "en" ? texts.en : lang === "pt" ? texts.pt : texts.es;
}
