// Synthetic clinical-laboratory articles for scripts/bench/scale.mjs: varied Swedish text shaped
// like the seed's (sections, indications, reference ranges, related tests), generated from a
// seeded random source so the same index always gives the same article.

export function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const pick = (random, list) => list[Math.floor(random() * list.length)];

export const ANALYTES = [
  ['Kreatinin', 'P', 'Kreatinin', 'µmol/L', 'njurfunktion', 'Klinisk kemi'],
  ['Cystatin C', 'P', 'Cystatin C', 'mg/L', 'njurfunktion', 'Klinisk kemi'],
  ['Urea', 'P', 'Urea', 'mmol/L', 'njurfunktion', 'Klinisk kemi'],
  ['Natrium', 'P', 'Na', 'mmol/L', 'elektrolyter', 'Klinisk kemi'],
  ['Kalium', 'P', 'K', 'mmol/L', 'elektrolyter', 'Klinisk kemi'],
  ['Kalcium', 'P', 'Ca', 'mmol/L', 'elektrolyter', 'Klinisk kemi'],
  ['Magnesium', 'P', 'Mg', 'mmol/L', 'elektrolyter', 'Klinisk kemi'],
  ['Fosfat', 'P', 'Fosfat', 'mmol/L', 'elektrolyter', 'Klinisk kemi'],
  ['Albumin', 'P', 'Albumin', 'g/L', 'proteiner', 'Klinisk kemi'],
  ['Bilirubin', 'P', 'Bilirubin', 'µmol/L', 'leverprover', 'Klinisk kemi'],
  ['Alaninaminotransferas', 'P', 'ALAT', 'µkat/L', 'leverprover', 'Klinisk kemi'],
  ['Aspartataminotransferas', 'P', 'ASAT', 'µkat/L', 'leverprover', 'Klinisk kemi'],
  ['Alkaliskt fosfatas', 'P', 'ALP', 'µkat/L', 'leverprover', 'Klinisk kemi'],
  ['Gamma-glutamyltransferas', 'P', 'GT', 'µkat/L', 'leverprover', 'Klinisk kemi'],
  ['Laktatdehydrogenas', 'P', 'LD', 'µkat/L', 'enzymer', 'Klinisk kemi'],
  ['Kreatinkinas', 'P', 'CK', 'µkat/L', 'enzymer', 'Klinisk kemi'],
  ['Troponin T', 'P', 'TnT', 'ng/L', 'hjärtmarkörer', 'Klinisk kemi'],
  ['Troponin I', 'P', 'TnI', 'ng/L', 'hjärtmarkörer', 'Klinisk kemi'],
  ['NT-proBNP', 'P', 'NT-proBNP', 'ng/L', 'hjärtmarkörer', 'Klinisk kemi'],
  ['Glukos', 'fP', 'Glukos', 'mmol/L', 'diabetes', 'Klinisk kemi'],
  ['Hemoglobin A1c', 'B', 'HbA1c', 'mmol/mol', 'diabetes', 'Klinisk kemi'],
  ['Kolesterol', 'P', 'Kolesterol', 'mmol/L', 'lipider', 'Klinisk kemi'],
  ['LDL-kolesterol', 'P', 'LDL', 'mmol/L', 'lipider', 'Klinisk kemi'],
  ['Triglycerider', 'fP', 'TG', 'mmol/L', 'lipider', 'Klinisk kemi'],
  ['C-reaktivt protein', 'P', 'CRP', 'mg/L', 'inflammation', 'Klinisk kemi'],
  ['Prokalcitonin', 'P', 'PCT', 'µg/L', 'inflammation', 'Klinisk kemi'],
  ['Ferritin', 'P', 'Ferritin', 'µg/L', 'järnstatus', 'Klinisk kemi'],
  ['Transferrinmättnad', 'P', 'Transferrinmättnad', '%', 'järnstatus', 'Klinisk kemi'],
  ['Kobalamin', 'P', 'B12', 'pmol/L', 'vitaminer', 'Klinisk kemi'],
  ['Folat', 'P', 'Folat', 'nmol/L', 'vitaminer', 'Klinisk kemi'],
  ['25-hydroxivitamin D', 'P', '25-OH-D', 'nmol/L', 'vitaminer', 'Klinisk kemi'],
  ['Tyreoideastimulerande hormon', 'P', 'TSH', 'mIE/L', 'tyreoidea', 'Klinisk kemi'],
  ['Fritt tyroxin', 'P', 'fT4', 'pmol/L', 'tyreoidea', 'Klinisk kemi'],
  ['Kortisol', 'P', 'Kortisol', 'nmol/L', 'endokrinologi', 'Klinisk kemi'],
  ['Prolaktin', 'P', 'Prolaktin', 'mIE/L', 'endokrinologi', 'Klinisk kemi'],
  ['Hemoglobin', 'B', 'Hb', 'g/L', 'blodstatus', 'Hematologi'],
  ['Leukocyter', 'B', 'LPK', '×10⁹/L', 'blodstatus', 'Hematologi'],
  ['Trombocyter', 'B', 'TPK', '×10⁹/L', 'blodstatus', 'Hematologi'],
  ['Erytrocytvolym', 'Ery', 'MCV', 'fL', 'blodstatus', 'Hematologi'],
  ['Retikulocyter', 'B', 'Retikulocyter', '×10⁹/L', 'anemi', 'Hematologi'],
  ['Sänkningsreaktion', 'B', 'SR', 'mm/h', 'inflammation', 'Hematologi'],
  ['Protrombinkomplex', 'P', 'PK(INR)', 'INR', 'koagulation', 'Koagulation'],
  ['Aktiverad partiell tromboplastintid', 'P', 'APTT', 's', 'koagulation', 'Koagulation'],
  ['Fibrinogen', 'P', 'Fibrinogen', 'g/L', 'koagulation', 'Koagulation'],
  ['D-dimer', 'P', 'D-dimer', 'mg/L FEU', 'koagulation', 'Koagulation'],
  ['Antitrombin', 'P', 'Antitrombin', 'kIE/L', 'koagulation', 'Koagulation'],
  ['Laktat', 'P', 'Laktat', 'mmol/L', 'blodgas', 'Klinisk kemi'],
  ['pH', 'aB', 'pH', '', 'blodgas', 'Klinisk kemi'],
  ['Koldioxidtryck', 'aB', 'pCO2', 'kPa', 'blodgas', 'Klinisk kemi'],
  ['Albumin i urin', 'U', 'Albumin', 'mg/mmol', 'njurfunktion', 'Klinisk kemi'],
  ['Prostataspecifikt antigen', 'P', 'PSA', 'µg/L', 'tumörmarkörer', 'Klinisk kemi'],
  ['Karcinoembryonalt antigen', 'P', 'CEA', 'µg/L', 'tumörmarkörer', 'Klinisk kemi'],
  ['Immunglobulin G', 'P', 'IgG', 'g/L', 'immunologi', 'Klinisk immunologi'],
  ['Immunglobulin E', 'P', 'IgE', 'kIE/L', 'allergi', 'Klinisk immunologi'],
  ['Antinukleära antikroppar', 'S', 'ANA', 'titer', 'autoimmunitet', 'Klinisk immunologi'],
  ['Transglutaminasantikroppar', 'S', 'tTG-IgA', 'U/mL', 'celiaki', 'Klinisk immunologi'],
  ['Kalprotektin', 'F', 'Kalprotektin', 'mg/kg', 'tarm', 'Klinisk kemi'],
  ['Hemoglobin i feces', 'F', 'Hb', 'µg/g', 'tarm', 'Klinisk kemi'],
  ['Litium', 'S', 'Litium', 'mmol/L', 'läkemedel', 'Klinisk farmakologi'],
  ['Digoxin', 'P', 'Digoxin', 'nmol/L', 'läkemedel', 'Klinisk farmakologi'],
].map(([name, specimen, abbr, unit, group, category]) => ({ name, specimen, abbr, unit, group, category }));

