/**
 * The ICD-10 diagnoses the reference API seeds (issue 20 §3, §7 "diagnoses … large enough to make
 * search a real search"). No well-kept npm package ships the ICD-10 list, so it is generated
 * deterministically from the real structure of ICD-10: its 22 chapters (code ranges, Spanish
 * names), the real blocks and the best-known real categories named below; every other category of
 * a chapter's range is named after its block or chapter, and every category has the ten
 * four-character sub-codes `.0`–`.9` (qualifiers below). About 28,000 codes; Z00.0 is "Examen médico
 * general" (000 §5 default diagnosis). Names in Spanish (the claims desk is Dominican).
 */
import { normalizeSearchText } from "./search-text";

/** One diagnosis row (table medical_diagnoses). */
export type DiagnosisRow = {
  code: string;
  name: string;
  tags: string[];
  search_text: string;
};

/** [first category, last category, Spanish name, tags]. */
type Range = readonly [string, string, string, readonly string[]];

const CHAPTERS: readonly Range[] = [
  ["A00", "B99", "Ciertas enfermedades infecciosas y parasitarias", ["infecciosa"]],
  ["C00", "D48", "Neoplasias", ["neoplasia", "oncologia"]],
  ["D50", "D89", "Enfermedades de la sangre y del sistema inmunitario", ["hematologia"]],
  ["E00", "E90", "Enfermedades endocrinas, nutricionales y metabólicas", ["endocrino", "metabolico"]],
  ["F00", "F99", "Trastornos mentales y del comportamiento", ["salud mental"]],
  ["G00", "G99", "Enfermedades del sistema nervioso", ["neurologia"]],
  ["H00", "H59", "Enfermedades del ojo y sus anexos", ["oftalmologia"]],
  ["H60", "H95", "Enfermedades del oído y de la apófisis mastoides", ["otorrinolaringologia"]],
  ["I00", "I99", "Enfermedades del sistema circulatorio", ["cardiovascular"]],
  ["J00", "J99", "Enfermedades del sistema respiratorio", ["respiratorio"]],
  ["K00", "K93", "Enfermedades del sistema digestivo", ["digestivo"]],
  ["L00", "L99", "Enfermedades de la piel y del tejido subcutáneo", ["dermatologia"]],
  ["M00", "M99", "Enfermedades del sistema osteomuscular y del tejido conjuntivo", ["osteomuscular"]],
  ["N00", "N99", "Enfermedades del sistema genitourinario", ["genitourinario"]],
  ["O00", "O99", "Embarazo, parto y puerperio", ["obstetricia", "embarazo"]],
  ["P00", "P96", "Afecciones originadas en el período perinatal", ["perinatal"]],
  ["Q00", "Q99", "Malformaciones congénitas y anomalías cromosómicas", ["congenito"]],
  ["R00", "R99", "Síntomas, signos y hallazgos anormales clínicos y de laboratorio", ["sintoma"]],
  ["S00", "T98", "Traumatismos, envenenamientos y otras consecuencias de causas externas", ["trauma"]],
  ["V01", "Y98", "Causas externas de morbilidad y de mortalidad", ["causa externa"]],
  [
    "Z00",
    "Z99",
    "Factores que influyen en el estado de salud y contacto con los servicios de salud",
    ["control"],
  ],
  ["U00", "U99", "Códigos para situaciones especiales", ["especial"]],
];

