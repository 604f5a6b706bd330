/**
 * The products, specialties and provider-sponsor agreements the reference API seeds (issue 20 §3,
 * §7: "products catalogues large enough to make search a real search"). Generated
 * deterministically from real names: medicines (active ingredient × strength × drug form ×
 * laboratory brand), laboratory exams (exam × specimen × method), diagnostic tests, imaging
 * studies (modality × body region × contrast), medical procedures (procedure × body site) and the
 * outpatient consultations (general and per specialty; the codes 890202 and 1086 of 000 §5's
 * default product codes). About 23,000 products, all of country DO (the claims desk's country).
 */
import { createRng } from "../../seed/prng";
import { normalizeSearchText } from "./search-text";

/** One product row (table medical_products). */
export type ProductRow = {
  id: number;
  name: string;
  product_type_slug: string;
  code: string;
  country_code: string;
  brand: string | null;
  composition: string | null;
  drug_form_slug: string | null;
  search_text: string;
};

/** The product types of docs/api-contract.md "Medical catalogues", with their names. */
export const PRODUCT_TYPES: Readonly<Record<string, Readonly<Record<"es" | "en" | "pt", string>>>> = {
  "outpatient-consultation": {
    es: "Consulta ambulatoria",
    en: "Outpatient consultation",
    pt: "Consulta ambulatorial",
  },
  laboratory: { es: "Laboratorio", en: "Laboratory", pt: "Laboratório" },
  "diagnostic-test": { es: "Prueba diagnóstica", en: "Diagnostic test", pt: "Exame diagnóstico" },
  DIAGNOSTIC_STUDY: { es: "Imágenes diagnósticas", en: "Imaging", pt: "Exames de imagem" },
  "medical-procedure": { es: "Procedimiento médico", en: "Medical procedure", pt: "Procedimento médico" },
  MEDICINE: { es: "Medicamento", en: "Medicine", pt: "Medicamento" },
};

/** Specialties of the doctor step (slug, Spanish name). */
export const SPECIALTIES: readonly (readonly [string, string])[] = (
  "medicina-general:Medicina general|medicina-familiar:Medicina familiar|medicina-interna:Medicina interna|" +
  "pediatria:Pediatría|neonatologia:Neonatología|ginecologia-obstetricia:Ginecología y obstetricia|" +
  "cardiologia:Cardiología|cardiologia-pediatrica:Cardiología pediátrica|cirugia-cardiovascular:Cirugía cardiovascular|" +
  "neumologia:Neumología|gastroenterologia:Gastroenterología|hepatologia:Hepatología|endocrinologia:Endocrinología|" +
  "diabetologia:Diabetología|nefrologia:Nefrología|urologia:Urología|neurologia:Neurología|neurocirugia:Neurocirugía|" +
  "psiquiatria:Psiquiatría|psicologia-clinica:Psicología clínica|dermatologia:Dermatología|oftalmologia:Oftalmología|" +
  "otorrinolaringologia:Otorrinolaringología|traumatologia-ortopedia:Traumatología y ortopedia|reumatologia:Reumatología|" +
  "fisiatria:Medicina física y rehabilitación|hematologia:Hematología|oncologia-medica:Oncología médica|" +
  "oncologia-radioterapica:Oncología radioterápica|infectologia:Infectología|alergologia:Alergología e inmunología|" +
  "geriatria:Geriatría|cirugia-general:Cirugía general|cirugia-pediatrica:Cirugía pediátrica|" +
  "cirugia-plastica:Cirugía plástica y reconstructiva|cirugia-toracica:Cirugía torácica|cirugia-vascular:Cirugía vascular|" +
  "coloproctologia:Coloproctología|anestesiologia:Anestesiología|medicina-intensiva:Medicina intensiva|" +
  "medicina-emergencias:Medicina de emergencias|radiologia:Radiología e imágenes diagnósticas|" +
  "medicina-nuclear:Medicina nuclear|patologia:Anatomía patológica|patologia-clinica:Patología clínica|" +
  "genetica-medica:Genética médica|nutriologia:Nutriología|medicina-deportiva:Medicina deportiva|" +
  "medicina-ocupacional:Medicina ocupacional|odontologia:Odontología general|ortodoncia:Ortodoncia|" +
  "cirugia-maxilofacial:Cirugía maxilofacial|mastologia:Mastología|andrologia:Andrología|" +
  "medicina-reproductiva:Medicina reproductiva|neumologia-pediatrica:Neumología pediátrica|" +
  "neurologia-pediatrica:Neurología pediátrica|endocrinologia-pediatrica:Endocrinología pediátrica|" +
  "medicina-paliativa:Medicina paliativa|medicina-del-dolor:Medicina del dolor|toxicologia:Toxicología"
)
  .split("|")
  .map((entry) => entry.split(":") as [string, string]);

