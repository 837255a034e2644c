import type { SeedArticle } from './seed-article';
import { SRC } from './sources';
import { T } from './titles';

export const KOAGULATION_ARTICLES: SeedArticle[] = [
  {
    title: T.pk,
    category: 'Koagulation',
    summary:
      'PK(INR) mäter aktiviteten hos de K-vitaminberoende koagulationsfaktorerna II, VII och X. Analysen används för att styra behandling med warfarin och för att bedöma leverns syntesfunktion och blödningsrisk.',
    content: `<h2>Vad mäts?</h2>
<p>PK (protrombinkomplex) mäter hur snabbt plasma koagulerar efter tillsats av tromboplastin (vävnadsfaktor och fosfolipider) och kalcium. I Norden används en metod av Owren-typ, där reagenset innehåller tillsatt fibrinogen och faktor V. Metoden är därför känslig för de K-vitaminberoende faktorerna II, VII och X, men inte för faktor V och fibrinogen, till skillnad från den internationellt vanligare Quick-metoden. Resultatet uttrycks som INR (International Normalized Ratio), som kalibreras så att värden blir jämförbara mellan laboratorier och metoder.</p>
<h2>Indikationer</h2>
<ul>
<li>Styrning av behandling med warfarin (K-vitaminantagonist).</li>
<li>Bedömning av leverns syntesfunktion, till exempel vid cirros, akut leversvikt och paracetamolförgiftning.</li>
<li>Misstänkt K-vitaminbrist, till exempel vid malabsorption, långvarig antibiotikabehandling eller hos nyfödda.</li>
<li>Blödningsutredning, misstänkt disseminerad intravasal koagulation (DIC) och bedömning inför invasiva ingrepp.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Venöst blod i citratrör (0,109 mol/L natriumcitrat), fyllt till markeringen så att blandningsförhållandet blod:citrat blir 9:1. Underfyllda rör ger falskt förlängd tid. Helblod förvaras i rumstemperatur – kyla kan aktivera faktor VII. Owren-metoden tillåter också kapillär provtagning, vilket används i antikoagulationsmottagningar och patientnära instrument.</p>
<h2>Metod</h2>
<p>Koagulationstiden mäts optiskt eller mekaniskt och räknas om till INR med hjälp av kalibratorer med känt INR.</p>
<p>INR-systemet infördes för att resultat från olika tromboplastinreagens skulle bli jämförbara vid warfarinbehandling. Jämförbarheten är bäst i det terapeutiska området; vid leversjukdom och mycket höga värden kan olika metoder ge olika INR.</p>
<h2>Felkällor</h2>
<ul>
<li>Fel fyllnadsgrad och mycket högt EVF (över cirka 0,55) ger för lite plasma i förhållande till citrat och falskt förlängd tid.</li>
<li>Prov taget från kateter med heparin eller spolvätska kan ge felaktigt resultat.</li>
<li>Direktverkande orala antikoagulantia (DOAK) påverkar PK(INR) i varierande och oförutsägbar grad, mest rivaroxaban och edoxaban; PK(INR) kan inte användas för att bedöma effekten av dessa läkemedel.</li>
<li>Lupus antikoagulans kan förlänga PK(INR) med vissa reagens, särskilt med patientnära instrument.</li>
</ul>`,
    clinicalSignificance: `<p>Vid warfarinbehandling är målområdet för de flesta indikationer – venös tromboembolism, förmaksflimmer och mekanisk aortaklaffprotes – INR 2,0–3,0. Högre intensitet, till exempel 2,5–3,5, används vid vissa mekaniska mitralisklaffar och andra högriskindikationer enligt lokala riktlinjer; lägre intensitet används ibland vid hög blödningsrisk. Tid i terapeutiskt intervall är ett viktigt kvalitetsmått.</p>
<p>Vid leversjukdom speglar PK(INR) syntesförmågan och ingår i prognostiska poängsystem som Child–Pugh och MELD. Ett förhöjt värde vid leversjukdom innebär dock inte säkert ökad blödningsrisk, eftersom även antikoagulerande faktorer är nedsatta.</p>`,
    interpretation: `<p><strong>Förhöjt PK(INR):</strong> warfarinbehandling, K-vitaminbrist, leversvikt, DIC, massiv blödning med utspädning, ärftlig brist på faktor II, VII eller X och påverkan av DOAK.</p>
<p><strong>Lågt eller normalt PK(INR) under warfarinbehandling:</strong> otillräcklig dos, bristande följsamhet, högt K-vitaminintag eller enzyminducerande läkemedel (till exempel rifampicin och karbamazepin).</p>
<p><strong>Fallgropar:</strong> Många läkemedel, inklusive antibiotika och naturläkemedel, samverkar med warfarin; kontrollera PK(INR) tätare vid förändrad medicinering. Vid kraftigt förhöjt INR och blödning reverseras effekten med K-vitamin och protrombinkomplexkoncentrat enligt lokala rutiner.</p>`,
    tags: ['pk', 'inr', 'pk(inr)', 'p-pk', 'warfarin', 'koagulation', 'protrombinkomplex'],
    referenceRanges: [
      { parameter: 'P-PK(INR), vuxna utan behandling', range: '0,9–1,2', unit: 'INR (kvot)', notes: 'Owren-metod; vanligt referensintervall i svenska laboratorier' },
      { parameter: 'Terapeutiskt intervall, warfarin (de flesta indikationer)', range: '2,0–3,0', unit: 'INR (kvot)', notes: 'VTE, förmaksflimmer, mekanisk aortaklaff' },
      { parameter: 'Terapeutiskt intervall, hög intensitet', range: '2,5–3,5', unit: 'INR (kvot)', notes: 'Vissa mekaniska mitralisklaffar och högriskindikationer enligt lokala riktlinjer' },
    ],
    relatedTests: [T.aptt, T.fibrinogen, T.dDimer, T.tpk, T.albumin],
    references: [
      'Ansell J, Hirsh J, Hylek E, et al. Pharmacology and management of the vitamin K antagonists: American College of Chest Physicians Evidence-Based Clinical Practice Guidelines (8th Edition). Chest 2008;133(6 Suppl):160S-198S.',
      'Vahanian A, Beyersdorf F, Praz F, et al. 2021 ESC/EACTS Guidelines for the management of valvular heart disease. Eur Heart J 2022;43:561-632.',
      SRC.coagSampling,
      SRC.vgr,
    ],
  },
  {
    title: T.aptt,
    category: 'Koagulation',
    summary:
      'APTT är en global koagulationsanalys som är känslig för brist på faktorerna VIII, IX, XI och XII och för heparin och lupus antikoagulans. Referensintervallet är starkt reagens- och metodberoende.',
    content: `<h2>Vad mäts?</h2>
<p>Aktiverad partiell tromboplastintid (APTT, APT-tid) mäter tiden till koagelbildning i citratplasma efter tillsats av en kontaktaktivator (till exempel kisel eller ellaginsyra), fosfolipider och kalcium. Analysen speglar det inre och det gemensamma koagulationssystemet: faktorerna XII, XI, IX, VIII, X, V och II samt fibrinogen, prekallikrein och högmolekylärt kininogen.</p>
<h2>Indikationer</h2>
<ul>
<li>Blödningsutredning, till exempel misstänkt hemofili A eller B eller von Willebrands sjukdom med låg faktor VIII.</li>
<li>Misstänkt lupus antikoagulans (med särskilt känsliga reagens), som del av utredningen av antifosfolipidsyndrom.</li>
<li>Kontroll av behandling med ofraktionerat heparin, där anti-Xa-aktivitet i allt högre grad används i stället.</li>
<li>Bedömning vid misstänkt DIC, leversvikt och massiv blödning, tillsammans med PK(INR), fibrinogen och trombocyter.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Citratrör fyllt till markeringen (9:1). Provet ska inte tas från en kateter som spolats med heparin. Det transporteras till laboratoriet utan dröjsmål och centrifugeras och analyseras inom den tid laboratoriet anger, kortare för prov från heparinbehandlade patienter eftersom trombocytfaktor 4 neutraliserar heparin in vitro. Vid EVF över cirka 0,55 behöver citratmängden justeras.</p>
<h2>Metod</h2>
<p>Koagulationstiden mäts optiskt eller mekaniskt i koagulationsinstrument. Känsligheten för faktorbrister, heparin och lupus antikoagulans skiljer sig mycket mellan reagens, och varje laboratorium fastställer därför sitt eget referensintervall och, vid heparinbehandling, sitt eget terapeutiska intervall.</p>
<p>Nyfödda har fysiologiskt förlängd APTT under de första levnadsveckorna, och åldersanpassade intervall används då.</p>
<h2>Felkällor</h2>
<ul>
<li>Underfyllda rör och högt EVF ger falskt förlängd tid.</li>
<li>Heparinkontamination från kateter ger falskt förlängd tid.</li>
<li>Aktivering av provet under provtagningen kan ge falskt förkortad tid.</li>
<li>Förhöjd faktor VIII vid akutfasreaktion och graviditet kan förkorta APTT och maskera lätt faktorbrist.</li>
<li>Dabigatran och argatroban förlänger APTT; lågmolekylärt heparin påverkar APTT i liten grad.</li>
</ul>`,
    clinicalSignificance: `<p>En isolerat förlängd APTT med normalt PK(INR) leder tanken till brist på faktor VIII, IX, XI eller XII, heparin eller lupus antikoagulans. En blandningstest, där patientplasma blandas med normalplasma, skiljer faktorbrist (tiden normaliseras) från hämmare (tiden förblir förlängd). Faktor XII-brist förlänger APTT kraftigt men ger ingen blödningsbenägenhet. Lupus antikoagulans förlänger APTT in vitro men är kliniskt förknippat med ökad trombosrisk.</p>
<p>En normal APTT utesluter inte lätt hemofili, von Willebrands sjukdom eller faktor XIII-brist; vid stark klinisk misstanke analyseras faktornivåer specifikt.</p>`,
    interpretation: `<p><strong>Förlängd APTT:</strong> heparin, dabigatran, argatroban, hemofili A och B, faktor XI-brist, faktor XII-brist, von Willebrands sjukdom, lupus antikoagulans, förvärvad hemofili (faktor VIII-antikroppar), leversvikt, DIC och massiv transfusion.</p>
<p><strong>Förkortad APTT:</strong> akutfasreaktion med hög faktor VIII, graviditet och aktivering av provet vid provtagningen.</p>
<p><strong>Fallgropar:</strong> Jämför alltid mot det egna laboratoriets referensintervall. Förlängd APTT hos en patient utan blödningsanamnes bör först kontrolleras med nytt, korrekt taget prov.</p>`,
    tags: ['aptt', 'apt-tid', 'p-apt-tid', 'koagulation', 'heparin', 'hemofili', 'lupus antikoagulans'],
    referenceRanges: [
      {
        parameter: 'P-APT-tid, vuxna',
        range: 'Metodberoende',
        unit: 's',
        notes: 'Reagens- och metodberoende – se lokalt laboratoriums referensintervall (svenska laboratorier anger till exempel 24–32 s eller 30–42 s beroende på reagens).',
      },
    ],
    relatedTests: [T.pk, T.fibrinogen, T.tpk, T.dDimer],
    references: [
      SRC.coagSampling,
      'Devreese KMJ, de Groot PG, de Laat B, et al. Guidance from the Scientific and Standardization Committee for lupus anticoagulant/antiphospholipid antibodies of the International Society on Thrombosis and Haemostasis: update of the guidelines for lupus anticoagulant detection and interpretation. J Thromb Haemost 2020;18:2828-2839.',
      'Kitchen S, McCraw A, Echenagucia M. Diagnosis of Hemophilia and Other Bleeding Disorders: A Laboratory Manual. 2nd ed. Montréal: World Federation of Hemophilia; 2010.',
      SRC.vgr,
    ],
  },
  {
    title: T.dDimer,
    category: 'Koagulation',
    summary:
      'D-dimer är en nedbrytningsprodukt av fibrin och används för att utesluta djup ventrombos och lungemboli vid låg eller måttlig klinisk sannolikhet. Över 50 års ålder används åldersjusterad beslutsgräns (ålder × 0,01 mg/L FEU).',
    content: `<h2>Vad mäts?</h2>
<p>När fibrin i ett koagel har stabiliserats av faktor XIIIa och sedan bryts ned av plasmin frisätts fragment som innehåller två korsbundna D-domäner – D-dimer. Förhöjd D-dimer visar alltså att både koagulation och fibrinolys har pågått. D-dimer stiger vid venös tromboembolism men också vid en lång rad andra tillstånd, vilket gör analysen känslig men ospecifik.</p>
<h2>Indikationer</h2>
<ul>
<li>Uteslutning av djup ventrombos (DVT) och lungemboli hos patienter med låg eller måttlig klinisk sannolikhet enligt till exempel Wells-kriterier eller YEARS-algoritmen.</li>
<li>Del av bedömningen vid misstänkt disseminerad intravasal koagulation (DIC), till exempel enligt ISTH:s poängsystem.</li>
<li>Ibland vid bedömning av återfallsrisk efter avslutad antikoagulantiabehandling.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Citratrör fyllt till markeringen. Provet lämnas till laboratoriet inom den tid laboratoriet anger eller centrifugeras och plasman fryses. Provtagning från kvarliggande kateter bör undvikas.</p>
<h2>Metod</h2>
<p>Immunkemiska metoder, vanligen latexförstärkt immunturbidimetri, med monoklonala antikroppar mot D-dimerepitopen. Metoderna är inte standardiserade, och resultaten anges antingen i fibrinogenekvivalenta enheter (FEU) eller i D-dimerenheter (DDU); FEU-värdet är ungefär dubbelt så högt som DDU-värdet. Beslutsgränsen måste därför alltid tolkas utifrån den metod och enhet laboratoriet använder.</p>
<p>Patientnära D-dimermetoder finns men har i regel lägre känslighet än laboratoriemetoderna.</p>
<h2>Faktorer som höjer D-dimer</h2>
<ul>
<li>Hög ålder, graviditet och post partum.</li>
<li>Infektion, inflammation, cancer, trauma och nyligen genomgången kirurgi.</li>
<li>Hjärtsvikt, aortadissektion, förmaksflimmer och njursvikt.</li>
<li>Sjukhusvård – hos inneliggande patienter är andelen förhöjda värden så hög att analysens värde för att utesluta trombos är begränsat.</li>
</ul>
<h2>Faktorer som kan ge falskt lågt värde</h2>
<p>Pågående antikoagulantiabehandling, symtom som funnits i flera veckor och små, distala tromboser. Heterofila antikroppar och reumatoid faktor kan ge falskt höga värden med vissa metoder.</p>`,
    clinicalSignificance: `<p>D-dimer har högt negativt prediktivt värde. Vid låg eller måttlig klinisk sannolikhet kan ett värde under beslutsgränsen utesluta DVT och lungemboli utan bilddiagnostik. Vid hög klinisk sannolikhet ska D-dimer inte användas; patienten ska i stället utredas direkt med bilddiagnostik.</p>
<p>Eftersom D-dimer stiger med åldern används åldersjusterad beslutsgräns hos personer över 50 år: ålder × 0,01 mg/L FEU. Strategin, som validerades i ADJUST-PE-studien och rekommenderas av ESC och Equalis, minskar antalet onödiga undersökningar utan att öka andelen missade tromboser.</p>`,
    interpretation: `<p><strong>Under beslutsgränsen:</strong> venös tromboembolism kan uteslutas om den kliniska sannolikheten är låg eller måttlig.</p>
<p><strong>Över beslutsgränsen:</strong> ospecifikt fynd som kräver vidare utredning med ultraljud eller datortomografi om klinisk misstanke kvarstår. Mycket höga värden ses vid stor lungemboli, DIC, aortadissektion och metastaserande cancer.</p>
<p><strong>Fallgropar:</strong> Använd den beslutsgräns som hör till laboratoriets metod. Åldersjusterad gräns är inte validerad för gravida. Ett förhöjt värde hos en sjukhusvårdad patient har lågt diagnostiskt värde.</p>`,
    tags: ['d-dimer', 'p-d-dimer', 'lungemboli', 'djup ventrombos', 'dvt', 'koagulation', 'dic'],
    referenceRanges: [
      { parameter: 'P-D-dimer, ≤50 år', range: '<0,50', unit: 'mg/L FEU', notes: 'Beslutsgräns för att utesluta VTE vid låg/måttlig klinisk sannolikhet. Metodberoende.' },
      { parameter: 'P-D-dimer, >50 år', range: '<ålder × 0,01', unit: 'mg/L FEU', notes: 'Åldersjusterad beslutsgräns (t.ex. 70 år: <0,70) enligt Equalis rekommendation och ADJUST-PE.' },
    ],
    relatedTests: [T.fibrinogen, T.pk, T.aptt, T.tpk, T.troponin],
    references: [
      'Righini M, Van Es J, Den Exter PL, et al. Age-adjusted D-dimer cutoff levels to rule out pulmonary embolism: the ADJUST-PE study. JAMA 2014;311:1117-1124.',
      SRC.escPe2019,
      'van der Hulle T, Cheung WY, Kooij S, et al. Simplified diagnostic management of suspected pulmonary embolism (the YEARS study): a prospective, multicentre, cohort study. Lancet 2017;390:289-297.',
      'Equalis. Åldersanpassat referensintervall för D-dimer i diagnostik av venös trombos (rekommendation S030). Uppsala: Equalis.',
      'Taylor FB Jr, Toh CH, Hoots WK, et al. Towards definition, clinical and laboratory criteria, and a scoring system for disseminated intravascular coagulation. Thromb Haemost 2001;86:1327-1330.',
    ],
  },
  {
    title: T.fibrinogen,
    category: 'Koagulation',
    summary:
      'Fibrinogen är det protein som omvandlas till fibrin när blodet koagulerar. Låga nivåer ses vid massiv blödning, DIC och leversvikt, och fibrinogen styr substitution vid stora blödningar. Fibrinogen är också ett akutfasprotein.',
    content: `<h2>Vad mäts?</h2>
<p>Fibrinogen (koagulationsfaktor I) är ett stort glykoprotein som bildas i levern. Trombin klyver fibrinogen till fibrinmonomerer, som polymeriserar och stabiliseras till ett fibrinnätverk. Fibrinogen är också nödvändigt för trombocytaggregationen. Fibrinogen är ett akutfasprotein, och koncentrationen stiger under några dygn vid inflammation.</p>
<h2>Indikationer</h2>
<ul>
<li>Massiv blödning, till exempel vid trauma, postpartumblödning och stor kirurgi, för att styra substitution med fibrinogenkoncentrat eller plasma.</li>
<li>Misstänkt disseminerad intravasal koagulation (DIC).</li>
<li>Leversvikt och trombolysbehandling.</li>
<li>Behandling med asparaginas.</li>
<li>Blödningsutredning vid misstänkt ärftlig afibrinogenemi, hypofibrinogenemi eller dysfibrinogenemi.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Citratrör fyllt till markeringen (9:1). Provet analyseras inom den tid laboratoriet anger; vid längre förvaring centrifugeras provet och plasman fryses.</p>
<h2>Metod</h2>
<p>Den vanligaste metoden är Clauss-metoden, där en hög koncentration trombin tillsätts utspädd plasma och koagulationstiden är omvänt proportionell mot fibrinogenkoncentrationen. Vid blödning används ibland också viskoelastiska metoder (till exempel ROTEM eller TEG) som ger ett snabbt funktionellt mått. Dysfibrinogenemi kan misstänkas när funktionell (Clauss) och immunologisk fibrinogenmängd skiljer sig kraftigt åt.</p>
<h2>Referensintervall och variation</h2>
<p>Referensintervallet varierar något mellan metoder och laboratorier. Fibrinogen stiger med åldern och är högre hos rökare och personer med övervikt. Under graviditet stiger nivån successivt och kan i tredje trimestern vara nästan dubbelt så hög som hos icke-gravida. Halveringstiden i plasma är 3–5 dygn, vilket gör att nivån förändras relativt långsamt när produktionen ökar eller minskar. Vid blödning och konsumtion kan den däremot sjunka snabbt.</p>
<h2>Felkällor</h2>
<ul>
<li>Höga koncentrationer av heparin eller direkta trombinhämmare (till exempel dabigatran) kan ge falskt lågt resultat med Clauss-metoden.</li>
<li>Kolloida plasmaersättningsmedel kan påverka resultatet med optiska metoder.</li>
<li>Koagel i provet ger falskt lågt värde.</li>
<li>Under graviditet stiger fibrinogen normalt påtagligt, vilket måste beaktas vid obstetrisk blödning.</li>
</ul>`,
    clinicalSignificance: `<p>Vid massiv blödning är fibrinogen ofta den koagulationsfaktor som först når kritiskt låga nivåer. Europeiska riktlinjer för traumablödning rekommenderar substitution vid fibrinogen under 1,5 g/L eller motsvarande tecken i viskoelastisk analys. Vid postpartumblödning är fibrinogen under cirka 2 g/L förknippat med ökad risk för svår blödning, eftersom gravida har höga utgångsvärden.</p>
<p>Vid DIC sjunker fibrinogen genom konsumtion, men eftersom fibrinogen samtidigt är ett akutfasprotein kan nivån vara normal trots pågående DIC. Upprepade mätningar och kombination med trombocyter, PK(INR) och D-dimer ger bättre bedömning.</p>`,
    interpretation: `<p><strong>Lågt fibrinogen:</strong> massiv blödning och utspädning, DIC, svår leversvikt, trombolys, asparaginas, ärftlig afibrinogenemi eller hypofibrinogenemi samt dysfibrinogenemi.</p>
<p><strong>Högt fibrinogen:</strong> akutfasreaktion vid infektion, inflammation, malignitet och efter kirurgi, graviditet, östrogenbehandling, rökning och nefrotiskt syndrom.</p>
<p><strong>Fallgropar:</strong> Ett normalt fibrinogen utesluter inte DIC hos en svårt sjuk patient med inflammation. Beakta antikoagulantia som kan påverka Clauss-metoden.</p>`,
    tags: ['fibrinogen', 'p-fibrinogen', 'koagulation', 'blödning', 'dic', 'akutfasprotein'],
    referenceRanges: [
      {
        parameter: 'P-Fibrinogen, vuxna',
        range: 'Metodberoende',
        unit: 'g/L',
        notes: 'Metodberoende – se lokalt laboratoriums referensintervall. Exempel: 2,0–4,5 g/L (Clauss-metod, Region Norrbotten). Högre under graviditet.',
      },
      { parameter: 'Substitutionsgräns vid massiv traumablödning', range: '<1,5', unit: 'g/L', notes: 'Europeisk riktlinje för traumablödning (Rossaint et al. 2023)' },
    ],
    relatedTests: [T.pk, T.aptt, T.dDimer, T.tpk, T.crp],
    references: [
      'Mackie IJ, Kitchen S, Machin SJ, Lowe GDO. Guidelines on fibrinogen assays. Br J Haematol 2003;121:396-404.',
      'Rossaint R, Afshari A, Bouillon B, et al. The European guideline on management of major bleeding and coagulopathy following trauma: sixth edition. Crit Care 2023;27:80.',
      'Taylor FB Jr, Toh CH, Hoots WK, et al. Towards definition, clinical and laboratory criteria, and a scoring system for disseminated intravascular coagulation. Thromb Haemost 2001;86:1327-1330.',
      'Region Norrbotten, Laboratoriemedicin. Analyssortiment, Fibrinogen P- (aktuell version).',
    ],
  },
];
