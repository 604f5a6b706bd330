/**
 * Billable items by service type (CUPS-like codes with a unit price range in COP) and ICD-10
 * diagnoses, for seeded charges (001 §3 "Charge").
 */
import type { ServiceType } from "../lib/domain";

/** [code, description, min unit price, max unit price] (COP). */
export type BillableItem = readonly [string, string, number, number];

export const BILLABLE_ITEMS: Record<ServiceType, readonly BillableItem[]> = {
  HOSPITALIZACION: [
    ["S12101", "Estancia en habitación bipersonal", 380_000, 650_000],
    ["S12201", "Estancia en unidad de cuidado intensivo adultos", 2_100_000, 3_900_000],
    ["S12301", "Estancia en unidad de cuidado intermedio", 1_200_000, 1_900_000],
    ["M10001", "Ceftriaxona 1 g polvo para inyección", 9_000, 24_000],
    ["M10045", "Enoxaparina 40 mg solución inyectable", 28_000, 52_000],
  ],
  URGENCIAS: [
    ["890701", "Consulta de urgencias por medicina general", 65_000, 120_000],
    ["890702", "Consulta de urgencias por medicina especializada", 95_000, 180_000],
    ["S20101", "Observación en urgencias (hasta 6 horas)", 140_000, 260_000],
    ["M10210", "Solución salina 0,9 % 500 ml", 4_500, 9_800],
  ],
  "CONSULTA EXTERNA": [
    ["890201", "Consulta de primera vez por medicina general", 38_000, 75_000],
    ["890202", "Consulta de primera vez por medicina especializada", 70_000, 140_000],
    ["890301", "Consulta de control por medicina general", 30_000, 60_000],
    ["890302", "Consulta de control por medicina especializada", 55_000, 115_000],
  ],
  PROCEDIMIENTO: [
    ["471100", "Apendicectomía por laparoscopia", 2_800_000, 5_600_000],
    ["512200", "Colecistectomía por laparoscopia", 3_500_000, 7_200_000],
    ["735300", "Atención de parto vaginal", 1_400_000, 2_900_000],
    ["740100", "Cesárea segmentaria transperitoneal", 2_300_000, 4_400_000],
    ["861101", "Sutura de herida en piel (hasta 5 cm)", 90_000, 210_000],
  ],
  EXAMEN: [
    ["902210", "Hemograma IV (hemoglobina, hematocrito, recuento)", 18_000, 32_000],
    ["903841", "Glucosa en suero", 7_500, 14_000],
    ["903895", "Creatinina en suero", 8_000, 15_000],
    ["871121", "Radiografía de tórax (PA o AP y lateral)", 55_000, 98_000],
    ["881302", "Ecografía de abdomen total", 120_000, 210_000],
    ["879111", "Tomografía computada de cráneo simple", 320_000, 560_000],
  ],
};

/** ICD-10 diagnoses: [code, name]. */
export const DIAGNOSES = [
  ["J18.9", "Neumonía, no especificada"],
  ["I10", "Hipertensión esencial (primaria)"],
  ["E11.9", "Diabetes mellitus tipo 2 sin complicaciones"],
  ["K35.8", "Otras apendicitis agudas y las no especificadas"],
  ["K80.2", "Cálculo de la vesícula biliar sin colecistitis"],
  ["R10.4", "Otros dolores abdominales y los no especificados"],
  ["A09", "Diarrea y gastroenteritis de presunto origen infeccioso"],
  ["N39.0", "Infección de vías urinarias, sitio no especificado"],
  ["S52.5", "Fractura de la epífisis inferior del radio"],
  ["O80", "Parto único espontáneo"],
  ["J45.9", "Asma, no especificada"],
  ["Z00.0", "Examen médico general"],
] as const;
