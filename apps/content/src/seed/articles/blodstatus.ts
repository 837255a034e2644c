import type { SeedArticle } from './seed-article';
import { SRC } from './sources';
import { T } from './titles';

export const BLODSTATUS_ARTICLES: SeedArticle[] = [
  {
    title: T.hb,
    category: 'Hematologi',
    summary:
      'B-Hb anger hemoglobinkoncentrationen i helblod och är grundanalysen för att påvisa och gradera anemi och erytrocytos. Referensintervallen enligt NORIP skiljer sig mellan kvinnor och män.',
    content: `<h2>Vad mäts?</h2>
<p>Hemoglobin är det syrebärande proteinet i erytrocyterna. B-Hb anger koncentrationen av hemoglobin i helblod, uttryckt i g/L, och är den viktigaste enskilda analysen för att påvisa anemi. Analysen ingår i basalt blodstatus tillsammans med leukocyter, trombocyter, erytrocytantal, EVF och erytrocytindex.</p>
<h2>Indikationer</h2>
<ul>
<li>Misstänkt anemi, till exempel vid trötthet, blekhet, ansträngningsdyspné eller takykardi.</li>
<li>Akut blödning eller misstänkt ockult blödning.</li>
<li>Misstänkt erytrocytos eller polycytemi.</li>
<li>Uppföljning av behandling med järn, kobalamin, folat eller erytropoesstimulerande läkemedel samt bedömning inför och efter transfusion.</li>
<li>Kontroll vid cytostatikabehandling, njursjukdom och benmärgssjukdom.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Venöst eller kapillärt blod i EDTA-rör (lila propp). Röret fylls till angiven volym och vänds försiktigt 8–10 gånger direkt efter provtagningen. Fasta behövs inte. Långvarig stas ger hemokoncentration och falskt högt värde. Vid kapillär provtagning ska man undvika att pressa fram blodet, eftersom vävnadsvätska då späder provet. Hb är stabilt i minst ett dygn i rumstemperatur, men övriga parametrar i blodstatus har kortare hållbarhet – följ laboratoriets anvisning.</p>
<h2>Metod</h2>
<p>I hematologiinstrument lyseras erytrocyterna och hemoglobinet omvandlas till ett stabilt färgat komplex, till exempel natriumlaurylsulfat-hemoglobin, som mäts fotometriskt. Patientnära instrument mäter Hb fotometriskt i kapillärblod och har något större mätosäkerhet än laboratoriets instrument; avvikande värden bör vid behov bekräftas med venöst prov.</p>
<h2>Felkällor</h2>
<ul>
<li>Kraftig lipemi och mycket höga leukocytvärden kan grumla lysatet och ge falskt högt Hb.</li>
<li>Prov taget ovanför eller i samma arm som en pågående infusion blir utspätt.</li>
<li>Dehydrering ger relativt högt och övervätskning relativt lågt Hb.</li>
<li>Direkt efter en akut blödning är Hb ofta nästan oförändrat, eftersom plasmavolymen ännu inte har återställts. Hb-fallet blir tydligt först efter några timmar eller efter vätsketillförsel.</li>
</ul>`,
    clinicalSignificance: `<p>Anemi definieras av WHO som Hb under 120 g/L hos icke-gravida kvinnor, under 130 g/L hos män och under 110 g/L under graviditet. I klinisk vardag används ofta laboratoriets nedre referensgräns. Hur snabbt anemin har utvecklats, dess grad och patientens symtom och samsjuklighet styr handläggningen.</p>
<p>Hb ska tolkas tillsammans med MCV, retikulocyter och vid behov järnstatus, kobalamin, folat och hemolysparametrar för att fastställa orsaken. Förhöjt Hb kan vara relativt (minskad plasmavolym), sekundärt till hypoxi, rökning, testosteron- eller erytropoetintillförsel, eller primärt som vid polycytemia vera.</p>`,
    interpretation: `<p><strong>Lågt Hb:</strong> klassificeras lämpligen efter MCV. Mikrocytär anemi: järnbrist, talassemi, ibland anemi vid kronisk inflammation. Normocytär anemi: akut blödning, hemolys, njursvikt, kronisk inflammation, benmärgssjukdom. Makrocytär anemi: kobalamin- eller folatbrist, alkohol, leversjukdom, hypotyreos, retikulocytos, myelodysplastiskt syndrom och vissa läkemedel. Högt retikulocytantal talar för blödning eller hemolys, lågt för nedsatt produktion.</p>
<p><strong>Högt Hb:</strong> dehydrering, rökning, kronisk hypoxi (KOL, sömnapné), vistelse på hög höjd, testosteron- eller EPO-tillförsel, EPO-producerande tumörer och polycytemia vera (JAK2-mutation).</p>
<p><strong>Fallgropar:</strong> Hb är några procent lägre i liggande än i stående ställning. Värden strax utanför referensintervallet är vanliga hos friska, eftersom intervallet per definition utesluter 5 % av en frisk population. Under graviditet sjunker Hb fysiologiskt genom plasmavolymökning. Trend och klinisk bild väger tyngre än enstaka värden.</p>`,
    tags: ['hemoglobin', 'hb', 'b-hb', 'blodstatus', 'anemi', 'polycytemi'],
    referenceRanges: [
      { parameter: 'B-Hb, kvinnor ≥18 år', range: '117–153', unit: 'g/L', notes: 'NORIP' },
      { parameter: 'B-Hb, män ≥18 år', range: '134–170', unit: 'g/L', notes: 'NORIP' },
    ],
    relatedTests: [T.erytrocytindex, T.retikulocyter, T.ferritin, T.jarnstatus, T.kobalamin, T.folat],
    references: [
      SRC.noripHematology,
      'World Health Organization. Haemoglobin concentrations for the diagnosis of anaemia and assessment of severity. WHO/NMH/NHD/MNM/11.1. Geneva: WHO; 2011.',
      SRC.karolinska,
    ],
  },
  {
    title: T.lpk,
    category: 'Hematologi',
    summary:
      'B-LPK anger det totala antalet vita blodkroppar och används vid misstänkt infektion, inflammation och blodsjukdom samt för kontroll av läkemedel som kan påverka benmärgen. Tolkas tillsammans med differentialräkning.',
    content: `<h2>Vad mäts?</h2>
<p>B-LPK (leukocytpartikelkoncentration) anger det totala antalet vita blodkroppar per liter blod (×10⁹/L). I begreppet ingår neutrofila, eosinofila och basofila granulocyter, lymfocyter och monocyter. Totalantalet säger i sig lite om orsaken till en avvikelse, varför analysen bör kompletteras med differentialräkning när LPK är avvikande eller när frågeställningen gäller infektion eller hematologisk sjukdom.</p>
<h2>Indikationer</h2>
<ul>
<li>Misstänkt bakteriell infektion, sepsis eller annan inflammation.</li>
<li>Misstänkt leukemi, lymfom eller annan benmärgssjukdom.</li>
<li>Kontroll vid behandling med läkemedel som kan orsaka neutropeni eller agranulocytos, till exempel cytostatika, tiamazol, klozapin, sulfasalazin och metotrexat.</li>
<li>Feber hos immunsupprimerade patienter.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Venöst eller kapillärt blod i EDTA-rör. Fasta behövs inte. LPK påverkas av fysisk ansträngning, akut stress, rökning och glukokortikoider, som alla höjer värdet genom att granulocyter frisätts från kärlväggen och benmärgen. Det finns en viss dygnsvariation. Provet bör analyseras samma dag; vid längre förvaring försämras framför allt differentialräkningen.</p>
<h2>Metod</h2>
<p>Leukocyterna räknas i hematologiinstrument med impedansteknik eller flödescytometri efter att erytrocyterna lyserats. Moderna instrument flaggar avvikande cellpopulationer, till exempel omogna granulocyter eller blaster, och provet granskas då mikroskopiskt.</p>
<h2>Referensintervall och biologisk variation</h2>
<p>Referensintervallet för vuxna kommer från den nordiska referensintervallstudien NORIP. Barn, särskilt nyfödda och småbarn, har betydligt högre värden. Inom en och samma person varierar LPK med ungefär 10–15 % mellan olika dagar, och gravida har ofta lätt förhöjda värden, särskilt i tredje trimestern och i samband med förlossningen.</p>
<h2>Felkällor</h2>
<ul>
<li>Kärnförande erytrocyter kan räknas som leukocyter; instrumentet korrigerar i regel automatiskt.</li>
<li>Trombocytaggregat, kryoglobuliner och olyserade erytrocyter (till exempel hos nyfödda eller vid vissa hemoglobinopatier) kan ge falskt högt LPK.</li>
<li>Mycket gamla prov och kraftigt leukemiska prov kan ge felaktig räkning på grund av cellsönderfall.</li>
<li>Ett normalt totalantal kan dölja samtidig neutropeni och lymfocytos – differentialräkningen är då avgörande.</li>
</ul>`,
    clinicalSignificance: `<p>Leukocytos beror oftast på neutrofili vid bakteriell infektion, vävnadsskada, inflammation, stress eller glukokortikoidbehandling. Lymfocytos ses vid virusinfektioner och kronisk lymfatisk leukemi. Mycket höga värden, särskilt med omogna celler, kräver snabb utredning med blodutstryk för att utesluta leukemi.</p>
<p>Leukopeni ses vid virusinfektioner, läkemedelsbiverkan, benmärgssvikt, autoimmun sjukdom (till exempel SLE), hypersplenism och ibland vid svår sepsis. Den kliniska risken bestäms främst av antalet neutrofila granulocyter: under 0,5 ×10⁹/L är infektionsrisken hög och feber ska handläggas akut.</p>`,
    interpretation: `<p><strong>Högt LPK:</strong> bakteriell infektion, inflammation, trauma, kirurgi, infarkt, glukokortikoider, rökning, graviditet, splenektomi, myeloproliferativ sjukdom och leukemi. En leukemoid reaktion (mycket hög reaktiv leukocytos) kan likna leukemi men saknar klonalitet.</p>
<p><strong>Lågt LPK:</strong> virusinfektion, läkemedel (cytostatika, tyreostatika, antipsykotika, antibiotika), alkohol, kobalamin- eller folatbrist, benmärgsinfiltration eller aplasi, SLE och hypersplenism.</p>
<p><strong>Fallgropar:</strong> Personer med ursprung i Afrika eller Mellanöstern har ofta lägre neutrofilvärden utan ökad infektionsrisk (kopplat till Duffy-negativ blodgrupp). Tolka alltid LPK tillsammans med differentialräkning och tidigare värden.</p>`,
    tags: ['leukocyter', 'lpk', 'b-lpk', 'vita blodkroppar', 'blodstatus', 'infektion'],
    referenceRanges: [{ parameter: 'B-LPK, vuxna ≥18 år', range: '3,5–8,8', unit: '×10⁹/L', notes: 'NORIP' }],
    relatedTests: [T.diff, T.hb, T.tpk, T.crp],
    references: [SRC.noripHematology, SRC.karolinska, SRC.vgr],
  },
  {
    title: T.diff,
    category: 'Hematologi',
    summary:
      'Differentialräkning fördelar leukocyterna på neutrofila, lymfocyter, monocyter, eosinofila och basofila. Absoluta antal används för att bedöma infektion, allergi, läkemedelsbiverkan och misstänkt hematologisk sjukdom.',
    content: `<h2>Vad mäts?</h2>
<p>Vid differentialräkning (B-Diff) delas leukocyterna upp i de normalt förekommande celltyperna: neutrofila, eosinofila och basofila granulocyter, lymfocyter och monocyter. Resultatet anges som absoluta antal (×10⁹/L), vilket är mer informativt än andelar i procent. Vid avvikelser kan laboratoriet göra en manuell mikroskopisk differentialräkning där även omogna celler, blaster och morfologiska förändringar bedöms.</p>
<h2>Indikationer</h2>
<ul>
<li>Avvikande LPK eller kliniskt misstänkt infektion där celltypen har betydelse.</li>
<li>Misstänkt leukemi, lymfom eller myeloproliferativ sjukdom.</li>
<li>Misstänkt allergi, parasitinfektion eller läkemedelsreaktion (eosinofili).</li>
<li>Kontroll av neutrofilantal vid cytostatika och andra benmärgspåverkande läkemedel.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>EDTA-blod, venöst eller kapillärt. Provet bör analyseras inom det dygn som laboratoriet anger; cellerna förändras vid förvaring, vilket kan ge felaktig klassificering och svårbedömd morfologi. Om provet inte kan nå laboratoriet i tid kan blodutstryk göras direkt och skickas med.</p>
<h2>Metod</h2>
<p>Maskinell differentialräkning görs i hematologiinstrument med flödescytometri, där cellerna klassificeras efter storlek, granularitet och fluorescens efter färgning av nukleinsyror. Instrumentet flaggar prov med misstänkta blaster, omogna granulocyter, atypiska lymfocyter eller interferenser. Flaggade prov granskas manuellt eller med digital bildanalys av ett färgat blodutstryk.</p>
<h2>Referensintervall</h2>
<p>Referensintervallen för absoluta antal gäller vuxna och varierar något mellan laboratorier och instrument. Barn har betydligt högre lymfocytvärden, och nyfödda har höga neutrofilvärden de första levnadsdagarna. Manuell mikroskopisk differentialräkning har andra referensintervall och större statistisk osäkerhet än maskinell räkning, eftersom betydligt färre celler räknas.</p>
<h2>Felkällor</h2>
<ul>
<li>Gamla prov ger bland annat svullna och sönderfallande celler som kan klassificeras fel.</li>
<li>Trombocytaggregat, kärnförande erytrocyter och olyserade erytrocyter kan störa klassificeringen.</li>
<li>Blaster och atypiska celler kan inte säkert identifieras maskinellt; en maskinell differentialräkning utesluter inte leukemi om provet flaggats.</li>
<li>Procentuella värden kan vilseleda när totalantalet är avvikande – bedöm absoluta antal.</li>
</ul>`,
    clinicalSignificance: `<p>Neutrofili talar för bakteriell infektion, inflammation, vävnadsskada eller glukokortikoideffekt. Förekomst av stavkärniga och omogna granulocyter (vänsterförskjutning) ses vid svår infektion men också vid myeloproliferativ sjukdom. Neutropeni graderas ofta som lätt (1,0–1,5), måttlig (0,5–1,0) och svår (under 0,5 ×10⁹/L); svår neutropeni innebär hög risk för livshotande infektion.</p>
<p>Lymfocytos ses vid virusinfektioner, kikhosta och kronisk lymfatisk leukemi, där en klonal B-cellslymfocytos över 5 ×10⁹/L krävs för diagnos. Lymfopeni ses vid glukokortikoidbehandling, akut stress, hiv och lymfom. Eosinofili ses vid allergi, astma, parasitinfektioner, läkemedelsreaktioner, vaskulit och vissa maligniteter; kvarstående värden på 1,5 ×10⁹/L eller mer kräver utredning. Monocytos ses vid kroniska infektioner och kronisk myelomonocytleukemi, basofili framför allt vid kronisk myeloisk leukemi.</p>`,
    interpretation: `<p><strong>Höga värden:</strong> neutrofila – infektion, inflammation, stress, rökning, glukokortikoider; lymfocyter – virus, KLL; eosinofila – allergi, parasiter, läkemedel; monocyter – tuberkulos, endokardit, återhämtning efter neutropeni; basofila – myeloproliferativ sjukdom.</p>
<p><strong>Låga värden:</strong> neutrofila – virusinfektion, läkemedel, autoimmunitet, benmärgssvikt, kobalamin- eller folatbrist; lymfocyter – glukokortikoider, stress, hiv, immunsuppressiv behandling.</p>
<p><strong>Fallgropar:</strong> Referensintervallen gäller vuxna; barn har betydligt högre lymfocytvärden. Lågt neutrofilantal utan infektionsbenägenhet är vanligt hos personer med afrikanskt eller mellanöstern-ursprung. Blaster i perifert blod ska alltid föranleda snabb kontakt med hematolog.</p>`,
    tags: ['differentialräkning', 'diff', 'b-diff', 'neutrofila', 'lymfocyter', 'eosinofila', 'neutropeni'],
    referenceRanges: [
      { parameter: 'B-Neutrofila', range: '1,6–5,9', unit: '×10⁹/L', notes: 'Vuxna ≥18 år, maskinell differentialräkning. Exempel från svenskt laboratorium – se lokalt referensintervall.' },
      { parameter: 'B-Lymfocyter', range: '1,1–3,5', unit: '×10⁹/L', notes: 'Vuxna ≥18 år. Barn har högre värden.' },
      { parameter: 'B-Monocyter', range: '0,2–0,8', unit: '×10⁹/L', notes: 'Vuxna' },
      { parameter: 'B-Eosinofila', range: '<0,5', unit: '×10⁹/L', notes: 'Vuxna' },
      { parameter: 'B-Basofila', range: '<0,1', unit: '×10⁹/L', notes: 'Vuxna' },
    ],
    relatedTests: [T.lpk, T.hb, T.tpk, T.crp, T.pct],
    references: [
      SRC.vgr,
      'Palmer L, Briggs C, McFadden S, et al. ICSH recommendations for the standardization of nomenclature and grading of peripheral blood cell morphological features. Int J Lab Hematol 2015;37:287-303.',
      'Hallek M, Cheson BD, Catovsky D, et al. iwCLL guidelines for diagnosis, indications for treatment, response assessment, and supportive management of CLL. Blood 2018;131:2745-2760.',
    ],
  },
  {
    title: T.tpk,
    category: 'Hematologi',
    summary:
      'B-TPK anger antalet trombocyter i blodet och används vid blödningsutredning, misstänkt benmärgssjukdom, kontroll vid heparin- och cytostatikabehandling och inför ingrepp. Pseudotrombocytopeni är en viktig felkälla.',
    content: `<h2>Vad mäts?</h2>
<p>Trombocyter (blodplättar) bildas från megakaryocyter i benmärgen och cirkulerar i 7–10 dagar. De är nödvändiga för primär hemostas. B-TPK anger antalet trombocyter per liter blod (×10⁹/L) och ingår i blodstatus. Instrumentet kan också ange trombocyternas medelvolym (MPV) och andelen omogna trombocyter.</p>
<h2>Indikationer</h2>
<ul>
<li>Blödningssymtom som petekier, hematom, näsblod eller slemhinneblödning.</li>
<li>Misstänkt benmärgssjukdom, leversjukdom med hypersplenism eller disseminerad intravasal koagulation (DIC).</li>
<li>Kontroll vid heparinbehandling (heparininducerad trombocytopeni, HIT) och vid cytostatika.</li>
<li>Bedömning inför operation, neuraxial anestesi och andra invasiva ingrepp.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>EDTA-blod, venöst eller kapillärt. Röret ska vändas direkt för att undvika mikrokoagel, som sänker trombocytantalet. Kapillärprov ger något lägre och mer varierande värden än venösa prov. Provet bör analyseras inom laboratoriets angivna hållbarhetstid.</p>
<h2>Metod</h2>
<p>Trombocyter räknas i hematologiinstrument med impedans och, vid behov, med optisk eller fluorescensbaserad metod som bättre skiljer stora trombocyter från små erytrocyter och cellfragment.</p>
<h2>Referensintervall och variation</h2>
<p>Referensintervallen enligt NORIP skiljer sig mellan kvinnor och män; kvinnor har i genomsnitt något högre trombocytantal. Trombocytantalet är relativt stabilt hos en individ men stiger reaktivt vid infektion, inflammation och blödning. Under graviditet sjunker värdet ofta något, och en lätt gestationell trombocytopeni i tredje trimestern är vanlig och ofarlig.</p>
<h2>Felkällor</h2>
<ul>
<li><strong>Pseudotrombocytopeni:</strong> hos cirka 0,1 % av befolkningen orsakar EDTA antikroppsmedierad aggregation av trombocyterna in vitro. Instrumentet flaggar ofta aggregat. Vid oväntat lågt värde utan blödningssymtom tas nytt prov i citratrör och blodutstryk granskas.</li>
<li>Koagel i provet ger falskt låga värden.</li>
<li>Jättetrombocyter (till exempel vid ärftliga makrotrombocytopenier) kan räknas som erytrocyter med impedansteknik.</li>
<li>Fragmenterade erytrocyter (schistocyter) och mikrocyter kan ge falskt höga värden.</li>
</ul>`,
    clinicalSignificance: `<p>Spontana allvarliga blödningar är ovanliga så länge trombocytantalet ligger över cirka 20 ×10⁹/L och trombocytfunktionen är normal, men risken ökar tydligt vid lägre värden och vid samtidig infektion, koagulationsrubbning eller trombocythämmande behandling. Vilket värde som krävs inför ingrepp beror på ingreppets art och lokala riktlinjer. Immunologisk trombocytopeni (ITP) definieras som isolerad trombocytopeni under 100 ×10⁹/L där andra orsaker uteslutits.</p>
<p>Vid heparinbehandling ska ett fall med mer än 50 % från utgångsvärdet 5–10 dagar efter behandlingsstart väcka misstanke om HIT, som trots trombocytopeni ger hög trombosrisk. Kvarstående trombocytos på 450 ×10⁹/L eller mer utan reaktiv förklaring bör utredas för myeloproliferativ sjukdom, till exempel essentiell trombocytemi.</p>`,
    interpretation: `<p><strong>Lågt TPK:</strong> pseudotrombocytopeni, ITP, läkemedel (heparin, vissa antibiotika, cytostatika), virusinfektioner, alkohol, leversjukdom med hypersplenism, DIC, trombotisk mikroangiopati (TTP/HUS), graviditet (gestationell trombocytopeni, HELLP), kobalamin- eller folatbrist och benmärgssjukdom.</p>
<p><strong>Högt TPK:</strong> oftast reaktivt vid infektion, inflammation, blödning, järnbrist, malignitet och efter splenektomi. Primär trombocytos ses vid myeloproliferativa neoplasier.</p>
<p><strong>Fallgropar:</strong> Ett oväntat lågt värde utan blödningssymtom ska kontrolleras med citratprov och utstryk innan det leder till åtgärder. Trombocytantalet säger inget om trombocytfunktionen, som kan vara nedsatt av till exempel acetylsalicylsyra, P2Y12-hämmare, uremi eller von Willebrands sjukdom.</p>`,
    tags: ['trombocyter', 'tpk', 'b-tpk', 'blodplättar', 'trombocytopeni', 'blodstatus'],
    referenceRanges: [
      { parameter: 'B-TPK, kvinnor ≥18 år', range: '165–387', unit: '×10⁹/L', notes: 'NORIP' },
      { parameter: 'B-TPK, män ≥18 år', range: '145–348', unit: '×10⁹/L', notes: 'NORIP' },
    ],
    relatedTests: [T.hb, T.lpk, T.pk, T.aptt, T.fibrinogen, T.dDimer],
    references: [
      SRC.noripHematology,
      'Rodeghiero F, Stasi R, Gernsheimer T, et al. Standardization of terminology, definitions and outcome criteria in immune thrombocytopenic purpura of adults and children: report from an international working group. Blood 2009;113:2386-2393.',
      'Cuker A, Arepally GM, Chong BH, et al. American Society of Hematology 2018 guidelines for management of venous thromboembolism: heparin-induced thrombocytopenia. Blood Adv 2018;2:3360-3392.',
      SRC.karolinska,
    ],
  },
  {
    title: T.erytrocytindex,
    category: 'Hematologi',
    summary:
      'Erytrocytindex (MCV, MCH, MCHC) och EVF beskriver erytrocyternas storlek, hemoglobininnehåll och andel av blodvolymen. De är centrala för att klassificera anemier som mikrocytära, normocytära eller makrocytära.',
    content: `<h2>Vad mäts?</h2>
<p>Erytrocytindex beräknas av hematologiinstrumentet från uppmätta värden på hemoglobin, erytrocytantal och erytrocyternas volym:</p>
<ul>
<li><strong>EVF</strong> (erytrocytvolymfraktion, hematokrit) – andelen av blodvolymen som utgörs av erytrocyter.</li>
<li><strong>MCV</strong> (medelcellvolym) – erytrocyternas genomsnittliga volym i femtoliter (fL).</li>
<li><strong>MCH</strong> (medelcellhemoglobin) – genomsnittlig mängd hemoglobin per erytrocyt i pikogram.</li>
<li><strong>MCHC</strong> (medelcellhemoglobinkoncentration) – Hb dividerat med EVF.</li>
</ul>
<p>Många laboratorier redovisar också RDW, som beskriver storleksvariationen mellan erytrocyterna (anisocytos).</p>
<h2>Indikationer</h2>
<p>Utredning av anemi och erytrocytos, misstänkt järnbrist, talassemi, kobalamin- eller folatbrist, alkoholöverkonsumtion och hemolys.</p>
<h2>Provtagning och preanalys</h2>
<p>EDTA-blod. Vid förvaring svullnar erytrocyterna, vilket höjer MCV och EVF och sänker MCHC; prov äldre än ett dygn bör tolkas med försiktighet.</p>
<h2>Metod</h2>
<p>Erytrocyter räknas och storleksbestäms med impedansteknik; EVF beräknas som erytrocytantal multiplicerat med MCV. MCH och MCHC beräknas från Hb.</p>
<h2>Referensintervall och variation</h2>
<p>Referensintervallen kommer från NORIP. MCV, MCH och MCHC skiljer sig inte nämnvärt mellan könen hos vuxna, medan EVF och erytrocytantal är högre hos män. Nyfödda har högt MCV, som sjunker under första levnadsåret; barn har lägre MCV än vuxna. Erytrocytindex är mycket stabila hos en individ, eftersom erytrocyterna lever i cirka 120 dagar. En förändring av MCV över tid är därför ofta mer informativ än ett enstaka värde nära referensgränsen.</p>
<h2>Felkällor</h2>
<ul>
<li><strong>Köldagglutininer</strong> ger agglutinerade erytrocyter som räknas som stora celler: falskt högt MCV och MCHC och falskt lågt erytrocytantal. Provet värms till 37 °C och analyseras om.</li>
<li>Kraftig hyperglykemi kan ge falskt högt MCV genom osmotisk svullnad i instrumentets spädningsvätska.</li>
<li>Lipemi och hög leukocytkoncentration ger falskt högt Hb och därmed högt MCH och MCHC.</li>
<li>Retikulocytos höjer MCV, eftersom retikulocyter är större än mogna erytrocyter.</li>
</ul>`,
    clinicalSignificance: `<p>MCV är det viktigaste indexet för att klassificera anemi. Mikrocytos ses framför allt vid järnbrist och talassemi. Vid talassemibärarskap är erytrocytantalet ofta normalt eller högt trots lågt MCV, medan järnbrist ger lågt erytrocytantal och ofta högt RDW. Makrocytos utan anemi är vanligt vid alkoholöverkonsumtion och kan föregå anemi vid kobalaminbrist. Uttalad makrocytos, över cirka 110 fL, talar för kobalamin- eller folatbrist eller myelodysplastiskt syndrom.</p>
<p>EVF används bland annat vid bedömning av polycytemi och vid dosering av citrat i koagulationsrör när EVF är mycket högt.</p>`,
    interpretation: `<p><strong>Lågt MCV/MCH:</strong> järnbrist, talassemi, anemi vid kronisk inflammation (oftare normocytär), sideroblastisk anemi och blyförgiftning.</p>
<p><strong>Högt MCV:</strong> kobalamin- eller folatbrist, alkohol, leversjukdom, hypotyreos, retikulocytos (hemolys, blödning), myelodysplastiskt syndrom och läkemedel som metotrexat, hydroxikarbamid, azatioprin och vissa antivirala medel.</p>
<p><strong>Högt MCHC:</strong> hereditär sfärocytos, men också köldagglutininer, lipemi och in vitro-hemolys, som alltid bör uteslutas först.</p>
<p><strong>Fallgropar:</strong> Samtidig järnbrist och kobalaminbrist kan ge normalt MCV men högt RDW. Bedöm därför alltid blodbilden som helhet och komplettera vid behov med ferritin, kobalamin, folat, retikulocyter och blodutstryk.</p>`,
    tags: ['mcv', 'mch', 'mchc', 'evf', 'hematokrit', 'erytrocyter', 'b-mcv'],
    referenceRanges: [
      { parameter: 'B-MCV', range: '82–98', unit: 'fL', notes: 'Vuxna, NORIP' },
      { parameter: 'B-MCH', range: '27–33', unit: 'pg', notes: 'Vuxna, NORIP' },
      { parameter: 'B-MCHC', range: '317–357', unit: 'g/L', notes: 'Vuxna, NORIP' },
      { parameter: 'B-EVF, kvinnor', range: '0,35–0,46', unit: 'L/L (fraktion)', notes: 'NORIP' },
      { parameter: 'B-EVF, män', range: '0,39–0,50', unit: 'L/L (fraktion)', notes: 'NORIP' },
      { parameter: 'B-Erytrocyter, kvinnor', range: '3,9–5,2', unit: '×10¹²/L', notes: 'NORIP' },
      { parameter: 'B-Erytrocyter, män', range: '4,2–5,7', unit: '×10¹²/L', notes: 'NORIP' },
    ],
    relatedTests: [T.hb, T.retikulocyter, T.ferritin, T.kobalamin, T.folat],
    references: [
      SRC.noripHematology,
      'Mentzer WC. Differentiation of iron deficiency from thalassaemia trait. Lancet 1973;1:882.',
      SRC.karolinska,
    ],
  },
  {
    title: T.retikulocyter,
    category: 'Hematologi',
    summary:
      'Retikulocyter är nybildade erytrocyter och speglar benmärgens aktuella erytropoes. Analysen skiljer anemi orsakad av blödning eller hemolys från anemi av nedsatt produktion och visar svar på behandling.',
    content: `<h2>Vad mäts?</h2>
<p>Retikulocyter är unga erytrocyter som har stött ut cellkärnan men fortfarande innehåller rester av ribosomalt RNA. De mognar till erytrocyter inom cirka ett dygn i blodbanan. Antalet retikulocyter speglar därför benmärgens aktuella produktion av röda blodkroppar. Resultatet anges som absolut antal (×10⁹/L) och ibland som andel av erytrocyterna. Många instrument anger också retikulocyternas hemoglobininnehåll (till exempel Ret-He), som är en tidig markör för järnbegränsad erytropoes.</p>
<h2>Indikationer</h2>
<ul>
<li>Klassificering av anemi: ökad förlust eller destruktion jämfört med nedsatt produktion.</li>
<li>Misstänkt hemolys eller akut blödning.</li>
<li>Uppföljning av behandlingssvar vid järn-, kobalamin- eller folatbrist och vid behandling med erytropoesstimulerande läkemedel.</li>
<li>Bedömning av benmärgens återhämtning efter cytostatika eller stamcellstransplantation.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>EDTA-blod. Provet bör analyseras inom ett dygn; vid förvaring fortsätter retikulocyterna att mogna in vitro, vilket ger falskt låga värden. Följ laboratoriets anvisning om förvaring i kyla.</p>
<h2>Metod</h2>
<p>Retikulocyter räknas flödescytometriskt i hematologiinstrument efter färgning med ett fluorescerande färgämne som binder till RNA. Mängden fluorescens delar in retikulocyterna efter mognadsgrad. Manuell räkning i mikroskop efter supravital färgning används sällan i dag.</p>
<h2>Referensintervall</h2>
<p>Referensintervallet beror på instrument och reagens, och laboratorier som använder olika instrument kan därför ange olika intervall. Nyfödda har höga värden som sjunker under de första levnadsveckorna. Vid bedömning av benmärgens svar på anemi kan man också räkna fram ett korrigerat retikulocytindex, men i praktiken räcker ofta det absoluta antalet tolkat mot graden av anemi.</p>
<h2>Felkällor</h2>
<ul>
<li>Howell–Jolly-kroppar, malariaparasiter, jättetrombocyter och kärnförande erytrocyter kan räknas som retikulocyter.</li>
<li>Procentandelen stiger vid anemi även om produktionen inte ökar, eftersom nämnaren (erytrocytantalet) sjunker – bedöm absolut antal.</li>
<li>Referensintervallen skiljer sig mellan instrument och metoder.</li>
</ul>`,
    clinicalSignificance: `<p>Vid anemi förväntas benmärgen öka produktionen. Högt retikulocytantal vid anemi talar för blödning (efter några dagar) eller hemolys, medan normalt eller lågt antal trots anemi talar för nedsatt eller ineffektiv erytropoes, till exempel vid järnbrist, kobalamin- eller folatbrist, njursvikt, inflammation eller benmärgssjukdom.</p>
<p>Vid substitution av kobalamin eller järn stiger retikulocyterna inom cirka en vecka, vilket bekräftar diagnosen och behandlingssvaret. Akut parvovirus B19-infektion kan orsaka aplastisk kris med nästan inga retikulocyter, särskilt hos personer med kronisk hemolys.</p>`,
    interpretation: `<p><strong>Höga värden:</strong> hemolytisk anemi, återhämtning efter blödning, behandlingssvar vid brist på järn, kobalamin eller folat, behandling med erytropoetin, vistelse på hög höjd.</p>
<p><strong>Låga värden:</strong> aplastisk anemi, benmärgsinfiltration, cytostatika, obehandlad järn-, kobalamin- eller folatbrist, njursvikt med erytropoetinbrist, kronisk inflammation, parvovirus B19-infektion och ren erytrocytaplasi.</p>
<p><strong>Fallgropar:</strong> Kombinera med LD, haptoglobin och bilirubin vid misstänkt hemolys. Ett normalt retikulocytantal vid uttalad anemi är inte normalt utan tyder på otillräckligt benmärgssvar.</p>`,
    tags: ['retikulocyter', 'retik', 'b-retikulocyter', 'anemi', 'hemolys', 'erytropoes'],
    referenceRanges: [
      {
        parameter: 'B-Retikulocyter, vuxna',
        range: 'Metodberoende',
        unit: '×10⁹/L',
        notes:
          'Metodberoende – se lokalt laboratoriums referensintervall. Exempel från ett svenskt laboratorium: 36–106 ×10⁹/L (Sysmex XN) respektive 26–124 ×10⁹/L (Advia 2120i).',
      },
    ],
    relatedTests: [T.hb, T.erytrocytindex, T.ferritin, T.kobalamin, T.bilirubin],
    references: [
      'Briggs C. Quality counts: new parameters in blood cell counting. Int J Lab Hematol 2009;31:277-297.',
      'Unilabs Laboratoriemedicin. Analysanvisning B-Retikulocyter (anvisningar.se, aktuell version).',
      SRC.karolinska,
    ],
  },
];
