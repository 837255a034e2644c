import type { SeedArticle } from './seed-article';
import { SRC } from './sources';
import { T } from './titles';

export const LIPID_ARTICLES: SeedArticle[] = [
  {
    title: T.kolesterol,
    category: 'Klinisk kemi',
    summary:
      'P-Kolesterol (totalkolesterol) ingår i lipidstatus och används tillsammans med LDL- och HDL-kolesterol för kardiovaskulär riskbedömning. Referensintervallet beskriver befolkningen och är inte detsamma som ett önskvärt värde.',
    content: `<h2>Vad mäts?</h2>
<p>Kolesterol är en beståndsdel i cellmembran och utgångsämne för gallsyror och steroidhormoner. I blodet transporteras kolesterol i lipoproteiner: huvudsakligen LDL, men också HDL, VLDL och deras nedbrytningsprodukter. Totalkolesterol är summan av kolesterolinnehållet i alla lipoproteinfraktioner. Genom att dra ifrån HDL-kolesterol fås non-HDL-kolesterol, som speglar alla aterogena lipoproteiner.</p>
<h2>Indikationer</h2>
<ul>
<li>Kardiovaskulär riskbedömning, till exempel med SCORE2 eller SCORE2-OP.</li>
<li>Uppföljning av lipidsänkande behandling.</li>
<li>Misstänkt familjär hyperkolesterolemi eller annan ärftlig lipidrubbning.</li>
<li>Utredning av sekundära lipidrubbningar vid hypotyreos, nefrotiskt syndrom, kolestas och diabetes.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma (litiumheparin) eller serum. Fasta är inte nödvändig för rutinmässig lipidanalys, eftersom totalkolesterol påverkas obetydligt av en vanlig måltid. Akut sjukdom, till exempel hjärtinfarkt, infektion eller kirurgi, sänker kolesterol under några veckor; riskbedömning bör därför göras i stabilt skede. Långvarig stas höjer värdet.</p>
<h2>Metod</h2>
<p>Enzymatisk fotometrisk metod med kolesterolesteras och kolesteroloxidas. Metoderna är väl standardiserade.</p>
<h2>Non-HDL-kolesterol</h2>
<p>Non-HDL-kolesterol beräknas som totalkolesterol minus HDL-kolesterol och omfattar kolesterolet i LDL, VLDL, restpartiklar och lipoprotein(a). Det påverkas inte av måltid, kräver inga antaganden om triglycerider och är därför särskilt användbart vid icke-fastande prov, diabetes och hypertriglyceridemi. ESC/EAS anger sekundära mål för non-HDL-kolesterol på under 2,2, 2,6 respektive 3,4 mmol/L vid mycket hög, hög respektive måttlig risk.</p>
<h2>Referensintervall och beslutsgränser</h2>
<p>NORIP anger åldersberoende referensintervall som beskriver en frisk nordisk befolkning. Många friska personer har värden som, ur kardiovaskulär synvinkel, är för höga. För behandlingsbeslut används därför individuell riskbedömning och behandlingsmål för LDL-kolesterol eller non-HDL-kolesterol enligt europeiska riktlinjer, inte referensintervallets övre gräns.</p>
<h2>Felkällor</h2>
<ul>
<li>Akut sjukdom ger falskt låga värden i förhållande till patientens vanliga nivå.</li>
<li>Graviditet höjer kolesterol, särskilt i tredje trimestern.</li>
<li>Kraftig hypertriglyceridemi kan störa vissa metoder.</li>
</ul>`,
    clinicalSignificance: `<p>Totalkolesterol har i stor utsträckning ersatts av LDL-kolesterol och non-HDL-kolesterol som behandlingsmål, men ingår i riskmodeller som SCORE2. Mycket höga värden, särskilt hos unga och vid tidig kardiovaskulär sjukdom i släkten, ska väcka misstanke om familjär hyperkolesterolemi, som bedöms med till exempel Dutch Lipid Clinic Network-kriterier och genetisk utredning.</p>
<p>Sekundära orsaker som hypotyreos, nefrotiskt syndrom, kolestas och läkemedel bör alltid övervägas innan behandling inleds.</p>`,
    interpretation: `<p><strong>Högt kolesterol:</strong> polygen hyperkolesterolemi, familjär hyperkolesterolemi, familjär kombinerad hyperlipidemi, hypotyreos, nefrotiskt syndrom, kolestas, graviditet, anorexia nervosa och läkemedel (till exempel glukokortikoider, ciklosporin och vissa antipsykotika).</p>
<p><strong>Lågt kolesterol:</strong> lipidsänkande behandling, malnutrition, malabsorption, hypertyreos, svår leversjukdom, akut sjukdom och sällsynta ärftliga tillstånd.</p>
<p><strong>Fallgropar:</strong> Ett värde inom referensintervallet innebär inte låg kardiovaskulär risk. Upprepa provet i stabilt skede om det tagits under akut sjukdom.</p>`,
    tags: ['kolesterol', 'p-kolesterol', 'totalkolesterol', 'lipider', 'blodfetter', 'non-hdl'],
    referenceRanges: [
      { parameter: 'P-Kolesterol, 18–29 år', range: '2,9–6,1', unit: 'mmol/L', notes: 'NORIP. Referensintervall, inte behandlingsmål.' },
      { parameter: 'P-Kolesterol, 30–49 år', range: '3,3–6,9', unit: 'mmol/L', notes: 'NORIP' },
      { parameter: 'P-Kolesterol, ≥50 år', range: '3,9–7,8', unit: 'mmol/L', notes: 'NORIP' },
    ],
    relatedTests: [T.ldl, T.hdl, T.triglycerider, T.lpa, T.tsh],
    references: [SRC.norip, SRC.escLipids2019, SRC.nonFastingLipids, SRC.karolinska],
  },
  {
    title: T.ldl,
    category: 'Klinisk kemi',
    summary:
      'LDL-kolesterol är den viktigaste lipidmarkören för aterosklerotisk hjärt-kärlsjukdom och det primära behandlingsmålet vid lipidsänkande behandling. Målnivån bestäms av patientens totala kardiovaskulära risk enligt ESC/EAS.',
    content: `<h2>Vad mäts?</h2>
<p>LDL (low density lipoprotein) transporterar kolesterol från levern till perifera vävnader. LDL-partiklar kan tränga in i kärlväggen, där de oxideras och bidrar till uppkomsten av aterosklerotiska plack. Sambandet mellan LDL-kolesterol och risk för hjärt-kärlsjukdom är kausalt, och sänkning av LDL-kolesterol minskar risken proportionellt mot den absoluta sänkningen.</p>
<h2>Indikationer</h2>
<ul>
<li>Kardiovaskulär riskbedömning i primär- och sekundärprevention.</li>
<li>Styrning och uppföljning av behandling med statiner, ezetimib och PCSK9-hämmare.</li>
<li>Misstänkt familjär hyperkolesterolemi.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma eller serum. Icke-fastande prov är i regel tillräckligt. Vid höga triglycerider kan fastande prov behövas om LDL-kolesterol beräknas.</p>
<h2>Metod</h2>
<p>LDL-kolesterol kan beräknas eller mätas direkt:</p>
<ul>
<li><strong>Friedewalds formel:</strong> LDL = totalkolesterol − HDL − triglycerider/2,2 (mmol/L). Formeln förutsätter att triglyceriderna är under cirka 4,5 mmol/L och underskattar LDL vid höga triglycerider och mycket låga LDL-nivåer.</li>
<li><strong>Nyare formler</strong> (till exempel Martin–Hopkins och Sampson) är mer träffsäkra vid förhöjda triglycerider och låga LDL-nivåer.</li>
<li><strong>Direkta homogena metoder</strong> används av många laboratorier, men standardiseringen mellan metoder är ofullständig vid avvikande lipidsammansättning.</li>
</ul>
<h2>Referensintervall</h2>
<p>NORIP anger åldersberoende referensintervall, men referensintervallet är inte relevant för behandlingsbeslut. Behandlingsmålen bestäms av den totala kardiovaskulära risken.</p>
<p>Apolipoprotein B, som finns i en kopia per aterogen partikel, kan komplettera LDL-kolesterol och ger en mer rättvisande bild av risken när triglyceriderna är förhöjda eller när LDL-partiklarna är små och täta, till exempel vid diabetes och metabolt syndrom.</p>
<h2>Felkällor</h2>
<ul>
<li>Beräknat LDL blir felaktigt vid höga triglycerider och vid typ III-hyperlipoproteinemi.</li>
<li>Akut sjukdom sänker LDL tillfälligt.</li>
<li>LDL-kolesterol inkluderar kolesterol i lipoprotein(a), vilket kan bidra till att LDL inte sjunker som förväntat vid statinbehandling hos personer med mycket högt Lp(a).</li>
</ul>`,
    clinicalSignificance: `<p>Enligt ESC/EAS-riktlinjerna 2019 är målet för LDL-kolesterol under 1,4 mmol/L och minst 50 % sänkning vid mycket hög risk (till exempel etablerad aterosklerotisk sjukdom), under 1,8 mmol/L vid hög risk, under 2,6 mmol/L vid måttlig risk och under 3,0 mmol/L vid låg risk. Non-HDL-kolesterol och apolipoprotein B är sekundära mål, särskilt vid hypertriglyceridemi, diabetes och fetma.</p>
<p>LDL-kolesterol på 5 mmol/L eller mer hos obehandlad vuxen, särskilt med tidig hjärt-kärlsjukdom i familjen, bör väcka misstanke om familjär hyperkolesterolemi.</p>`,
    interpretation: `<p><strong>Högt LDL:</strong> polygen hyperkolesterolemi, familjär hyperkolesterolemi (mutationer i LDLR, APOB eller PCSK9), hypotyreos, nefrotiskt syndrom, kolestas, graviditet och kost rik på mättat fett.</p>
<p><strong>Lågt LDL:</strong> lipidsänkande behandling, hypertyreos, malnutrition, leversvikt, akut sjukdom och sällsynta ärftliga hypobetalipoproteinemier.</p>
<p><strong>Fallgropar:</strong> Kontrollera om LDL är beräknat eller direkt mätt, särskilt vid höga triglycerider. Mycket låga LDL-nivåer under behandling är säkra men kan underskattas med Friedewalds formel.</p>`,
    tags: ['ldl', 'ldl-kolesterol', 'p-ldl-kolesterol', 'lipider', 'statin', 'kardiovaskulär risk'],
    referenceRanges: [
      { parameter: 'P-LDL-kolesterol, 18–29 år', range: '1,2–4,3', unit: 'mmol/L', notes: 'NORIP. Referensintervall, inte behandlingsmål.' },
      { parameter: 'P-LDL-kolesterol, 30–49 år', range: '1,4–4,7', unit: 'mmol/L', notes: 'NORIP' },
      { parameter: 'P-LDL-kolesterol, ≥50 år', range: '2,0–5,3', unit: 'mmol/L', notes: 'NORIP' },
      { parameter: 'Behandlingsmål, mycket hög risk', range: '<1,4 och ≥50 % sänkning', unit: 'mmol/L', notes: 'ESC/EAS 2019' },
      { parameter: 'Behandlingsmål, hög risk', range: '<1,8', unit: 'mmol/L', notes: 'ESC/EAS 2019' },
      { parameter: 'Behandlingsmål, måttlig risk', range: '<2,6', unit: 'mmol/L', notes: 'ESC/EAS 2019' },
      { parameter: 'Behandlingsmål, låg risk', range: '<3,0', unit: 'mmol/L', notes: 'ESC/EAS 2019' },
    ],
    relatedTests: [T.kolesterol, T.hdl, T.triglycerider, T.lpa],
    references: [
      SRC.norip,
      SRC.escLipids2019,
      'Friedewald WT, Levy RI, Fredrickson DS. Estimation of the concentration of low-density lipoprotein cholesterol in plasma, without use of the preparative ultracentrifuge. Clin Chem 1972;18:499-502.',
      SRC.nonFastingLipids,
    ],
  },
  {
    title: T.hdl,
    category: 'Klinisk kemi',
    summary:
      'HDL-kolesterol ingår i lipidstatus och används i kardiovaskulära riskmodeller och för beräkning av LDL- och non-HDL-kolesterol. Lågt HDL är en riskmarkör, men HDL är inte ett behandlingsmål.',
    content: `<h2>Vad mäts?</h2>
<p>HDL (high density lipoprotein) är små, proteinrika lipoproteinpartiklar med apolipoprotein A-I som huvudprotein. HDL deltar i den så kallade omvända kolesteroltransporten, där kolesterol transporteras från perifera vävnader till levern. HDL-kolesterol anger mängden kolesterol i dessa partiklar. Epidemiologiskt är lågt HDL-kolesterol förenat med ökad kardiovaskulär risk, men läkemedel som höjer HDL har inte visat minskad risk, och HDL ses i dag som en riskmarkör snarare än en orsaksfaktor.</p>
<h2>Indikationer</h2>
<ul>
<li>Kardiovaskulär riskbedömning som del av lipidstatus.</li>
<li>Beräkning av LDL-kolesterol och non-HDL-kolesterol.</li>
<li>Utredning av metabolt syndrom och insulinresistens.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma eller serum. Fasta behövs inte, eftersom HDL-kolesterol påverkas obetydligt av en måltid. Akut sjukdom och inflammation sänker HDL, och riskbedömning bör därför göras i stabilt skede.</p>
<h2>Metod</h2>
<p>Direkta homogena enzymatiska metoder, där övriga lipoproteiner blockeras eller avlägsnas innan HDL-kolesterol mäts.</p>
<p>HDL-kolesterol ingår i beräkningen av LDL-kolesterol (Friedewald och nyare formler) och non-HDL-kolesterol. Fel i HDL-mätningen fortplantar sig därför till dessa beräknade storheter. Kvoter som totalkolesterol/HDL har tidigare använts för riskbedömning men har i stor utsträckning ersatts av riskmodeller som SCORE2.</p>
<h2>Referensintervall</h2>
<p>Kvinnor har högre HDL-kolesterol än män, och NORIP anger därför könsspecifika referensintervall. För riskbedömning används i europeiska riktlinjer gränserna under 1,0 mmol/L för män och under 1,2 mmol/L för kvinnor som markörer för ökad risk.</p>
<h2>Faktorer som påverkar HDL</h2>
<ul>
<li>Sänker HDL: bukfetma, fysisk inaktivitet, rökning, typ 2-diabetes, hypertriglyceridemi, inflammation, anabola steroider och vissa progestiner.</li>
<li>Höjer HDL: regelbunden fysisk aktivitet, måttlig alkoholkonsumtion, östrogen och viktnedgång.</li>
</ul>
<h2>Felkällor</h2>
<ul>
<li>Mycket höga triglycerider och onormala lipoproteiner (till exempel vid kolestas) kan ge felaktiga resultat med direkta metoder.</li>
<li>Akut sjukdom ger falskt låga värden i förhållande till patientens vanliga nivå.</li>
</ul>`,
    clinicalSignificance: `<p>Lågt HDL-kolesterol ingår i definitionen av metabolt syndrom och är vanligt tillsammans med höga triglycerider, övervikt och insulinresistens. Kombinationen talar för ökad mängd aterogena restpartiklar, och non-HDL-kolesterol eller apolipoprotein B ger då en bättre bild av risken än LDL-kolesterol ensamt.</p>
<p>Mycket högt HDL-kolesterol är inte säkert skyddande; studier har visat att extremt höga nivåer kan vara förenade med ökad dödlighet. Mycket lågt HDL-kolesterol kan bero på sällsynta ärftliga tillstånd, till exempel Tangiers sjukdom eller LCAT-brist.</p>`,
    interpretation: `<p><strong>Lågt HDL:</strong> metabolt syndrom, typ 2-diabetes, fetma, rökning, inaktivitet, hypertriglyceridemi, inflammation, leversjukdom och sällsynta genetiska tillstånd.</p>
<p><strong>Högt HDL:</strong> östrogen, alkohol, fysisk aktivitet, ärftliga faktorer (till exempel CETP-brist) och primär biliär kolangit.</p>
<p><strong>Fallgropar:</strong> Behandla inte ett lågt HDL-värde i sig; fokusera på LDL-kolesterol, non-HDL-kolesterol och livsstil.</p>`,
    tags: ['hdl', 'hdl-kolesterol', 'p-hdl-kolesterol', 'lipider', 'metabolt syndrom'],
    referenceRanges: [
      { parameter: 'P-HDL-kolesterol, kvinnor', range: '1,0–2,7', unit: 'mmol/L', notes: 'NORIP' },
      { parameter: 'P-HDL-kolesterol, män', range: '0,8–2,1', unit: 'mmol/L', notes: 'NORIP' },
      { parameter: 'Markör för ökad risk', range: '<1,2 (kvinnor) / <1,0 (män)', unit: 'mmol/L', notes: 'ESC/EAS 2019' },
    ],
    relatedTests: [T.kolesterol, T.ldl, T.triglycerider, T.glukos],
    references: [SRC.norip, SRC.escLipids2019, SRC.karolinska],
  },
  {
    title: T.triglycerider,
    category: 'Klinisk kemi',
    summary:
      'P-Triglycerider ingår i lipidstatus och används för kardiovaskulär riskbedömning, för beräkning av LDL-kolesterol och vid misstänkt svår hypertriglyceridemi med risk för akut pankreatit.',
    content: `<h2>Vad mäts?</h2>
<p>Triglycerider är estrar av glycerol och tre fettsyror och utgör kroppens viktigaste energireserv. I blodet transporteras de i kylomikroner (från tarmen efter måltid) och VLDL (från levern). Plasmakoncentrationen stiger efter måltid och varierar mer från dag till dag än kolesterol. Förhöjda triglycerider speglar ett ökat antal triglyceridrika lipoproteiner och deras kolesterolrika restpartiklar, som är aterogena.</p>
<h2>Indikationer</h2>
<ul>
<li>Kardiovaskulär riskbedömning som del av lipidstatus.</li>
<li>Beräkning av LDL-kolesterol.</li>
<li>Misstänkt svår hypertriglyceridemi, till exempel vid pankreatit, eruptiva xantom eller lipemiskt prov.</li>
<li>Uppföljning vid diabetes, alkoholöverkonsumtion och behandling med läkemedel som kan höja triglycerider.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma eller serum. Enligt europeisk konsensus kan lipidstatus tas icke-fastande; icke-fastande triglycerider är i genomsnitt endast måttligt högre än fastande. Fastande prov (fP-Triglycerider, efter 10–12 timmars fasta) rekommenderas när icke-fastande värde är kraftigt förhöjt, vid utredning av hypertriglyceridemi och inför beräkning av LDL vid höga nivåer. Alkohol dagen före höjer värdet.</p>
<h2>Metod</h2>
<p>Enzymatisk metod där triglyceriderna hydrolyseras av lipas och frigjord glycerol mäts. De flesta metoder korrigerar inte för fritt glycerol, som kan vara förhöjt vid vissa tillstånd.</p>
<p>Vid kraftigt lipemiska prov kan laboratoriet behöva späda provet.</p>
<h2>Referensintervall och beslutsgränser</h2>
<p>NORIP anger referensintervall för fastande prov. För riskbedömning anges i europeiska riktlinjer att triglycerider under 1,7 mmol/L är önskvärda. Icke-fastande värden över 2,0 mmol/L betraktas som förhöjda. Triglycerider varierar mer mellan dagar än kolesterol, och beslut bör inte grundas på ett enstaka värde.</p>
<h2>Felkällor</h2>
<ul>
<li>Måltid och alkohol höjer triglycerider.</li>
<li>Förhöjt fritt glycerol (till exempel efter intensiv fysisk ansträngning, vid vissa läkemedel och sällsynt ärftlig glycerolkinasbrist) ger falskt högt värde.</li>
<li>Kraftigt lipemiska prov stör många andra analyser, bland annat natrium med indirekt jonselektiv elektrod.</li>
</ul>`,
    clinicalSignificance: `<p>Måttligt förhöjda triglycerider är en oberoende markör för ökad kardiovaskulär risk och ingår i metabolt syndrom. Vid triglycerider över cirka 10 mmol/L ökar risken för akut pankreatit påtagligt, och nivån behöver sänkas snabbt. Mycket höga nivåer kan bero på ärftliga tillstånd, till exempel familjärt kylomikronemisyndrom, eller på en kombination av genetisk predisposition och sekundära faktorer.</p>
<p>Sekundära orsaker som dåligt kontrollerad diabetes, alkohol, övervikt, hypotyreos, njursjukdom och läkemedel ska alltid sökas.</p>`,
    interpretation: `<p><strong>Höga triglycerider:</strong> övervikt och insulinresistens, dåligt kontrollerad diabetes, alkohol, icke-fastande prov, hypotyreos, nefrotiskt syndrom, njursvikt, graviditet, läkemedel (till exempel östrogen, glukokortikoider, retinoider, vissa antipsykotika och proteashämmare) samt familjär hypertriglyceridemi och familjär kombinerad hyperlipidemi.</p>
<p><strong>Låga triglycerider:</strong> malnutrition, malabsorption, hypertyreos och sällsynta ärftliga tillstånd.</p>
<p><strong>Fallgropar:</strong> Vid triglycerider över cirka 4,5 mmol/L är Friedewald-beräknat LDL opålitligt. Ett oväntat högt värde bör kontrolleras med fastande prov innan behandlingsbeslut.</p>`,
    tags: ['triglycerider', 'tg', 'p-triglycerider', 'fp-triglycerider', 'lipider', 'pankreatit'],
    referenceRanges: [
      { parameter: 'fP-Triglycerider, vuxna', range: '0,45–2,6', unit: 'mmol/L', notes: 'NORIP, fastande prov' },
      { parameter: 'Önskvärd nivå (riskbedömning)', range: '<1,7', unit: 'mmol/L', notes: 'ESC/EAS 2019' },
      { parameter: 'Icke-fastande, förhöjt', range: '>2,0', unit: 'mmol/L', notes: 'EAS/EFLM 2016' },
    ],
    relatedTests: [T.kolesterol, T.ldl, T.hdl, T.glukos, T.hba1c],
    references: [SRC.norip, SRC.escLipids2019, SRC.nonFastingLipids, SRC.karolinska],
  },
  {
    title: T.lpa,
    category: 'Klinisk kemi',
    summary:
      'Lipoprotein(a) är en genetiskt bestämd, oberoende riskfaktor för aterosklerotisk hjärt-kärlsjukdom och aortastenos. Nivån är i stort sett konstant genom livet och bör mätas minst en gång hos vuxna enligt europeiska riktlinjer.',
    content: `<h2>Vad mäts?</h2>
<p>Lipoprotein(a), Lp(a), är en LDL-liknande partikel där apolipoprotein B-100 är kovalent bundet till apolipoprotein(a). Apolipoprotein(a) har ett varierande antal upprepade kringle IV typ 2-domäner, vilket ger stora skillnader i partikelstorlek mellan individer. Plasmakoncentrationen bestäms till mer än 90 % av ärftliga faktorer i LPA-genen och påverkas lite av kost och livsstil. Lp(a) verkar både aterogent, proinflammatoriskt och, genom likheten med plasminogen, möjligen protrombotiskt.</p>
<h2>Indikationer</h2>
<ul>
<li>Minst en gång hos vuxna som del av kardiovaskulär riskbedömning, enligt ESC/EAS 2019 och EAS konsensus 2022.</li>
<li>Tidig hjärt-kärlsjukdom hos patienten eller i släkten utan förklaring av andra riskfaktorer.</li>
<li>Familjär hyperkolesterolemi.</li>
<li>Otillräcklig LDL-sänkning trots statinbehandling.</li>
<li>Aortastenos, särskilt hos yngre.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma eller serum. Fasta behövs inte. Eftersom nivån är stabil genom livet räcker i regel en mätning. Vid akut inflammation kan Lp(a) stiga något.</p>
<h2>Metod</h2>
<p>Immunkemiska metoder (immunturbidimetri). Eftersom apolipoprotein(a) varierar i storlek kan metoder som påverkas av isoformstorleken över- eller underskatta koncentrationen. Rekommendationen är att använda isoformokänsliga metoder kalibrerade mot WHO/IFCC:s referensmaterial och att rapportera i nmol/L (partikelantal). Omräkning mellan massenheter (mg/L eller mg/dL) och nmol/L är inte exakt.</p>
<h2>Referensintervall och beslutsgränser</h2>
<p>Fördelningen i befolkningen är mycket sned, och begreppet referensintervall är mindre användbart. I stället används riskgränser. Personer av afrikanskt ursprung har i genomsnitt högre nivåer.</p>
<p>Omkring var femte person i europeiska populationer har en Lp(a)-nivå som innebär ökad risk. Nivån når vuxennivå under de första levnadsåren och är därefter i stort sett stabil, vilket gör att en mätning i vuxen ålder i regel räcker för livet.</p>
<h2>Felkällor</h2>
<ul>
<li>Metodberoende skillnader på grund av isoformvariation.</li>
<li>Njursjukdom, särskilt nefrotiskt syndrom, och hypotyreos höjer Lp(a); östrogenbrist efter menopaus kan höja nivån något.</li>
</ul>`,
    clinicalSignificance: `<p>Förhöjt Lp(a) är en oberoende, kausal riskfaktor för hjärtinfarkt, stroke, perifer kärlsjukdom och kalcifierande aortastenos. Enligt EAS konsensus 2022 är risken låg vid Lp(a) under 75 nmol/L (cirka 30 mg/dL) och ökad vid över 125 nmol/L (cirka 50 mg/dL), med en gråzon däremellan. Mycket höga nivåer, över cirka 430 nmol/L (180 mg/dL), ger en risk jämförbar med heterozygot familjär hyperkolesterolemi.</p>
<p>Det finns ännu inga godkända läkemedel som specifikt sänker Lp(a) med visad effekt på hjärt-kärlhändelser. Förhöjt Lp(a) motiverar i stället intensivare behandling av övriga riskfaktorer, särskilt LDL-kolesterol, och kaskadtestning av förstagradssläktingar.</p>`,
    interpretation: `<p><strong>Högt Lp(a):</strong> ärftligt betingat; ökad risk för aterosklerotisk hjärt-kärlsjukdom och aortastenos. Sekundärt förhöjda nivåer ses vid nefrotiskt syndrom, kronisk njursjukdom och hypotyreos.</p>
<p><strong>Lågt Lp(a):</strong> saknar klinisk betydelse.</p>
<p><strong>Fallgropar:</strong> Kontrollera vilken enhet laboratoriet använder innan gränser tillämpas. Upprepade mätningar behövs sällan. Statiner kan höja Lp(a) något, medan PCSK9-hämmare sänker det måttligt.</p>`,
    tags: ['lipoprotein(a)', 'lp(a)', 'p-lp(a)', 'lipider', 'kardiovaskulär risk', 'aortastenos'],
    referenceRanges: [
      { parameter: 'Låg risk', range: '<75 (≈<30 mg/dL)', unit: 'nmol/L', notes: 'EAS konsensus 2022. Beslutsgränser, inte referensintervall.' },
      { parameter: 'Gråzon', range: '75–125 (≈30–50 mg/dL)', unit: 'nmol/L', notes: 'EAS konsensus 2022' },
      { parameter: 'Ökad risk', range: '>125 (≈>50 mg/dL)', unit: 'nmol/L', notes: 'EAS konsensus 2022. Metod- och enhetsberoende – se lokalt laboratorium.' },
    ],
    relatedTests: [T.ldl, T.kolesterol, T.hdl, T.triglycerider],
    references: [
      'Kronenberg F, Mora S, Stroes ESG, et al. Lipoprotein(a) in atherosclerotic cardiovascular disease and aortic stenosis: a European Atherosclerosis Society consensus statement. Eur Heart J 2022;43:3925-3946.',
      SRC.escLipids2019,
    ],
  },
];
