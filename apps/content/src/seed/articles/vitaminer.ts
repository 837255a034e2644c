import type { SeedArticle } from './seed-article';
import { SRC } from './sources';
import { T } from './titles';

export const VITAMIN_ARTICLES: SeedArticle[] = [
  {
    title: T.kobalamin,
    category: 'Klinisk kemi',
    summary:
      'P-Kobalamin (vitamin B12) används vid utredning av makrocytär anemi och neurologiska eller psykiatriska symtom. Värden i gråzonen bör kompletteras med metylmalonsyra eller homocystein. Referensintervallet är metodberoende.',
    content: `<h2>Vad mäts?</h2>
<p>Kobalamin (vitamin B12) finns nästan enbart i animaliska livsmedel. Upptaget kräver magsyra för att frigöra vitaminet från födoproteiner och intrinsic factor från magsäckens parietalceller för aktivt upptag i terminala ileum. Kobalamin är kofaktor i två enzymreaktioner: omvandlingen av homocystein till metionin och av metylmalonyl-CoA till succinyl-CoA. Brist leder därför till förhöjda nivåer av homocystein och metylmalonsyra. I plasma är 70–90 % av kobalaminet bundet till haptokorrin, som inte levererar vitaminet till cellerna; den aktiva fraktionen är bunden till transkobalamin (holotranskobalamin).</p>
<h2>Indikationer</h2>
<ul>
<li>Makrocytos eller makrocytär anemi, pancytopeni.</li>
<li>Neurologiska symtom som polyneuropati, parestesier, ataxi och kognitiv svikt, samt depression.</li>
<li>Riskgrupper: äldre, vegetarianer och veganer, efter magsäcksoperation eller ileumresektion, vid Crohns sjukdom, atrofisk gastrit, långvarig behandling med metformin eller protonpumpshämmare och upprepad lustgasexponering.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma eller serum enligt laboratoriets anvisning. Provet bör tas innan behandling med kobalamin påbörjas, eftersom även en enda injektion höjer värdet under lång tid. Höga doser biotin kan störa vissa immunkemiska metoder.</p>
<h2>Metod</h2>
<p>Kompetitiva immunkemiska metoder där intrinsic factor används som bindare. Metoderna mäter totalt kobalamin och skiljer inte mellan haptokorrin- och transkobalaminbundet vitamin.</p>
<h2>Kompletterande analyser</h2>
<p>P-Metylmalonsyra stiger specifikt vid kobalaminbrist men också vid nedsatt njurfunktion. P-Homocystein stiger vid både kobalamin- och folatbrist samt vid njursvikt och hypotyreos. Holotranskobalamin (aktivt B12) mäter den fraktion som levereras till cellerna och används av vissa laboratorier som förstahandsanalys. Antikroppar mot intrinsic factor och parietalceller stödjer diagnosen perniciös anemi.</p>
<h2>Felkällor</h2>
<ul>
<li>Antikroppar mot intrinsic factor hos patienter med perniciös anemi kan ge falskt normala eller höga värden med vissa metoder trots uttalad brist.</li>
<li>Förhöjt haptokorrin (myeloproliferativa sjukdomar, leversjukdom, vissa tumörer) ger högt totalkobalamin som inte speglar cellulär tillgång.</li>
<li>Lågt haptokorrin, graviditet och folatbrist kan ge lågt kobalamin utan verklig brist.</li>
</ul>`,
    clinicalSignificance: `<p>Kobalaminbrist kan ge megaloblastisk anemi, men neurologiska symtom (subakut kombinerad degeneration av ryggmärgen, polyneuropati, kognitiv påverkan) kan uppträda utan anemi och bli bestående om behandling dröjer. Vanligaste orsaker är perniciös anemi (autoimmun atrofisk gastrit med antikroppar mot intrinsic factor eller parietalceller), atrofisk gastrit hos äldre, operationer i magsäck eller tarm och läkemedel.</p>
<p>Eftersom totalkobalamin har begränsad träffsäkerhet rekommenderas kompletterande analys av P-Metylmalonsyra och/eller P-Homocystein när värdet ligger i gråzonen eller inte stämmer med den kliniska bilden. Folsyrabehandling vid obehandlad kobalaminbrist kan förbättra anemin men inte neuropatin.</p>`,
    interpretation: `<p><strong>Lågt kobalamin:</strong> perniciös anemi, atrofisk gastrit, gastrektomi eller gastric bypass, sjukdom eller resektion av terminala ileum, vegansk kost utan tillskott, metformin, protonpumpshämmare, lustgas, graviditet och lågt haptokorrin.</p>
<p><strong>Högt kobalamin:</strong> pågående eller nyligen given behandling, myeloproliferativa sjukdomar, leversjukdom, njursvikt och vissa solida tumörer.</p>
<p><strong>Fallgropar:</strong> Ett normalt kobalaminvärde utesluter inte brist vid stark klinisk misstanke; mät metylmalonsyra. Kontrollera inte kobalamin för att följa injektionsbehandling – följ i stället symtom och blodbild.</p>`,
    tags: ['kobalamin', 'vitamin b12', 'b12', 'p-kobalamin', 'perniciös anemi', 'makrocytos'],
    referenceRanges: [
      {
        parameter: 'P-Kobalamin, vuxna',
        range: 'Metodberoende',
        unit: 'pmol/L',
        notes: 'Metodberoende – se lokalt laboratoriums referensintervall. Exempel från svenska laboratorier: 156–672 pmol/L (Unilabs) respektive 145–570 pmol/L (Region Kalmar län).',
      },
      { parameter: 'Sannolik brist', range: '<148', unit: 'pmol/L', notes: 'BSH 2014; gråzon upp till cirka 300 pmol/L – komplettera med metylmalonsyra/homocystein.' },
    ],
    relatedTests: [T.folat, T.erytrocytindex, T.hb, T.retikulocyter],
    references: [
      SRC.bshCobalamin,
      'Green R, Allen LH, Bjørke-Monsen AL, et al. Vitamin B12 deficiency. Nat Rev Dis Primers 2017;3:17040.',
      'Unilabs Laboratoriemedicin. Analysanvisning S-Kobalaminer (vitamin B12) (anvisningar.se, aktuell version).',
      'Region Kalmar län, Klinisk kemi. Provtagningsanvisning P-Kobalaminer (aktuell version).',
    ],
  },
  {
    title: T.folat,
    category: 'Klinisk kemi',
    summary:
      'P-Folat används vid utredning av makrocytär anemi och misstänkt folatbrist, till exempel vid malnutrition, alkoholöverkonsumtion, malabsorption och graviditet. Plasmafolat speglar främst det senaste intaget.',
    content: `<h2>Vad mäts?</h2>
<p>Folat (vitamin B9) är ett samlingsnamn för folsyra och dess derivat. Folat behövs för syntes av nukleotider och för omvandlingen av homocystein till metionin. Brist ger störd DNA-syntes och megaloblastisk anemi, och förhöjt homocystein. Kroppens folatförråd är små och räcker bara i några månader vid utebliven tillförsel. Plasmafolat speglar framför allt intaget de senaste dagarna, medan folat i erytrocyter speglar de senaste månaderna.</p>
<h2>Indikationer</h2>
<ul>
<li>Makrocytos eller makrocytär anemi, tillsammans med kobalamin.</li>
<li>Malnutrition, alkoholöverkonsumtion, malabsorption (till exempel celiaki) och hög ålder.</li>
<li>Behandling med läkemedel som påverkar folatomsättningen: metotrexat, trimetoprim, sulfasalazin, fenytoin och andra antiepileptika.</li>
<li>Ökat behov vid graviditet, amning, hemolys och hemodialys.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Plasma eller serum enligt laboratoriets anvisning. Fastande prov är att föredra, eftersom en folatrik måltid kan höja värdet tillfälligt. Hemolys ger falskt höga värden, eftersom erytrocyterna innehåller betydligt mer folat än plasma. Provet är ljus- och temperaturkänsligt och bör centrifugeras och analyseras eller frysas inom den tid laboratoriet anger.</p>
<h2>Metod</h2>
<p>Kompetitiva immunkemiska metoder med folatbindande protein. Resultaten skiljer sig mellan metoder, och referensintervall och beslutsgränser är därför metodberoende. Biotin i höga doser kan interferera med vissa metoder.</p>
<h2>Erytrocytfolat och homocystein</h2>
<p>Folat i erytrocyter speglar förråden under erytrocyternas livslängd och påverkas inte av enstaka måltider, men analysen är mer komplicerad och erbjuds inte av alla laboratorier. P-Homocystein är en känslig funktionell markör för folatbrist men är ospecifik, eftersom den också stiger vid kobalaminbrist, njursvikt och hypotyreos.</p>
<h2>Felkällor</h2>
<ul>
<li>Hemolys ger falskt högt folat.</li>
<li>Ett enstaka folatrikt mål eller tillskott kan normalisera plasmafolat trots bristande förråd.</li>
<li>Vid kobalaminbrist kan plasmafolat vara normalt eller högt, eftersom metyltetrahydrofolat ansamlas i plasma när kobalamin saknas.</li>
</ul>`,
    clinicalSignificance: `<p>Folatbrist ger megaloblastisk anemi som inte går att skilja från kobalaminbrist med blodbilden. Därför ska kobalamin alltid bedömas samtidigt, och kobalaminbrist ska uteslutas innan folsyra ges, eftersom folsyra kan förbättra anemin men inte förhindra neurologisk skada vid kobalaminbrist.</p>
<p>Alla kvinnor som kan bli gravida rekommenderas av Livsmedelsverket tillskott av 400 mikrogram folsyra dagligen från minst en månad före befruktning för att minska risken för neuralrörsdefekter. Enligt WHO talar plasmafolat under cirka 10 nmol/L för möjlig brist (baserat på homocysteinstegring) och under 6,8 nmol/L för brist med risk för makrocytär anemi.</p>`,
    interpretation: `<p><strong>Lågt folat:</strong> otillräckligt intag (alkoholöverkonsumtion, malnutrition, hög ålder), malabsorption (celiaki, inflammatorisk tarmsjukdom), ökat behov (graviditet, hemolys, malignitet, psoriasis) och läkemedel (metotrexat, trimetoprim, fenytoin).</p>
<p><strong>Högt folat:</strong> tillskott, nyligen intagen måltid, hemolys i provet och kobalaminbrist.</p>
<p><strong>Fallgropar:</strong> Vid gränsvärden kan homocystein (stiger vid både folat- och kobalaminbrist) och metylmalonsyra (stiger endast vid kobalaminbrist) hjälpa till att skilja bristtillstånden åt.</p>`,
    tags: ['folat', 'folsyra', 'p-folat', 'vitamin b9', 'makrocytos', 'anemi'],
    referenceRanges: [
      {
        parameter: 'P-Folat, vuxna',
        range: 'Metodberoende',
        unit: 'nmol/L',
        notes: 'Metodberoende – se lokalt laboratoriums gräns. Exempel: >7,3 nmol/L (Akademiska laboratoriet, Roche, från 2024).',
      },
      { parameter: 'Möjlig brist (homocysteinbaserad)', range: '<10', unit: 'nmol/L', notes: 'WHO 2015, populationsgräns' },
      { parameter: 'Brist (risk för makrocytär anemi)', range: '<6,8', unit: 'nmol/L', notes: 'WHO 2015, populationsgräns' },
    ],
    relatedTests: [T.kobalamin, T.erytrocytindex, T.hb],
    references: [
      SRC.bshCobalamin,
      'World Health Organization. Serum and red blood cell folate concentrations for assessing folate status in populations. Vitamin and Mineral Nutrition Information System. WHO/NMH/NHD/EPG/15.01. Geneva: WHO; 2015.',
      'Livsmedelsverket. Folsyra – råd till kvinnor som kan bli gravida (aktuell version).',
      SRC.akademiska,
    ],
  },
  {
    title: T.vitaminD,
    category: 'Klinisk kemi',
    summary:
      '25-OH-vitamin D är det bästa måttet på kroppens D-vitaminstatus. Analysen används vid misstänkt brist, osteoporos, hypokalcemi och malabsorption. Värden under 25 nmol/L innebär brist och över 50 nmol/L bedöms som tillräckligt.',
    content: `<h2>Vad mäts?</h2>
<p>Vitamin D bildas i huden under inverkan av solens UVB-strålning (kolekalciferol, D3) och tillförs via kost och tillskott (D3 eller ergokalciferol, D2). I levern omvandlas vitaminet till 25-hydroxivitamin D (25-OH-D, kalcidiol), som är den huvudsakliga cirkulerande formen med en halveringstid på 2–3 veckor. I njurarna bildas det aktiva hormonet 1,25-dihydroxivitamin D under reglering av PTH, fosfat och FGF23. Eftersom 25-OH-D speglar både hudproduktion och intag används det för att bedöma D-vitaminstatus.</p>
<h2>Indikationer</h2>
<ul>
<li>Osteoporos, osteomalaci, frakturer vid lågenergivåld och förhöjt ALP.</li>
<li>Hypokalcemi, hypofosfatemi och sekundär hyperparatyreoidism.</li>
<li>Malabsorption (celiaki, inflammatorisk tarmsjukdom, efter obesitaskirurgi), kronisk njur- eller leversjukdom.</li>
<li>Riskgrupper: personer med liten solexponering, mörk hudfärg eller heltäckande klädsel, äldre och personer som behandlas med antiepileptika eller glukokortikoider.</li>
<li>Uppföljning av behandling vid konstaterad brist.</li>
</ul>
<p>Screening av friska personer utan riskfaktorer rekommenderas inte.</p>
<h2>Provtagning och preanalys</h2>
<p>Serum eller plasma. Fasta behövs inte. Nivån har en tydlig årstidsvariation i Norden, med lägst värden i slutet av vintern och på våren. Efter ändrad dosering tar det cirka tre månader innan nivån stabiliserats.</p>
<h2>Metod</h2>
<p>Vätskekromatografi–tandemmasspektrometri (LC-MS/MS) är referensmetod och mäter 25-OH-D2 och 25-OH-D3 separat. Immunkemiska metoder används i stor utsträckning; deras förmåga att mäta 25-OH-D2 varierar, vilket har betydelse för patienter som behandlas med ergokalciferol. Metoder bör vara standardiserade enligt det internationella Vitamin D Standardization Program.</p>
<h2>Beslutsgränser</h2>
<p>För 25-OH-D används beslutsgränser från näringsrekommendationer och riktlinjer snarare än ett statistiskt referensintervall, eftersom en stor del av den friska nordiska befolkningen har låga nivåer vintertid. Olika organisationer anger något olika gränser; internationella endokrinologiska riktlinjer har till exempel föreslagit högre målnivåer för vissa patientgrupper.</p>
<h2>Felkällor</h2>
<ul>
<li>Metodskillnader, särskilt för D2.</li>
<li>Vitamin D-bindande protein påverkas av graviditet, östrogen, nefrotiskt syndrom och leversjukdom, vilket kan påverka totalkoncentrationen.</li>
</ul>`,
    clinicalSignificance: `<p>Nordiska näringsrekommendationer (NNR) och Livsmedelsverket använder 25-OH-D på minst 50 nmol/L som mått på tillräcklig status och under 25–30 nmol/L som brist med risk för osteomalaci och rakit. Värden mellan 25 och 50 nmol/L brukar betecknas som otillräckliga. Brist kombinerad med lågt kalciumintag leder till sekundär hyperparatyreoidism och benförlust.</p>
<p>Toxicitet med hyperkalcemi är ovanlig och uppträder i regel först vid mycket höga nivåer, över cirka 375 nmol/L, vanligen efter långvarigt intag av mycket höga doser. 1,25-dihydroxivitamin D är inte lämpligt för att bedöma D-vitaminstatus utan analyseras endast vid särskilda frågeställningar, till exempel hyperkalcemi vid granulomatös sjukdom eller ärftliga rubbningar.</p>`,
    interpretation: `<p><strong>Lågt 25-OH-D:</strong> liten solexponering, lågt intag, mörk hud, övervikt, malabsorption, leversjukdom, nefrotiskt syndrom, enzyminducerande läkemedel och hög ålder.</p>
<p><strong>Högt 25-OH-D:</strong> tillskott i hög dos, särskilt långvarigt; sällsynt felaktig dosering av receptbelagda preparat.</p>
<p><strong>Fallgropar:</strong> Ta hänsyn till årstid vid tolkningen. Kontrollera PTH, kalcium och ALP vid misstänkt klinisk brist. Vid behandling med D2 bör laboratoriet tillfrågas om metodens förmåga att mäta 25-OH-D2.</p>`,
    tags: ['vitamin d', '25-oh-vitamin d', 'p-25-oh-vitamin d', 'kalcidiol', 'd-vitaminbrist', 'osteoporos'],
    referenceRanges: [
      { parameter: 'Brist', range: '<25', unit: 'nmol/L', notes: 'Beslutsgräns; NNR/Livsmedelsverket. Vissa laboratorier anger <30 nmol/L.' },
      { parameter: 'Otillräcklig status', range: '25–50', unit: 'nmol/L', notes: 'Beslutsgräns' },
      { parameter: 'Tillräcklig status', range: '≥50', unit: 'nmol/L', notes: 'NNR 2023' },
      { parameter: 'Risk för toxicitet', range: '>375', unit: 'nmol/L', notes: 'Endocrine Society 2011' },
    ],
    relatedTests: [T.kalcium, T.fosfat, T.alp, T.joniseratKalcium],
    references: [
      'Blomhoff R, Andersen R, Arnesen EK, et al. Nordic Nutrition Recommendations 2023. Copenhagen: Nordic Council of Ministers; 2023.',
      'Holick MF, Binkley NC, Bischoff-Ferrari HA, et al. Evaluation, treatment, and prevention of vitamin D deficiency: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2011;96:1911-1930.',
      'Demay MB, Pittas AG, Bikle DD, et al. Vitamin D for the prevention of disease: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2024;109:1907-1947.',
      SRC.karolinska,
    ],
  },
];
