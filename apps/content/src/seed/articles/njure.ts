import type { SeedArticle } from './seed-article';
import { SRC } from './sources';
import { T } from './titles';

export const NJURE_ARTICLES: SeedArticle[] = [
  {
    title: T.kreatinin,
    category: 'Klinisk kemi',
    summary:
      'P-Kreatinin är den vanligaste markören för njurfunktion och används för att beräkna eGFR. Koncentrationen beror både på glomerulär filtration och på muskelmassa, vilket är viktigt att beakta vid tolkningen.',
    content: `<h2>Vad mäts?</h2>
<p>Kreatinin bildas i musklerna i en i stort sett konstant takt från kreatin och kreatinfosfat och utsöndras främst genom glomerulär filtration, med ett mindre bidrag från tubulär sekretion. Plasmakoncentrationen stiger när den glomerulära filtrationen (GFR) minskar. Sambandet är dock inte linjärt: vid normal njurfunktion krävs en betydande minskning av GFR innan kreatinin stiger över referensintervallet, medan små GFR-förändringar ger stora kreatininförändringar vid nedsatt njurfunktion.</p>
<h2>Indikationer</h2>
<ul>
<li>Bedömning och uppföljning av njurfunktion, till exempel vid hypertoni, diabetes, hjärtsvikt och kronisk njursjukdom.</li>
<li>Misstänkt akut njurskada, till exempel vid sepsis, dehydrering, obstruktion eller nefrotoxiska läkemedel.</li>
<li>Dosering och kontroll av läkemedel som utsöndras via njurarna samt inför jodkontrastundersökning.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma (litiumheparin) eller serum. Fasta behövs inte, men intag av kokt eller stekt kött några timmar före provtagningen kan höja kreatinin påtagligt, liksom kreatintillskott. Hård fysisk ansträngning kan ge en övergående ökning.</p>
<h2>Metod</h2>
<p>I Sverige används enzymatiska metoder som är spårbara till isotoputspädning–masspektrometri (IDMS). Den äldre Jaffé-metoden störs av bland annat ketoner, bilirubin och vissa cefalosporiner och används allt mindre. Eftersom eGFR-formler förutsätter standardiserade metoder är spårbarheten viktig.</p>
<h2>Referensintervall</h2>
<p>Referensintervallen från NORIP är könsspecifika, eftersom män i genomsnitt har större muskelmassa. Barn har lägre värden som stiger med åldern. Ett kreatininvärde inom referensintervallet kan motsvara kraftigt nedsatt njurfunktion hos en äldre, muskelsvag person.</p>
<h2>Felkällor</h2>
<ul>
<li>Låg muskelmassa (äldre, amputation, malnutrition, neuromuskulär sjukdom, levercirros) ger lågt kreatinin och överskattad njurfunktion.</li>
<li>Stor muskelmassa och högt köttintag ger högt kreatinin och underskattad njurfunktion.</li>
<li>Trimetoprim, cimetidin, dolutegravir och vissa tyrosinkinashämmare hämmar tubulär sekretion och höjer kreatinin utan att GFR förändras.</li>
<li>Under graviditet är kreatinin normalt lägre på grund av ökad GFR.</li>
</ul>`,
    clinicalSignificance: `<p>Kreatinin används för att upptäcka och följa både kronisk njursjukdom och akut njurskada. Enligt KDIGO definieras akut njurskada bland annat som en ökning av kreatinin med minst 26,5 µmol/L inom 48 timmar eller till minst 1,5 gånger utgångsvärdet inom sju dagar, eller som minskad urinproduktion. Förändringen jämfört med patientens eget utgångsvärde är därför ofta viktigare än jämförelsen med referensintervallet.</p>
<p>För att bedöma njurfunktionen omvandlas kreatinin till estimerat GFR (eGFR), i Sverige vanligen med Lund–Malmö-formeln (LMrev), som tar hänsyn till ålder och kön.</p>`,
    interpretation: `<p><strong>Högt kreatinin:</strong> akut njurskada (prerenal, renal eller postrenal), kronisk njursjukdom, hjärtsvikt, dehydrering, urinvägsobstruktion, rabdomyolys, stor muskelmassa, högt köttintag, kreatintillskott och läkemedel som hämmar tubulär sekretion.</p>
<p><strong>Lågt kreatinin:</strong> låg muskelmassa, graviditet, malnutrition och svår leversjukdom. Saknar i sig klinisk betydelse men innebär att njurfunktionen kan överskattas.</p>
<p><strong>Fallgropar:</strong> Kreatinin och eGFR förutsätter ett stabilt tillstånd (steady state) och speglar inte GFR korrekt vid snabbt föränderlig njurfunktion. Vid osäkerhet kompletteras med cystatin C eller mätt GFR (iohexolclearance).</p>`,
    tags: ['kreatinin', 'krea', 'p-kreatinin', 'njurfunktion', 'egfr', 'akut njurskada'],
    referenceRanges: [
      { parameter: 'P-Kreatinin, kvinnor ≥18 år', range: '45–90', unit: 'µmol/L', notes: 'NORIP, enzymatisk IDMS-spårbar metod' },
      { parameter: 'P-Kreatinin, män ≥18 år', range: '60–105', unit: 'µmol/L', notes: 'NORIP, enzymatisk IDMS-spårbar metod' },
    ],
    relatedTests: [T.egfr, T.cystatinC, T.urea, T.uAlbKrea, T.kalium],
    references: [
      SRC.norip,
      'Kidney Disease: Improving Global Outcomes (KDIGO) Acute Kidney Injury Work Group. KDIGO Clinical Practice Guideline for Acute Kidney Injury. Kidney Int Suppl 2012;2:1-138.',
      SRC.lmrev,
      SRC.karolinska,
    ],
  },
  {
    title: T.egfr,
    category: 'Klinisk kemi',
    summary:
      'eGFR är en beräknad skattning av glomerulär filtration från kreatinin och/eller cystatin C. I Sverige används främst LMrev och CAPA. eGFR används för stadieindelning av kronisk njursjukdom och vid läkemedelsdosering.',
    content: `<h2>Vad är eGFR?</h2>
<p>Glomerulär filtrationshastighet (GFR) är det bästa samlade måttet på njurfunktion. Att mäta GFR direkt kräver clearance av en exogen markör, till exempel iohexol, vilket är resurskrävande. I stället beräknas ett estimerat GFR (eGFR) från plasmakoncentrationen av en endogen markör med hjälp av formler som tar hänsyn till ålder och i vissa fall kön.</p>
<ul>
<li><strong>eGFR(kreatinin):</strong> i Sverige används främst den reviderade Lund–Malmö-formeln (LMrev), som utvecklats i en svensk population och i jämförande studier presterat väl över olika åldrar och BMI. Internationellt används CKD-EPI.</li>
<li><strong>eGFR(cystatin C):</strong> beräknas med CAPA-formeln, som bygger på metoder standardiserade mot den internationella kalibratorn.</li>
<li><strong>Medelvärde:</strong> när de två skattningarna stämmer väl överens ger medelvärdet den säkraste skattningen.</li>
</ul>
<h2>Relativt och absolut GFR</h2>
<p>eGFR redovisas som relativt GFR, normerat till kroppsytan 1,73 m² (mL/min/1,73 m²), vilket används för stadieindelning av njursjukdom. Vid dosering av läkemedel hos personer med kroppsyta som avviker mycket från 1,73 m² bör absolut GFR (mL/min) användas; det beräknas genom att multiplicera relativt GFR med patientens kroppsyta dividerad med 1,73.</p>
<h2>Indikationer</h2>
<p>Bedömning och uppföljning av njurfunktion, stadieindelning av kronisk njursjukdom, dosering av njurutsöndrade läkemedel och riskbedömning inför kontrastundersökningar.</p>
<h2>Provtagning</h2>
<p>Samma som för P-Kreatinin respektive P-Cystatin C. Ålder och kön hämtas från personnumret; laboratoriet beräknar eGFR automatiskt.</p>
<h2>Felkällor och begränsningar</h2>
<ul>
<li>Formlerna förutsätter stabil njurfunktion och gäller inte vid akut njurskada, på intensivvård med snabbt föränderligt tillstånd eller under graviditet.</li>
<li>eGFR(kreatinin) överskattar GFR vid låg muskelmassa och underskattar vid stor muskelmassa.</li>
<li>eGFR(cystatin C) påverkas av glukokortikoider och tyreoideafunktion.</li>
<li>Även i bästa fall ligger eGFR i de flesta fall bara inom ±30 % av uppmätt GFR; vid behov av exakt bestämning, till exempel inför cytostatikabehandling, mäts GFR med iohexolclearance.</li>
</ul>`,
    clinicalSignificance: `<p>Kronisk njursjukdom definieras enligt KDIGO som GFR under 60 mL/min/1,73 m² och/eller tecken på njurskada, till exempel albuminuri, som kvarstått i mer än tre månader. Sjukdomen stadieindelas efter GFR (G1–G5) och albuminuri (A1–A3), och kombinationen avgör risken för progress och kardiovaskulära händelser.</p>
<p>GFR sjunker med åldern även hos friska, och ett eGFR på 60–89 utan andra tecken på njurskada räknas inte som njursjukdom.</p>`,
    interpretation: `<p><strong>Lågt eGFR:</strong> bekräfta med upprepat prov efter tre månader innan kronisk njursjukdom diagnostiseras, och analysera U-Albumin/kreatinin. Vid stor skillnad mellan eGFR(kreatinin) och eGFR(cystatin C) bör orsaken värderas – muskelmassa, glukokortikoider och tyreoideasjukdom är vanliga förklaringar – och GFR vid behov mätas.</p>
<p><strong>Högt eGFR:</strong> kan ses vid låg muskelmassa och vid hyperfiltration, till exempel tidigt vid diabetes och under graviditet.</p>
<p><strong>Fallgropar:</strong> Använd absolut GFR för dosering hos mycket små eller stora patienter. Formlerna är utvecklade för vuxna; för barn används särskilda formler.</p>`,
    tags: ['egfr', 'gfr', 'lmrev', 'capa', 'njurfunktion', 'kronisk njursjukdom'],
    referenceRanges: [
      { parameter: 'G1', range: '≥90', unit: 'mL/min/1,73 m²', notes: 'KDIGO-kategori (beslutsgräns, inte referensintervall). Normal eller hög GFR.' },
      { parameter: 'G2', range: '60–89', unit: 'mL/min/1,73 m²', notes: 'Lätt nedsatt; räknas som njursjukdom endast med andra tecken på njurskada.' },
      { parameter: 'G3a', range: '45–59', unit: 'mL/min/1,73 m²', notes: 'Lätt till måttligt nedsatt' },
      { parameter: 'G3b', range: '30–44', unit: 'mL/min/1,73 m²', notes: 'Måttligt till kraftigt nedsatt' },
      { parameter: 'G4', range: '15–29', unit: 'mL/min/1,73 m²', notes: 'Kraftigt nedsatt' },
      { parameter: 'G5', range: '<15', unit: 'mL/min/1,73 m²', notes: 'Njursvikt' },
    ],
    relatedTests: [T.kreatinin, T.cystatinC, T.uAlbKrea, T.urea],
    references: [
      SRC.kdigo2012,
      SRC.kdigo2024,
      SRC.lmrev,
      'Nyman U, Grubb A, Larsson A, et al. The revised Lund-Malmö GFR estimating equation outperforms MDRD and CKD-EPI across GFR, age and BMI intervals in a large Swedish population. Clin Chem Lab Med 2014;52:815-824.',
      SRC.capa,
      'SBU. Skattning av njurfunktion. En systematisk litteraturöversikt. SBU-rapport nr 214. Stockholm: Statens beredning för medicinsk utvärdering; 2012.',
    ],
  },
  {
    title: T.cystatinC,
    category: 'Klinisk kemi',
    summary:
      'Cystatin C är en njurfunktionsmarkör som, till skillnad från kreatinin, inte påverkas av muskelmassa. Den är särskilt användbar hos äldre, barn och personer med låg eller hög muskelmassa och redovisas som eGFR enligt CAPA.',
    content: `<h2>Vad mäts?</h2>
<p>Cystatin C är ett litet protein (cirka 13 kDa) som bildas i en jämn takt av alla kärnförande celler. Det filtreras fritt i glomeruli och återupptas och bryts därefter ned i tubuli, så att det normalt inte återkommer i blodet. Plasmakoncentrationen bestäms därför huvudsakligen av GFR. Eftersom produktionen inte beror på muskelmassa, kön eller kost är cystatin C ett bra komplement till kreatinin.</p>
<h2>Indikationer</h2>
<ul>
<li>Bedömning av njurfunktion när kreatinin är svårtolkat: hos äldre, vid låg muskelmassa, amputation, neuromuskulär sjukdom, levercirros, malnutrition eller mycket stor muskelmassa.</li>
<li>Bedömning av njurfunktion hos barn.</li>
<li>Läkemedelsdosering där njurfunktionen är avgörande och kreatinin kan vara missvisande.</li>
<li>Som komplement till kreatinin för säkrare eGFR, särskilt kring gränser som styr beslut.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma (litiumheparin) eller serum. Fasta behövs inte. Cystatin C är stabilt i flera dygn i rumstemperatur och kyla, vilket gör analysen lämplig för prov som skickas.</p>
<h2>Metod</h2>
<p>Partikelförstärkt immunturbidimetri eller immunnefelometri. Sedan en internationell kalibrator (ERM-DA471/IFCC) införts är metoderna bättre jämförbara, och CAPA-formeln är framtagen för standardiserade metoder. Laboratoriet redovisar i regel både koncentrationen (mg/L) och eGFR(cystatin C).</p>
<h2>Referensintervall</h2>
<p>Referensintervallet för koncentrationen i mg/L beror på metod och stiger med åldern, eftersom GFR normalt sjunker. Därför bedömer många laboratorier i stället eGFR(cystatin C), som redan tar hänsyn till åldern, mot samma GFR-kategorier som används för kreatinin. Cystatin C skiljer sig inte mellan könen och är redan från cirka ett års ålder på nivå med vuxna.</p>
<h2>Felkällor</h2>
<ul>
<li>Glukokortikoider i höga doser höjer cystatin C och ger för lågt eGFR.</li>
<li>Obehandlad hypertyreos höjer och hypotyreos sänker cystatin C.</li>
<li>Graviditet, särskilt i tredje trimestern, ger högre värden.</li>
<li>Vissa maligniteter, kraftig inflammation och uttalad fetma har beskrivits påverka nivån.</li>
<li>Liksom kreatinin förutsätter tolkningen ett stabilt tillstånd.</li>
</ul>`,
    clinicalSignificance: `<p>Cystatin C är ett etablerat alternativ och komplement till kreatinin vid skattning av GFR. KDIGO rekommenderar att cystatin C används när eGFR(kreatinin) bedöms vara missvisande och för att bekräfta kronisk njursjukdom när eGFR(kreatinin) ligger strax under 60 utan andra tecken på njurskada.</p>
<p>Om eGFR(cystatin C) är betydligt lägre än eGFR(kreatinin) utan uppenbar förklaring, har detta i svenska studier kopplats till ökad sjuklighet och dödlighet (så kallat shrunken pore syndrome).</p>`,
    interpretation: `<p><strong>Högt cystatin C:</strong> nedsatt GFR av alla orsaker; dessutom glukokortikoidbehandling, hypertyreos och sen graviditet.</p>
<p><strong>Lågt cystatin C:</strong> saknar i regel klinisk betydelse men kan ses vid hypotyreos och hyperfiltration.</p>
<p><strong>Fallgropar:</strong> Bedöm i första hand eGFR(cystatin C) och jämför med eGFR(kreatinin). När de stämmer överens är medelvärdet den bästa skattningen; vid stor skillnad bör orsaken värderas och GFR vid behov mätas med iohexolclearance.</p>`,
    tags: ['cystatin c', 'p-cystatin c', 'egfr', 'capa', 'njurfunktion', 'gfr'],
    referenceRanges: [
      {
        parameter: 'P-Cystatin C, vuxna',
        range: 'Metodberoende',
        unit: 'mg/L',
        notes:
          'Metodberoende och åldersberoende – se lokalt laboratoriums referensintervall. Många laboratorier bedömer i stället eGFR(cystatin C) enligt CAPA mot KDIGO-kategorierna.',
      },
      { parameter: 'eGFR(cystatin C)', range: '≥60 (se KDIGO-kategorier)', unit: 'mL/min/1,73 m²', notes: 'GFR <60 i mer än tre månader talar för kronisk njursjukdom (KDIGO).' },
    ],
    relatedTests: [T.egfr, T.kreatinin, T.uAlbKrea, T.tsh],
    references: [SRC.capa, SRC.kdigo2024, SRC.karolinska, 'Unilabs Laboratoriemedicin. Analysanvisning P-Cystatin C (anvisningar.se, aktuell version).'],
  },
  {
    title: T.urea,
    category: 'Klinisk kemi',
    summary:
      'P-Urea (karbamid) är slutprodukten av kroppens proteinnedbrytning och utsöndras via njurarna. Urea stiger vid nedsatt njurfunktion men påverkas också kraftigt av proteinintag, katabolism, blödning i magtarmkanalen och vätskestatus.',
    content: `<h2>Vad mäts?</h2>
<p>Urea bildas i levern i ureacykeln från ammoniak som frigörs när aminosyror bryts ned. Urea filtreras fritt i glomeruli men återupptas delvis i tubuli, och återupptaget ökar när urinflödet är lågt. Plasmakoncentrationen beror därför inte bara på GFR utan också på proteinomsättning, leverfunktion och vätskestatus. Urea är därmed en sämre markör för GFR än kreatinin och cystatin C men ger kompletterande information.</p>
<h2>Indikationer</h2>
<ul>
<li>Bedömning av uremi hos patienter med kraftigt nedsatt njurfunktion och inför dialysbeslut.</li>
<li>Bedömning av dehydrering och prerenal njurpåverkan, tillsammans med kreatinin.</li>
<li>Misstänkt blödning i övre magtarmkanalen.</li>
<li>Bedömning av katabolism och proteinbelastning, till exempel vid parenteral nutrition.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma (litiumheparin) eller serum. Fasta behövs inte, men en proteinrik måltid kan höja värdet. Urea är stabilt i flera dygn.</p>
<h2>Metod</h2>
<p>Enzymatisk metod där ureas spjälkar urea till ammoniak, som mäts fotometriskt i en kopplad reaktion.</p>
<h2>Urea i förhållande till kreatinin</h2>
<p>Eftersom urea återupptas i tubuli när urinflödet är lågt stiger urea mer än kreatinin vid dehydrering och nedsatt njurgenomblödning. En hög kvot mellan urea och kreatinin kan därför tala för prerenal orsak, medan en låg kvot ses vid lågt proteinintag och leversvikt. Kvoten är dock ett grovt hjälpmedel, eftersom båda analyserna påverkas av flera andra faktorer.</p>
<h2>Referensintervall</h2>
<p>NORIP anger ålders- och könsspecifika referensintervall: män har högre värden än kvinnor, och värdena stiger med åldern. Barn har lägre värden. Under graviditet sjunker urea på grund av ökad GFR och plasmavolym.</p>
<h2>Felkällor</h2>
<ul>
<li>Ammoniumjoner från kontaminerade rör eller ammoniumheparin kan störa metoder som mäter ammoniak.</li>
<li>Fluoridrör hämmar ureas och ska inte användas.</li>
<li>Kraftig lipemi och hemolys kan interferera beroende på metod.</li>
</ul>`,
    clinicalSignificance: `<p>Urea stiger när GFR sjunker men också vid ökat proteinintag, katabolism, blödning i magtarmkanalen (blodproteiner bryts ned och tas upp) och glukokortikoidbehandling. En oproportionerligt hög urea i förhållande till kreatinin talar för prerenal påverkan, dehydrering eller gastrointestinal blödning.</p>
<p>Vid avancerad njursvikt bidrar höga ureanivåer, tillsammans med andra kvarhållna ämnen, till uremiska symtom som illamående, klåda och trötthet. Lågt urea kan vara tecken på nedsatt proteinintag eller svår leversvikt med nedsatt ureasyntes.</p>`,
    interpretation: `<p><strong>Högt urea:</strong> akut och kronisk njursvikt, dehydrering, hjärtsvikt, blödning i övre magtarmkanalen, proteinrik kost, katabolism (feber, sepsis, trauma, brännskador), glukokortikoider och tetracykliner.</p>
<p><strong>Lågt urea:</strong> lågt proteinintag, malnutrition, svår leversvikt, graviditet, övervätskning och SIADH.</p>
<p><strong>Fallgropar:</strong> Använd inte urea som ensam markör för njurfunktion. Tolka alltid tillsammans med kreatinin eller eGFR och patientens vätske- och nutritionsstatus.</p>`,
    tags: ['urea', 'karbamid', 'p-urea', 'njurfunktion', 'uremi', 'prerenal'],
    referenceRanges: [
      { parameter: 'P-Urea, kvinnor 18–49 år', range: '2,6–6,4', unit: 'mmol/L', notes: 'NORIP' },
      { parameter: 'P-Urea, kvinnor ≥50 år', range: '3,1–7,9', unit: 'mmol/L', notes: 'NORIP' },
      { parameter: 'P-Urea, män 18–49 år', range: '3,2–8,1', unit: 'mmol/L', notes: 'NORIP' },
      { parameter: 'P-Urea, män ≥50 år', range: '3,5–8,1', unit: 'mmol/L', notes: 'NORIP' },
    ],
    relatedTests: [T.kreatinin, T.egfr, T.natrium, T.hb],
    references: [SRC.norip, SRC.kdigo2012, SRC.karolinska],
  },
  {
    title: T.uAlbKrea,
    category: 'Urinanalys',
    summary:
      'Kvoten mellan albumin och kreatinin i urin är den rekommenderade metoden för att påvisa och följa albuminuri. Den används för tidig upptäckt av njurskada vid diabetes och hypertoni och för stadieindelning av kronisk njursjukdom.',
    content: `<h2>Vad mäts?</h2>
<p>Albumin passerar normalt bara i mycket liten mängd genom det glomerulära filtret. Ökad utsöndring av albumin i urinen (albuminuri) är ett tidigt tecken på skada på glomeruli och kärlendotel och en stark, oberoende riskmarkör för både progress av njursjukdom och kardiovaskulär sjukdom. Genom att dela albuminkoncentrationen med kreatininkoncentrationen i samma urinprov korrigeras för urinens varierande koncentrationsgrad, och ett enstaka urinprov kan ersätta tidsbestämd samling.</p>
<h2>Indikationer</h2>
<ul>
<li>Årlig screening för njurpåverkan vid diabetes, enligt nationella riktlinjer.</li>
<li>Hypertoni, kardiovaskulär sjukdom och kronisk njursjukdom.</li>
<li>Stadieindelning och uppföljning av kronisk njursjukdom enligt KDIGO.</li>
<li>Utvärdering av behandling med till exempel ACE-hämmare, angiotensinreceptorblockerare och SGLT2-hämmare.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Förstagångsurin på morgonen är att föredra, eftersom utsöndringen är lägre och mindre variabel efter nattvila. Prov bör inte tas vid pågående urinvägsinfektion, feber, menstruation, efter hård fysisk ansträngning eller vid kraftigt dekompenserad diabetes eller hjärtsvikt, eftersom dessa tillstånd ger övergående albuminuri. Urinen förvaras kallt om den inte analyseras samma dag.</p>
<h2>Metod</h2>
<p>Albumin mäts med immunturbidimetri och kreatinin enzymatiskt eller med Jaffé-metod. Kvoten anges i mg/mmol (motsvarar g/mol). Vanlig urinsticka är inte tillräckligt känslig för att påvisa måttligt förhöjd albuminuri.</p>
<p>Albuminurin kan också mätas i tidsbestämd urinsamling (till exempel nattsamling), men kvoten i ett morgonprov är enklare och rekommenderas för rutinbruk.</p>
<h2>Felkällor</h2>
<ul>
<li>Den biologiska variationen är stor. Minst två av tre prov tagna inom 3–6 månader bör vara förhöjda innan albuminuri anses fastställd.</li>
<li>Låg muskelmassa ger låg kreatininutsöndring och därmed högre kvot; stor muskelmassa ger lägre kvot.</li>
<li>Hematuri och kraftig bakteriuri kan höja albuminhalten.</li>
<li>Mycket höga albuminkoncentrationer kan ge falskt låga resultat (hook-effekt) med vissa metoder.</li>
</ul>`,
    clinicalSignificance: `<p>KDIGO delar in albuminuri i tre kategorier: A1 (normal till lätt förhöjd, under 3 mg/mmol), A2 (måttligt förhöjd, 3–30 mg/mmol) och A3 (kraftigt förhöjd, över 30 mg/mmol). Tillsammans med GFR-kategorin avgör albuminurin prognosen vid kronisk njursjukdom. Albuminuri i kategori A2 eller högre är ett kriterium för kronisk njursjukdom även om GFR är normalt.</p>
<p>Vid diabetes är albuminuri ofta det första tecknet på diabetesnefropati. Minskad albuminuri under behandling är förknippad med bättre njur- och hjärtprognos.</p>`,
    interpretation: `<p><strong>Förhöjd kvot:</strong> diabetesnefropati, hypertensiv njurskada, glomerulonefrit, andra njursjukdomar, hjärtsvikt och metabolt syndrom. Övergående förhöjning ses vid urinvägsinfektion, feber, fysisk ansträngning, menstruation och dåligt kontrollerad diabetes.</p>
<p><strong>Normal kvot:</strong> utesluter inte njursjukdom med annan mekanism, till exempel tubulointerstitiell sjukdom eller proteinuri av lätta kedjor (myelom), som inte fångas av albuminmätning.</p>
<p><strong>Fallgropar:</strong> Bekräfta alltid ett förhöjt värde med upprepade prov. Vid misstänkt myelom bör urinen undersökas med elektrofores.</p>`,
    tags: ['albuminuri', 'u-albumin/kreatinin', 'acr', 'u-alb/krea', 'njurfunktion', 'diabetes'],
    referenceRanges: [
      { parameter: 'U-Albumin/kreatinin, A1', range: '<3', unit: 'mg/mmol', notes: 'Normal till lätt förhöjd (KDIGO). Referensgräns i svenska laboratorier.' },
      { parameter: 'U-Albumin/kreatinin, A2', range: '3–30', unit: 'mg/mmol', notes: 'Måttligt förhöjd (KDIGO)' },
      { parameter: 'U-Albumin/kreatinin, A3', range: '>30', unit: 'mg/mmol', notes: 'Kraftigt förhöjd (KDIGO)' },
    ],
    relatedTests: [T.egfr, T.kreatinin, T.urinsticka, T.hba1c],
    references: [SRC.kdigo2012, SRC.kdigo2024, SRC.socialstyrelsenDiabetes, SRC.karolinska],
  },
  {
    title: T.urat,
    category: 'Klinisk kemi',
    summary:
      'P-Urat (urinsyra) är slutprodukten av purinnedbrytningen. Analysen används vid utredning och behandlingsuppföljning av gikt, vid misstänkt tumörlyssyndrom och vid vissa njursjukdomar. Referensintervallen är köns- och åldersberoende.',
    content: `<h2>Vad mäts?</h2>
<p>Urat är slutprodukten av nedbrytningen av puriner från både kroppens egna nukleinsyror och födan. Människan saknar enzymet uratoxidas, och urat utsöndras därför som sådant, till cirka två tredjedelar via njurarna och resten via tarmen. När koncentrationen överstiger lösligheten (omkring 400 µmol/L vid kroppstemperatur) ökar risken för utfällning av uratkristaller i leder och vävnader.</p>
<h2>Indikationer</h2>
<ul>
<li>Misstänkt gikt och uppföljning av uratsänkande behandling.</li>
<li>Risk för eller misstänkt tumörlyssyndrom vid behandling av hematologiska maligniteter.</li>
<li>Njursten (uratsten) och vissa njursjukdomar.</li>
<li>Preeklampsi, som komplement till andra analyser.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma (litiumheparin) eller serum. Fasta är inte nödvändig men stora purinrika måltider och alkohol dagen före kan höja värdet. Hos patienter som behandlas med rasburikas fortsätter enzymet att bryta ned urat i provröret; prov ska då tas i förkylt rör, transporteras på is och analyseras snabbt enligt laboratoriets anvisning.</p>
<h2>Metod</h2>
<p>Enzymatisk metod med uratoxidas (urikas), där bildad väteperoxid mäts fotometriskt.</p>
<p>Vid utredning av njursten eller misstänkt överproduktion kan urat även mätas i dygnsurin, och uratkristaller i ledvätska påvisas med polarisationsmikroskopi.</p>
<h2>Referensintervall</h2>
<p>Män har högre uratnivåer än kvinnor. Hos kvinnor stiger nivån efter menopaus, varför NORIP anger separata intervall för kvinnor under och över 50 år. Barn har lägre värden. Observera att referensintervallets övre gräns hos män ligger över den koncentration där urat kan fällas ut; referensintervallet beskriver alltså vad som är vanligt i befolkningen, inte en riskgräns.</p>
<h2>Felkällor</h2>
<ul>
<li>Rasburikas ger falskt låga värden om provet inte hanteras på is.</li>
<li>Höga doser askorbinsyra och kraftig ikterus kan interferera med vissa metoder.</li>
<li>Akut giktattack kan ge normalt urat, eftersom urat fälls ut i leden och utsöndringen ökar under inflammationen.</li>
</ul>`,
    clinicalSignificance: `<p>Hyperurikemi är en förutsättning för gikt, men de flesta med förhöjt urat utvecklar aldrig gikt, och asymtomatisk hyperurikemi behandlas i regel inte. Vid etablerad gikt rekommenderar EULAR uratsänkande behandling till målvärdet under 360 µmol/L, och under 300 µmol/L vid tofi eller svår sjukdom, så att kristallerna kan lösas upp.</p>
<p>Vid tumörlyssyndrom frisätts stora mängder nukleinsyror, och urat kan stiga snabbt och ge akut njurskada genom kristallutfällning i tubuli.</p>`,
    interpretation: `<p><strong>Högt urat:</strong> gikt, nedsatt njurfunktion, diuretika (tiazider, loopdiuretika), lågdos acetylsalicylsyra, ciklosporin, alkohol, fruktos- och purinrik kost, övervikt och metabolt syndrom, psoriasis, cellsönderfall vid malignitet och cytostatika, preeklampsi samt ärftliga enzymdefekter.</p>
<p><strong>Lågt urat:</strong> behandling med allopurinol, febuxostat eller rasburikas, losartan och andra uricosura läkemedel, SIADH, graviditet, Fanconis syndrom och svår leversjukdom.</p>
<p><strong>Fallgropar:</strong> Ett normalt urat under en akut giktattack utesluter inte gikt; kontrollera igen några veckor efter attacken. Diagnosen säkerställs bäst genom påvisning av uratkristaller i ledvätska.</p>`,
    tags: ['urat', 'urinsyra', 'p-urat', 'gikt', 'hyperurikemi', 'tumörlys'],
    referenceRanges: [
      { parameter: 'P-Urat, kvinnor 18–49 år', range: '155–350', unit: 'µmol/L', notes: 'NORIP' },
      { parameter: 'P-Urat, kvinnor ≥50 år', range: '155–400', unit: 'µmol/L', notes: 'NORIP' },
      { parameter: 'P-Urat, män ≥18 år', range: '230–480', unit: 'µmol/L', notes: 'NORIP' },
      { parameter: 'Behandlingsmål vid gikt', range: '<360 (<300 vid tofi)', unit: 'µmol/L', notes: 'EULAR 2016' },
    ],
    relatedTests: [T.kreatinin, T.egfr, T.kalium, T.fosfat],
    references: [
      SRC.norip,
      'Richette P, Doherty M, Pascual E, et al. 2016 updated EULAR evidence-based recommendations for the management of gout. Ann Rheum Dis 2017;76:29-42.',
      SRC.karolinska,
    ],
  },
];
