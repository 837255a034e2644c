import type { SeedArticle } from './seed-article';
import { SRC } from './sources';
import { T } from './titles';

export const LEVER_ARTICLES: SeedArticle[] = [
  {
    title: T.alat,
    category: 'Klinisk kemi',
    summary:
      'ALAT är ett enzym som främst finns i levercellernas cytoplasma och är den mest leverspecifika markören för hepatocellulär skada. Förhöjda värden ses vid bland annat fettlever, hepatit, läkemedelsskada och alkohol.',
    content: `<h2>Vad mäts?</h2>
<p>Alaninaminotransferas (ALAT, ALT) katalyserar överföringen av en aminogrupp från alanin till 2-oxoglutarat. Enzymet finns i högst koncentration i levercellernas cytoplasma och i betydligt lägre grad i skelettmuskulatur, hjärta och njurar. När levercellernas membran skadas läcker ALAT ut i blodet. Halveringstiden i plasma är cirka två dygn, längre än för ASAT.</p>
<h2>Indikationer</h2>
<ul>
<li>Misstänkt leversjukdom: ikterus, trötthet, klåda, hepatomegali eller riskfaktorer som alkohol, övervikt och diabetes.</li>
<li>Misstänkt viral, toxisk, autoimmun eller ischemisk hepatit.</li>
<li>Kontroll vid behandling med potentiellt levertoxiska läkemedel, till exempel metotrexat, statiner, antiepileptika, tuberkulosläkemedel och amiodaron.</li>
<li>Uppföljning av kronisk leversjukdom.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma (litiumheparin) eller serum. Fasta behövs inte. Kraftig fysisk ansträngning de senaste dygnen kan höja ALAT och ASAT genom muskelpåverkan. Provet är stabilt i några dygn i kyla.</p>
<h2>Metod</h2>
<p>Enzymaktiviteten mäts fotometriskt vid 37 °C enligt IFCC:s referensmetod eller en metod spårbar till den. I Sverige anges enzymaktivitet i µkat/L; 1 µkat/L motsvarar 60 U/L.</p>
<h2>Referensintervall</h2>
<p>Referensintervallen från NORIP är könsspecifika, med högre övre gräns hos män. Värdet påverkas av BMI, och lätt förhöjda värden är vanliga i befolkningen, framför allt på grund av fettlever. Barn har egna intervall.</p>
<h2>Skademönster</h2>
<p>Vid misstänkt läkemedelsorsakad leverskada används ofta kvoten R = (ALAT/övre referensgräns) dividerat med (ALP/övre referensgräns). R ≥5 talar för hepatocellulärt mönster, R ≤2 för kolestatiskt och värden däremellan för blandat mönster. Mönstret vägleder den fortsatta utredningen.</p>
<h2>Felkällor</h2>
<ul>
<li>Muskelskada (hård träning, myosit, rabdomyolys) kan höja ALAT; samtidigt förhöjt CK avslöjar orsaken.</li>
<li>Hemolys ger endast måttlig påverkan på ALAT, till skillnad från ASAT.</li>
<li>Pyridoxalfosfatbrist (till exempel vid alkoholism och dialys) kan ge lägre aktivitet med metoder utan tillsatt pyridoxalfosfat.</li>
</ul>`,
    clinicalSignificance: `<p>ALAT är den mest använda markören för hepatocellulär skada. Mycket höga värden, över tio gånger övre referensgränsen, ses framför allt vid akut viral hepatit, läkemedels- eller toxinorsakad skada (till exempel paracetamolförgiftning), ischemisk hepatit och ibland vid akut gallstensinklämning. Måttligt förhöjda värden ses oftast vid metabolt associerad steatotisk leversjukdom (fettlever), alkohol, läkemedel och kronisk hepatit B eller C.</p>
<p>Vid kvarstående förhöjt ALAT bör en strukturerad utredning göras enligt riktlinjer, inklusive hepatitserologi, järnstatus, autoantikroppar, celiakiserologi och bedömning av fibrosrisk, till exempel med FIB-4.</p>`,
    interpretation: `<p><strong>Högt ALAT:</strong> fettlever, alkohol, läkemedel och naturläkemedel, viral hepatit, autoimmun hepatit, hemokromatos, Wilsons sjukdom, alfa-1-antitrypsinbrist, celiaki, hjärtsvikt med leverstas, ischemisk hepatit, gallvägsobstruktion (tidigt) samt muskelskada.</p>
<p><strong>Lågt ALAT:</strong> saknar klinisk betydelse; kan ses vid pyridoxinbrist.</p>
<p><strong>Fallgropar:</strong> ALAT speglar pågående cellskada, inte leverfunktion. Normalt ALAT utesluter inte avancerad fibros eller cirros. Tolka alltid mönstret tillsammans med ASAT, ALP, GT, bilirubin, albumin och PK(INR).</p>`,
    tags: ['alat', 'alt', 'p-alat', 'leverprover', 'transaminaser', 'hepatit', 'fettlever'],
    referenceRanges: [
      { parameter: 'P-ALAT, kvinnor ≥18 år', range: '0,15–0,75', unit: 'µkat/L', notes: 'NORIP, IFCC 37 °C' },
      { parameter: 'P-ALAT, män ≥18 år', range: '0,15–1,1', unit: 'µkat/L', notes: 'NORIP, IFCC 37 °C' },
    ],
    relatedTests: [T.asat, T.alp, T.gt, T.bilirubin, T.albumin, T.pk],
    references: [SRC.norip, SRC.liverGut, SRC.liverAcg, SRC.karolinska],
  },
  {
    title: T.asat,
    category: 'Klinisk kemi',
    summary:
      'ASAT är ett enzym som finns i lever, skelettmuskulatur, hjärta och erytrocyter. Det används tillsammans med ALAT för att bedöma leverskada och ingår i fibrosindex som FIB-4. ASAT är mindre leverspecifikt än ALAT.',
    content: `<h2>Vad mäts?</h2>
<p>Aspartataminotransferas (ASAT, AST) är ett enzym som finns både i cytoplasma och mitokondrier. Det förekommer i höga koncentrationer i lever, hjärtmuskel och skelettmuskulatur samt i erytrocyter. ASAT stiger därför vid skada på flera olika organ och är mindre specifikt för levern än ALAT. Halveringstiden i plasma är kortare än för ALAT, knappt ett dygn.</p>
<h2>Indikationer</h2>
<ul>
<li>Utredning av leversjukdom tillsammans med ALAT, ALP, GT och bilirubin.</li>
<li>Bedömning av fibrosrisk vid kronisk leversjukdom, till exempel med FIB-4 (ålder, ASAT, ALAT och trombocyter).</li>
<li>Muskelsjukdom och rabdomyolys, tillsammans med CK.</li>
<li>Misstänkt alkoholorsakad leverskada.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma (litiumheparin) eller serum. Fasta behövs inte. Provet får inte vara hemolyserat, eftersom erytrocyterna innehåller mycket ASAT. Kraftig fysisk ansträngning och intramuskulära injektioner kan ge förhöjda värden.</p>
<h2>Metod</h2>
<p>Enzymaktiviteten mäts fotometriskt vid 37 °C enligt IFCC:s referensmetod eller en metod spårbar till den och anges i µkat/L.</p>
<h2>Referensintervall</h2>
<p>NORIP anger könsspecifika referensintervall. Barn och ungdomar har något högre värden än vuxna.</p>
<p>Den biologiska variationen är betydande, och två prov tagna med några dagars mellanrum kan skilja sig avsevärt även hos friska, särskilt efter fysisk aktivitet. Isolerade lätta avvikelser bör därför kontrolleras innan vidare utredning.</p>
<h2>Felkällor</h2>
<ul>
<li>Hemolys, även måttlig, ger falskt högt ASAT.</li>
<li>Muskelskada och myokardskada ger förhöjt ASAT utan leversjukdom.</li>
<li>Makro-ASAT, där enzymet är bundet till immunglobulin, ger isolerat och stabilt förhöjt ASAT utan sjukdom. Det är ovanligt men bör övervägas vid oförklarligt isolerat förhöjt värde.</li>
<li>Pyridoxalfosfatbrist kan ge lägre aktivitet.</li>
</ul>
<h2>Kvot mellan ASAT och ALAT</h2>
<p>Vid de flesta leversjukdomar är ALAT högre än ASAT. En kvot ASAT/ALAT över 2 talar för alkoholorsakad leverskada, och en kvot över 1 ses ofta vid utvecklad cirros oavsett orsak. Kvoten är dock bara vägledande.</p>`,
    clinicalSignificance: `<p>ASAT används främst i kombination med övriga leverprover. FIB-4 är ett enkelt index som rekommenderas i europeiska riktlinjer för att skilja patienter med låg risk för avancerad fibros (FIB-4 under 1,3) från dem som behöver vidare utredning med till exempel elastografi; vid ålder över 65 år används ofta en högre nedre gräns.</p>
<p>Isolerat förhöjt ASAT bör leda tanken till muskel- eller hjärtskada, hemolys eller makro-ASAT snarare än leversjukdom.</p>`,
    interpretation: `<p><strong>Högt ASAT:</strong> leversjukdomar (se ALAT), alkohol (ofta ASAT högre än ALAT), cirros, muskelskada, myosit, rabdomyolys, hjärtinfarkt, hemolys, hypotyreos och makro-ASAT.</p>
<p><strong>Lågt ASAT:</strong> saknar klinisk betydelse.</p>
<p><strong>Fallgropar:</strong> Kontrollera alltid hemolysindex och CK vid isolerat förhöjt ASAT. Transaminasernas nivå speglar inte leverns syntesfunktion; för den används albumin och PK(INR).</p>`,
    tags: ['asat', 'ast', 'p-asat', 'leverprover', 'transaminaser', 'fib-4'],
    referenceRanges: [
      { parameter: 'P-ASAT, kvinnor ≥18 år', range: '0,25–0,60', unit: 'µkat/L', notes: 'NORIP, IFCC 37 °C' },
      { parameter: 'P-ASAT, män ≥18 år', range: '0,25–0,75', unit: 'µkat/L', notes: 'NORIP, IFCC 37 °C' },
    ],
    relatedTests: [T.alat, T.ck, T.gt, T.tpk, T.bilirubin],
    references: [
      SRC.norip,
      SRC.liverGut,
      'European Association for the Study of the Liver. EASL Clinical Practice Guidelines on non-invasive tests for evaluation of liver disease severity and prognosis – 2021 update. J Hepatol 2021;75:659-689.',
      SRC.karolinska,
    ],
  },
  {
    title: T.alp,
    category: 'Klinisk kemi',
    summary:
      'ALP finns framför allt i gallvägarnas epitel och i skelettets osteoblaster. Förhöjt ALP tyder på kolestas eller ökad benomsättning; samtidig analys av GT hjälper till att skilja lever- från skelettursprung.',
    content: `<h2>Vad mäts?</h2>
<p>Alkaliskt fosfatas (ALP) är en grupp isoenzymer som spjälkar fosfatestrar vid alkaliskt pH. I plasma hos vuxna härstammar ALP huvudsakligen från levern (gallkanalernas membran) och skelettet (osteoblaster). Mindre mängder kommer från tarmen och, under graviditet, från placenta. Vid gallstas induceras syntesen av ALP i levercellerna och enzymet frisätts till blodet.</p>
<h2>Indikationer</h2>
<ul>
<li>Misstänkt kolestas: ikterus, klåda, gallstenssjukdom, primär biliär kolangit, primär skleroserande kolangit eller läkemedelsorsakad kolestas.</li>
<li>Misstänkt leverinfiltration, till exempel metastaser eller granulomatös sjukdom.</li>
<li>Skelettsjukdomar: skelettmetastaser, Pagets sjukdom, osteomalaci och hyperparatyreoidism.</li>
<li>Uppföljning av D-vitaminbrist och rakit.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma (litiumheparin) eller serum. Prov som kontaminerats med EDTA eller citrat får falskt lågt ALP, eftersom enzymet kräver zink och magnesium. Hos personer med blodgrupp O eller B som är sekretorer kan ALP från tarmen stiga efter fettrik måltid; fastande prov kan då vara lämpligt vid lätt förhöjda värden.</p>
<h2>Metod</h2>
<p>Fotometrisk metod enligt IFCC med p-nitrofenylfosfat som substrat vid 37 °C. Isoenzymer kan vid behov särskiljas med elektrofores, och benspecifikt ALP kan mätas immunkemiskt.</p>
<h2>Referensintervall</h2>
<p>Referensintervallet för vuxna kommer från NORIP. Barn och ungdomar har flerfaldigt högre värden under tillväxten, med toppar i spädbarnsåren och i puberteten. Under tredje trimestern av graviditeten stiger ALP normalt kraftigt på grund av placentaisoenzymet. Äldre har något högre värden.</p>
<p>Efter att ett gallvägshinder åtgärdats sjunker ALP ofta långsammare än bilirubin, och kvarstående lätt förhöjda värden under några veckor är därför vanliga.</p>
<h2>Felkällor</h2>
<ul>
<li>EDTA- och citratkontamination ger falskt lågt ALP.</li>
<li>Fettrik måltid kan höja intestinalt ALP hos vissa individer.</li>
<li>Övergående kraftigt förhöjt ALP utan sjukdom förekommer hos småbarn (benign övergående hyperfosfatasemi).</li>
</ul>`,
    clinicalSignificance: `<p>Förhöjt ALP tillsammans med förhöjt GT talar för att ALP kommer från levern och tyder på kolestas, som kan vara intrahepatisk eller extrahepatisk. Ultraljud av lever och gallvägar är ofta nästa steg. Förhöjt ALP med normalt GT talar för skelettursprung, graviditet eller tillväxt.</p>
<p>Lågt ALP är ovanligt och ofta förbisett; kvarstående lågt värde kan tyda på hypofosfatasi, en ärftlig sjukdom med skelett- och tandpåverkan.</p>`,
    interpretation: `<p><strong>Högt ALP (med högt GT):</strong> gallstensobstruktion, tumör i gallvägar eller pankreas, primär biliär kolangit, primär skleroserande kolangit, läkemedelsorsakad kolestas, levermetastaser, granulomatös leversjukdom och hjärtsvikt med leverstas.</p>
<p><strong>Högt ALP (med normalt GT):</strong> tillväxt, graviditet, läkande frakturer, skelettmetastaser, Pagets sjukdom, osteomalaci och D-vitaminbrist, hyperparatyreoidism.</p>
<p><strong>Lågt ALP:</strong> hypofosfatasi, zinkbrist, svår malnutrition, hypotyreos och EDTA-kontaminerat prov.</p>
<p><strong>Fallgropar:</strong> Tolka alltid ALP tillsammans med GT och bilirubin. Vid oklart ursprung kan isoenzymanalys eller benspecifikt ALP hjälpa.</p>`,
    tags: ['alp', 'alkaliskt fosfatas', 'p-alp', 'kolestas', 'leverprover', 'skelett'],
    referenceRanges: [{ parameter: 'P-ALP, vuxna ≥18 år', range: '0,6–1,8', unit: 'µkat/L', notes: 'NORIP, IFCC 37 °C. Barn och gravida har högre värden.' }],
    relatedTests: [T.gt, T.bilirubin, T.alat, T.kalcium, T.vitaminD],
    references: [SRC.norip, SRC.liverGut, SRC.liverAcg, SRC.karolinska],
  },
  {
    title: T.gt,
    category: 'Klinisk kemi',
    summary:
      'GT är ett känsligt men ospecifikt enzym för lever- och gallvägspåverkan. Det stiger vid kolestas, fettlever, alkoholkonsumtion och enzyminducerande läkemedel och används för att avgöra om förhöjt ALP kommer från levern.',
    content: `<h2>Vad mäts?</h2>
<p>Gamma-glutamyltransferas (GT, GGT) är ett membranbundet enzym som finns i bland annat lever, gallvägar, njurar och pankreas. Aktiviteten i plasma kommer huvudsakligen från levern och gallvägarna. GT induceras av alkohol och av flera läkemedel och stiger tidigt vid de flesta lever- och gallvägssjukdomar, vilket gör analysen känslig men ospecifik.</p>
<h2>Indikationer</h2>
<ul>
<li>Misstänkt lever- eller gallvägssjukdom, tillsammans med ALAT, ALP och bilirubin.</li>
<li>Bedömning av om ett förhöjt ALP kommer från levern (GT förhöjt) eller skelettet (GT normalt).</li>
<li>Misstänkt fettlever och som del av bedömningen vid alkoholöverkonsumtion, även om mer specifika markörer finns.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma (litiumheparin) eller serum. Fasta behövs inte. Provet är stabilt i flera dygn. Hemolys påverkar i liten grad, eftersom erytrocyter innehåller lite GT.</p>
<h2>Metod</h2>
<p>Fotometrisk metod enligt IFCC vid 37 °C; aktiviteten anges i µkat/L.</p>
<h2>Referensintervall</h2>
<p>GT är högre hos män än hos kvinnor och stiger med ålder och BMI. NORIP anger därför köns- och åldersspecifika intervall. Nyfödda har mycket höga värden de första levnadsmånaderna.</p>
<p>Under graviditet är GT ofta något lägre än hos icke-gravida. Vid intrahepatisk graviditetskolestas är GT ofta normalt trots förhöjda gallsyror och transaminaser.</p>
<h2>Felkällor och påverkande faktorer</h2>
<ul>
<li>Enzyminducerande läkemedel som fenytoin, karbamazepin och fenobarbital höjer GT utan leverskada.</li>
<li>Övervikt, diabetes, rökning och regelbunden alkoholkonsumtion höjer GT.</li>
<li>Hjärtsvikt med leverstas kan ge förhöjt GT.</li>
<li>Efter alkoholuppehåll sjunker GT långsamt och normaliseras ofta först efter några veckor.</li>
</ul>
<h2>GT och alkohol</h2>
<p>GT stiger hos en del, men inte alla, personer med hög alkoholkonsumtion. Som alkoholmarkör är GT varken tillräckligt känsligt eller specifikt. Fosfatidyletanol (B-PEth) och kolhydratfattigt transferrin (CDT) är mer specifika markörer för alkoholkonsumtion.</p>`,
    clinicalSignificance: `<p>GT är en av de känsligaste markörerna för lever- och gallvägspåverkan. Kraftigt förhöjt GT tillsammans med förhöjt ALP talar för kolestas, medan måttligt isolerat förhöjt GT ofta beror på fettlever, alkohol, läkemedel eller övervikt. Förhöjt GT är också associerat med ökad kardiovaskulär risk och diabetes.</p>
<p>Eftersom GT är ospecifikt ska en isolerad, lätt förhöjning bedömas i ljuset av anamnes, läkemedel, alkoholvanor och övriga leverprover innan omfattande utredning påbörjas.</p>`,
    interpretation: `<p><strong>Högt GT:</strong> kolestas (gallsten, tumör, primär biliär kolangit, primär skleroserande kolangit), fettlever, alkohol, enzyminducerande läkemedel, levermetastaser, viral hepatit, pankreatit, hjärtsvikt och diabetes.</p>
<p><strong>Lågt GT:</strong> saknar klinisk betydelse.</p>
<p><strong>Fallgropar:</strong> Normalt GT vid förhöjt ALP talar för skelett-, graviditets- eller tillväxtursprung. Ett normalt GT utesluter inte alkoholöverkonsumtion.</p>`,
    tags: ['gt', 'ggt', 'p-gt', 'gamma-gt', 'leverprover', 'kolestas', 'alkohol'],
    referenceRanges: [
      { parameter: 'P-GT, kvinnor 18–40 år', range: '0,15–0,75', unit: 'µkat/L', notes: 'NORIP, IFCC 37 °C' },
      { parameter: 'P-GT, kvinnor >40 år', range: '0,15–1,2', unit: 'µkat/L', notes: 'NORIP' },
      { parameter: 'P-GT, män 18–40 år', range: '0,15–1,3', unit: 'µkat/L', notes: 'NORIP' },
      { parameter: 'P-GT, män >40 år', range: '0,20–1,9', unit: 'µkat/L', notes: 'NORIP' },
    ],
    relatedTests: [T.alp, T.alat, T.asat, T.bilirubin],
    references: [SRC.norip, SRC.liverGut, SRC.liverAcg, SRC.karolinska],
  },
  {
    title: T.bilirubin,
    category: 'Klinisk kemi',
    summary:
      'P-Bilirubin är nedbrytningsprodukten av hem och orsaken till gulsot. Totalbilirubin och konjugerat bilirubin används vid utredning av ikterus, hemolys och lever- och gallvägssjukdom. Gilberts syndrom är en vanlig ofarlig orsak.',
    content: `<h2>Vad mäts?</h2>
<p>Bilirubin bildas när hem från hemoglobin och andra hemproteiner bryts ned, huvudsakligen i mjälte och lever. Det okonjugerade bilirubinet är fettlösligt och transporteras bundet till albumin till levern, där det konjugeras med glukuronsyra av enzymet UGT1A1. Det vattenlösliga konjugerade bilirubinet utsöndras i gallan. Totalbilirubin omfattar båda formerna. Konjugerat bilirubin (ofta kallat direkt bilirubin) mäts separat vid behov.</p>
<h2>Indikationer</h2>
<ul>
<li>Ikterus eller mörk urin och ljus avföring.</li>
<li>Misstänkt lever- eller gallvägssjukdom.</li>
<li>Misstänkt hemolys, tillsammans med LD, haptoglobin och retikulocyter.</li>
<li>Neonatal gulsot (med särskilda metoder och referensgränser).</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma (litiumheparin) eller serum. Bilirubin bryts ned av ljus, och provet ska därför skyddas mot direkt solljus och analyseras utan onödig fördröjning. Hemolys kan interferera med metoden. Fasta i ett eller flera dygn höjer okonjugerat bilirubin, särskilt hos personer med Gilberts syndrom.</p>
<h2>Metod</h2>
<p>Fotometrisk diazometod eller kemisk oxidationsmetod. Konjugerat bilirubin mäts genom att reaktionen sker utan acceleratorsubstans. Mätningen av konjugerat bilirubin är metodberoende och inkluderar i varierande grad deltabilirubin, som är konjugerat bilirubin kovalent bundet till albumin.</p>
<h2>Referensintervall</h2>
<p>Referensintervallet för totalbilirubin hos vuxna kommer från NORIP och är gemensamt för kvinnor och män. Klinisk ikterus syns i regel först vid värden omkring 40–50 µmol/L.</p>
<h2>Felkällor</h2>
<ul>
<li>Ljusexponering ger falskt låga värden.</li>
<li>Hemolys och kraftig lipemi kan interferera.</li>
<li>Deltabilirubin har lång halveringstid, vilket gör att konjugerat bilirubin kan förbli förhöjt i veckor efter att ett gallvägshinder åtgärdats.</li>
</ul>
<h2>Bilirubin i urin</h2>
<p>Konjugerat bilirubin är vattenlösligt och kan utsöndras i urinen, där det ger mörk urin och positivt utslag på urinsticka. Okonjugerat bilirubin är albuminbundet och passerar inte till urinen, varför urinen är ljus vid hemolys och Gilberts syndrom.</p>`,
    clinicalSignificance: `<p>Hyperbilirubinemi delas in efter dominerande form. Okonjugerad hyperbilirubinemi beror på ökad produktion (hemolys, ineffektiv erytropoes) eller nedsatt konjugering (Gilberts syndrom, läkemedel). Gilberts syndrom förekommer hos omkring 5–10 % av befolkningen och ger lätt förhöjt okonjugerat bilirubin som stiger vid fasta, infektion och stress, men är ofarligt.</p>
<p>Konjugerad hyperbilirubinemi talar för hepatocellulär skada eller kolestas och kräver utredning, ofta med ultraljud av lever och gallvägar. Bilirubin ingår i prognostiska poängsystem för leversjukdom, till exempel Child–Pugh och MELD.</p>`,
    interpretation: `<p><strong>Högt okonjugerat bilirubin:</strong> Gilberts syndrom, hemolys, ineffektiv erytropoes (till exempel kobalaminbrist), stora hematom och vissa läkemedel.</p>
<p><strong>Högt konjugerat bilirubin:</strong> gallvägsobstruktion (sten, tumör), hepatit, cirros, läkemedelsorsakad kolestas, primär biliär kolangit, primär skleroserande kolangit, sepsis och graviditetskolestas.</p>
<p><strong>Lågt bilirubin:</strong> saknar klinisk betydelse.</p>
<p><strong>Fallgropar:</strong> Vid isolerat lätt förhöjt bilirubin hos en i övrigt frisk person med normala leverprover och utan tecken på hemolys är Gilberts syndrom den vanligaste förklaringen. Hos nyfödda gäller helt andra gränser och handläggning.</p>`,
    tags: ['bilirubin', 'p-bilirubin', 'ikterus', 'gulsot', 'gilbert', 'leverprover'],
    referenceRanges: [
      { parameter: 'P-Bilirubin (totalt), vuxna', range: '5–25', unit: 'µmol/L', notes: 'NORIP' },
      { parameter: 'P-Bilirubin, konjugerat', range: 'Metodberoende', unit: 'µmol/L', notes: 'Metodberoende – se lokalt laboratoriums referensintervall.' },
    ],
    relatedTests: [T.alat, T.alp, T.gt, T.retikulocyter, T.hb, T.albumin],
    references: [SRC.norip, SRC.liverGut, SRC.liverAcg, SRC.karolinska],
  },
  {
    title: T.albumin,
    category: 'Klinisk kemi',
    summary:
      'P-Albumin är plasmas vanligaste protein och påverkas av leverns syntes, inflammation, förluster via njurar och tarm samt vätskestatus. Albumin behövs också för att tolka totalkalcium och läkemedelsnivåer.',
    content: `<h2>Vad mäts?</h2>
<p>Albumin bildas i levern och utgör drygt hälften av plasmaproteinerna. Det upprätthåller det kolloidosmotiska trycket och transporterar bland annat kalcium, bilirubin, fettsyror, hormoner och många läkemedel. Halveringstiden är cirka tre veckor, vilket gör att albumin speglar förändringar över längre tid. Albumin är ett negativt akutfasprotein: syntesen minskar och läckaget till vävnaderna ökar vid inflammation.</p>
<h2>Indikationer</h2>
<ul>
<li>Bedömning av leverns syntesfunktion vid kronisk leversjukdom (ingår i Child–Pugh).</li>
<li>Misstänkt nefrotiskt syndrom eller proteinförlorande tarmsjukdom.</li>
<li>Ödem och ascites.</li>
<li>Tolkning av totalkalcium och proteinbundna läkemedel (till exempel fenytoin).</li>
<li>Del av bedömningen av nutritionsstatus, med beaktande av inflammation.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma (litiumheparin) eller serum. Långvarig stas och stående kroppsställning höjer albumin med upp till cirka 10 %, eftersom vatten lämnar kärlbanan. Prov tagna på liggande patienter kan därför ge lägre värden än i öppenvård. Prov får inte tas från en arm med infusion.</p>
<h2>Metod</h2>
<p>Fotometriska färgbindningsmetoder med bromkresolgrönt (BCG) eller bromkresolpurpur (BCP), eller immunkemiska metoder. BCG binder även till andra proteiner och tenderar att överskatta albumin vid låga nivåer, särskilt vid njursvikt och inflammation. Metoderna är inte helt utbytbara, vilket bör beaktas vid jämförelse mellan laboratorier.</p>
<h2>Referensintervall</h2>
<p>Albumin sjunker med stigande ålder, och NORIP anger därför åldersspecifika referensintervall. Under graviditet sjunker albumin på grund av ökad plasmavolym.</p>
<h2>Felkällor</h2>
<ul>
<li>Stas och kroppsställning.</li>
<li>Utspädning från infusion eller övervätskning.</li>
<li>Metodskillnader (BCG, BCP, immunkemi).</li>
</ul>
<h2>Albumin och övriga plasmaproteiner</h2>
<p>Vid proteinelektrofores ses albumin som den största fraktionen. Lågt albumin med förhöjda globuliner kan ses vid kronisk inflammation och levercirros, medan lågt albumin och låga globuliner talar för proteinförlust eller utspädning. Vid misstänkt paraproteinemi ska elektrofores göras.</p>`,
    clinicalSignificance: `<p>Lågt albumin är en stark prognostisk markör för sjuklighet och dödlighet, men det är framför allt ett uttryck för inflammation och sjukdomsbörda snarare än för näringsintag. Vid nefrotiskt syndrom ses lågt albumin tillsammans med kraftig proteinuri och ödem. Vid levercirros speglar lågt albumin nedsatt syntesförmåga.</p>
<p>Lågt albumin sänker totalkalcium och ökar den fria fraktionen av starkt proteinbundna läkemedel, vilket kan ge toxicitet trots normal totalkoncentration.</p>`,
    interpretation: `<p><strong>Lågt albumin:</strong> inflammation och infektion, levercirros, nefrotiskt syndrom, proteinförlorande enteropati, brännskador, malnutrition, malabsorption, övervätskning, graviditet och hög ålder.</p>
<p><strong>Högt albumin:</strong> nästan alltid relativt: dehydrering eller långvarig stas.</p>
<p><strong>Fallgropar:</strong> Albumin är en dålig markör för akut nutritionsstatus hos sjuka patienter. Bedöm totalkalcium med hänsyn till albumin, eller mät joniserat kalcium. Vid jämförelser över tid, kontrollera att samma metod har använts.</p>`,
    tags: ['albumin', 'p-albumin', 'leverfunktion', 'nefrotiskt syndrom', 'hypoalbuminemi', 'protein'],
    referenceRanges: [
      { parameter: 'P-Albumin, 18–39 år', range: '36–48', unit: 'g/L', notes: 'NORIP' },
      { parameter: 'P-Albumin, 40–69 år', range: '36–45', unit: 'g/L', notes: 'NORIP' },
      { parameter: 'P-Albumin, ≥70 år', range: '34–45', unit: 'g/L', notes: 'NORIP. Metodberoende (BCG/BCP/immunkemisk).' },
    ],
    relatedTests: [T.kalcium, T.joniseratKalcium, T.pk, T.bilirubin, T.uAlbKrea, T.crp],
    references: [SRC.norip, SRC.liverGut, SRC.karolinska],
  },
];