const INGREDIENTS = (
  "acetaminofén,ibuprofeno,naproxeno,diclofenaco,ketorolaco,metamizol,ácido acetilsalicílico,amoxicilina," +
  "amoxicilina con ácido clavulánico,azitromicina,claritromicina,cefalexina,ceftriaxona,cefuroxima,ciprofloxacino," +
  "levofloxacino,doxiciclina,clindamicina,metronidazol,nitrofurantoína,trimetoprima con sulfametoxazol,fluconazol," +
  "itraconazol,aciclovir,valaciclovir,oseltamivir,albendazol,ivermectina,loratadina,desloratadina,cetirizina," +
  "fexofenadina,clorfeniramina,montelukast,salbutamol,budesonida,fluticasona,beclometasona,prednisona," +
  "prednisolona,dexametasona,hidrocortisona,metformina,glibenclamida,glimepirida,sitagliptina,empagliflozina," +
  "insulina glargina,insulina NPH,levotiroxina,losartán,valsartán,enalapril,captopril,amlodipino,nifedipino," +
  "hidroclorotiazida,furosemida,espironolactona,carvedilol,metoprolol,atenolol,bisoprolol,atorvastatina," +
  "rosuvastatina,simvastatina,clopidogrel,warfarina,rivaroxabán,apixabán,digoxina,omeprazol,esomeprazol," +
  "pantoprazol,ranitidina,famotidina,metoclopramida,domperidona,ondansetrón,loperamida,lactulosa,butilhioscina," +
  "mesalazina,sertralina,fluoxetina,escitalopram,paroxetina,amitriptilina,venlafaxina,clonazepam,alprazolam," +
  "diazepam,lorazepam,quetiapina,risperidona,olanzapina,haloperidol,carbamazepina,ácido valproico,levetiracetam," +
  "lamotrigina,gabapentina,pregabalina,tramadol,codeína,morfina,sumatriptán,alopurinol,colchicina,calcitriol," +
  "carbonato de calcio,sulfato ferroso,ácido fólico,complejo B,vitamina D3,tamsulosina,finasterida,sildenafil," +
  "estradiol,progesterona,levonorgestrel,misoprostol,clotrimazol,mupirocina,betametasona,ketoconazol," +
  "tobramicina,timolol,latanoprost,hialuronato de sodio"
).split(",");
const STRENGTHS = [
  "5 mg",
  "10 mg",
  "20 mg",
  "25 mg",
  "50 mg",
  "100 mg",
  "250 mg",
  "500 mg",
  "1 g",
  "2 mg/ml",
  "5 mg/ml",
];
/** Drug forms (slug, Spanish name): the slugs of schemas/claims-desk/treatment-catalogues.ts. */
const FORMS: readonly (readonly [string, string])[] = [
  ["tablet", "tabletas"],
  ["capsule", "cápsulas"],
  ["syrup", "jarabe"],
  ["suspension", "suspensión oral"],
  ["injectable-solution", "solución inyectable"],
  ["cream", "crema"],
  ["drops", "gotas"],
  ["inhaler", "inhalador"],
];
const LABS = [
  "Genfar",
  "MK",
  "Roemmers",
  "Rowe",
  "Magnachem",
  "Pfizer",
  "Bayer",
  "Sanofi",
  "Novartis",
  "Abbott",
  "Leterago",
  "Feltrex",
  "Bonin",
  "Sued",
  "Lam",
  "Ethical",
  "Andromaco",
  "Stein",
];
const LAB_EXAMS = (
  "Hemograma completo,Glicemia en ayunas,Hemoglobina glicosilada A1c,Creatinina,Nitrógeno ureico (BUN),Ácido úrico," +
  "Colesterol total,Colesterol HDL,Colesterol LDL,Triglicéridos,Perfil lipídico,Transaminasa TGO (AST),Transaminasa TGP (ALT)," +
  "Fosfatasa alcalina,Bilirrubina total y directa,Albúmina,Proteínas totales,Amilasa,Lipasa,Sodio,Potasio,Cloro,Calcio,Magnesio," +
  "Fósforo,Hierro sérico,Ferritina,Transferrina,Vitamina B12,Ácido fólico,Vitamina D 25-hidroxi,TSH,T4 libre,T3 total," +
  "Antígeno prostático específico (PSA),Gonadotropina coriónica (beta-HCG),Proteína C reactiva,Velocidad de sedimentación," +
  "Factor reumatoide,Antiestreptolisina O,Tiempo de protrombina (TP),Tiempo de tromboplastina parcial (TTP),Fibrinógeno," +
  "Dímero D,Troponina I,CPK total,CPK-MB,Péptido natriurético BNP,Examen general de orina,Urocultivo,Coprológico," +
  "Sangre oculta en heces,Hemocultivo,Cultivo de secreción,Prueba de VIH,Antígeno de superficie hepatitis B,Anticuerpos hepatitis C," +
  "VDRL,Grupo sanguíneo y factor Rh,Prueba de embarazo,Insulina basal,Curva de tolerancia a la glucosa,Cortisol,Prolactina," +
  "Testosterona total,Estradiol,FSH,LH,Procalcitonina,Gasometría arterial,Ácido láctico,Electroforesis de proteínas," +
  "Antígeno carcinoembrionario,CA-125,CA 19-9,Alfafetoproteína,Dengue NS1,Dengue IgM e IgG,Prueba de COVID-19 PCR," +
  "Prueba de antígeno COVID-19,Microalbuminuria,Depuración de creatinina"
).split(",");
const SPECIMENS = ["en sangre", "en suero", "en plasma", "en orina de 24 horas"];
const METHODS = [
  "automatizado",
  "por quimioluminiscencia",
  "por inmunoensayo",
  "manual",
  "urgente",
  "por espectrofotometría",
];
const TESTS = (
  "Electrocardiograma,Prueba de esfuerzo,Holter de 24 horas,Monitoreo ambulatorio de presión arterial,Espirometría," +
  "Electroencefalograma,Electromiografía,Audiometría,Impedanciometría,Polisomnografía,Endoscopia digestiva alta,Colonoscopia," +
  "Ecocardiograma transtorácico,Ecocardiograma transesofágico,Densitometría ósea,Citología cervicovaginal,Colposcopia," +
  "Biopsia por aspiración,Prueba de alergia cutánea,Campimetría,Tonometría ocular,Tomografía de coherencia óptica," +
  "Monitoreo fetal,Uroflujometría,Cistoscopia,Laringoscopia,Nasofibrolaringoscopia,Potenciales evocados,Test de caminata de 6 minutos"
).split(",");
const TEST_VARIANTS = [
  "",
  "de control",
  "pediátrico",
  "con informe",
  "con interpretación especializada",
  "de seguimiento",
  "con sedación",
  "domiciliario",
  "bilateral",
  "urgente",
  "prequirúrgico",
  "ocupacional",
];
const MODALITIES = [
  "Radiografía",
  "Ecografía",
  "Ecografía Doppler",
  "Tomografía computarizada",
  "Resonancia magnética",
  "Gammagrafía",
  "Fluoroscopia",
  "Angiotomografía",
];
const REGIONS = (
  "de tórax,de abdomen total,de abdomen superior,de pelvis,de columna cervical,de columna dorsal,de columna lumbosacra," +
  "de cráneo,de senos paranasales,de cuello,de tiroides,de mama,de rodilla,de hombro,de codo,de muñeca,de mano,de cadera," +
  "de tobillo,de pie,de fémur,de tibia y peroné,de húmero,de antebrazo,de hígado y vías biliares,de riñones y vías urinarias," +
  "de próstata transrectal,obstétrica,transvaginal,de testículos,de tejidos blandos,de articulación temporomandibular," +
  "de órbitas,de oído,de corazón,de aorta,de miembros inferiores,de miembros superiores,de cerebro,de hipófisis"
).split(",");
const CONTRASTS = ["simple", "con contraste", "sin y con contraste"];
const PROCEDURES = (
  "Sutura de herida,Drenaje de absceso,Curación de herida,Retiro de cuerpo extraño,Biopsia,Resección de lesión," +
  "Infiltración,Artrocentesis,Inmovilización con yeso,Reducción cerrada de fractura,Cauterización,Crioterapia," +
  "Escisión de quiste,Desbridamiento,Injerto de piel,Colocación de férula,Retiro de puntos,Lavado,Aspiración,Punción," +
  "Bloqueo nervioso,Taponamiento,Extracción,Reparación,Cirugía laparoscópica,Cirugía abierta,Artroscopia,Amputación," +
  "Reconstrucción,Exploración quirúrgica"
).split(",");
const SITES = (
  "de cuero cabelludo,de cara,de párpado,de nariz,de oreja,de labio,de cuello,de tórax,de mama,de abdomen,de espalda," +
  "de región lumbar,de región glútea,de región inguinal,de periné,de hombro,de brazo,de codo,de antebrazo,de muñeca,de mano," +
  "de dedo de la mano,de uña,de cadera,de muslo,de rodilla,de pierna,de tobillo,de pie,de dedo del pie,de vesícula biliar," +
  "de apéndice,de hernia inguinal,de hernia umbilical,de amígdalas,de adenoides,de menisco,de ligamento cruzado,de túnel carpiano,de varices"
).split(",");

