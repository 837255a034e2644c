import type { SeedArticle } from './seed-article';
import { SRC } from './sources';
import { T } from './titles';

export const BLODGAS_ARTICLES: SeedArticle[] = [
  {
    title: T.blodgas,
    category: 'Klinisk kemi',
    summary:
      'Blodgasanalys med pH, pCO2, pO2, bikarbonat och base excess visar syresättning, ventilation och syra–basstatus. Arteriellt prov krävs för att bedöma syresättning; korrekt anaerob provhantering är avgörande.',
    content: `<h2>Vad mäts?</h2>
<p>I blodgasinstrumentet mäts pH, koldioxidens partialtryck (pCO2) och syrets partialtryck (pO2) direkt med elektroder. Utifrån dessa beräknas bland annat aktuellt bikarbonat, standardbikarbonat och base excess (basöverskott, BE). Många instrument mäter samtidigt hemoglobin, syremättnad och dysfunktionella hemoglobiner (karboxi- och methemoglobin) med CO-oximetri samt elektrolyter, glukos och laktat.</p>
<ul>
<li><strong>pH</strong> anger vätejonaktiviteten.</li>
<li><strong>pCO2</strong> speglar den alveolära ventilationen – den respiratoriska komponenten.</li>
<li><strong>Standardbikarbonat och base excess</strong> speglar den metabola komponenten, oberoende av akut förändring i pCO2.</li>
<li><strong>pO2</strong> och syremättnad speglar syresättningen.</li>
</ul>
<h2>Indikationer</h2>
<ul>
<li>Andningssvikt, misstänkt hypoxi eller hyperkapni, och styrning av syrgas- och ventilatorbehandling.</li>
<li>Misstänkta syra–basrubbningar, till exempel vid diabetisk ketoacidos, sepsis, förgiftning, njursvikt eller kräkningar.</li>
<li>Misstänkt kolmonoxidförgiftning eller methemoglobinemi (CO-oximetri).</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Arteriellt blod (vanligen från a. radialis) tas i en hepariniserad blodgasspruta. Luftbubblor avlägsnas omedelbart och sprutan försluts, eftersom luft drar pO2 mot cirka 20 kPa och sänker pCO2. Provet blandas väl och analyseras inom cirka 15–30 minuter i rumstemperatur; plastsprutor ska inte läggas på is. Patientens syrgasbehandling och temperatur ska anges. Venöst prov ger användbar information om pH, bikarbonat, base excess, laktat och elektrolyter men kan inte användas för att bedöma syresättning; venöst pCO2 är i regel något högre än arteriellt. Kapillärt prov används främst hos barn.</p>
<h2>Metod</h2>
<p>Potentiometriska elektroder för pH och pCO2 och amperometrisk elektrod för pO2, vid 37 °C. Övriga storheter beräknas.</p>
<p>Pulsoximetri ger en kontinuerlig skattning av syremättnaden men kan inte ersätta blodgas vid misstänkt hyperkapni, kolmonoxidförgiftning eller syra–basrubbning.</p>
<h2>Felkällor</h2>
<ul>
<li>Luft i provet: falskt högt pO2 och lågt pCO2.</li>
<li>Fördröjd analys: fortsatt metabolism sänker pO2 och pH och höjer pCO2 och laktat, särskilt vid hög leukocytkoncentration.</li>
<li>För mycket heparin späder provet och sänker pCO2 och bikarbonat.</li>
<li>Oavsiktligt venöst prov vid arteriell punktion.</li>
</ul>`,
    clinicalSignificance: `<p>Tolkningen sker stegvis: (1) är pH surt eller basiskt, (2) är den primära rubbningen respiratorisk (pCO2) eller metabol (bikarbonat/BE), (3) föreligger förväntad kompensation, och (4) vid metabol acidos beräknas anjongapet (natrium − klorid − bikarbonat) för att skilja acidos med förhöjt anjongap (laktat, ketoner, njursvikt, toxiska alkoholer, salicylater) från hyperkloremisk acidos (diarré, renal tubulär acidos, stora mängder koksaltlösning).</p>
<p>Respiratorisk insufficiens definieras vanligen som arteriellt pO2 under 8 kPa; om pCO2 samtidigt är förhöjt (över cirka 6,0–6,5 kPa) föreligger hyperkapnisk (typ 2) andningssvikt. pO2 ska alltid tolkas i förhållande till given syrgas.</p>`,
    interpretation: `<p><strong>Respiratorisk acidos:</strong> hypoventilation vid KOL, neuromuskulär sjukdom, opioid- eller sedativaöverdos och uttröttning.</p>
<p><strong>Respiratorisk alkalos:</strong> hyperventilation vid ångest, smärta, hypoxi, lungemboli, sepsis, graviditet och tidig salicylatförgiftning.</p>
<p><strong>Metabol acidos:</strong> laktacidos, ketoacidos (diabetes, alkohol, svält), njursvikt, diarré, metanol- eller etylenglykolförgiftning.</p>
<p><strong>Metabol alkalos:</strong> kräkningar, ventrikelsond, diuretika, hypokalemi och mineralkortikoidöverskott.</p>
<p><strong>Fallgropar:</strong> Kombinerade rubbningar är vanliga; ett normalt pH utesluter dem inte. Kontrollera alltid att provet är arteriellt och korrekt hanterat innan ett avvikande pO2 tolkas.</p>`,
    tags: ['blodgas', 'syra-basstatus', 'ab-ph', 'pco2', 'po2', 'base excess', 'bikarbonat'],
    referenceRanges: [
      { parameter: 'aB-pH', range: '7,35–7,45', unit: 'pH-enhet', notes: 'Arteriellt, 37 °C' },
      { parameter: 'aB-pCO2', range: '4,6–6,0', unit: 'kPa', notes: 'Vanligt intervall; vissa laboratorier anger könsspecifika intervall (t.ex. kvinnor 4,3–6,0, män 4,7–6,4 kPa).' },
      { parameter: 'aB-pO2', range: 'Åldersberoende', unit: 'kPa', notes: 'Sjunker med åldern; exempel: 11,0–14,4 kPa under 60 år och >10,6 kPa över 60 år (Laboratoriemedicin VGR). Se lokalt laboratorium.' },
      { parameter: 'aB-Base excess', range: '−3 till +3', unit: 'mmol/L', notes: '' },
      { parameter: 'aB-Standardbikarbonat', range: '22–27', unit: 'mmol/L', notes: '' },
    ],
    relatedTests: [T.laktat, T.kalium, T.natrium, T.joniseratKalcium, T.glukos],
    references: [
      'CLSI. Blood Gas and pH Analysis and Related Measurements; Approved Guideline – Second Edition. CLSI document C46-A2. Wayne, PA: Clinical and Laboratory Standards Institute; 2009.',
      'Berend K, de Vries APJ, Gans ROB. Physiological approach to assessment of acid-base disturbances. N Engl J Med 2014;371:1434-1445.',
      SRC.vgr,
      SRC.lakemedelsbokenElektrolyter,
    ],
  },
  {
    title: T.laktat,
    category: 'Klinisk kemi',
    summary:
      'Laktat är en markör för vävnadshypoperfusion och metabol stress och används vid misstänkt sepsis, chock och andra allvarliga tillstånd. Laktat över 2 mmol/L ingår i definitionen av septisk chock enligt Sepsis-3.',
    content: `<h2>Vad mäts?</h2>
<p>Laktat bildas från pyruvat i glykolysen. Vid brist på syre, men också vid ökad glykolys av andra orsaker, ökar bildningen. Laktat metaboliseras huvudsakligen i levern och i mindre grad i njurarna. Plasmakoncentrationen speglar balansen mellan produktion och elimination. Förhöjt laktat, hyperlaktatemi, kan ge laktacidos när buffertkapaciteten överskrids.</p>
<h2>Indikationer</h2>
<ul>
<li>Misstänkt sepsis och septisk chock, för riskbedömning och för att följa effekten av behandling.</li>
<li>Chock av annan orsak, hjärtstopp, stora trauman och misstänkt tarmischemi.</li>
<li>Metabol acidos med förhöjt anjongap.</li>
<li>Misstänkt metforminassocierad laktacidos och vissa förgiftningar.</li>
<li>Utredning av misstänkta medfödda metabola sjukdomar hos barn.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Arteriellt eller venöst blod, ofta i blodgasspruta som analyseras direkt, eller i rör med glykolyshämmare enligt laboratoriets anvisning. Långvarig stas, knytnävspumpning och svår provtagning höjer laktat lokalt. Blodceller fortsätter att bilda laktat i provet, varför analys ska ske snabbt – inom cirka 15 minuter om provet inte kyls eller stabiliseras.</p>
<h2>Metod</h2>
<p>Enzymatisk metod med laktatoxidas, ofta med elektrod i blodgasinstrument eller fotometriskt på kemiinstrument. Metoderna mäter L-laktat; D-laktat (till exempel vid korttarmssyndrom) kräver särskild analys.</p>
<h2>Felkällor</h2>
<ul>
<li>Fördröjd analys och hög leukocyt- eller trombocytkoncentration ger falskt högt laktat.</li>
<li>Stas och muskelarbete vid provtagning höjer värdet.</li>
<li>Etylenglykolmetaboliter (glykolat) kan ge falskt förhöjt laktat med vissa elektrodbaserade metoder, vilket kan ge ett till synes "laktatgap" mellan instrument.</li>
</ul>
<h2>Referensintervall</h2>
<p>Referensintervallen skiljer sig något mellan provtyper (arteriellt, venöst, kapillärt) och laboratorier. Venöst laktat är i regel något högre än arteriellt. I akutsjukvården används beslutsgränsen 2 mmol/L.</p>
<p>Efter kraftig fysisk ansträngning kan laktat hos friska tillfälligt stiga till flera gånger referensnivån och normaliseras sedan inom cirka en timme, vilket visar hur snabbt laktat omsätts när cirkulation och leverfunktion är normala.</p>`,
    clinicalSignificance: `<p>Förhöjt laktat hos patienter med infektion är förknippat med ökad mortalitet, oavsett blodtryck. Enligt Sepsis-3 definieras septisk chock som sepsis där vasopressorer krävs för att upprätthålla medelartärtryck på minst 65 mmHg och där laktat är över 2 mmol/L trots adekvat vätsketillförsel. Surviving Sepsis Campaign föreslår att laktat mäts vid misstänkt sepsis och att upprepade mätningar används för att vägleda behandlingen när laktat är förhöjt.</p>
<p>Laktacidos delas in i typ A, orsakad av vävnadshypoxi eller hypoperfusion, och typ B, där syretillförseln är tillräcklig men metabolismen påverkad.</p>`,
    interpretation: `<p><strong>Högt laktat, typ A:</strong> septisk, kardiogen eller hypovolem chock, hjärtstopp, svår hypoxemi, svår anemi, kolmonoxidförgiftning och lokal ischemi (tarm, extremitet).</p>
<p><strong>Högt laktat, typ B:</strong> leversvikt, metformin (särskilt vid njursvikt), tiaminbrist, adrenalin- och beta-2-agonistbehandling, kramper, kraftig muskelansträngning, malignitet (till exempel lymfom), alkoholförgiftning, propofol, linezolid, toxiska alkoholer och medfödda metabola sjukdomar.</p>
<p><strong>Fallgropar:</strong> Ett förhöjt värde i ett prov som inte analyserats snabbt bör tas om. Ett normalt laktat utesluter inte allvarlig sepsis. Följ förloppet – sjunkande laktat under behandling är ett gott tecken.</p>`,
    tags: ['laktat', 'p-laktat', 'ab-laktat', 'sepsis', 'laktacidos', 'chock'],
    referenceRanges: [
      {
        parameter: 'Laktat, vuxna',
        range: 'Metod- och provtypsberoende',
        unit: 'mmol/L',
        notes: 'Se lokalt laboratoriums referensintervall. Exempel från svenska laboratorier: 0,5–1,6 mmol/L (arteriellt) och 0,9–1,7 mmol/L.',
      },
      { parameter: 'Beslutsgräns vid sepsis', range: '>2', unit: 'mmol/L', notes: 'Sepsis-3: kriterium för septisk chock (tillsammans med vasopressorbehov)' },
    ],
    relatedTests: [T.blodgas, T.pct, T.crp, T.glukos],
    references: [
      SRC.sepsis3,
      SRC.ssc2021,
      'Kraut JA, Madias NE. Lactic acidosis. N Engl J Med 2014;371:2309-2319.',
      SRC.vgr,
      'Region Blekinge, Klinisk kemi. Analysportalen: Blodgasanalys – aB (aktuell version).',
    ],
  },
];