const BLOCKS: readonly Range[] = [
  ["A00", "A09", "Enfermedades infecciosas intestinales", ["gastrointestinal"]],
  ["A15", "A19", "Tuberculosis", ["tuberculosis"]],
  ["A90", "A99", "Fiebres virales transmitidas por artrópodos", ["dengue", "vector"]],
  ["B15", "B19", "Hepatitis viral", ["hepatitis"]],
  ["B20", "B24", "Enfermedad por virus de la inmunodeficiencia humana", ["vih"]],
  ["B50", "B64", "Enfermedades debidas a protozoarios", ["parasitaria"]],
  ["C00", "C14", "Tumores malignos del labio, de la cavidad bucal y de la faringe", ["cancer"]],
  ["C15", "C26", "Tumores malignos de los órganos digestivos", ["cancer"]],
  ["C50", "C50", "Tumor maligno de la mama", ["cancer", "mama"]],
  ["D10", "D36", "Tumores benignos", ["benigno"]],
  ["D50", "D53", "Anemias nutricionales", ["anemia"]],
  ["E10", "E14", "Diabetes mellitus", ["diabetes"]],
  ["E40", "E46", "Desnutrición", ["nutricion"]],
  ["E65", "E68", "Obesidad y otros tipos de hiperalimentación", ["obesidad"]],
  ["F30", "F39", "Trastornos del humor (afectivos)", ["depresion", "ansiedad"]],
  ["F40", "F48", "Trastornos neuróticos, relacionados con el estrés y somatomorfos", ["ansiedad"]],
  ["G40", "G47", "Trastornos episódicos y paroxísticos", ["epilepsia", "migrana"]],
  ["H10", "H13", "Trastornos de la conjuntiva", ["conjuntivitis"]],
  ["H65", "H75", "Enfermedades del oído medio y de la mastoides", ["otitis"]],
  ["I10", "I15", "Enfermedades hipertensivas", ["hipertension"]],
  ["I20", "I25", "Enfermedades isquémicas del corazón", ["cardiopatia"]],
  ["I60", "I69", "Enfermedades cerebrovasculares", ["acv"]],
  ["J00", "J06", "Infecciones agudas de las vías respiratorias superiores", ["gripe", "resfriado"]],
  ["J09", "J18", "Influenza y neumonía", ["neumonia", "gripe"]],
  ["J40", "J47", "Enfermedades crónicas de las vías respiratorias inferiores", ["asma", "epoc"]],
  ["K20", "K31", "Enfermedades del esófago, del estómago y del duodeno", ["gastritis"]],
  ["K35", "K38", "Enfermedades del apéndice", ["apendicitis"]],
  ["K80", "K87", "Trastornos de la vesícula biliar, de las vías biliares y del páncreas", ["vesicula"]],
  ["L20", "L30", "Dermatitis y eczema", ["dermatitis"]],
  ["M15", "M19", "Artrosis", ["artrosis"]],
  ["M40", "M54", "Dorsopatías", ["lumbalgia", "columna"]],
  ["N30", "N39", "Otras enfermedades del sistema urinario", ["urinario"]],
  ["N40", "N51", "Enfermedades de los órganos genitales masculinos", ["prostata"]],
  ["O20", "O29", "Otros trastornos maternos relacionados principalmente con el embarazo", ["embarazo"]],
  ["O80", "O84", "Parto", ["parto"]],
  ["R50", "R69", "Síntomas y signos generales", ["fiebre", "dolor"]],
  ["S00", "S09", "Traumatismos de la cabeza", ["cabeza"]],
  ["S80", "S89", "Traumatismos de la rodilla y de la pierna", ["rodilla"]],
  ["T15", "T19", "Efectos de cuerpos extraños que penetran por orificios naturales", ["cuerpo extrano"]],
  [
    "Z00",
    "Z13",
    "Personas en contacto con los servicios de salud para investigación y exámenes",
    ["chequeo"],
  ],
  [
    "Z30",
    "Z39",
    "Personas en contacto con los servicios de salud en circunstancias relacionadas con la reproducción",
    ["embarazo"],
  ],
];