export const POPULATIONS = [
  { phrase: 'hos vuxna', word: 'vuxna', tag: 'vuxna' },
  { phrase: 'hos barn', word: 'barn', tag: 'pediatrik' },
  { phrase: 'hos nyfödda', word: 'nyfödda', tag: 'neonatologi' },
  { phrase: 'under graviditet', word: 'graviditet', tag: 'graviditet' },
  { phrase: 'hos äldre', word: 'äldre', tag: 'geriatrik' },
  { phrase: 'vid dialys', word: 'dialys', tag: 'dialys' },
  { phrase: 'inom intensivvård', word: 'intensivvård', tag: 'intensivvård' },
  { phrase: 'efter transplantation', word: 'transplantation', tag: 'transplantation' },
  { phrase: 'vid cancerbehandling', word: 'cancerbehandling', tag: 'onkologi' },
  { phrase: 'hos idrottare', word: 'idrottare', tag: 'idrottsmedicin' },
];

export const CONTEXTS = [
  { phrase: 'Tolkning', word: 'tolkning', tag: 'tolkning' },
  { phrase: 'Referensintervall', word: 'referensintervall', tag: 'referensintervall' },
  { phrase: 'Provtagning', word: 'provtagning', tag: 'provtagning' },
  { phrase: 'Preanalys', word: 'preanalys', tag: 'preanalys' },
  { phrase: 'Metodjämförelse', word: 'metod', tag: 'metodik' },
  { phrase: 'Uppföljning', word: 'uppföljning', tag: 'uppföljning' },
  { phrase: 'Screening', word: 'screening', tag: 'screening' },
  { phrase: 'Akut handläggning', word: 'akut', tag: 'akutmedicin' },
  { phrase: 'Felkällor', word: 'felkällor', tag: 'felkällor' },
  { phrase: 'Beslutsgränser', word: 'beslutsgräns', tag: 'beslutsgränser' },
  { phrase: 'Patientnära analys', word: 'patientnära', tag: 'patientnära' },
  { phrase: 'Kvalitetssäkring', word: 'kvalitetssäkring', tag: 'kvalitetssäkring' },
  { phrase: 'Biologisk variation', word: 'variation', tag: 'biologisk variation' },
  { phrase: 'Läkemedelspåverkan', word: 'läkemedel', tag: 'läkemedelsinteraktion' },
  { phrase: 'Stabilitet och transport', word: 'stabilitet', tag: 'provhantering' },
  { phrase: 'Kliniska fall', word: 'fall', tag: 'fallbeskrivning' },
  { phrase: 'Diagnostisk träffsäkerhet', word: 'sensitivitet', tag: 'diagnostik' },
];

