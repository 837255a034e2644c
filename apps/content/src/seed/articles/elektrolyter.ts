import type { SeedArticle } from './seed-article';
import { SRC } from './sources';
import { T } from './titles';

export const ELEKTROLYT_ARTICLES: SeedArticle[] = [
  {
    title: T.natrium,
    category: 'Klinisk kemi',
    summary:
      'P-Natrium speglar förhållandet mellan kroppens natrium och vatten och är den viktigaste analysen vid rubbningar i vätskebalansen. Hyponatremi är den vanligaste elektrolytrubbningen hos inneliggande patienter.',
    content: `<h2>Vad mäts?</h2>
<p>Natrium är den dominerande katjonen i extracellulärvätskan och bestämmer till största delen plasmas osmolalitet. P-Natrium anger koncentrationen av natrium i plasma och speglar främst kroppens vattenbalans i förhållande till natriuminnehållet, inte den totala mängden natrium. Regleringen sker framför allt via antidiuretiskt hormon (vasopressin), törst och renin–angiotensin–aldosteronsystemet.</p>
<h2>Indikationer</h2>
<ul>
<li>Misstänkt rubbning i vätske- eller saltbalansen, till exempel vid kräkningar, diarré, dehydrering eller ödem.</li>
<li>Förvirring, kramper, illamående eller fall hos äldre.</li>
<li>Kontroll vid behandling med diuretika, antidepressiva (SSRI), antiepileptika och intravenös vätska.</li>
<li>Hjärtsvikt, njursvikt, leversvikt och endokrina sjukdomar som binjurebarksvikt.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma (litiumheparin) eller serum. Fasta behövs inte. Prov får inte tas ovanför eller nära en pågående infusion. Natrium är stabilt i flera dygn i centrifugerat prov.</p>
<h2>Metod</h2>
<p>Jonselektiv elektrod. De flesta kemiinstrument använder indirekt mätning, där provet späds före analys. Blodgasinstrument använder direkt mätning i outspätt prov.</p>
<h2>Referensintervall och variation</h2>
<p>Referensintervallet för vuxna kommer från NORIP och skiljer sig inte mellan könen. Natrium är mycket strikt reglerat, och den biologiska variationen inom en person är under 1 %. Redan en förändring på några mmol/L mellan två prov är därför ofta kliniskt betydelsefull, särskilt om den sker snabbt. Äldre personer har ökad risk för både hypo- och hypernatremi på grund av nedsatt törst och koncentrationsförmåga.</p>
<h2>Felkällor</h2>
<ul>
<li><strong>Pseudohyponatremi:</strong> vid kraftigt förhöjda lipider eller proteiner (till exempel myelom) ger indirekt mätning falskt lågt natrium, eftersom plasmas vattenfas är minskad. Direkt mätning i blodgasinstrument och normal osmolalitet avslöjar felet.</li>
<li>Hyperglykemi ger en verklig men "translokationell" hyponatremi när vatten dras ut från cellerna; natrium sjunker med ungefär 1,6–2,4 mmol/L per 5,6 mmol/L förhöjning av glukos.</li>
<li>Kontamination med infusionsvätska ger utspätt eller förhöjt natrium beroende på vätskans sammansättning.</li>
<li>Mannitol, etanol och andra osmotiskt aktiva ämnen påverkar plasmaosmolaliteten, vilket måste beaktas när osmolalitet används för att tolka ett lågt natrium.</li>
</ul>`,
    clinicalSignificance: `<p>Hyponatremi (under 135 mmol/L) är den vanligaste elektrolytrubbningen på sjukhus och ökar risken för fall, frakturer och förvirring. Symtomen beror både på nivån och på hur snabbt den utvecklats. Under 125 mmol/L, eller vid akut utveckling, är risken för hjärnödem med kramper och medvetandepåverkan betydande. Vid korrigering av kronisk hyponatremi ska ökningen begränsas till högst cirka 10 mmol/L det första dygnet och 8 mmol/L per följande dygn för att undvika osmotiskt demyeliniseringssyndrom.</p>
<p>Hypernatremi beror nästan alltid på vattenbrist, till exempel hos äldre med nedsatt törst, vid feber eller diabetes insipidus, och innebär hög mortalitet hos sjukhusvårdade.</p>`,
    interpretation: `<p><strong>Lågt natrium:</strong> bedöm först plasmaosmolalitet för att utesluta pseudohyponatremi och hyperglykemi. Vid hypoton hyponatremi bedöms volymstatus, urinosmolalitet och U-Natrium. Vanliga orsaker är tiaziddiuretika, SIADH (läkemedel, lungsjukdom, CNS-sjukdom, smärta, illamående), hjärtsvikt, levercirros, njursvikt, kräkningar och diarré, binjurebarksvikt, hypotyreos samt överdrivet vätskeintag eller lågt intag av salt och protein ("tea and toast").</p>
<p><strong>Högt natrium:</strong> otillräckligt vätskeintag, förluster via hud, lungor och mag-tarmkanal, osmotisk diures (hyperglykemi), diabetes insipidus och, mer sällan, tillförsel av hyperton natriumlösning.</p>
<p><strong>Fallgropar:</strong> Ett enstaka avvikande värde hos en patient med infusion bör alltid kontrolleras med nytt prov från andra armen. Snabba förändringar är viktigare än absolut nivå.</p>`,
    tags: ['natrium', 'na', 'p-natrium', 'hyponatremi', 'hypernatremi', 'elektrolyter'],
    referenceRanges: [{ parameter: 'P-Natrium, vuxna', range: '137–145', unit: 'mmol/L', notes: 'NORIP' }],
    relatedTests: [T.kalium, T.kreatinin, T.glukos, T.blodgas],
    references: [
      SRC.norip,
      'Spasovski G, Vanholder R, Allolio B, et al. Clinical practice guideline on diagnosis and treatment of hyponatraemia. Eur J Endocrinol 2014;170:G1-G47.',
      SRC.lakemedelsbokenElektrolyter,
      SRC.karolinska,
    ],
  },
  {
    title: T.kalium,
    category: 'Klinisk kemi',
    summary:
      'P-Kalium är avgörande för hjärtats och musklernas funktion. Både hyper- och hypokalemi kan ge livshotande arytmier. Analysen är mycket känslig för preanalytiska fel, särskilt hemolys och fördröjd centrifugering.',
    content: `<h2>Vad mäts?</h2>
<p>Kalium är den viktigaste intracellulära katjonen; endast cirka 2 % av kroppens kalium finns extracellulärt. Plasmakoncentrationen regleras av njurarna (främst via aldosteron) och av fördelningen mellan celler och extracellulärvätska, som påverkas av insulin, katekolaminer och syra–basstatus. Små förändringar i plasmakalium påverkar membranpotentialen i hjärta och skelettmuskulatur.</p>
<h2>Indikationer</h2>
<ul>
<li>Behandling med läkemedel som påverkar kalium: diuretika, ACE-hämmare, angiotensinreceptorblockerare, mineralkortikoidreceptorantagonister, trimetoprim och digoxin.</li>
<li>Njursvikt, diabetisk ketoacidos, kräkningar och diarré.</li>
<li>Arytmier, muskelsvaghet och EKG-förändringar.</li>
<li>Misstänkt hyperaldosteronism eller binjurebarksvikt.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma (litiumheparin) är att föredra framför serum, eftersom kalium frisätts från trombocyter under koaguleringen. Undvik långvarig stas och att patienten pumpar med handen. Provet ska centrifugeras inom den tid laboratoriet anger och inte förvaras i kyla före centrifugering, eftersom kalium då läcker ut ur cellerna. EDTA-rör får inte tas före litiumheparinröret, eftersom kaliumhaltigt EDTA kan kontaminera provet.</p>
<h2>Metod</h2>
<p>Jonselektiv elektrod, indirekt på kemiinstrument eller direkt på blodgasinstrument.</p>
<h2>Referensintervall</h2>
<p>NORIP anger separata referensintervall för plasma och serum, eftersom serum innehåller kalium som frisatts från trombocyterna under koaguleringen. Det är därför viktigt att veta vilket provmaterial laboratoriet använder när man jämför värden över tid. Kalium i blodgasinstrument (helblod) ligger nära plasmavärdet. Den biologiska variationen inom en person är liten, cirka 4–5 %.</p>
<h2>Felkällor</h2>
<ul>
<li><strong>Hemolys</strong> höjer kalium; laboratoriet anger hemolysindex och kommenterar eller makulerar hemolyserade prov.</li>
<li>Kraftig leukocytos eller trombocytos ger falskt högt kalium i serum (pseudohyperkalemi); plasma eller blodgasinstrument ger korrekt värde.</li>
<li>Kontamination med K-EDTA ger mycket högt kalium och samtidigt mycket lågt kalcium.</li>
<li>Rörpostsystem och kyla före centrifugering kan höja kalium.</li>
<li>Mycket höga leukocytvärden kan i stället ge falskt lågt kalium om provet förvaras varmt länge, eftersom cellerna tar upp kalium.</li>
</ul>`,
    clinicalSignificance: `<p>Hyperkalemi är ett potentiellt livshotande tillstånd som kan ge bradykardi, ledningshinder och ventrikelflimmer. Kalium över cirka 6,0 mmol/L, eller hyperkalemi med EKG-förändringar, kräver akut handläggning. Vanligaste orsaken är nedsatt njurfunktion i kombination med läkemedel som hämmar renin–angiotensin–aldosteronsystemet.</p>
<p>Hypokalemi ger muskelsvaghet, förstoppning, arytmier och ökad digitalistoxicitet. Samtidig hypomagnesemi gör hypokalemi svårkorrigerad och ska behandlas parallellt.</p>`,
    interpretation: `<p><strong>Högt kalium:</strong> uteslut först preanalytiska fel (hemolys, fördröjd centrifugering, EDTA-kontamination). Verklig hyperkalemi ses vid akut och kronisk njursvikt, ACE-hämmare, ARB, spironolakton och eplerenon, NSAID, trimetoprim, kaliumsparande diuretika, binjurebarksvikt, metabol acidos, insulinbrist och vävnadssönderfall (rabdomyolys, tumörlyssyndrom, hemolys in vivo).</p>
<p><strong>Lågt kalium:</strong> tiazid- och loopdiuretika, kräkningar, diarré, laxantiamissbruk, primär hyperaldosteronism, Cushings syndrom, insulinbehandling, beta-2-agonister, alkalos och hypomagnesemi.</p>
<p><strong>Fallgropar:</strong> Ett oväntat högt värde hos en patient utan riskfaktorer och utan EKG-förändringar bör kontrolleras med nytt, korrekt taget prov innan behandling ges – men vänta inte vid misstänkt verklig hyperkalemi.</p>`,
    tags: ['kalium', 'k', 'p-kalium', 'hyperkalemi', 'hypokalemi', 'elektrolyter', 'hemolys'],
    referenceRanges: [
      { parameter: 'P-Kalium, vuxna', range: '3,5–4,4', unit: 'mmol/L', notes: 'NORIP, plasma (litiumheparin)' },
      { parameter: 'S-Kalium, vuxna', range: '3,6–4,6', unit: 'mmol/L', notes: 'NORIP, serum – högre än plasma på grund av frisättning vid koagulering' },
    ],
    relatedTests: [T.natrium, T.kreatinin, T.magnesium, T.blodgas],
    references: [SRC.norip, SRC.venousSampling, SRC.lakemedelsbokenElektrolyter, SRC.karolinska],
  },
  {
    title: T.kalcium,
    category: 'Klinisk kemi',
    summary:
      'P-Kalcium mäter totalkalcium, varav knappt hälften är fritt och biologiskt aktivt. Analysen används vid misstanke om hyper- eller hypokalcemi och tolkas med hänsyn till albumin och PTH.',
    content: `<h2>Vad mäts?</h2>
<p>P-Kalcium (totalkalcium) omfattar tre fraktioner: fritt (joniserat) kalcium, som utgör knappt hälften och är den biologiskt aktiva formen, proteinbundet kalcium (huvudsakligen till albumin) och en mindre del som är komplexbundet till anjoner som citrat, bikarbonat och fosfat. Kalciumkoncentrationen regleras av parathormon (PTH), 1,25-dihydroxivitamin D och kalcitonin via tarm, skelett och njurar.</p>
<h2>Indikationer</h2>
<ul>
<li>Symtom på hyperkalcemi: trötthet, törst, polyuri, förstoppning, illamående, förvirring och njursten.</li>
<li>Symtom på hypokalcemi: parestesier, muskelkramper, tetani och krampanfall.</li>
<li>Utredning av osteoporos, njursten, njursvikt och malignitet.</li>
<li>Kontroll efter tyreoidea- och paratyreoideakirurgi och vid behandling med D-vitamin, litium eller tiazider.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma (litiumheparin) eller serum. Långvarig stas och upprätt kroppsläge ökar proteinkoncentrationen och därmed totalkalcium. EDTA- och citratrör binder kalcium; kontamination ger falskt lågt kalcium. Provet bör tas utan stas, gärna i sittande.</p>
<h2>Metod</h2>
<p>Fotometrisk metod, till exempel med o-kresolftalein eller NM-BAPTA, där kalcium bildar ett färgat komplex.</p>
<h2>Referensintervall</h2>
<p>Referensintervallet för totalkalcium hos vuxna kommer från NORIP. Barn och ungdomar har något högre värden under tillväxten. Under graviditet sjunker totalkalcium något på grund av lägre albumin, medan det fria kalciumet är i stort sett oförändrat.</p>
<h2>Albuminkorrigering</h2>
<p>Eftersom en stor del av kalciumet är bundet till albumin ger lågt albumin lågt totalkalcium utan att det fria kalciumet behöver vara avvikande. Formler för albuminkorrigerat kalcium, till exempel kalcium + 0,02 × (40 − albumin), används ofta men har begränsad träffsäkerhet, särskilt hos svårt sjuka och vid njursvikt. Vid misstänkt kalciumrubbning och avvikande albumin bör joniserat kalcium analyseras i stället.</p>
<h2>Felkällor</h2>
<ul>
<li>Hyperproteinemi (myelom) kan ge förhöjt totalkalcium med normalt fritt kalcium.</li>
<li>Kraftig hemolys, lipemi och gadoliniumkontrastmedel kan interferera med vissa metoder.</li>
</ul>`,
    clinicalSignificance: `<p>Primär hyperparatyreoidism och malignitet orsakar tillsammans omkring 90 % av all hyperkalcemi. Samtidig analys av PTH skiljer dem åt: vid primär hyperparatyreoidism är PTH förhöjt eller olämpligt normalt, vid malignitetsassocierad hyperkalcemi är PTH supprimerat. Kalcium över cirka 3,5 mmol/L är ett akut tillstånd med risk för arytmier, njursvikt och medvetandepåverkan.</p>
<p>Hypokalcemi är vanligast efter tyreoidea- och paratyreoideakirurgi, vid D-vitaminbrist, njursvikt och hypomagnesemi. Akut hypokalcemi med tetani eller kramper kräver intravenös kalciumbehandling.</p>`,
    interpretation: `<p><strong>Högt kalcium:</strong> primär hyperparatyreoidism, malignitet (skelettmetastaser, PTHrP, myelom), D-vitaminintoxikation, granulomatösa sjukdomar (sarkoidos), tiazider, litium, immobilisering, hypertyreos, binjurebarksvikt och familjär hypokalciurisk hyperkalcemi.</p>
<p><strong>Lågt kalcium:</strong> hypoalbuminemi (falskt lågt totalkalcium), hypoparatyreoidism, D-vitaminbrist, kronisk njursvikt, hypomagnesemi, akut pankreatit, "hungry bone"-syndrom efter paratyreoidektomi, massiv transfusion (citrat) och vissa läkemedel (bisfosfonater, denosumab).</p>
<p><strong>Fallgropar:</strong> Bedöm alltid kalcium tillsammans med albumin, och analysera joniserat kalcium vid tveksamhet. Ett förhöjt kalcium ska alltid föranleda analys av PTH.</p>`,
    tags: ['kalcium', 'ca', 'p-kalcium', 'hyperkalcemi', 'hypokalcemi', 'pth'],
    referenceRanges: [{ parameter: 'P-Kalcium (totalt), vuxna', range: '2,15–2,50', unit: 'mmol/L', notes: 'NORIP' }],
    relatedTests: [T.joniseratKalcium, T.albumin, T.fosfat, T.magnesium, T.vitaminD],
    references: [
      SRC.norip,
      'Bilezikian JP, Khan AA, Silverberg SJ, et al. Evaluation and management of primary hyperparathyroidism: summary statement and guidelines from the Fifth International Workshop. J Bone Miner Res 2022;37:2293-2314.',
      SRC.lakemedelsbokenElektrolyter,
      SRC.karolinska,
    ],
  },
  {
    title: T.joniseratKalcium,
    category: 'Klinisk kemi',
    summary:
      'Joniserat (fritt) kalcium är den biologiskt aktiva kalciumfraktionen. Analysen ger säkrare bedömning än totalkalcium vid avvikande albumin, syra–basrubbning, intensivvård, massiv transfusion och citratbehandling.',
    content: `<h2>Vad mäts?</h2>
<p>Joniserat kalcium (Ca²⁺, fritt kalcium) är den del av plasmakalciumet som inte är bundet till proteiner eller anjoner. Det är denna fraktion som styr nerv- och muskelfunktion, koagulation och hormonfrisättning och som regleras av PTH. Bindningen till albumin är pH-beroende: vid alkalos binds mer kalcium och det fria kalciumet sjunker, vid acidos stiger det.</p>
<h2>Indikationer</h2>
<ul>
<li>Misstänkt kalciumrubbning hos patienter med avvikande albumin eller protein.</li>
<li>Intensivvård, stor kirurgi, massiv transfusion och plasmaferes, där citrat binder kalcium.</li>
<li>Kontinuerlig dialys med citratantikoagulation.</li>
<li>Utredning av primär hyperparatyreoidism när totalkalcium ligger nära referensgränsen.</li>
<li>Tetani eller kramper, till exempel vid hyperventilation.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Provet måste tas och hanteras anaerobt. Om koldioxid avgår stiger pH och det fria kalciumet sjunker. Helblod tas i blodgasspruta med kalciumbalanserat heparin och analyseras snarast, eller så tas serum i ett helt fyllt, oöppnat gelrör enligt laboratoriets anvisning. Vanligt heparin binder kalcium och ger falskt låga värden. Långvarig stas och knytnävspumpning ger lokal acidos.</p>
<p>Referensintervallet avser värdet omräknat till pH 7,40. Intervallet är smalt, och även små avvikelser kan ha klinisk betydelse – samtidigt kan felaktig provhantering lätt ge förändringar av samma storlek.</p>
<h2>Metod</h2>
<p>Jonselektiv elektrod, oftast i blodgasinstrument. Eftersom resultatet är pH-beroende redovisas ofta både värdet vid aktuellt pH och ett värde omräknat till pH 7,40. Omräkningen förutsätter att provets pH-förändring skett in vitro och är inte lämplig vid kraftiga syra–basrubbningar in vivo – då är värdet vid aktuellt pH det kliniskt relevanta.</p>
<h2>Felkällor</h2>
<ul>
<li>Luft i sprutan, lång transport och öppnade rör ger falskt lågt joniserat kalcium.</li>
<li>Fel heparintyp eller för mycket heparin sänker värdet.</li>
<li>Kontamination med citrat eller EDTA.</li>
</ul>`,
    clinicalSignificance: `<p>Joniserat kalcium är den bästa laboratoriemarkören för kalciumstatus när albumin, proteiner eller pH är avvikande, vilket är vanligt hos svårt sjuka. Vid massiv transfusion och citratantikoagulerad dialys sjunker joniserat kalcium snabbt och ska kontrolleras regelbundet, eftersom låga nivåer försämrar koagulation och myokardfunktion.</p>
<p>Vid lätt primär hyperparatyreoidism kan joniserat kalcium vara förhöjt trots normalt totalkalcium.</p>`,
    interpretation: `<p><strong>Högt joniserat kalcium:</strong> samma orsaker som för förhöjt totalkalcium, framför allt primär hyperparatyreoidism och malignitet. Acidos höjer den fria fraktionen.</p>
<p><strong>Lågt joniserat kalcium:</strong> hypoparatyreoidism, D-vitaminbrist, njursvikt, hypomagnesemi, pankreatit, sepsis, citrattillförsel vid transfusion eller dialys och alkalos, till exempel vid hyperventilation.</p>
<p><strong>Fallgropar:</strong> Ett lågt värde i ett prov som inte hanterats anaerobt ska kontrolleras innan kalcium ges. Kontrollera vilken pH-korrigering som redovisats.</p>`,
    tags: ['joniserat kalcium', 'fritt kalcium', 'ca2+', 'p-kalcium, fritt', 'kalcium', 'blodgas'],
    referenceRanges: [
      { parameter: 'Kalcium, fritt (pH 7,40), vuxna', range: '1,15–1,33', unit: 'mmol/L', notes: 'Vanligt referensintervall i svenska laboratorier; vid aktuellt pH saknas ofta eget referensintervall.' },
    ],
    relatedTests: [T.kalcium, T.albumin, T.blodgas, T.magnesium],
    references: [
      'CLSI. Ionized Calcium Determinations: Precollection Variables, Specimen Choice, Collection, and Handling. Approved guideline C31-A2. Wayne, PA: Clinical and Laboratory Standards Institute; 2001.',
      SRC.vgr,
      SRC.lakemedelsbokenElektrolyter,
    ],
  },
  {
    title: T.magnesium,
    category: 'Klinisk kemi',
    summary:
      'P-Magnesium används vid misstänkt magnesiumbrist eller överskott, till exempel vid långvarig PPI- eller diuretikabehandling, alkoholöverkonsumtion, svårkorrigerad hypokalemi eller hypokalcemi och njursvikt.',
    content: `<h2>Vad mäts?</h2>
<p>Magnesium är den näst vanligaste intracellulära katjonen och kofaktor för hundratals enzymer, bland annat i energiomsättningen och i jonpumpar. Huvuddelen av kroppens magnesium finns i skelett och celler; under 1 % finns i plasma. P-Magnesium speglar därför kroppens totala magnesiumförråd dåligt, och brist kan föreligga trots normalt plasmavärde. Plasmakoncentrationen regleras främst via njurarna.</p>
<h2>Indikationer</h2>
<ul>
<li>Hypokalemi eller hypokalcemi som är svår att korrigera.</li>
<li>Långvarig behandling med protonpumpshämmare, loop- eller tiaziddiuretika, cisplatin, kalcineurinhämmare eller aminoglykosider.</li>
<li>Alkoholöverkonsumtion, malnutrition, malabsorption, långvarig diarré och refeedingrisk.</li>
<li>Arytmier, särskilt förlängt QT-intervall och torsades de pointes.</li>
<li>Behandling med magnesium, till exempel vid preeklampsi, samt njursvikt hos patienter som tar magnesiumhaltiga laxermedel eller antacida.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma (litiumheparin) eller serum. Hemolys höjer värdet, eftersom erytrocyterna innehåller mer magnesium än plasma. EDTA- och citratkontamination sänker värdet. Fasta behövs inte.</p>
<h2>Metod</h2>
<p>Fotometrisk metod där magnesium bildar ett färgat komplex, eller enzymatisk metod.</p>
<h2>Referensintervall</h2>
<p>Referensintervallet för vuxna kommer från NORIP och skiljer sig inte mellan könen. Gravida har något lägre värden. Eftersom P-Magnesium är ett okänsligt mått på kroppens förråd bör värden i nedre delen av referensintervallet tolkas i ljuset av riskfaktorer och symtom. Vid stark misstanke om brist kan utsöndringen i urin vägleda: låg utsöndring trots lågt plasmavärde talar för extrarenala förluster eller otillräckligt intag, medan hög utsöndring talar för renala förluster, till exempel orsakade av diuretika eller tubulär skada.</p>
<h2>Felkällor</h2>
<ul>
<li>Hemolys och fördröjd separation ger falskt högt magnesium.</li>
<li>Lågt albumin ger något lägre totalmagnesium, eftersom en del är proteinbundet.</li>
<li>Normalt P-Magnesium utesluter inte intracellulär brist; vid stark klinisk misstanke kan utsöndringen i urin eller svaret på tillförsel vägleda.</li>
</ul>`,
    clinicalSignificance: `<p>Hypomagnesemi är vanlig hos sjukhusvårdade och ofta förbisedd. Den ger neuromuskulär retbarhet, tremor, kramper och arytmier, och den hämmar PTH-frisättningen och ökar kaliumförlusterna i njurarna. Därför blir hypokalcemi och hypokalemi svåra att korrigera förrän magnesiumbristen har åtgärdats.</p>
<p>Hypermagnesemi är ovanlig och ses nästan bara vid nedsatt njurfunktion i kombination med tillförsel av magnesium. Höga nivåer ger muskelsvaghet, avsaknad av senreflexer, hypotoni, bradykardi och andningsdepression. Vid magnesiumbehandling av preeklampsi följs plasmanivåer och kliniska tecken enligt lokala rutiner.</p>`,
    interpretation: `<p><strong>Lågt magnesium:</strong> protonpumpshämmare, diuretika, alkohol, diarré och malabsorption, malnutrition och refeedingsyndrom, diabetes med osmotisk diures, cisplatin, kalcineurinhämmare, aminoglykosider och ärftliga tubulopatier.</p>
<p><strong>Högt magnesium:</strong> njursvikt, magnesiumhaltiga laxermedel eller antacida, intravenös magnesiumbehandling, hemolys (in vitro eller in vivo) och svår vävnadsskada.</p>
<p><strong>Fallgropar:</strong> Kontrollera magnesium hos alla patienter med svårbehandlad hypokalemi eller hypokalcemi. Ett hemolyserat prov kan dölja en verklig brist.</p>`,
    tags: ['magnesium', 'mg', 'p-magnesium', 'hypomagnesemi', 'elektrolyter', 'ppi'],
    referenceRanges: [{ parameter: 'P-Magnesium, vuxna', range: '0,71–0,94', unit: 'mmol/L', notes: 'NORIP' }],
    relatedTests: [T.kalium, T.kalcium, T.fosfat, T.kreatinin],
    references: [SRC.norip, SRC.lakemedelsbokenElektrolyter, SRC.karolinska],
  },
  {
    title: T.fosfat,
    category: 'Klinisk kemi',
    summary:
      'P-Fosfat mäter oorganiskt fosfat och används vid rubbningar i kalcium- och benomsättningen, njursvikt, refeedingrisk och malnutrition. Referensintervallet enligt NORIP skiljer sig mellan kvinnor och män samt med ålder.',
    content: `<h2>Vad mäts?</h2>
<p>Fosfat ingår i skelettets hydroxyapatit, i cellmembranens fosfolipider, i nukleinsyror och i energirika föreningar som ATP. Cirka 85 % av kroppens fosfat finns i skelettet och det mesta av resten intracellulärt. P-Fosfat anger koncentrationen av oorganiskt fosfat i plasma. Nivån regleras av njurarna under inverkan av PTH, som ökar utsöndringen, 1,25-dihydroxivitamin D, som ökar upptaget från tarmen, och fibroblasttillväxtfaktor 23 (FGF23), som ökar utsöndringen och hämmar D-vitaminaktiveringen.</p>
<h2>Indikationer</h2>
<ul>
<li>Utredning av kalciumrubbningar, hyper- och hypoparatyreoidism samt D-vitaminbrist.</li>
<li>Kronisk njursjukdom och dialys.</li>
<li>Risk för refeedingsyndrom: malnutrition, anorexi, alkoholöverkonsumtion och uppstart av nutrition efter längre svält.</li>
<li>Diabetisk ketoacidos under behandling, tumörlyssyndrom och rabdomyolys.</li>
<li>Behandling med intravenöst järnkarboximaltos, som kan ge FGF23-medierad hypofosfatemi.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma eller serum, helst fastande morgonprov, eftersom fosfat har dygnsvariation och sjunker efter kolhydratrik måltid. Hemolys och fördröjd separation av plasma höjer fosfat.</p>
<h2>Metod</h2>
<p>Fotometrisk metod där fosfat bildar ett fosfomolybdatkomplex som mäts vid ultraviolett våglängd.</p>
<h2>Referensintervall</h2>
<p>NORIP anger könsspecifika intervall: hos män sjunker fosfat något med åldern, medan kvinnor har ett gemensamt intervall för alla vuxna åldrar. Barn och ungdomar har betydligt högre värden på grund av skelettillväxt, och nyfödda har de högsta nivåerna. Den biologiska variationen inom en person är relativt stor, cirka 8–9 %, bland annat på grund av kost och dygnsrytm. Vid misstänkt renal fosfatförlust kan fosfat i urin och tubulär återresorption beräknas.</p>
<h2>Felkällor</h2>
<ul>
<li>Hemolys och trombocytos kan ge falskt höga värden.</li>
<li>Paraproteiner kan ge falskt höga (ibland låga) värden genom utfällning i reagenset.</li>
<li>Liposomalt amfotericin B har beskrivits ge falskt förhöjt fosfat med vissa metoder.</li>
</ul>`,
    clinicalSignificance: `<p>Hyperfosfatemi är vanligast vid kronisk njursvikt och bidrar där till sekundär hyperparatyreoidism och kärlförkalkning. Akut hyperfosfatemi vid tumörlys och rabdomyolys kan ge hypokalcemi och akut njurskada.</p>
<p>Hypofosfatemi kan vara livshotande när den är uttalad, under cirka 0,3 mmol/L, och ger muskelsvaghet, andningssvikt, hjärtsvikt, hemolys och rabdomyolys. Refeedingsyndrom, där fosfat sjunker snabbt när nutrition återupptas efter svält, är en viktig och förebyggbar orsak; fosfat ska kontrolleras regelbundet hos riskpatienter under de första dygnen.</p>`,
    interpretation: `<p><strong>Högt fosfat:</strong> njursvikt, hypoparatyreoidism, D-vitaminintoxikation, tumörlys, rabdomyolys, hemolys, metabol acidos, fosfathaltiga laxermedel och bisfosfonatbehandling. Även in vitro-hemolys.</p>
<p><strong>Lågt fosfat:</strong> refeedingsyndrom, alkoholöverkonsumtion, primär hyperparatyreoidism, D-vitaminbrist, malabsorption, fosfatbindare, respiratorisk alkalos, behandling av diabetisk ketoacidos med insulin, intravenöst järnkarboximaltos och ärftliga FGF23-relaterade sjukdomar.</p>
<p><strong>Fallgropar:</strong> Icke-fastande prov kan ge lägre värden. Referensintervallet gäller vuxna; barn har betydligt högre fosfatnivåer på grund av tillväxt.</p>`,
    tags: ['fosfat', 'p-fosfat', 'hypofosfatemi', 'refeeding', 'njursvikt', 'elektrolyter'],
    referenceRanges: [
      { parameter: 'P-Fosfat, kvinnor ≥18 år', range: '0,85–1,50', unit: 'mmol/L', notes: 'NORIP' },
      { parameter: 'P-Fosfat, män 18–49 år', range: '0,75–1,65', unit: 'mmol/L', notes: 'NORIP' },
      { parameter: 'P-Fosfat, män ≥50 år', range: '0,75–1,35', unit: 'mmol/L', notes: 'NORIP' },
    ],
    relatedTests: [T.kalcium, T.magnesium, T.kreatinin, T.vitaminD],
    references: [
      SRC.norip,
      'Friedli N, Stanga Z, Culkin A, et al. Management and prevention of refeeding syndrome in medical inpatients: an evidence-based and consensus-supported algorithm. Nutrition 2018;47:13-20.',
      'Wolf M, Rubin J, Achebe M, et al. Effects of iron isomaltoside vs ferric carboxymaltose on hypophosphatemia in iron-deficiency anemia: two randomized clinical trials. JAMA 2020;323:432-443.',
      SRC.karolinska,
    ],
  },
];
