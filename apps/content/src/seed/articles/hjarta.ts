import type { SeedArticle } from './seed-article';
import { SRC } from './sources';
import { T } from './titles';

export const HJARTA_ARTICLES: SeedArticle[] = [
  {
    title: T.troponin,
    category: 'Klinisk kemi',
    summary:
      'Högkänsligt troponin T eller I är förstahandsmarkör för myokardskada och grunden för diagnos av hjärtinfarkt. Beslutsgränser, inklusive 99:e percentilen, är metodspecifika och tolkas tillsammans med förändring över tid.',
    content: `<h2>Vad mäts?</h2>
<p>Troponin T och troponin I är regulatoriska proteiner i hjärtmuskelcellernas kontraktila apparat. De hjärtspecifika isoformerna (cTnT och cTnI) frisätts till blodet vid myokardskada av alla slag. Med dagens högkänsliga metoder (hs-cTn) kan troponin mätas hos de flesta friska personer, och även små förändringar går att påvisa. I Sverige används antingen troponin T eller troponin I beroende på laboratoriets instrument; resultaten är inte utbytbara.</p>
<h2>Indikationer</h2>
<ul>
<li>Misstänkt akut koronarsyndrom: bröstsmärta, dyspné, synkope eller EKG-förändringar.</li>
<li>Bedömning av myokardskada vid till exempel myokardit, lungemboli, sepsis, takotsubo-kardiomyopati och efter hjärtkirurgi.</li>
<li>Riskvärdering vid lungemboli och hjärtsvikt.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma (litiumheparin) eller serum enligt laboratoriets anvisning. Provtagningstiden ska anges exakt, eftersom tolkningen bygger på förändring mellan prov tagna med bestämda intervall, vanligen 0 och 1 timme eller 0 och 2–3 timmar. Hemolys kan ge falskt lågt troponin T med vissa metoder.</p>
<h2>Metod</h2>
<p>Immunkemiska sandwichmetoder med kemiluminescens- eller elektrokemiluminescensdetektion. Varje metod har sin egen 99:e percentil, och gränsen kan för troponin I vara könsspecifik. Internationella federationen för klinisk kemi (IFCC) publicerar en förteckning över metodernas egenskaper.</p>
<h2>Felkällor</h2>
<ul>
<li>Höga doser biotin kan störa metoder som bygger på streptavidin–biotin-bindning.</li>
<li>Heterofila antikroppar och makrotroponin (troponin I bundet till immunglobulin) kan ge falskt höga, stabila värden.</li>
<li>Troponin T kan vara förhöjt vid kronisk skelettmuskelsjukdom utan hjärtpåverkan, vilket inte gäller troponin I.</li>
<li>Kronisk njursjukdom ger ofta stabilt förhöjda nivåer.</li>
</ul>
<h2>Kinetik</h2>
<p>Vid hjärtinfarkt stiger högkänsligt troponin inom 1–3 timmar efter symtomdebut. Nivåerna förblir förhöjda i dagar till ett par veckor, längst för troponin T. Ett tidigt prov kort efter symtomdebut kan därför vara normalt och måste upprepas.</p>`,
    clinicalSignificance: `<p>Enligt den fjärde universella definitionen föreligger myokardskada när troponin överstiger metodens 99:e percentil. Akut myokardskada kräver en stigning och/eller ett fall i upprepade prov. Hjärtinfarkt diagnostiseras när akut myokardskada åtföljs av kliniska tecken på ischemi, till exempel symtom, ischemiska EKG-förändringar eller nya regionala väggrörelsestörningar.</p>
<p>ESC rekommenderar snabba algoritmer med prov vid 0 och 1 (eller 2) timmar, där både absoluta nivåer och förändringen avgör om infarkt kan uteslutas, bekräftas eller om patienten behöver observeras. Gränserna är metodspecifika; för Elecsys hs-cTnT gäller till exempel att infarkt kan uteslutas vid mycket lågt värde (under 5 ng/L) när symtomen debuterat mer än tre timmar tidigare, och sannolik infarkt föreligger vid högt initialvärde (52 ng/L eller mer) eller en tydlig stigning inom en timme. Algoritmerna får bara användas med den metod de validerats för.</p>`,
    interpretation: `<p><strong>Förhöjt troponin med dynamik:</strong> akut hjärtinfarkt (typ 1 vid plackruptur, typ 2 vid obalans mellan syretillförsel och behov), myokardit, takotsubo, lungemboli, aortadissektion, sepsis, takyarytmier, hjärtkontusion, efter ingrepp och stroke.</p>
<p><strong>Förhöjt troponin utan dynamik:</strong> kronisk myokardskada vid hjärtsvikt, strukturell hjärtsjukdom, kronisk njursjukdom, hög ålder och, för troponin T, skelettmuskelsjukdom. Överväg också analytisk interferens.</p>
<p><strong>Normalt troponin:</strong> utesluter infarkt endast om provet tagits tillräckligt lång tid efter symtomdebut eller om upprepat prov är normalt utan stigning.</p>
<p><strong>Fallgropar:</strong> Använd alltid de gränser som laboratoriet anger för aktuell metod, och jämför inte värden från troponin T- och troponin I-metoder med varandra.</p>`,
    tags: ['troponin', 'tnt', 'tni', 'hs-ctnt', 'p-troponin t', 'hjärtinfarkt', 'akut koronarsyndrom'],
    referenceRanges: [
      {
        parameter: 'P-Troponin T (hs-cTnT, Elecsys), 99:e percentil',
        range: '14',
        unit: 'ng/L',
        notes: 'Tillverkarens 99:e percentil för friska. Gäller endast denna metod.',
      },
      {
        parameter: 'P-Troponin I (hs-cTnI), 99:e percentil',
        range: 'Metodspecifik',
        unit: 'ng/L',
        notes: 'Varierar mellan tillverkare och ibland mellan kvinnor och män – se lokalt laboratoriums beslutsgränser.',
      },
    ],
    relatedTests: [T.ntProBnp, T.ck, T.dDimer, T.kreatinin],
    references: [
      SRC.udmi,
      SRC.escAcs2023,
      'Collet JP, Thiele H, Barbato E, et al. 2020 ESC Guidelines for the management of acute coronary syndromes in patients presenting without persistent ST-segment elevation. Eur Heart J 2021;42:1289-1367.',
      'IFCC Committee on Clinical Applications of Cardiac Bio-Markers (C-CB). High-sensitivity cardiac troponin I and T assay analytical characteristics designated by manufacturer (aktuell version).',
      SRC.karolinska,
    ],
  },
  {
    title: T.ntProBnp,
    category: 'Klinisk kemi',
    summary:
      'NT-proBNP frisätts från hjärtat vid ökad väggspänning och används för att utesluta hjärtsvikt och bedöma prognos. Gränsvärdena enligt ESC är 125 ng/L i icke-akut läge och 300 ng/L vid akut dyspné.',
    content: `<h2>Vad mäts?</h2>
<p>B-typ natriuretisk peptid bildas i hjärtats kammarmuskulatur som prohormonet proBNP när väggspänningen ökar, till exempel vid volym- eller tryckbelastning. ProBNP klyvs till den biologiskt aktiva BNP och den inaktiva N-terminala delen NT-proBNP, som frisätts i ekvimolära mängder. NT-proBNP har längre halveringstid än BNP (ungefär 1–2 timmar jämfört med cirka 20 minuter) och är mer stabilt i provröret.</p>
<h2>Indikationer</h2>
<ul>
<li>Misstänkt hjärtsvikt i primärvård eller akutsjukvård, särskilt för att utesluta diagnosen.</li>
<li>Prognostisk bedömning vid känd hjärtsvikt, lungemboli och akut koronarsyndrom.</li>
<li>Bedömning av behandlingseffekt vid hjärtsvikt, som komplement till klinisk bedömning.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma eller serum enligt laboratoriets anvisning. Fasta behövs inte. NT-proBNP är stabilt i flera dygn, vilket gör analysen lämplig för prov som skickas från primärvården.</p>
<h2>Metod</h2>
<p>Immunkemisk sandwichmetod. Resultat anges i ng/L (motsvarar pg/mL). Olika tillverkares NT-proBNP-metoder stämmer relativt väl överens, men BNP och NT-proBNP är inte utbytbara.</p>
<h2>Beslutsgränser i stället för referensintervall</h2>
<p>För NT-proBNP används i klinisk praxis beslutsgränser för att utesluta respektive stödja diagnosen hjärtsvikt, snarare än ett traditionellt referensintervall. Gränserna är valda för högt negativt prediktivt värde, vilket innebär att många patienter med värden över gränsen ändå inte har hjärtsvikt. Vid värden över gränsen är ekokardiografi nästa steg. Hos friska äldre kvinnor är nivåerna ofta något högre än hos män i samma ålder.</p>
<h2>Påverkande faktorer</h2>
<ul>
<li>Ålder: nivåerna stiger med åldern, varför åldersberoende gränser används vid akut dyspné.</li>
<li>Njurfunktion: nedsatt GFR ger högre nivåer.</li>
<li>Fetma ger lägre nivåer, vilket kan ge falskt negativa resultat.</li>
<li>Förmaksflimmer, lungemboli, pulmonell hypertension, sepsis och hög ålder höjer NT-proBNP utan att hjärtsvikt behöver föreligga.</li>
<li>Behandling med sakubitril/valsartan höjer BNP (eftersom nedbrytningen hämmas) men inte NT-proBNP, som därför är att föredra för uppföljning vid sådan behandling.</li>
</ul>`,
    clinicalSignificance: `<p>NT-proBNP har högt negativt prediktivt värde och används främst för att utesluta hjärtsvikt. Enligt ESC:s riktlinjer 2021 gör NT-proBNP under 125 ng/L hjärtsvikt osannolik i icke-akut läge, och under 300 ng/L vid akut insjuknande. Förhöjda värden ska följas av ekokardiografi.</p>
<p>Vid akut dyspné talar åldersanpassade värden över 450 ng/L (under 50 år), 900 ng/L (50–75 år) respektive 1 800 ng/L (över 75 år) för akut hjärtsvikt. Högre nivåer är förenade med sämre prognos, och en minskning under behandling talar för förbättring.</p>`,
    interpretation: `<p><strong>Förhöjt NT-proBNP:</strong> hjärtsvikt, klaffsjukdom, förmaksflimmer, akut koronarsyndrom, lungemboli, pulmonell hypertension, njursvikt, sepsis och hög ålder.</p>
<p><strong>Lågt NT-proBNP:</strong> gör hjärtsvikt osannolik. Falskt låga värden kan ses vid fetma, tidigt i ett akut förlopp (till exempel vid "flash"-lungödem) och vid vissa tillstånd med perikardsjukdom.</p>
<p><strong>Fallgropar:</strong> NT-proBNP ska inte användas ensamt för att ställa diagnosen hjärtsvikt. Beakta ålder, njurfunktion, rytm och vikt. Vid uppföljning har individens egen trend större betydelse än enstaka värden.</p>`,
    tags: ['nt-probnp', 'bnp', 'p-nt-probnp', 'hjärtsvikt', 'natriuretisk peptid', 'dyspné'],
    referenceRanges: [
      { parameter: 'Icke-akut läge: hjärtsvikt osannolik', range: '<125', unit: 'ng/L', notes: 'ESC 2021' },
      { parameter: 'Akut läge: hjärtsvikt osannolik', range: '<300', unit: 'ng/L', notes: 'ESC 2021' },
      { parameter: 'Akut hjärtsvikt sannolik, <50 år', range: '>450', unit: 'ng/L', notes: 'Åldersanpassad gräns vid akut dyspné (ICON-RELOADED)' },
      { parameter: 'Akut hjärtsvikt sannolik, 50–75 år', range: '>900', unit: 'ng/L', notes: 'Åldersanpassad gräns vid akut dyspné' },
      { parameter: 'Akut hjärtsvikt sannolik, >75 år', range: '>1 800', unit: 'ng/L', notes: 'Åldersanpassad gräns vid akut dyspné' },
    ],
    relatedTests: [T.troponin, T.kreatinin, T.egfr, T.hb],
    references: [
      SRC.escHf2021,
      'Januzzi JL Jr, Chen-Tournoux AA, Christenson RH, et al. N-terminal pro-B-type natriuretic peptide in the emergency department: the ICON-RELOADED study. J Am Coll Cardiol 2018;71:1191-1200.',
      SRC.karolinska,
    ],
  },
  {
    title: T.ck,
    category: 'Klinisk kemi',
    summary:
      'P-CK (kreatinkinas) är den viktigaste markören för skada på skelettmuskulatur och används vid misstänkt rabdomyolys, myosit och statinorsakad myopati. För hjärtskada har CK och CK-MB ersatts av troponin.',
    content: `<h2>Vad mäts?</h2>
<p>Kreatinkinas (CK) katalyserar den reversibla överföringen av fosfat mellan kreatinfosfat och ADP och är centralt för energiförsörjningen i muskelceller. Enzymet finns i höga koncentrationer i skelettmuskulatur, och i mindre mängd i hjärtmuskel och hjärna. Det består av två subenheter, M och B, som bildar isoenzymerna CK-MM (dominerar i skelettmuskulatur), CK-MB (relativt mer i hjärtmuskel) och CK-BB (hjärna, glatt muskulatur). Mer än 95 % av CK i plasma hos friska är CK-MM.</p>
<h2>Indikationer</h2>
<ul>
<li>Misstänkt rabdomyolys, till exempel efter trauma, långvarigt liggande, kramper, överdos eller extrem ansträngning.</li>
<li>Muskelsvaghet eller muskelsmärta, misstänkt myosit eller muskeldystrofi.</li>
<li>Misstänkt statinorsakad myopati.</li>
<li>Utredning av oklart förhöjt ASAT eller ALAT.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma (litiumheparin) eller serum. Kraftig fysisk ansträngning, intramuskulära injektioner, fall och operation de senaste dygnen höjer CK och bör noteras på remissen. Hemolys kan interferera, eftersom erytrocyterna innehåller enzymer som påverkar reaktionen.</p>
<h2>Metod</h2>
<p>Fotometrisk enzymatisk metod enligt IFCC vid 37 °C; aktiviteten anges i µkat/L. CK-MB kan mätas immunkemiskt (massa) men används i dag sällan. Vid misstänkt muskelsjukdom kompletteras ofta med myoglobin, TSH och kalium, och vid myosit med myositspecifika antikroppar.</p>
<h2>Referensintervall</h2>
<p>CK beror på muskelmassa och fysisk aktivitet och är högre hos män än hos kvinnor. NORIP anger köns- och åldersspecifika intervall. Personer med afrikanskt ursprung har i genomsnitt högre värden, och vältränade personer kan ha värden över referensintervallet utan sjukdom.</p>
<h2>Felkällor</h2>
<ul>
<li>Muskelansträngning ger påtaglig höjning som kan kvarstå i flera dygn.</li>
<li>Makro-CK (CK bunden till immunglobulin eller mitokondriellt CK) ger stabilt förhöjda värden och falskt högt CK-MB med vissa metoder.</li>
<li>Hypotyreos, hypokalemi och vissa läkemedel (statiner, fibrater, antipsykotika, kolkicin) kan ge förhöjt CK som inte beror på ansträngning.</li>
</ul>`,
    clinicalSignificance: `<p>Rabdomyolys ger kraftigt förhöjt CK, ofta till tiotals eller hundratals gånger övre referensgränsen, och innebär risk för akut njurskada genom myoglobin samt för hyperkalemi. Kreatinin, kalium, kalcium och fosfat ska därför kontrolleras. CK når sitt maximum 1–3 dygn efter skadan och sjunker därefter med en halveringstid på ungefär 1,5 dygn; ett nytt stigande värde talar för fortsatt muskelskada.</p>
<p>Vid statinbehandling och muskelsymtom rekommenderar europeiska riktlinjer att CK mäts. CK under fyra gånger övre referensgränsen tillåter i regel fortsatt behandling med uppföljning, medan kraftigare förhöjning, särskilt över tio gånger övre gränsen, föranleder uppehåll och utredning. Hypotyreos är en vanlig och behandlingsbar orsak till förhöjt CK.</p>`,
    interpretation: `<p><strong>Högt CK:</strong> fysisk ansträngning, intramuskulära injektioner, trauma, kirurgi, kramper, rabdomyolys (alkohol, läkemedel, långvarigt liggande, infektion), myosit, muskeldystrofi, statiner, hypotyreos, hypokalemi, malign hypertermi och hjärtinfarkt.</p>
<p><strong>Lågt CK:</strong> låg muskelmassa, saknar i regel klinisk betydelse.</p>
<p><strong>Fallgropar:</strong> Fråga alltid om ansträngning de senaste dagarna och ta om provet efter vila vid lätt förhöjda värden. Använd troponin, inte CK, för diagnostik av hjärtinfarkt.</p>`,
    tags: ['ck', 'kreatinkinas', 'p-ck', 'rabdomyolys', 'myosit', 'statin'],
    referenceRanges: [
      { parameter: 'P-CK, kvinnor ≥18 år', range: '0,60–3,5', unit: 'µkat/L', notes: 'NORIP, IFCC 37 °C' },
      { parameter: 'P-CK, män 18–49 år', range: '0,80–6,7', unit: 'µkat/L', notes: 'NORIP' },
      { parameter: 'P-CK, män ≥50 år', range: '0,70–4,7', unit: 'µkat/L', notes: 'NORIP' },
    ],
    relatedTests: [T.troponin, T.asat, T.kreatinin, T.kalium, T.tsh],
    references: [
      SRC.norip,
      'Stroes ES, Thompson PD, Corsini A, et al. Statin-associated muscle symptoms: impact on statin therapy – European Atherosclerosis Society Consensus Panel Statement on Assessment, Aetiology and Management. Eur Heart J 2015;36:1012-1022.',
      SRC.escLipids2019,
      SRC.karolinska,
    ],
  },
];
