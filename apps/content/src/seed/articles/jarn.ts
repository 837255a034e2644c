import type { SeedArticle } from './seed-article';
import { SRC } from './sources';
import { T } from './titles';

export const JARN_ARTICLES: SeedArticle[] = [
  {
    title: T.ferritin,
    category: 'Klinisk kemi',
    summary:
      'P-Ferritin speglar kroppens järnförråd och är den bästa enskilda analysen för att påvisa järnbrist. Ferritin är samtidigt ett akutfasprotein och stiger vid inflammation, leversjukdom och metabolt syndrom.',
    content: `<h2>Vad mäts?</h2>
<p>Ferritin är ett intracellulärt protein som lagrar järn i en löslig, ogiftig form, framför allt i lever, mjälte och benmärg. En liten mängd ferritin finns i plasma, och hos i övrigt friska personer är plasmakoncentrationen proportionell mot järnförrådens storlek. Ferritin är dessutom ett akutfasprotein och frisätts från skadade celler, vilket innebär att förhöjda värden inte alltid speglar ökade järnförråd.</p>
<h2>Indikationer</h2>
<ul>
<li>Misstänkt järnbrist, med eller utan anemi, till exempel vid trötthet, mikrocytos, menorragi, graviditet eller gastrointestinal sjukdom.</li>
<li>Uppföljning av järnbehandling.</li>
<li>Misstänkt järnöverskott, till exempel hemokromatos eller transfusionsorsakad järninlagring, tillsammans med transferrinmättnad.</li>
<li>Utredning av hjärtsvikt och kronisk njursjukdom med anemi.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma eller serum. Fasta behövs inte. Ferritin har ingen nämnvärd dygnsvariation. Nyligen given intravenös järnbehandling höjer ferritin kraftigt i flera veckor, och provet bör därför tas tidigast efter 4–8 veckor för att bedöma förråden.</p>
<h2>Metod</h2>
<p>Immunkemiska metoder (till exempel immunturbidimetri eller luminescensimmunanalys). Referensintervallen skiljer sig mellan metoder och mellan laboratorier, framför allt i det övre området.</p>
<h2>Referensintervall och beslutsgränser</h2>
<p>Ferritin är lägre hos kvinnor i fertil ålder än hos män och stiger efter menopaus. För diagnostik av järnbrist är beslutsgränser mer användbara än referensintervallets nedre gräns. Enligt WHO 2020 talar ferritin under 15 µg/L hos vuxna utan inflammation för tömda järnförråd, och vid samtidig infektion eller inflammation används gränsen under 70 µg/L. I klinisk praxis används ofta under 30 µg/L som gräns för sannolik järnbrist hos vuxna.</p>
<h2>Felkällor</h2>
<ul>
<li>Inflammation, infektion, malignitet och leverskada höjer ferritin och kan dölja järnbrist.</li>
<li>Intravenöst järn ger förhöjda värden som inte speglar förråden.</li>
<li>Heterofila antikroppar och mycket höga koncentrationer (hook-effekt) kan störa vissa metoder.</li>
</ul>`,
    clinicalSignificance: `<p>Lågt ferritin är i praktiken alltid tecken på järnbrist, oavsett andra omständigheter. Järnbrist hos män och postmenopausala kvinnor ska föranleda utredning av blödningskälla, framför allt i magtarmkanalen, samt bedömning av malabsorption som celiaki. Vid hjärtsvikt definierar ESC järnbrist som ferritin under 100 µg/L, eller 100–299 µg/L med transferrinmättnad under 20 %.</p>
<p>Förhöjt ferritin är vanligt och beror oftast på inflammation, alkohol, leversjukdom eller metabolt syndrom. Om transferrinmättnaden samtidigt är förhöjd bör hemokromatos utredas med HFE-genotypning. Extremt höga nivåer, ofta över 10 000 µg/L, kan ses vid hemofagocyterande lymfohistiocytos (HLH) och Stills sjukdom.</p>`,
    interpretation: `<p><strong>Lågt ferritin:</strong> järnbrist på grund av blödning (menstruation, magtarmkanalen), otillräckligt intag, malabsorption (celiaki, atrofisk gastrit, efter gastric bypass), graviditet och blodgivning.</p>
<p><strong>Högt ferritin:</strong> inflammation, infektion, malignitet, alkohol, fettlever och metabolt syndrom, akut och kronisk leversjukdom, hemokromatos, upprepade transfusioner, intravenös järnbehandling, HLH och Stills sjukdom.</p>
<p><strong>Fallgropar:</strong> Ett normalt eller högt ferritin utesluter inte järnbrist hos en patient med inflammation; transferrinmättnad, retikulocythemoglobin eller lösliga transferrinreceptorer kan då vägleda. Hyperferritinemi utan förhöjd transferrinmättnad beror sällan på hemokromatos.</p>`,
    tags: ['ferritin', 'p-ferritin', 'järnbrist', 'järnförråd', 'anemi', 'hemokromatos'],
    referenceRanges: [
      {
        parameter: 'P-Ferritin, vuxna',
        range: 'Metodberoende',
        unit: 'µg/L',
        notes: 'Köns-, ålders- och metodberoende – se lokalt laboratoriums referensintervall.',
      },
      { parameter: 'Tömda järnförråd (utan inflammation)', range: '<15', unit: 'µg/L', notes: 'WHO 2020, vuxna' },
      { parameter: 'Järnbrist vid infektion/inflammation', range: '<70', unit: 'µg/L', notes: 'WHO 2020, vuxna' },
      { parameter: 'Järnbrist vid hjärtsvikt', range: '<100, eller 100–299 med transferrinmättnad <20 %', unit: 'µg/L', notes: 'ESC 2021' },
    ],
    relatedTests: [T.jarnstatus, T.hb, T.erytrocytindex, T.retikulocyter, T.crp],
    references: [SRC.whoFerritin2020, SRC.escHf2021, SRC.easlHemochromatosis, 'Camaschella C. Iron-deficiency anemia. N Engl J Med 2015;372:1832-1843.'],
  },
  {
    title: T.jarnstatus,
    category: 'Klinisk kemi',
    summary:
      'P-Järn, P-Transferrin och beräknad transferrinmättnad beskriver järntransporten i blodet. Analyserna används tillsammans med ferritin vid utredning av järnbrist, anemi vid inflammation och misstänkt hemokromatos.',
    content: `<h2>Vad mäts?</h2>
<p>Järn transporteras i plasma bundet till transferrin, ett glykoprotein som bildas i levern och kan binda två järnatomer. Tre storheter bedöms tillsammans:</p>
<ul>
<li><strong>P-Järn</strong> – koncentrationen av transferrinbundet järn. Nivån varierar kraftigt under dygnet och mellan dagar och är därför svårtolkad ensam.</li>
<li><strong>P-Transferrin</strong> – koncentrationen av transportproteinet. Transferrin ökar vid järnbrist och minskar vid inflammation, malnutrition och leversjukdom. Total järnbindande kapacitet (TIBC) kan beräknas som transferrin (g/L) × cirka 25.</li>
<li><strong>Transferrinmättnad</strong> – andelen av transferrinets bindningsställen som är upptagna av järn, beräknad från järn och transferrin. Mättnaden speglar tillgången på järn för erytropoesen.</li>
</ul>
<h2>Indikationer</h2>
<ul>
<li>Utredning av anemi, särskilt för att skilja järnbrist från anemi vid kronisk inflammation.</li>
<li>Misstänkt hemokromatos eller annan järninlagring.</li>
<li>Bedömning av funktionell järnbrist vid kronisk njursjukdom, hjärtsvikt och inflammatorisk sjukdom.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma (litiumheparin) eller serum, tas som morgonprov före klockan 10, helst fastande, eftersom järn har tydlig dygnsvariation med högst värden på morgonen. Järntabletter och järnhaltiga kosttillskott ska inte tas det senaste dygnet före provtagningen. Hemolys höjer järn.</p>
<h2>Metod</h2>
<p>Järn mäts fotometriskt efter frisättning från transferrin (till exempel ferenmetoden). Transferrin mäts immunkemiskt. Transferrinmättnaden beräknas som järn (µmol/L) dividerat med transferrin (g/L) × 25,1.</p>
<h2>Felkällor</h2>
<ul>
<li>Intag av järn de senaste timmarna ger kraftigt förhöjt järn och mättnad.</li>
<li>Intravenöst järn kan ge förhöjda värden i flera veckor.</li>
<li>Östrogen (p-piller, graviditet) höjer transferrin och sänker mättnaden.</li>
<li>Akut inflammation sänker järn och transferrin inom timmar till dagar.</li>
</ul>
<h2>Kompletterande analyser</h2>
<p>När ferritin och transferrinmättnad inte ger ett entydigt svar, till exempel vid samtidig inflammation, kan lösliga transferrinreceptorer (stiger vid järnbrist men påverkas lite av inflammation) och retikulocyternas hemoglobininnehåll ge ytterligare vägledning. Hepcidin analyseras endast i särskilda fall.</p>`,
    clinicalSignificance: `<p>Vid järnbrist är järn och transferrinmättnad låga och transferrin högt. Vid anemi vid kronisk inflammation är järn och transferrinmättnad låga, men transferrin normalt eller lågt och ferritin normalt eller högt, eftersom hepcidin blockerar järnfrisättningen från förråden. Kombinationen av låg transferrinmättnad och ferritin i gränsområdet är vanlig vid samtidig inflammation och järnbrist.</p>
<p>Förhöjd transferrinmättnad, över 45 % i upprepat fastande prov, tillsammans med förhöjt ferritin ska föranleda utredning av hemokromatos med HFE-genotypning enligt EASL:s riktlinjer.</p>`,
    interpretation: `<p><strong>Låg transferrinmättnad:</strong> järnbrist (med högt transferrin), anemi vid inflammation (med normalt eller lågt transferrin), graviditet och östrogenbehandling.</p>
<p><strong>Hög transferrinmättnad:</strong> hemokromatos, järnintag före provtagning, intravenös järnbehandling, transfusioner, hemolys, ineffektiv erytropoes (till exempel talassemi, myelodysplastiskt syndrom) och akut leverskada.</p>
<p><strong>Fallgropar:</strong> Använd inte P-Järn ensamt för att diagnostisera järnbrist – bedöm alltid ferritin och transferrinmättnad. En förhöjd mättnad i ett icke-fastande prov bör upprepas fastande innan genetisk utredning.</p>`,
    tags: ['järn', 'p-järn', 'transferrin', 'transferrinmättnad', 'järnmättnad', 'tibc', 'järnbrist'],
    referenceRanges: [
      { parameter: 'P-Järn, vuxna', range: '9–34', unit: 'µmol/L', notes: 'NORIP; morgonprov' },
      { parameter: 'P-Transferrin, vuxna', range: '1,9–3,3', unit: 'g/L', notes: 'Vanligt referensintervall i svenska laboratorier; metodberoende – se lokalt laboratorium.' },
      { parameter: 'Transferrinmättnad, kvinnor <51 år', range: '0,10–0,50', unit: 'kvot (fraktion)', notes: 'Karolinska Universitetslaboratoriet' },
      { parameter: 'Transferrinmättnad, kvinnor ≥51 år', range: '0,15–0,50', unit: 'kvot (fraktion)', notes: 'Karolinska Universitetslaboratoriet' },
      { parameter: 'Transferrinmättnad, män', range: '0,15–0,60', unit: 'kvot (fraktion)', notes: 'Karolinska Universitetslaboratoriet' },
    ],
    relatedTests: [T.ferritin, T.hb, T.erytrocytindex, T.crp],
    references: [SRC.norip, SRC.easlHemochromatosis, SRC.whoFerritin2020, SRC.karolinska],
  },
];
