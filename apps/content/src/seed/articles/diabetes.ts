import type { SeedArticle } from './seed-article';
import { SRC } from './sources';
import { T } from './titles';

export const DIABETES_ARTICLES: SeedArticle[] = [
  {
    title: T.glukos,
    category: 'Klinisk kemi',
    summary:
      'P-Glukos används för diagnostik av diabetes, prediabetes och graviditetsdiabetes samt vid misstänkt hypoglykemi. Diagnosgränserna enligt WHO gäller venös plasma; fasteprov och korrekt provhantering är avgörande.',
    content: `<h2>Vad mäts?</h2>
<p>Glukos är kroppens viktigaste energisubstrat och regleras hormonellt, främst av insulin och glukagon, men också av kortisol, tillväxthormon och katekolaminer. P-Glukos anger koncentrationen i plasma. fP-Glukos betecknar fasteprov efter minst 8 timmars fasta. Plasmavärden är cirka 11 % högre än helblodsvärden, och i Sverige rapporteras glukos i plasma även från patientnära instrument.</p>
<h2>Indikationer</h2>
<ul>
<li>Diagnostik av diabetes mellitus och av intermediär hyperglykemi (nedsatt fasteglukos, nedsatt glukostolerans).</li>
<li>Symtom på hyperglykemi: törst, polyuri, viktnedgång, trötthet och infektionsbenägenhet.</li>
<li>Misstänkt hypoglykemi: svettningar, hjärtklappning, förvirring eller medvetandepåverkan.</li>
<li>Oral glukosbelastning (OGTT) vid graviditet och vid oklar diagnos.</li>
<li>Behandlingsuppföljning vid diabetes, glukokortikoidbehandling och parenteral nutrition.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Venös plasma tas i rör med glykolyshämmare (till exempel fluorid–citrat) eller i litiumheparinrör som centrifugeras snabbt. I ocentrifugerat helblod fortsätter cellerna att förbruka glukos, vilket sänker värdet med cirka 5–7 % per timme i rumstemperatur. Fluorid ensamt verkar först efter en fördröjning; citratsyrat rör hämmar glykolysen omedelbart. Fasteprov tas efter minst 8 timmars fasta, helst på morgonen.</p>
<h2>Metod</h2>
<p>Enzymatiska metoder med hexokinas eller glukosoxidas. Patientnära instrument är kalibrerade för att ge plasmaekvivalenta värden men har större mätosäkerhet och bör inte användas för att ställa diagnosen diabetes.</p>
<p>Kontinuerliga glukosmätare mäter glukos i interstitiell vätska, som följer blodglukos med några minuters fördröjning.</p>
<h2>Venöst och kapillärt prov</h2>
<p>Fastande är venös och kapillär plasmaglukos i stort sett likvärdiga. Efter en måltid eller glukosbelastning är kapillärt värde högre, och därför finns separata gränser för kapillär plasma vid OGTT.</p>
<h2>Felkällor</h2>
<ul>
<li>Fördröjd centrifugering utan glykolyshämmare ger falskt låga värden, särskilt vid hög leukocytkoncentration.</li>
<li>Prov från arm med glukosinfusion ger falskt höga värden.</li>
<li>Vid patientnära mätning påverkar hematokrit, perifer cirkulation och vissa ämnen resultatet.</li>
</ul>`,
    clinicalSignificance: `<p>Enligt WHO ställs diagnosen diabetes vid fasteglukos i venös plasma på minst 7,0 mmol/L vid två tillfällen, vid 2-timmarsvärde vid OGTT på minst 11,1 mmol/L (venös plasma) eller vid slumpmässigt glukos på minst 11,1 mmol/L tillsammans med typiska symtom. HbA1c på minst 48 mmol/mol är ett alternativt kriterium. Nedsatt fasteglukos definieras som 6,1–6,9 mmol/L och nedsatt glukostolerans som 2-timmarsvärde 7,8–11,0 mmol/L.</p>
<p>Graviditetsdiabetes diagnostiseras i Sverige enligt WHO 2013: fasteglukos minst 5,1 mmol/L eller 2-timmarsvärde minst 8,5 mmol/L vid OGTT med 75 g glukos (venös plasma). Vid diabetesbehandling räknas glukos under 4,0 mmol/L som hypoglykemi som ska åtgärdas.</p>`,
    interpretation: `<p><strong>Högt glukos:</strong> diabetes mellitus, stressreaktion vid akut sjukdom, glukokortikoider, pankreatit, Cushings syndrom, feokromocytom, akromegali, parenteral nutrition och glukosinfusion.</p>
<p><strong>Lågt glukos:</strong> insulin- eller sulfonureidbehandling, alkohol, svält, svår leversvikt, sepsis, binjurebarksvikt, insulinom och dumpingsyndrom. Hos personer utan diabetes bör hypoglykemi verifieras med Whipples triad: symtom, lågt uppmätt glukos och symtomlindring när glukos normaliseras.</p>
<p><strong>Fallgropar:</strong> Ett lågt värde i ett prov som stått länge ocentrifugerat är sannolikt en preanalytisk artefakt. Ställ inte diabetesdiagnos på patientnära mätning eller på ett enstaka värde utan symtom.</p>`,
    tags: ['glukos', 'p-glukos', 'fp-glukos', 'blodsocker', 'diabetes', 'ogtt', 'hypoglykemi'],
    referenceRanges: [
      { parameter: 'fP-Glukos, vuxna', range: '4,2–6,3', unit: 'mmol/L', notes: 'NORIP, fastande venös plasma' },
      { parameter: 'fP-Glukos, diabetes', range: '≥7,0', unit: 'mmol/L', notes: 'WHO; venös eller kapillär plasma, bekräftas vid två tillfällen' },
      { parameter: 'fP-Glukos, nedsatt fasteglukos (IFG)', range: '6,1–6,9', unit: 'mmol/L', notes: 'WHO' },
      { parameter: 'OGTT 2 h, diabetes', range: '≥11,1 (venös) / ≥12,2 (kapillär)', unit: 'mmol/L', notes: 'WHO, plasma' },
      { parameter: 'OGTT 2 h, nedsatt glukostolerans (IGT)', range: '7,8–11,0 (venös) / 8,9–12,1 (kapillär)', unit: 'mmol/L', notes: 'WHO, plasma' },
      { parameter: 'Graviditetsdiabetes', range: 'fP ≥5,1 eller 2 h ≥8,5', unit: 'mmol/L', notes: 'WHO 2013, venös plasma, OGTT 75 g' },
    ],
    relatedTests: [T.hba1c, T.uAlbKrea, T.kolesterol, T.triglycerider],
    references: [
      SRC.norip,
      SRC.whoDiabetes2006,
      'World Health Organization. Diagnostic criteria and classification of hyperglycaemia first detected in pregnancy. WHO/NMH/MND/13.2. Geneva: WHO; 2013.',
      SRC.socialstyrelsenDiabetes,
      'Sacks DB, Arnold M, Bakris GL, et al. Guidelines and recommendations for laboratory analysis in the diagnosis and management of diabetes mellitus. Clin Chem 2023;69:808-868.',
    ],
  },
  {
    title: T.hba1c,
    category: 'Klinisk kemi',
    summary:
      'HbA1c speglar genomsnittlig blodglukos under de senaste 6–8 veckorna och är grunden för uppföljning av diabetes. Sedan 2014 kan HbA1c ≥48 mmol/mol användas för diagnos av diabetes hos icke-gravida vuxna i Sverige.',
    content: `<h2>Vad mäts?</h2>
<p>HbA1c är hemoglobin där glukos bundits icke-enzymatiskt till N-terminala valin på beta-kedjan. Bindningen sker kontinuerligt under erytrocytens livslängd, cirka 120 dagar, och andelen HbA1c är proportionell mot den genomsnittliga glukoskoncentrationen. Eftersom nyare erytrocyter dominerar speglar HbA1c framför allt de senaste 6–8 veckorna. I Sverige anges HbA1c i mmol/mol enligt IFCC-standard.</p>
<h2>Indikationer</h2>
<ul>
<li>Uppföljning av glukoskontroll hos personer med diabetes, vanligen 1–4 gånger per år.</li>
<li>Diagnostik av typ 2-diabetes hos icke-gravida vuxna.</li>
<li>Riskbedömning hos personer med prediabetes.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Venöst eller kapillärt helblod i EDTA-rör. Fasta behövs inte och HbA1c påverkas inte av enstaka måltider. Provet är stabilt i flera dygn i kyla. För diagnostik rekommenderas venöst prov analyserat på ett laboratorium med metod som uppfyller de svenska kvalitetskraven.</p>
<h2>Metod</h2>
<p>Vätskekromatografi (HPLC), kapillärelektrofores eller immunkemiska metoder, kalibrerade mot IFCC:s referensmetod. Kraven på noggrannhet är höga i Sverige, och metoden bör klara ±3,5 mmol/mol vid nivån 48 mmol/mol. För omräkning till DCCT-procent gäller: % = 0,09148 × mmol/mol + 2,152.</p>
<h2>Referensintervall</h2>
<p>HbA1c stiger något med åldern även hos personer utan diabetes, och många svenska laboratorier anger därför separata referensintervall för personer under och över 50 år. Värden mellan den övre referensgränsen och diagnosgränsen 48 mmol/mol innebär ökad risk för framtida diabetes och hjärt-kärlsjukdom.</p>
<h2>Felkällor</h2>
<ul>
<li><strong>Falskt lågt HbA1c</strong> vid förkortad erytrocytlivslängd eller ökad nybildning: hemolys, blödning, blodtransfusion, splenomegali, behandling av järn-, kobalamin- eller folatbrist, erytropoetinbehandling, graviditet och avancerad njursvikt.</li>
<li><strong>Falskt högt HbA1c</strong> vid förlängd erytrocytlivslängd: obehandlad järnbrist, aplastisk anemi och efter splenektomi.</li>
<li>Hemoglobinvarianter (till exempel HbS, HbC, HbE) kan interferera beroende på metod; vissa varianter upptäcks av kromatografiska metoder.</li>
<li>Snabbt debuterande diabetes, till exempel typ 1-diabetes, kan ge normalt HbA1c trots mycket högt glukos.</li>
</ul>`,
    clinicalSignificance: `<p>HbA1c är det viktigaste måttet på glukoskontroll och är starkt kopplat till risken för mikrovaskulära komplikationer (retinopati, nefropati, neuropati). Behandlingsmålet sätts individuellt; Socialstyrelsens nationella riktlinjer anger målnivån under 52 mmol/mol för de flesta vuxna med diabetes, med lägre eller högre mål beroende på diabetestyp, ålder, hypoglykemirisk och samsjuklighet.</p>
<p>Vid diagnostik krävs två värden på minst 48 mmol/mol, eller ett värde på minst 48 mmol/mol samtidigt som P-Glukos (fastande eller vid OGTT) ligger över diabetesgränsen. Ett HbA1c under 48 mmol/mol utesluter inte diabetes. HbA1c ska inte användas för diagnostik hos barn, gravida, vid misstänkt typ 1-diabetes eller vid tillstånd med förändrad erytrocytomsättning.</p>`,
    interpretation: `<p><strong>Högt HbA1c:</strong> diabetes eller prediabetes, otillräcklig behandling, bristande följsamhet, samt falskt höga värden vid järnbrist och andra tillstånd med förlängd erytrocytlivslängd.</p>
<p><strong>Lågt HbA1c:</strong> god glukoskontroll, men också hemolys, blödning, transfusion, graviditet och behandling av bristanemier. Vid diabetes kan mycket låga värden tala för upprepade hypoglykemier.</p>
<p><strong>Fallgropar:</strong> Om HbA1c och glukosmätningar inte stämmer överens bör erytrocytomsättning och hemoglobinvarianter övervägas. Kontinuerlig glukosmätning (tid i målområde) kompletterar HbA1c.</p>`,
    tags: ['hba1c', 'b-hba1c', 'långtidsblodsocker', 'glykerat hemoglobin', 'diabetes'],
    referenceRanges: [
      { parameter: 'B-HbA1c, <50 år', range: '27–42', unit: 'mmol/mol', notes: 'Vanligt referensintervall i svenska laboratorier (IFCC)' },
      { parameter: 'B-HbA1c, ≥50 år', range: '31–46', unit: 'mmol/mol', notes: 'Vanligt referensintervall i svenska laboratorier (IFCC)' },
      { parameter: 'Diagnosgräns för diabetes', range: '≥48', unit: 'mmol/mol', notes: 'WHO 2011; i Sverige sedan 2014 för icke-gravida vuxna. Bekräftas enligt ovan.' },
      { parameter: 'Behandlingsmål för de flesta vuxna', range: '<52', unit: 'mmol/mol', notes: 'Socialstyrelsen; individualiseras' },
    ],
    relatedTests: [T.glukos, T.uAlbKrea, T.hb, T.ldl],
    references: [
      SRC.whoHba1c2011,
      SRC.socialstyrelsenDiabetes,
      'Svensk förening för diabetologi m.fl. HbA1c blir kompletterande metod för diagnostik av diabetes. Läkartidningen 2013 (rapport).',
      'Sacks DB, Arnold M, Bakris GL, et al. Guidelines and recommendations for laboratory analysis in the diagnosis and management of diabetes mellitus. Clin Chem 2023;69:808-868.',
      'Unilabs Laboratoriemedicin. Analysanvisning B-HbA1c (IFCC) (anvisningar.se, aktuell version).',
    ],
  },
];