/** Every seeded product, by id (deterministic: a fixed seed). */
export function productRows(): ProductRow[] {
  const rows: ProductRow[] = [];
  const add = (
    name: string,
    type: string,
    code: string,
    medicine?: { brand: string; composition: string; form: string },
  ) => {
    rows.push({
      id: rows.length + 1,
      name,
      product_type_slug: type,
      code,
      country_code: "DO",
      brand: medicine?.brand ?? null,
      composition: medicine?.composition ?? null,
      drug_form_slug: medicine?.form ?? null,
      search_text: normalizeSearchText(`${code} ${name}`),
    });
  };
  add("Consulta de primera vez por medicina general", "outpatient-consultation", "890201");
  add("Consulta de primera vez por medicina especializada", "outpatient-consultation", "890202");
  add("Consulta médica ambulatoria", "outpatient-consultation", "1086");
  add("Consulta de control o seguimiento por medicina general", "outpatient-consultation", "890301");
  SPECIALTIES.forEach(([, name], i) =>
    add(
      `Consulta externa de ${name.toLowerCase()}`,
      "outpatient-consultation",
      `8902${String(10 + i).padStart(2, "0")}`,
    ),
  );
  const rng = createRng(2026_0020);
  let medicine = 0;
  INGREDIENTS.forEach((ingredient) => {
    const strengths = rng.sample(STRENGTHS, 3);
    const forms = rng.sample(FORMS, 3);
    for (const strength of strengths)
      for (const [form, formName] of forms)
        for (const lab of rng.sample(LABS, 16)) {
          const brand = `${ingredient.split(" ")[0].replace(/^./, (c) => c.toUpperCase())} ${lab}`;
          const composition = `${ingredient} ${strength}`;
          add(`${brand} ${strength} ${formName}`, "MEDICINE", `M${String(++medicine).padStart(6, "0")}`, {
            brand,
            composition,
            form,
          });
        }
  });
  let code = 0;
  LAB_EXAMS.forEach((exam) =>
    SPECIMENS.forEach((specimen) =>
      METHODS.forEach((method) =>
        add(`${exam} ${specimen}, ${method}`, "laboratory", `90${String(++code).padStart(4, "0")}`),
      ),
    ),
  );
  code = 0;
  TESTS.forEach((test) =>
    TEST_VARIANTS.forEach((variant) =>
      add(variant ? `${test} ${variant}` : test, "diagnostic-test", `88${String(++code).padStart(4, "0")}`),
    ),
  );
  code = 0;
  MODALITIES.forEach((modality) =>
    REGIONS.forEach((region) =>
      CONTRASTS.forEach((contrast) =>
        add(`${modality} ${region} ${contrast}`, "DIAGNOSTIC_STUDY", `87${String(++code).padStart(4, "0")}`),
      ),
    ),
  );
  code = 0;
  PROCEDURES.forEach((procedure) =>
    SITES.forEach((site) =>
      add(`${procedure} ${site}`, "medical-procedure", `86${String(++code).padStart(4, "0")}`),
    ),
  );
  return rows;
}