const METHODS = ['fotometri', 'immunkemisk metod', 'enzymatisk metod', 'jonselektiv elektrod', 'masspektrometri (LC-MS/MS)', 'flödescytometri', 'turbidimetri', 'elektrokemiluminiscens', 'koagulometrisk metod', 'nefelometri'];
const CAUSES_HIGH = ['akut inflammation', 'dehydrering', 'njursvikt', 'leverskada', 'hemolys i provet', 'läkemedelsbehandling', 'infektion', 'hjärtsvikt', 'endokrin rubbning', 'malign sjukdom', 'kraftig fysisk ansträngning', 'trauma'];
const CAUSES_LOW = ['malnutrition', 'övervätskning', 'graviditet', 'leversvikt', 'malabsorption', 'blodförlust', 'nefrotiskt syndrom', 'ärftlig brist', 'behandling med diuretika', 'kronisk sjukdom'];
const SOURCES = ['NORIP', 'Equalis', 'IFCC', 'CLSI EP28', 'regional laboratorieanvisning', 'tillverkarens bipacksedel', 'svenska riktlinjer', 'europeiska riktlinjer'];

function sentence(random, analyte, population) {
  const templates = [
    () => `${analyte.name} (${analyte.specimen}-${analyte.abbr}) analyseras med ${pick(random, METHODS)} och svaret anges i ${analyte.unit || 'enheter utan dimension'}.`,
    () => `Förhöjda värden ses vid ${pick(random, CAUSES_HIGH)} och ${pick(random, CAUSES_HIGH)}, medan låga värden kan bero på ${pick(random, CAUSES_LOW)}.`,
    () => `${population.phrase[0].toUpperCase()}${population.phrase.slice(1)} skiljer sig referensintervallet, och tolkningen bör ta hänsyn till ${pick(random, CAUSES_LOW)} och ${pick(random, CAUSES_HIGH)}.`,
    () => `Provet tas i ${pick(random, ['litiumheparinrör', 'EDTA-rör', 'citratrör', 'serumrör med gel', 'fluoridrör', 'artärblodgasspruta'])} och bör analyseras inom ${2 + Math.floor(random() * 22)} timmar.`,
    () => `Den biologiska variationen inom individ är cirka ${(2 + random() * 18).toFixed(1).replace('.', ',')} %, vilket betyder att en förändring över ${(8 + random() * 40).toFixed(0)} % mellan två prov sannolikt är verklig.`,
    () => `Vid misstanke om ${pick(random, CAUSES_HIGH)} kompletteras ${analyte.abbr} ofta med ${pick(random, ANALYTES).abbr} och ${pick(random, ANALYTES).abbr}.`,
    () => `Enligt ${pick(random, SOURCES)} bör ett avvikande resultat kontrolleras med nytt prov innan behandling ändras.`,
    () => `Interferens från ${pick(random, ['biotin', 'hemolys', 'lipemi', 'ikterus', 'heterofila antikroppar', 'paraproteiner'])} kan ge falskt ${pick(random, ['höga', 'låga'])} värden med vissa metoder.`,
    () => `Analysen ingår i ${pick(random, ['akutpaketet', 'hälsokontrollen', 'utredning av trötthet', 'preoperativ bedömning', 'uppföljning av kronisk sjukdom'])} på de flesta laboratorier i Sverige.`,
  ];
  return pick(random, templates)();
}