/** Real ICD-10 categories (three characters) and a few real four-character codes. */
const NAMED: Readonly<Record<string, string>> = {
  A09: "Diarrea y gastroenteritis de presunto origen infeccioso",
  A01: "Fiebres tifoidea y paratifoidea",
  A90: "Fiebre del dengue [dengue clásico]",
  A91: "Fiebre del dengue hemorrágico",
  A15: "Tuberculosis respiratoria, confirmada bacteriológica e histológicamente",
  B24: "Enfermedad por virus de la inmunodeficiencia humana [VIH], sin otra especificación",
  B34: "Infección viral de sitio no especificado",
  C50: "Tumor maligno de la mama",
  C61: "Tumor maligno de la próstata",
  D50: "Anemia por deficiencia de hierro",
  E03: "Otros hipotiroidismos",
  E10: "Diabetes mellitus insulinodependiente",
  E11: "Diabetes mellitus no insulinodependiente",
  E66: "Obesidad",
  E78: "Trastornos del metabolismo de las lipoproteínas y otras lipidemias",
  F32: "Episodio depresivo",
  F41: "Otros trastornos de ansiedad",
  G43: "Migraña",
  G40: "Epilepsia",
  H10: "Conjuntivitis",
  H66: "Otitis media supurativa y la no especificada",
  I10: "Hipertensión esencial (primaria)",
  I20: "Angina de pecho",
  I21: "Infarto agudo del miocardio",
  I48: "Fibrilación y aleteo auricular",
  I50: "Insuficiencia cardíaca",
  I63: "Infarto cerebral",
  J00: "Rinofaringitis aguda [resfriado común]",
  J02: "Faringitis aguda",
  J03: "Amigdalitis aguda",
  J06: "Infecciones agudas de las vías respiratorias superiores, de sitios múltiples o no especificados",
  J11: "Influenza debida a virus no identificado",
  J18: "Neumonía, organismo no especificado",
  J20: "Bronquitis aguda",
  J44: "Otras enfermedades pulmonares obstructivas crónicas",
  J45: "Asma",
  K21: "Enfermedad del reflujo gastroesofágico",
  K29: "Gastritis y duodenitis",
  K35: "Apendicitis aguda",
  K80: "Colelitiasis",
  L20: "Dermatitis atópica",
  M17: "Gonartrosis [artrosis de la rodilla]",
  M54: "Dorsalgia",
  N18: "Enfermedad renal crónica",
  N39: "Otros trastornos del sistema urinario",
  N40: "Hiperplasia de la próstata",
  O80: "Parto único espontáneo",
  R10: "Dolor abdominal y pélvico",
  R50: "Fiebre de origen desconocido",
  R51: "Cefalea",
  S82: "Fractura de la pierna, inclusive el tobillo",
  Z00: "Examen general e investigación de personas sin quejas o sin diagnóstico informado",
  Z34: "Supervisión de embarazo normal",
};

const NAMED_SUBCODES: Readonly<Record<string, string>> = {
  "Z00.0": "Examen médico general",
  "Z00.1": "Control de salud de rutina del niño",
  "E11.9": "Diabetes mellitus no insulinodependiente, sin mención de complicación",
  "J45.9": "Asma, no especificada",
  "N39.0": "Infección de vías urinarias, sitio no especificado",
  "M54.5": "Lumbago no especificado",
  "K29.7": "Gastritis, no especificada",
  "J18.9": "Neumonía, no especificada",
};

/** The qualifier of each fourth character `.0`–`.9` of a generated sub-code. */
const QUALIFIERS = [
  "sin complicación",
  "con complicaciones agudas",
  "aguda",
  "crónica",
  "recurrente",
  "localizada",
  "generalizada",
  "de origen especificado",
  "otras formas especificadas",
  "no especificada",
] as const;

function categoryCodes(from: string, to: string): string[] {
  const codes: string[] = [];
  const start = from.charCodeAt(0) * 100 + Number(from.slice(1));
  const end = to.charCodeAt(0) * 100 + Number(to.slice(1));
  for (let n = start; n <= end; n++) {
    const number = n % 100;
    codes.push(`${String.fromCharCode(Math.floor(n / 100))}${String(number).padStart(2, "0")}`);
  }
  return codes;
}

function within(code: string, [from, to]: Range): boolean {
  return code >= from && code <= to;
}

function row(code: string, name: string, tags: readonly string[]): DiagnosisRow {
  const normal = [...new Set(tags.map(normalizeSearchText))];
  return {
    code,
    name,
    tags: normal,
    search_text: normalizeSearchText(`${code} ${name}`),
  };
}

/** Every seeded diagnosis, by code (deterministic: no random draw). */
export function diagnosisRows(): DiagnosisRow[] {
  const rows: DiagnosisRow[] = [];
  for (const chapter of CHAPTERS) {
    for (const code of categoryCodes(chapter[0], chapter[1])) {
      const block = BLOCKS.find((b) => within(code, b));
      const tags = [...chapter[3], ...(block?.[3] ?? [])];
      const name = NAMED[code] ?? `${block?.[2] ?? chapter[2]} (${code})`;
      rows.push(row(code, name, tags));
      QUALIFIERS.forEach((qualifier, digit) => {
        const sub = `${code}.${digit}`;
        rows.push(row(sub, NAMED_SUBCODES[sub] ?? `${name}, ${qualifier}`, tags));
      });
    }
  }
  return rows;
}