function paragraph(random, analyte, population, sentences) {
  return `<p>${Array.from({ length: sentences }, () => sentence(random, analyte, population)).join(' ')}</p>`;
}

/** The article of one index: the same index gives the same article, every title differs. */
export function syntheticArticle(index, categories) {
  const random = prng(index + 1);
  const analyte = ANALYTES[index % ANALYTES.length];
  const population = POPULATIONS[Math.floor(index / ANALYTES.length) % POPULATIONS.length];
  const context = CONTEXTS[Math.floor(index / (ANALYTES.length * POPULATIONS.length)) % CONTEXTS.length];
  const round = Math.floor(index / (ANALYTES.length * POPULATIONS.length * CONTEXTS.length));
  const title = `${analyte.name} (${analyte.specimen}-${analyte.abbr}): ${context.phrase.toLowerCase()} ${population.phrase}${round > 0 ? `, del ${round + 1}` : ''}`;
  const category = categories.find((c) => c.name === analyte.category) ?? categories[index % categories.length];
  const sections = ['Vad mäts?', 'Indikationer', 'Provtagning och preanalys', 'Metod', context.phrase, 'Felkällor'];
  const content = sections
    .map((heading, i) =>
      i === 1
        ? `<h2>${heading}</h2><ul>${Array.from({ length: 3 + Math.floor(random() * 3) }, () => `<li>${sentence(random, analyte, population)}</li>`).join('')}</ul>`
        : `<h2>${heading}</h2>${paragraph(random, analyte, population, 2 + Math.floor(random() * 3))}`,
    )
    .join('\n');
  const low = random() * 50;
  const referenceRanges = Array.from({ length: 2 + Math.floor(random() * 3) }, (_, i) => ({
    parameter: `${analyte.specimen}-${analyte.abbr}, ${['kvinnor', 'män', 'barn 1–12 år', 'nyfödda', 'gravida'][i]}`,
    range: `${(low * (1 + i * 0.1)).toFixed(1).replace('.', ',')}–${(low * (1.8 + i * 0.1) + 1).toFixed(1).replace('.', ',')}`,
    unit: analyte.unit,
    notes: pick(random, SOURCES),
  }));
  return {
    title,
    category: category._id,
    summary: `${analyte.name} ${population.phrase}: ${context.phrase.toLowerCase()}. ${sentence(random, analyte, population)}`.slice(0, 500),
    content,
    status: 'published',
    tags: [analyte.abbr.toLowerCase(), analyte.group, population.tag, context.tag, `${analyte.specimen.toLowerCase()}-${analyte.abbr.toLowerCase()}`].map((tag) => tag.slice(0, 50)),
    referenceRanges,
    clinicalSignificance: paragraph(random, analyte, population, 3 + Math.floor(random() * 3)),
    interpretation: `<h3>Högt värde</h3>${paragraph(random, analyte, population, 2)}<h3>Lågt värde</h3>${paragraph(random, analyte, population, 2)}`,
    relatedTests: Array.from({ length: 3 }, () => {
      const other = pick(random, ANALYTES);
      return `${other.name} (${other.specimen}-${other.abbr})`;
    }),
    references: [`${pick(random, SOURCES)}. ${analyte.name}: ${context.phrase.toLowerCase()}. Uppdaterad ${2018 + Math.floor(random() * 8)}.`],
  };
}
